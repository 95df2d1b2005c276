// Settling NFL stakes when results arrive (docs/rules/nfl.md, decision 014), exactly once:
// - a game that is final (or canceled) is closed by a guarded update of `settled_at`, which
//   also takes its row lock, so a pick being placed on it waits and then finds it closed;
// - its open picks are paid (win 2×, loss 0, tie or cancel: the wager back);
// - every season prediction with a pick on it is settled when all its picked games are over:
//   round(2 × wager × correct ÷ decided), guarded by its own `settled_at`.
// Payouts and notifications are written in the same transaction.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { gameWinner, pickOutcome, pickPayout, seasonPayout } from '@boldcall/shared/rules/nfl';
import type { Database, Tx } from '../../db/client.ts';
import { notifyEach } from '../notifications/notifications.service.ts';
import { payStakes, type StakePayment } from '../points/stakes.ts';
import { recordPickMeetings } from './nfl.rivals.ts';
import { nflGames, nflPicks, nflSeasonPicks, nflSeasonPredictions } from './nfl.table.ts';

export interface SettlementCounts {
  settledGames: number;
  settledPicks: number;
  settledSeasonPredictions: number;
}

const OVER = ['final', 'canceled'] as const;

export function matchup(g: { awayCode: string; homeCode: string }): string {
  return `${g.awayCode} @ ${g.homeCode}`;
}

/** Settles every game that is over and not settled yet, one transaction per game. */
export async function settleFinishedGames(
  db: Database,
  now: Date = new Date(),
): Promise<SettlementCounts> {
  const due = await db
    .select({ id: nflGames.id })
    .from(nflGames)
    .where(and(isNull(nflGames.settledAt), inArray(nflGames.status, [...OVER])))
    .orderBy(asc(nflGames.kickoffAt));
  const counts: SettlementCounts = {
    settledGames: 0,
    settledPicks: 0,
    settledSeasonPredictions: 0,
  };
  for (const { id } of due) {
    const result = await db.transaction((tx) => settleGame(tx, id, now));
    if (!result) continue;
    counts.settledGames += 1;
    counts.settledPicks += result.picks;
    counts.settledSeasonPredictions += result.seasonPredictions;
  }
  return counts;
}

/** Settles one game's picks (and the season predictions it completes); null if not due. */
export async function settleGame(
  tx: Tx,
  gameId: string,
  now: Date,
): Promise<{ picks: number; seasonPredictions: number } | null> {
  const [game] = await tx
    .update(nflGames)
    .set({ settledAt: now })
    .where(
      and(eq(nflGames.id, gameId), isNull(nflGames.settledAt), inArray(nflGames.status, [...OVER])),
    )
    .returning();
  if (!game) return null;
  const canceled = game.status === 'canceled' || game.homeScore === null || game.awayScore === null;
  const winner = canceled
    ? null
    : gameWinner({
        homeCode: game.homeCode,
        awayCode: game.awayCode,
        homeScore: game.homeScore ?? 0,
        awayScore: game.awayScore ?? 0,
      });

  const picks = await tx
    .select()
    .from(nflPicks)
    .where(and(eq(nflPicks.gameId, gameId), eq(nflPicks.status, 'open')))
    .orderBy(asc(nflPicks.userId));
  const payments: StakePayment[] = [];
  const notices: Array<{ userId: string; kind: 'nfl_settled'; message: string }> = [];
  const settled: Array<{ userId: string; wager: number; outcome: string }> = [];
  const title = matchup(game);
  const score = canceled ? '' : ` (${game.awayScore}–${game.homeScore})`;
  for (const pick of picks) {
    const outcome = pickOutcome(pick.teamCode, winner);
    settled.push({ userId: pick.userId, wager: pick.wager, outcome });
    const payout = pickPayout(outcome, pick.wager);
    await tx
      .update(nflPicks)
      .set({ status: outcome, payout, settledAt: now })
      .where(eq(nflPicks.id, pick.id));
    payments.push({
      userId: pick.userId,
      amount: payout,
      reason: outcome === 'won' ? 'nfl_pick_payout' : 'refund',
      refType: 'nfl_pick',
      refId: pick.id,
    });
    const message =
      outcome === 'won'
        ? `Your ${pick.teamCode} pick on ${title}${score} won: +${payout} points.`
        : outcome === 'lost'
          ? `Your ${pick.teamCode} pick on ${title}${score} lost: ${pick.wager} points wagered.`
          : canceled
            ? `${title} was canceled: your ${pick.wager} points are back.`
            : `${title}${score} ended in a tie: your ${pick.wager} points are back.`;
    notices.push({ userId: pick.userId, kind: 'nfl_settled', message });
  }
  await payStakes(tx, payments);
  await notifyEach(tx, notices);
  await recordPickMeetings(tx, { id: game.id, title: `${title}${score}`, settledAt: now }, settled);

  const seasonIds = await tx
    .selectDistinct({ id: nflSeasonPicks.predictionId })
    .from(nflSeasonPicks)
    .innerJoin(nflSeasonPredictions, eq(nflSeasonPredictions.id, nflSeasonPicks.predictionId))
    .where(and(eq(nflSeasonPicks.gameId, gameId), isNull(nflSeasonPredictions.settledAt)));
  let seasonPredictions = 0;
  for (const { id } of seasonIds) {
    if (await settleSeasonIfComplete(tx, id, now)) seasonPredictions += 1;
  }
  return { picks: picks.length, seasonPredictions };
}

/** A season prediction's picks scored against the games as they are now. */
export async function scoreSeasonPicks(tx: Tx | Database, predictionId: string) {
  const rows = await tx
    .select({
      teamCode: nflSeasonPicks.teamCode,
      status: nflGames.status,
      homeCode: nflGames.homeCode,
      awayCode: nflGames.awayCode,
      homeScore: nflGames.homeScore,
      awayScore: nflGames.awayScore,
    })
    .from(nflSeasonPicks)
    .innerJoin(nflGames, eq(nflGames.id, nflSeasonPicks.gameId))
    .where(eq(nflSeasonPicks.predictionId, predictionId));
  let correct = 0;
  let decided = 0;
  let pending = 0;
  for (const r of rows) {
    if (r.status === 'canceled') continue;
    if (r.status !== 'final' || r.homeScore === null || r.awayScore === null) {
      pending += 1;
      continue;
    }
    const winner = gameWinner({
      homeCode: r.homeCode,
      awayCode: r.awayCode,
      homeScore: r.homeScore,
      awayScore: r.awayScore,
    });
    if (winner === null) continue;
    decided += 1;
    if (winner === r.teamCode) correct += 1;
  }
  return { total: rows.length, correct, decided, pending };
}

/** Pays a season prediction once all its picked games are over; false when not (yet). */
export async function settleSeasonIfComplete(
  tx: Tx,
  predictionId: string,
  now: Date,
): Promise<boolean> {
  const score = await scoreSeasonPicks(tx, predictionId);
  if (score.pending > 0) return false;
  const [closed] = await tx
    .update(nflSeasonPredictions)
    .set({
      settledAt: now,
      correct: score.correct,
      decided: score.decided,
      payout: sql`0`,
    })
    .where(and(eq(nflSeasonPredictions.id, predictionId), isNull(nflSeasonPredictions.settledAt)))
    .returning();
  if (!closed) return false;
  const payout = seasonPayout(closed.totalWager, score.correct, score.decided);
  await tx
    .update(nflSeasonPredictions)
    .set({ payout })
    .where(eq(nflSeasonPredictions.id, predictionId));
  await payStakes(tx, [
    {
      userId: closed.userId,
      amount: payout,
      reason: score.decided > 0 ? 'season_payout' : 'refund',
      refType: 'nfl_season',
      refId: predictionId,
    },
  ]);
  await notifyEach(tx, [
    {
      userId: closed.userId,
      kind: 'nfl_settled',
      message: `Your ${closed.season} season predictions are settled: ${score.correct} of ${score.decided} decided picks correct, ${payout} points paid.`,
    },
  ]);
  return true;
}
