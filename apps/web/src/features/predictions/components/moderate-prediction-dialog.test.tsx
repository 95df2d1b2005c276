// @vitest-environment happy-dom
// Moderate Prediction (admin), rendered in a DOM: a flag needs a comment before any request, a
// flag sends its action and comment, a flagged call offers Unflag, and a refusal shows in the
// red box with the modal left open. Only `fetch` is replaced.
import { MODERATION_MSG } from '@boldcall/shared/rules/moderation.refusals';
import { describe, expect, it } from 'vitest';
import { dialog, dialogWorld, dialogText as text, typeAndPress } from '@/test/dialog';
import { button as buttonIn, click, render, settle, refusal } from '@/test/dom';
import { prediction } from '@/test/fixtures';
import { ModeratePredictionDialog } from './moderate-prediction-dialog';

const world = dialogWorld({
  isWrite: (method) => method === 'PUT',
  answer: () => ({ data: prediction({ moderationStatus: 'flagged' }) }),
});

const open = (p = prediction()) =>
  render(<ModeratePredictionDialog prediction={p} open onOpenChange={world.watch.onOpenChange} />);

const comment = () => dialog().querySelector('textarea')!;

describe('Moderate Prediction', () => {
  it('asks for a comment before flagging, without a request', async () => {
    await open();
    await click(buttonIn('Flag prediction', dialog()));
    expect(text()).toContain(MODERATION_MSG.flagCommentRequired);
    expect(world.writes()).toEqual([]);
  });

  it('flags with the comment, then closes', async () => {
    await open();
    await typeAndPress(comment(), '  Not measurable as written  ', 'Flag prediction');
    await settle(world.watch.closed);
    expect(world.writes()).toEqual([
      {
        url: '/api/predictions/p-1/flag',
        method: 'PUT',
        body: { action: 'flag', adminComment: 'Not measurable as written' },
      },
    ]);
  });

  it('unflags a flagged call without a comment', async () => {
    await open(prediction({ moderationStatus: 'flagged', adminComment: 'Vague' }));
    await click(buttonIn('Unflag', dialog()));
    await settle(world.watch.closed);
    expect(world.writes()).toEqual([
      { url: '/api/predictions/p-1/flag', method: 'PUT', body: { action: 'unflag' } },
    ]);
  });

  it("shows the server's refusal and stays open with the comment", async () => {
    world.answer = refusal(409, 'ALREADY_FLAGGED', 'This prediction is already flagged');
    await open();
    await typeAndPress(comment(), 'Not measurable as written', 'Flag prediction');
    await settle(() => text().includes('This prediction is already flagged'));
    expect(comment().value).toBe('Not measurable as written');
    expect(world.watch.closed()).toBe(false);
  });
});
