// Fair play (docs/rules/fair-play.md): what one player may bet against another player's calls in
// a rolling week is capped, so alts cannot pour their balances into a main account through sure
// calls, while bets against other creators, refunds and old bets stay free.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  HEAD_TO_HEAD_BET_CAP,
  HEAD_TO_HEAD_WINDOW_DAYS,
  PRO_POINTS,
} from '@boldcall/shared/constants';
import { createPlayer, makePrediction, resolvePredictionNow } from '../../seed/seed.factories.ts';
import { balancesOf } from '../../test/points.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { betAgainstPrediction, joinPrediction } from './predictions.service.ts';
import { predictionBetsAgainst } from './predictions.table.ts';

describe('fair play: head-to-head cap on bets against', () => {
  const database = useTestDatabase();
  let n = 0;

  const player = async (role: string, isPro = true) => {
    n += 1;
    return createPlayer(database.db, { username: `${role}_${n}`, isPro });
  };
  const call = (userId: string) => makePrediction(database.db, { userId, pointsWagered: 10 });
  const refusalOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('3 alts funnelling into one account move at most the cap each per week', async () => {
    const main = await player('main');
    const alts = [await player('alt'), await player('alt'), await player('alt')];
    const [mainBefore] = await balancesOf(database.db, main.id);
    const calls = [await call(main.id), await call(main.id), await call(main.id)];
    for (const alt of alts) {
      // The whole Pro balance on a sure call is refused; up to the cap is fine, in pieces too.
      const all = await refusalOf(betAgainstPrediction(database.db, alt.id, calls[0]!, PRO_POINTS));
      expect(all).toMatchObject({ statusCode: 409, code: 'HEAD_TO_HEAD_LIMIT' });
      expect(all.message).toContain(`${HEAD_TO_HEAD_BET_CAP} left`);
      await betAgainstPrediction(database.db, alt.id, calls[0]!, 60);
      const over = await refusalOf(betAgainstPrediction(database.db, alt.id, calls[1]!, 41));
      expect(over.message).toContain('40 left');
      await betAgainstPrediction(database.db, alt.id, calls[1]!, 40);
      const none = await refusalOf(betAgainstPrediction(database.db, alt.id, calls[2]!, 1));
      expect(none).toMatchObject({ code: 'HEAD_TO_HEAD_LIMIT' });
      expect(none.message).toContain('try again later');
    }
    for (const id of calls) await resolvePredictionNow(database.db, id, 'CORRECT');
    const altBalances = await balancesOf(database.db, ...alts.map((a) => a.id));
    const moved = altBalances.reduce<number>((sum, b) => sum + (PRO_POINTS - (b ?? 0)), 0);
    expect(moved).toBe(3 * HEAD_TO_HEAD_BET_CAP);
    // The main account: its own 3 wagers doubled (+30) and the alts' 300.
    expect((await balancesOf(database.db, main.id))[0]).toBe(mainBefore! + 30 + moved);
  });

  it('counts only this creator, only the last week, and never refunded bets', async () => {
    const creator = await player('creator');
    const other = await player('other');
    const bettor = await player('bettor');
    const first = await call(creator.id);
    await betAgainstPrediction(database.db, bettor.id, first, HEAD_TO_HEAD_BET_CAP);
    // Another creator's calls are not limited by it; joining this creator's calls neither.
    await betAgainstPrediction(database.db, bettor.id, await call(other.id), 5);
    await joinPrediction(database.db, bettor.id, await call(creator.id), 300);
    const second = await call(creator.id);
    await refusalOf(betAgainstPrediction(database.db, bettor.id, second, 1));

    // A refund (UNMEASURABLE) gives the room back.
    await resolvePredictionNow(database.db, first, 'UNMEASURABLE');
    await betAgainstPrediction(database.db, bettor.id, second, HEAD_TO_HEAD_BET_CAP);
    const third = await call(creator.id);
    await refusalOf(betAgainstPrediction(database.db, bettor.id, third, 1));

    // A bet placed more than the window ago no longer counts (rolling week).
    await database.db
      .update(predictionBetsAgainst)
      .set({
        createdAt: sql`now() - make_interval(days => ${HEAD_TO_HEAD_WINDOW_DAYS}, hours => 1)`,
      })
      .where(
        and(
          eq(predictionBetsAgainst.userId, bettor.id),
          eq(predictionBetsAgainst.predictionId, second),
        ),
      );
    await betAgainstPrediction(database.db, bettor.id, third, HEAD_TO_HEAD_BET_CAP);
  });
});
