// NFL stakes (docs/rules/nfl.md): weekly picks (held in escrow, changeable until kickoff) and
// the season predictor (one master wager, locked at the season's first kickoff, immutable once
// submitted). `now` comes from the app's clock so tests can stand a second before or at
// kickoff. The reads are in nfl.repository.ts and nfl.season.ts.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { isGameLocked, NFL_MSG, nflBatchOrder } from '@boldcall/shared/rules/nfl';
import type {
  NflBet,
  PlaceNflBet,
  PlaceNflBets,
  SeasonPredictionState,
  SubmitSeasonPrediction,
} from '@boldcall/shared/schemas/nfl';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { lockBalance } from '../points/points.service.ts';
import { holdStake, releaseStake } from '../points/stakes.ts';
import { isLocked, regularSeason, toBet } from './nfl.repository.ts';
import { getSeasonPredictionState } from './nfl.season.ts';
import { nflGames, nflPicks, nflSeasonPicks, nflSeasonPredictions } from './nfl.table.ts';

type GameRow = typeof nflGames.$inferSelect;
type PickRow = typeof nflPicks.$inferSelect;

const notEnough = (available: number) =>
  new AppError(400, 'INSUFFICIENT_POINTS', NFL_MSG.notEnoughPoints(Math.max(0, available)));

// ---------------------------------------------------------------------------------------------
// Weekly picks

/** A game as a refusal names it: "BUF @ KC". */
const gameLabel = (game: { awayCode: string; homeCode: string }) =>
  `${game.awayCode} @ ${game.homeCode}`;

function refuseIfLocked(game: GameRow | undefined, now: Date): asserts game is GameRow {
  if (!game || game.gameType !== 'REG') throw notFound(NFL_MSG.gameNotFound);
  if (isLocked(game, now)) throw conflict(NFL_MSG.gameLocked, 'GAME_LOCKED');
}

/** Reads the game under a share lock (settlement waits) and refuses it once locked. */
async function openGame(tx: DbOrTx, gameId: string, now: Date): Promise<GameRow> {
  const [game] = await tx.select().from(nflGames).where(eq(nflGames.id, gameId)).for('share');
  refuseIfLocked(game, now);
  return game;
}

/** The player's picks on these games, locked for the change (after the player's row). */
async function lockPicks(tx: Tx, userId: string, gameIds: string[]): Promise<Map<string, PickRow>> {
  const rows = await tx
    .select()
    .from(nflPicks)
    .where(and(eq(nflPicks.userId, userId), inArray(nflPicks.gameId, gameIds)))
    .for('update');
  return new Map(rows.map((r) => [r.gameId, r]));
}

/**
 * Creates or changes one pick of the player on an open game, in the caller's transaction, which
 * holds the game (share) and the player's row and pick (update) already: the team must play in
 * the game, the wager must fit the balance plus what is already on the pick, and only the
 * difference moves (docs/rules/nfl.md "Weekly picks"). The single pick and the week's save both
 * write through here.
 */
async function writePick(
  tx: Tx,
  userId: string,
  game: GameRow,
  existing: PickRow | undefined,
  input: PlaceNflBet,
  now: Date,
): Promise<NflBet> {
  if (input.teamCode !== game.homeCode && input.teamCode !== game.awayCode) {
    throw badRequest(NFL_MSG.teamNotInGame, 'TEAM_NOT_IN_GAME');
  }
  const balance = await lockBalance(tx, userId);
  const held = existing?.wager ?? 0;
  if (input.wager > balance + held) throw notEnough(balance + held);
  let pick: PickRow | undefined;
  if (existing) {
    [pick] = await tx
      .update(nflPicks)
      .set({ teamCode: input.teamCode, wager: input.wager, updatedAt: now })
      .where(eq(nflPicks.id, existing.id))
      .returning();
  } else {
    [pick] = await tx
      .insert(nflPicks)
      .values({
        id: randomUUID(),
        userId,
        gameId: game.id,
        teamCode: input.teamCode,
        wager: input.wager,
        placedAt: now,
        updatedAt: now,
      })
      .returning();
  }
  if (!pick) throw new Error('pick not written');
  const ref = { userId, refType: 'nfl_pick', refId: pick.id };
  const delta = input.wager - held;
  if (delta > 0) {
    await holdStake(tx, { ...ref, amount: delta, reason: 'nfl_pick_wager', onShort: notEnough });
  } else if (delta < 0) {
    await releaseStake(tx, { ...ref, amount: -delta });
  }
  return toBet(pick, game);
}

/** Creates or changes the player's pick on a game; the wager difference moves in or out. */
export async function placeBet(
  db: Database,
  userId: string,
  input: PlaceNflBet,
  now: Date,
): Promise<NflBet> {
  return db.transaction(async (tx) => {
    const game = await openGame(tx, input.gameId, now);
    // The player's row first: two requests of one player queue here, so the second sees the
    // pick the first wrote (and updates it) instead of inserting a duplicate.
    await lockBalance(tx, userId);
    const existing = (await lockPicks(tx, userId, [game.id])).get(game.id);
    return writePick(tx, userId, game, existing, input, now);
  });
}

/**
 * Saves the week's new and changed picks together (docs/rules/nfl.md "Saving the week"): each is
 * checked by the single pick's rules, in nflBatchOrder (lowered wagers first); the first refusal
 * undoes the whole save and names its game.
 */
export async function placeBets(
  db: Database,
  userId: string,
  input: PlaceNflBets,
  now: Date,
): Promise<NflBet[]> {
  return db.transaction(async (tx) => {
    // Same lock order as placeBet (games, player, picks); the games in id order so two saves
    // never wait on each other in a cycle.
    const ids = input.picks.map((p) => p.gameId);
    const rows = await tx
      .select()
      .from(nflGames)
      .where(inArray(nflGames.id, ids))
      .orderBy(asc(nflGames.id))
      .for('share');
    const games = new Map(rows.map((g) => [g.id, g]));
    const named = async <T>(gameId: string, step: () => Promise<T>): Promise<T> => {
      try {
        return await step();
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const game = games.get(gameId);
        const label = game ? gameLabel(game) : `Game ${gameId}`;
        throw new AppError(
          error.statusCode,
          error.code,
          NFL_MSG.batchRefusal(label, error.message),
        );
      }
    };
    for (const pick of input.picks) {
      await named(pick.gameId, async () => refuseIfLocked(games.get(pick.gameId), now));
    }
    await lockBalance(tx, userId);
    const existing = await lockPicks(tx, userId, ids);
    const order = nflBatchOrder(
      input.picks.map((p) => ({ wager: p.wager, held: existing.get(p.gameId)?.wager ?? 0 })),
    );
    const saved: NflBet[] = [];
    for (const i of order) {
      const pick = input.picks[i]!;
      saved[i] = await named(pick.gameId, () =>
        writePick(tx, userId, games.get(pick.gameId)!, existing.get(pick.gameId), pick, now),
      );
    }
    return saved;
  });
}

/** Withdraws the player's pick before kickoff; the wager comes back. */
export async function deleteBet(db: Database, userId: string, gameId: string, now: Date) {
  return db.transaction(async (tx) => {
    const game = await openGame(tx, gameId, now);
    // Same lock order as placeBet (game, player, pick): never a cycle between the two.
    await lockBalance(tx, userId);
    const [pick] = await tx
      .delete(nflPicks)
      .where(
        and(eq(nflPicks.userId, userId), eq(nflPicks.gameId, game.id), eq(nflPicks.status, 'open')),
      )
      .returning();
    if (!pick) throw notFound(NFL_MSG.betNotFound);
    await releaseStake(tx, { userId, amount: pick.wager, refType: 'nfl_pick', refId: pick.id });
    return { gameId: game.id, refunded: pick.wager };
  });
}

// ---------------------------------------------------------------------------------------------
// Season predictor

export async function submitSeasonPrediction(
  db: Database,
  userId: string,
  season: number,
  input: SubmitSeasonPrediction,
  now: Date,
): Promise<SeasonPredictionState> {
  await db.transaction(async (tx) => {
    const games = await tx
      .select({
        id: nflGames.id,
        kickoffAt: nflGames.kickoffAt,
        homeCode: nflGames.homeCode,
        awayCode: nflGames.awayCode,
      })
      .from(nflGames)
      .where(regularSeason(season));
    if (games.length === 0) throw badRequest(NFL_MSG.seasonNoGames, 'NO_GAMES');
    const lockAt = games.reduce(
      (min, g) => (g.kickoffAt < min ? g.kickoffAt : min),
      games[0]!.kickoffAt,
    );
    // Refusals name the first rule broken in the order a player thinks of them
    // (docs/rules/nfl.md "Season predictor"): having submitted already comes before the
    // season's lock, the picks and the balance. The insert below stays the final word on a race.
    const [existing] = await tx
      .select({ id: nflSeasonPredictions.id })
      .from(nflSeasonPredictions)
      .where(and(eq(nflSeasonPredictions.userId, userId), eq(nflSeasonPredictions.season, season)))
      .limit(1);
    if (existing) throw conflict(NFL_MSG.seasonSubmitted, 'ALREADY_SUBMITTED');
    if (isGameLocked(lockAt, now)) throw conflict(NFL_MSG.seasonLocked, 'SEASON_LOCKED');
    const byId = new Map(games.map((g) => [g.id, g]));
    const picks = Object.entries(input.predictions).map(([gameId, code]) => {
      const game = byId.get(gameId);
      if (!game) throw badRequest(NFL_MSG.seasonGameUnknown, 'GAME_NOT_IN_SEASON');
      const teamCode = code.toUpperCase();
      if (teamCode !== game.homeCode && teamCode !== game.awayCode) {
        throw badRequest(NFL_MSG.teamNotInGame, 'TEAM_NOT_IN_GAME');
      }
      return { gameId, teamCode };
    });
    const balance = await lockBalance(tx, userId);
    if (input.totalWager > balance) throw notEnough(balance);
    const id = randomUUID();
    const [created] = await tx
      .insert(nflSeasonPredictions)
      .values({ id, userId, season, totalWager: input.totalWager, submittedAt: now })
      .onConflictDoNothing()
      .returning({ id: nflSeasonPredictions.id });
    if (!created) throw conflict(NFL_MSG.seasonSubmitted, 'ALREADY_SUBMITTED');
    await tx.insert(nflSeasonPicks).values(picks.map((p) => ({ predictionId: id, ...p })));
    await holdStake(tx, {
      userId,
      amount: input.totalWager,
      reason: 'season_wager',
      refType: 'nfl_season',
      refId: id,
      onShort: notEnough,
    });
  });
  return getSeasonPredictionState(db, season, userId, now);
}
