// The Follow / Following button of a public profile, with the player's follower count
// (docs/rules/follows.md). Hidden on one's own profile (the count stays); a visitor's press asks
// them to sign in.
import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast';
import { useSetFollow } from '../api/use-follows';

type FollowButtonProps = {
  player: { id: string; username: string; followers: number; following: boolean };
  /** The signed-in player's own profile: the count only. */
  isMe: boolean;
  signedIn: boolean;
  onRequireSignIn(): void;
};

export const followersLabel = (n: number) => `${n} ${n === 1 ? 'follower' : 'followers'}`;

export function FollowButton({ player, isMe, signedIn, onRequireSignIn }: FollowButtonProps) {
  const setFollow = useSetFollow(player);
  const count = (
    <span className="text-sm font-semibold text-white/80" data-testid="follower-count">
      {followersLabel(player.followers)}
    </span>
  );
  if (isMe) return count;
  const following = player.following;
  const Icon = following ? UserCheck : UserPlus;
  return (
    <span className="inline-flex items-center gap-3">
      <Button
        variant="glass"
        size="sm"
        aria-pressed={following}
        loading={setFollow.isPending}
        onClick={() => {
          if (!signedIn) return onRequireSignIn();
          setFollow.mutate(!following, {
            onError: (error) => showToast((toast) => toast.error(error.message)),
          });
        }}
      >
        <Icon aria-hidden="true" className="size-4" />
        {following ? 'Following' : 'Follow'}
        <span className="sr-only">{` ${player.username}`}</span>
      </Button>
      {count}
    </span>
  );
}
