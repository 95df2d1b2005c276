// @vitest-environment happy-dom
// Create League and Join League, rendered in a DOM: each sends its POST body, and the server's
// refusal shows in the red box with the dialog left open. Only `fetch` is replaced (the real
// requests run in e2e).
import type { League } from '@boldcall/shared/schemas/leagues';
import { beforeEach, describe, expect, it } from 'vitest';
import { dialog, dialogText as text, typeAndPress } from '@/test/dialog';
import { button as buttonIn, click, fakeApi, refusal, render, settle, type } from '@/test/dom';
import type { FakeAnswer, SentRequest } from '@/test/dom';
import { CreateLeagueDialog } from './create-league-dialog';
import { JoinLeagueDialog } from './join-league-dialog';

const league: League = {
  id: 'league-1',
  name: 'Office Oracles',
  description: 'Calls from the third floor',
  isGlobal: false,
  isPrivate: true,
  memberCount: 1,
  isMember: true,
  isOwner: true,
  ownerId: 'player-1',
  ownerUsername: 'caller',
  inviteCode: 'ORACLE',
  accuracy: 0,
  topPredictor: null,
  recentActivity: 0,
  createdAt: '2026-11-27T00:00:00.000Z',
};

let requests: SentRequest[];
let answer: FakeAnswer;
let done: League | null;

beforeEach(() => {
  done = null;
  answer = { data: league };
  requests = fakeApi((method) => (method === 'POST' ? answer : { data: [] }));
});

const field = (name: string) =>
  dialog().querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
const posts = () => requests.filter((r) => r.method === 'POST');
const keep = (answered: League) => {
  done = answered;
};

describe('Create League', () => {
  const open = () => render(<CreateLeagueDialog open onOpenChange={() => {}} onCreated={keep} />);

  async function fill() {
    await type(field('name') as HTMLInputElement, 'Office Oracles');
    await type(field('description') as HTMLTextAreaElement, 'Calls from the third floor');
    await type(field('inviteCode') as HTMLInputElement, 'ORACLE');
    await click(field('isPrivate') as HTMLInputElement);
  }

  it('sends the name, description, code and privacy, and hands back the league', async () => {
    await open();
    await fill();
    await click(buttonIn('Create League', dialog()));
    await settle(() => done !== null);
    expect(posts()).toEqual([
      {
        url: '/api/leagues',
        method: 'POST',
        body: {
          name: 'Office Oracles',
          description: 'Calls from the third floor',
          inviteCode: 'ORACLE',
          isPrivate: true,
        },
      },
    ]);
    expect(done).toEqual(league);
  });

  it("shows the server's refusal and keeps the form", async () => {
    answer = refusal(409, 'INVITE_CODE_TAKEN', 'That invite code is taken');
    await open();
    await fill();
    await click(buttonIn('Create League', dialog()));
    await settle(() => text().includes('That invite code is taken'));
    expect(field('name').value).toBe('Office Oracles');
    expect(done).toBeNull();
  });
});

describe('Join League', () => {
  const open = () =>
    render(
      <JoinLeagueDialog
        open
        onOpenChange={() => {}}
        signedIn
        onRequireSignIn={() => {}}
        onJoined={keep}
      />,
    );

  it('keeps Join disabled until a code is typed, then sends it upper-cased', async () => {
    await open();
    expect(buttonIn('Join', dialog()).disabled).toBe(true);
    await typeAndPress(field('inviteCode') as HTMLInputElement, 'oracle', 'Join');
    await settle(() => done !== null);
    expect(posts()).toEqual([
      { url: '/api/leagues/join', method: 'POST', body: { inviteCode: 'ORACLE' } },
    ]);
    expect(done).toEqual(league);
  });

  it("shows the server's refusal for an unknown code", async () => {
    answer = refusal(404, 'NOT_FOUND', 'No league matches that invite code');
    await open();
    await typeAndPress(field('inviteCode') as HTMLInputElement, 'NOPE99', 'Join');
    await settle(() => text().includes('No league matches that invite code'));
    expect(field('inviteCode').value).toBe('NOPE99');
    expect(done).toBeNull();
  });
});
