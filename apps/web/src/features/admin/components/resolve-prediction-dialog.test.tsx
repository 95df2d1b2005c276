// @vitest-environment happy-dom
// Resolve Prediction (admin), rendered in a DOM: the note is required by the shared schema
// before any request, the chosen outcome and note are sent, and a refusal (a 409 when the call
// is already resolved) stays in the open modal. Only `fetch` is replaced.
import { MODERATION_MSG } from '@boldcall/shared/rules/moderation.refusals';
import { describe, expect, it } from 'vitest';
import { dialog, dialogWorld, dialogText as text, typeAndPress } from '@/test/dialog';
import { button as buttonIn, click, render, settle, refusal } from '@/test/dom';
import { prediction } from '@/test/fixtures';
import { ResolvePredictionDialog } from './resolve-prediction-dialog';

const world = dialogWorld({
  isWrite: (method) => method === 'POST',
  answer: () => ({ data: prediction({ status: 'INCORRECT' }) }),
});

const open = () =>
  render(
    <ResolvePredictionDialog
      target={{ prediction: prediction(), resolution: 'CORRECT' }}
      open
      onOpenChange={world.watch.onOpenChange}
    />,
  );

const posts = () => world.requests.filter((r) => r.method === 'POST');
const note = () => dialog().querySelector('textarea')!;
const outcome = (value: string) =>
  dialog().querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;

describe('Resolve Prediction', () => {
  it('asks for the admin note before any request', async () => {
    await open();
    await click(buttonIn('Resolve as Correct', dialog()));
    expect(text()).toContain(MODERATION_MSG.adminNoteRequired);
    expect(posts()).toEqual([]);
  });

  it('sends the outcome chosen in the modal and the note, then closes', async () => {
    await open();
    await click(outcome('INCORRECT'));
    expect(outcome('INCORRECT').checked).toBe(true);
    await typeAndPress(note(), 'The final score was 21-17 the other way', 'Resolve as Incorrect');
    await settle(world.watch.closed);
    expect(posts()).toEqual([
      {
        url: '/api/predictions/p-1/resolve',
        method: 'POST',
        body: { resolution: 'INCORRECT', adminNote: 'The final score was 21-17 the other way' },
      },
    ]);
  });

  it("shows the server's 409 in the open modal and keeps the note", async () => {
    world.answer = refusal(409, 'ALREADY_RESOLVED', 'This prediction is already resolved.');
    await open();
    await typeAndPress(note(), 'Confirmed by the league office', 'Resolve as Correct');
    await settle(() => text().includes('already resolved'));
    expect(text()).toContain('Failed to resolve prediction: This prediction is already resolved.');
    expect(note().value).toBe('Confirmed by the league office');
    expect(world.watch.closed()).toBe(false);
  });
});
