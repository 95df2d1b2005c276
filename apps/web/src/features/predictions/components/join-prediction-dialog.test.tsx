// @vitest-environment happy-dom
// The Join dialog, rendered in a DOM: the wager's bounds follow the player's balance (shared
// schema), the payout preview follows the wager, the shared join rule refuses before any request,
// and a server refusal shows in the red box with nothing lost. The network is the one thing
// replaced: `fetch` answers as the API would (the real request and answer run in e2e).
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { JoinPredictionDialog } from './join-prediction-dialog';

// React reads this flag to know that updates are awaited with act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const player: CurrentUser = {
  id: 'player-1',
  username: 'joiner',
  email: 'joiner@example.com',
  emailVerified: true,
  points: 30,
  heldBonus: 0,
  isPro: false,
  proUpgradedAt: null,
  isAdmin: false,
  avatar: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  mustChangePassword: false,
  twoFactorEnabled: false,
};

function prediction(overrides: Partial<Prediction> = {}): Prediction {
  return {
    id: 'p-1',
    predictionId: 'p-1',
    userId: 'creator-1',
    username: 'creator',
    isPro: false,
    avatar: null,
    text: 'The Chiefs win the Super Bowl this season',
    category: 'sports',
    sports: ['football'],
    expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    pointsWagered: 10,
    status: 'PENDING',
    isCustom: true,
    createdAt: new Date().toISOString(),
    resolvedAt: null,
    resolvedBy: null,
    adminNote: null,
    moderationStatus: null,
    adminComment: null,
    userResponse: null,
    userResponseAt: null,
    flaggedAt: null,
    mergedIntoId: null,
    joinedBy: [],
    joinedCount: 0,
    totalJoinedPoints: 0,
    totalPoints: 10,
    votes: { up: 0, down: 0, userVote: null },
    jumpedOnCount: 0,
    betAgainstCount: 0,
    isCreator: false,
    hasJoined: false,
    hasJumped: false,
    hasBetAgainst: false,
    myVote: null,
    canEdit: false,
    ...overrides,
  };
}

let root: Root;
let host: HTMLElement;
let requests: { url: string; method: string; body: unknown }[];
let answer: () => Response;
let closed: boolean;

beforeEach(() => {
  requests = [];
  closed = false;
  answer = () => Response.json({ data: prediction({ hasJoined: true }) });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({
      url: String(url),
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    // After a write the dialog's mutation refreshes the player (lib/invalidate-after.ts).
    return String(url) === '/api/users/me' ? Response.json({ data: player }) : answer();
  });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

async function open(p: Prediction) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(queryKeys.currentUser, player);
  await act(async () =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <JoinPredictionDialog
          prediction={p}
          onOpenChange={(isOpen) => {
            if (!isOpen) closed = true;
          }}
        />
      </QueryClientProvider>,
    ),
  );
}

const dialog = () => {
  const element = document.querySelector('[role="dialog"]');
  if (!element) throw new Error('the dialog is not open');
  return element as HTMLElement;
};
const wagerBox = () => dialog().querySelector<HTMLInputElement>('input[type="number"]')!;
const button = (name: string) =>
  [...dialog().querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
const text = () => dialog().textContent?.replace(/\s+/g, ' ') ?? '';

/** Types into the wager box as a user would (React listens to the native input event). */
async function typeWager(value: string) {
  const box = wagerBox();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(box, value);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    button('Join prediction').click();
  });
}

describe('Join dialog', () => {
  it('starts at the default wager within the balance and previews its payout', async () => {
    await open(prediction());
    expect(wagerBox().value).toBe('10');
    expect(text()).toContain('You have 30 points');
    expect(text()).toContain('you get back20 points');
    // Quick wagers above the balance cannot be picked.
    expect(button('50').disabled).toBe(true);
    await act(async () => button('25').click());
    expect(wagerBox().value).toBe('25');
    expect(text()).toContain('you get back50 points');
  });

  it('refuses a wager above the balance before any request', async () => {
    await open(prediction());
    await typeWager('31');
    await submit();
    expect(text()).toContain('Cannot wager more than 30 points');
    expect(requests).toEqual([]);
    expect(closed).toBe(false);
  });

  it('sends the wager and closes on success', async () => {
    await open(prediction());
    await typeWager('12');
    await submit();
    expect(requests[0]).toEqual({
      url: '/api/predictions/p-1/join',
      method: 'POST',
      body: { pointsWagered: 12 },
    });
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(closed).toBe(true);
    // The balance shown everywhere is asked again.
    expect(requests.map((r) => r.url)).toContain('/api/users/me');
  });

  it("shows the server's refusal and keeps the wager", async () => {
    answer = () =>
      Response.json(
        {
          statusCode: 409,
          error: 'Conflict',
          code: 'ALREADY_JOINED',
          message: 'You have already joined this prediction',
        },
        { status: 409 },
      );
    await open(prediction());
    await typeWager('7');
    await submit();
    expect(text()).toContain('You have already joined this prediction');
    expect(wagerBox().value).toBe('7');
    expect(closed).toBe(false);
  });

  it("disables Join with the shared rule's sentence on the player's own call", async () => {
    await open(prediction({ userId: player.id, isCreator: true }));
    expect(button('Join prediction').disabled).toBe(true);
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBeTruthy();
    await submit();
    expect(requests).toEqual([]);
  });
});
