// @vitest-environment happy-dom
// Make a Prediction, rendered in a DOM: the shared form schema refuses a too-short text before
// any request, a valid form sends the create body, and a server refusal shows in the red box
// with the typed text kept. Only `fetch` is replaced (the real request runs in e2e).
import { minExpiryDate } from '@boldcall/shared/rules/expiry';
import { PREDICTION_MSG } from '@boldcall/shared/rules/predictions';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import {
  button as buttonIn,
  click,
  fakeApi,
  pageText,
  render,
  settle,
  type,
  type FakeAnswer,
  type SentRequest,
} from '@/test/dom';
import { CreatePredictionDialog } from './create-prediction-dialog';

const player: CurrentUser = {
  id: 'player-1',
  username: 'caller',
  email: 'caller@example.com',
  emailVerified: true,
  points: 100,
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
    confidence: null,
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
    commentCount: 0,
    isCreator: false,
    hasJoined: false,
    hasJumped: false,
    hasBetAgainst: false,
    myVote: null,
    myConfidence: null,
    canEdit: false,
    ...overrides,
  };
}

let requests: SentRequest[];
let createAnswer: FakeAnswer;
let closed: boolean;

beforeEach(() => {
  closed = false;
  createAnswer = { data: prediction({ id: 'p-new', predictionId: 'p-new', text: CALL }) };
  requests = fakeApi((method, url) =>
    url === '/api/predictions' && method === 'POST'
      ? createAnswer
      : url === '/api/users/me'
        ? { data: player }
        : { data: [] },
  );
});

const open = () =>
  render(
    <CreatePredictionDialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) closed = true;
      }}
    />,
    [[queryKeys.currentUser, player]],
  );

const dialog = () => {
  const element = document.querySelector('[role="dialog"]');
  if (!element) throw new Error('the dialog is not open');
  return element as HTMLElement;
};
const text = () => pageText(dialog());
const textBox = () => dialog().querySelector('textarea')!;
const categoryBox = () => dialog().querySelector('select')!;
const expiryBox = () => dialog().querySelector<HTMLInputElement>('input[type="date"]')!;
const submit = () => click(buttonIn('Make prediction', dialog()));
const posts = () => requests.filter((r) => r.method === 'POST');

const CALL = 'The Lakers will make the playoffs this season';

async function fillValid(callText = CALL) {
  await type(textBox(), callText);
  await type(categoryBox(), 'sports');
  await type(expiryBox(), minExpiryDate());
}

describe('Make a Prediction', () => {
  it("refuses a too-short text with the shared schema's message, before any request", async () => {
    await open();
    await fillValid('Too short');
    await submit();
    await settle(() => text().includes(PREDICTION_MSG.textTooShort));
    expect(posts()).toEqual([]);
    expect(closed).toBe(false);
  });

  it('sends the typed call with its category, expiry and wager, then closes', async () => {
    await open();
    await fillValid();
    await submit();
    await settle(() => closed);
    expect(posts()).toHaveLength(1);
    const sent = posts()[0]!;
    expect(sent.url).toBe('/api/predictions');
    // The chosen day is sent as the end of that day, UTC (the shared expiry rule).
    expect(sent.body).toEqual({
      text: CALL,
      category: 'sports',
      expiresAt: `${minExpiryDate()}T23:59:59.999Z`,
      pointsWagered: 10,
      isCustom: true,
    });
  });

  it("shows the server's 4xx message and keeps the typed text", async () => {
    createAnswer = {
      status: 400,
      code: 'INSUFFICIENT_POINTS',
      message: 'You do not have enough points for this wager',
    };
    await open();
    await fillValid();
    await submit();
    await settle(() => text().includes('You do not have enough points for this wager'));
    expect(textBox().value).toBe(CALL);
    expect(closed).toBe(false);
  });
});
