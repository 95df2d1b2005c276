// @vitest-environment happy-dom
// The bet sheet, rendered in a DOM: the wager's bounds follow the player's balance (shared
// schema), the payout preview follows the wager, the shared rules refuse before any request,
// a server refusal shows in the red box with nothing lost, and every side sends its own request
// and closes the sheet the same way. The network is the one thing
// replaced: `fetch` answers as the API would (the real request and answer run in e2e).
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { dialog, dialogWorld, dialogText as text } from '@/test/dialog';
import { button as buttonIn, click, render, settle, type, refusal } from '@/test/dom';
import { player as playerFixture, prediction } from '@/test/fixtures';
import { BetSheet } from './bet-sheet';
import type { BetSide } from './bet-sides';

const player = playerFixture();

// After a write the dialog's mutation refreshes the player (lib/invalidate-after.ts).
const world = dialogWorld({
  isWrite: (_method, url) => url !== '/api/users/me',
  answer: () => ({ data: prediction({ hasJoined: true }) }),
  read: () => ({ data: player }),
});

const open = (p: Prediction, side: BetSide = 'join') =>
  render(<BetSheet prediction={p} side={side} onOpenChange={world.watch.onOpenChange} />, [
    [queryKeys.currentUser, player],
  ]);

const wagerBox = () => dialog().querySelector<HTMLInputElement>('input[type="number"]')!;
const button = (name: string) => buttonIn(name, dialog());
const typeWager = (value: string) => type(wagerBox(), value);
const submit = () => click(button('Join prediction'));
const radio = (name: string) =>
  [...dialog().querySelectorAll<HTMLElement>('[role="radio"]')].find((el) =>
    el.textContent?.includes(name),
  )!;

describe('Bet sheet: Join', () => {
  it('starts at the default wager within the balance and previews its payout', async () => {
    await open(prediction());
    expect(wagerBox().value).toBe('10');
    expect(text()).toContain('You have 30 points');
    expect(text()).toContain('you get back20 points');
    // Quick wagers above the balance cannot be picked.
    expect(button('50').disabled).toBe(true);
    await click(button('25'));
    expect(wagerBox().value).toBe('25');
    expect(text()).toContain('you get back50 points');
  });

  it('refuses a wager above the balance before any request', async () => {
    await open(prediction());
    await typeWager('31');
    await submit();
    expect(text()).toContain('Cannot wager more than 30 points');
    expect(world.requests).toEqual([]);
    expect(world.watch.closed()).toBe(false);
  });

  it('sends the wager and closes on success', async () => {
    await open(prediction());
    await typeWager('12');
    await submit();
    await settle(world.watch.closed);
    expect(world.requests[0]).toEqual({
      url: '/api/predictions/p-1/join',
      method: 'POST',
      body: { pointsWagered: 12 },
    });
    expect(world.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(world.watch.closed()).toBe(true);
    // The balance shown everywhere is asked again.
    expect(world.requests.map((r) => r.url)).toContain('/api/users/me');
  });

  it("shows the server's refusal and keeps the wager", async () => {
    world.answer = refusal(409, 'ALREADY_JOINED', 'You have already joined this prediction');
    await open(prediction());
    await typeWager('7');
    await submit();
    await settle(() => text().includes('You have already joined this prediction'));
    expect(text()).toContain('You have already joined this prediction');
    expect(wagerBox().value).toBe('7');
    expect(world.watch.closed()).toBe(false);
  });

  it("disables Join with the shared rule's sentence on the player's own call", async () => {
    await open(prediction({ userId: player.id, isCreator: true }));
    expect(button('Join prediction').disabled).toBe(true);
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBeTruthy();
    await submit();
    expect(world.requests).toEqual([]);
  });
});

describe('Bet sheet: the other sides', () => {
  it('offers the three sides with their payouts, the chosen one checked', async () => {
    await open(prediction(), 'jump');
    const sides = [...dialog().querySelectorAll('[role="radio"]')].map((el) => el.textContent);
    expect(sides).toEqual([
      expect.stringContaining('Join'),
      expect.stringContaining('Jump On'),
      expect.stringContaining('Bet Against'),
    ]);
    expect(radio('Jump On').getAttribute('aria-checked')).toBe('true');
    // The spec's texts for each side stay in the sheet.
    expect(text()).toContain('Interact with Prediction');
    expect(text()).toContain('2-point penalty');
    // On 10: a join wins +10, a jump +8, a bet against +10.
    expect(radio('Join').textContent).toContain('+10');
    expect(radio('Jump On').textContent).toContain('+8');
    expect(radio('Bet Against').textContent).toContain('+10');
  });

  it('keeps the wager across sides and sends the chosen side, then closes', async () => {
    await open(prediction());
    expect(text()).toContain('Join Prediction');
    await typeWager('6');
    await click(radio('Bet Against'));
    expect(radio('Bet Against').getAttribute('aria-checked')).toBe('true');
    expect(text()).toContain('twice your wager back');
    expect(wagerBox().value).toBe('6');
    await click(button('Bet against'));
    await settle(world.watch.closed);
    expect(world.requests[0]).toEqual({
      url: '/api/predictions/p-1/bet-against',
      method: 'POST',
      body: { wager: 6 },
    });
    expect(world.watch.closed()).toBe(true);
  });

  it('jumps on with the shared bounds of an interaction', async () => {
    await open(prediction(), 'jump');
    await typeWager('0');
    await click(button('Jump on'));
    expect(text()).toContain('Invalid wager amount');
    expect(world.requests).toEqual([]);
    await typeWager('4');
    await click(button('Jump on'));
    await settle(world.watch.closed);
    expect(world.requests[0]).toMatchObject({
      url: '/api/predictions/p-1/jump-on',
      body: { wager: 4 },
    });
  });

  it('after a bet against, only that side is left, refused with the one-position sentence', async () => {
    await open(prediction({ hasBetAgainst: true }), 'join');
    expect(dialog().querySelectorAll('[role="radio"]')).toHaveLength(0);
    expect(text()).toContain('You have bet against this prediction. One position per prediction');
    expect(button('Join prediction').disabled).toBe(true);
  });
});
