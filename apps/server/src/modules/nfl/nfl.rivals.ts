// A settled game's head-to-head meetings (docs/rules/rivals.md): players who picked the winner
// beat those who picked the loser. A tie or a canceled game counts for nobody. Called once by
// the game's settlement transaction, after the payouts.
import type { Tx } from '../../db/client.ts';
import { recordMeetings } from '../rivals/rivals.service.ts';

export async function recordPickMeetings(
  tx: Tx,
  game: { id: string; title: string; settledAt: Date },
  picks: ReadonlyArray<{ userId: string; wager: number; outcome: string }>,
): Promise<void> {
  const as = (outcome: string) =>
    picks.filter((p) => p.outcome === outcome).map((p) => ({ userId: p.userId, stake: p.wager }));
  await recordMeetings(tx, {
    kind: 'nfl_game',
    refId: game.id,
    title: game.title,
    at: game.settledAt,
    winners: as('won'),
    losers: as('lost'),
    predictionId: null,
  });
}
