// @vitest-environment happy-dom
// Make a Prediction, rendered in a DOM: the shared form schema refuses a too-short text before
// any request, a valid form sends the create body, and a server refusal shows in the red box
// with the typed text kept. Only `fetch` is replaced (the real request runs in e2e).
import { minExpiryDate } from '@boldcall/shared/rules/expiry';
import { PREDICTION_MSG } from '@boldcall/shared/rules/predictions.refusals';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { dialog, dialogWorld, dialogText as text } from '@/test/dialog';
import { button as buttonIn, click, render, settle, type, refusal } from '@/test/dom';
import { player as playerFixture, prediction } from '@/test/fixtures';
import { CreatePredictionDialog } from './create-prediction-dialog';

const player = playerFixture({ username: 'caller', points: 100 });

const world = dialogWorld({
  isWrite: (method, url) => url === '/api/predictions' && method === 'POST',
  answer: () => ({ data: prediction({ id: 'p-new', predictionId: 'p-new', text: CALL }) }),
  read: (url) => (url === '/api/users/me' ? { data: player } : { data: [] }),
});

const open = () =>
  render(<CreatePredictionDialog open onOpenChange={world.watch.onOpenChange} />, [
    [queryKeys.currentUser, player],
  ]);

const posts = () => world.requests.filter((r) => r.method === 'POST');
const textBox = () => dialog().querySelector('textarea')!;
const categoryBox = () => dialog().querySelector('select')!;
const expiryBox = () => dialog().querySelector<HTMLInputElement>('input[type="date"]')!;
const submit = () => click(buttonIn('Make prediction', dialog()));

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
    expect(world.watch.closed()).toBe(false);
  });

  it('sends the typed call with its category, expiry and wager, then closes', async () => {
    await open();
    await fillValid();
    await submit();
    await settle(world.watch.closed);
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
    world.answer = refusal(
      400,
      'INSUFFICIENT_POINTS',
      'You do not have enough points for this wager',
    );
    await open();
    await fillValid();
    await submit();
    await settle(() => text().includes('You do not have enough points for this wager'));
    expect(textBox().value).toBe(CALL);
    expect(world.watch.closed()).toBe(false);
  });
});
