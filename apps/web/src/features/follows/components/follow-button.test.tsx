// @vitest-environment happy-dom
// The Follow button of a public profile, rendered in a DOM over the profile as the query cache
// holds it: a press sends the follow (or unfollow) and the profile shows the answer's relation
// and count; a visitor is asked to sign in and nothing is sent; one's own profile shows the
// count only. `fetch` answers as the API would (the real request runs in e2e/follows.spec.ts).
import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@boldcall/shared/schemas/users';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { button, click, fakeApi, pageText, render, settle } from '@/test/dom';
import { FollowButton } from './follow-button';

const star = {
  id: 'u-star',
  username: 'star',
  followers: 3,
  following: false,
} as PublicProfile;

/** The button over the cached profile, as the profile page renders it. */
function CachedProfile(props: { isMe?: boolean; signedIn?: boolean; onRequireSignIn?(): void }) {
  const { data } = useQuery<PublicProfile>({
    queryKey: queryKeys.users.player('star'),
    enabled: false,
  });
  if (!data) return null;
  return (
    <FollowButton
      player={data}
      isMe={props.isMe ?? false}
      signedIn={props.signedIn ?? true}
      onRequireSignIn={props.onRequireSignIn ?? (() => {})}
    />
  );
}

describe('FollowButton', () => {
  it('follows, then unfollows, showing the answer’s relation and count', async () => {
    let following = false;
    const requests = fakeApi((method, url) => {
      expect(url).toBe('/api/users/u-star/follow');
      following = method === 'POST';
      return { data: { following, followers: following ? 4 : 3 } };
    });
    await render(<CachedProfile />, [[queryKeys.users.player('star'), star]]);
    expect(button('Follow star').getAttribute('aria-pressed')).toBe('false');
    expect(pageText()).toContain('3 followers');

    await click(button('Follow star'));
    await settle(() => pageText().includes('4 followers'));
    expect(button('Following star').getAttribute('aria-pressed')).toBe('true');

    await click(button('Following star'));
    await settle(() => pageText().includes('3 followers'));
    expect(button('Follow star').getAttribute('aria-pressed')).toBe('false');
    expect(requests.map((r) => r.method)).toEqual(['POST', 'DELETE']);
  });

  it('asks a visitor to sign in and sends nothing', async () => {
    const requests = fakeApi(() => ({ data: null }));
    let asked = 0;
    await render(<CachedProfile signedIn={false} onRequireSignIn={() => (asked += 1)} />, [
      [queryKeys.users.player('star'), star],
    ]);
    await click(button('Follow star'));
    expect(asked).toBe(1);
    expect(requests).toEqual([]);
  });

  it('shows only the count on one’s own profile', async () => {
    fakeApi(() => ({ data: null }));
    await render(<CachedProfile isMe />, [
      [queryKeys.users.player('star'), { ...star, followers: 1 }],
    ]);
    expect(pageText()).toContain('1 follower');
    expect(document.querySelectorAll('button')).toHaveLength(0);
  });
});
