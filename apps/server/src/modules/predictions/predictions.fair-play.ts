// The head-to-head cap on bets against one creator's calls (docs/rules/fair-play.md), asked by
// the bet-against write of predictions.service.ts inside its transaction.
import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import { headToHeadRefusal, headToHeadWindowStart } from '@boldcall/shared/rules/fair-play';
import type { Tx } from '../../db/client.ts';
import { displayNameById as displayName } from '../../platform/identity/identity.read.ts';
import { refusalError } from './predictions.guarded-write.ts';
import { predictionBetsAgainst, predictions } from './predictions.table.ts';

/**
 * The head-to-head cap on bets against one creator's calls (docs/rules/fair-play.md), decided in
 * the stake's transaction, after the wager is held (which locks the bettor's balance row, so
 * two bets of one player at once are counted one after the other; this bet is not written yet).
 * Bets on refunded (UNMEASURABLE, also a pending call deleted) or merged-away calls do not
 * count; a bet carried onto a merged call counts there.
 */
export async function checkHeadToHead(
  tx: Tx,
  bettorId: string,
  creatorId: string,
  wager: number,
  now: number | undefined,
): Promise<void> {
  const since = headToHeadWindowStart(now ?? Date.now());
  const b = predictionBetsAgainst;
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${b.wager}), 0)::int` })
    .from(b)
    .innerJoin(predictions, eq(predictions.id, b.predictionId))
    .where(
      and(
        eq(b.userId, bettorId),
        gte(b.createdAt, since),
        eq(predictions.userId, creatorId),
        notInArray(predictions.status, ['UNMEASURABLE', 'MERGED']),
      ),
    );
  const alreadyBet = Number(row?.total ?? 0);
  if (!headToHeadRefusal(alreadyBet, wager, '')) return;
  const refusal = headToHeadRefusal(alreadyBet, wager, await displayName(tx, creatorId));
  if (refusal) throw refusalError(refusal);
}

/**
 * Jump-on and bet-against take a stake the same way: hold the wager, write the row, count it,
 * tell the creator. A jump also holds +1 for the creator until the prediction resolves
 * (docs/rules/game.md "Wagers"), so both balances are locked first, in user-id order.
 */
