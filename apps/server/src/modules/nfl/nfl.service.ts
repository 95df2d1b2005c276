// NFL reads and stakes (docs/rules/nfl.md): teams, a week's games with the caller's pick and the
// real pick count, weekly picks (held in escrow, changeable until kickoff), the season
// predictor (one master wager, locked at the season's first kickoff, immutable once submitted)
// and the standings of our players. `now` comes from the app's clock so tests can stand a
// second before or at kickoff.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { NFL_TEAMS, nflLogoUrl, nflTeam } from '@boldcall/shared/nfl-teams';
import {
  currentWeek,
  isGameLocked,
  NFL_MSG,
  nflBatchOrder,
  seasonPayout,
} from '@boldcall/shared/rules/nfl';
import type {
  NflBet,
  NflGame,
  NflStanding,
  NflTeam,
  PlaceNflBet,
  PlaceNflBets,
  SeasonPrediction,
  SeasonPredictionState,
  SubmitSeasonPrediction,
} from '@boldcall/shared/schemas/nfl';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../plugins/errors.ts';
import { lockBalance } from '../points/points.service.ts';
import { holdStake, releaseStake } from '../points/stakes.ts';
import { playerName, selectPlayers } from '../users/users.identity.ts';
import { players } from '../users/users.table.ts';
import { scoreSeasonPicks } from './nfl.settlement.ts';
import { nflGames, nflPicks, nflSeasonPicks, nflSeasonPredictions, nflTeams } from './nfl.table.ts';

type GameRow = typeof nflGames.$inferSelect;
type PickRow = typeof nflPicks.$inferSelect;

const notEnough = (available: number) =>
  new AppError(400, 'INSUFFICIENT_POINTS', NFL_MSG.notEnoughPoints(Math.max(0, available)));

// ---------------------------------------------------------------------------------------------
// Teams

/** The synced teams, or the built-in list when nothing was synced. */
export async function listTeams(db: DbOrTx): Promise<NflTeam[]> {
  const rows = await db.select().from(nflTeams).orderBy(asc(nflTeams.name));
  if (rows.length === 0) {
    return NFL_TEAMS.map((t) => ({
      code: t.code,
      name: t.name,
      shortName: t.shortName,
      location: t.location,
      conference: t.conference,
      division: t.division,
      color: t.color,
      alternateColor: t.alternateColor,
      logo: nflLogoUrl(t.code),
    })).sort((a, b) => a.name.localeCompare(b.name));
  }
  return rows.map((r) => {
    const builtIn = nflTeam(r.code);
    return {
      code: r.code,
      name: r.name,
      shortName: r.shortName,
      location: r.location,
      conference: builtIn?.conference ?? (r.conference === 'AFC' ? 'AFC' : 'NFC'),
      division: builtIn?.division ?? 'North',
      color: r.color,
      alternateColor: r.alternateColor,
      logo: r.logo || nflLogoUrl(r.code),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Games

function isLocked(game: GameRow, now: Date): boolean {
  return (
    game.settledAt !== null ||
    !(game.status === 'scheduled' || game.status === 'postponed') ||
    isGameLocked(game.kickoffAt, now)
  );
}

function toGame(
  g: GameRow,
  teams: Map<string, NflTeam>,
  now: Date,
  totalBets: number,
  myBet: PickRow | undefined,
): NflGame {
  const side = (
    code: string,
    record: string | null,
    spread: number | null,
    score: number | null,
  ) => {
    const t = teams.get(code);
    return {
      code,
      name: t?.name ?? code,
      shortName: t?.shortName ?? code,
      conference: t?.conference ?? null,
      division: t?.division ?? null,
      color: t?.color ?? '#555555',
      alternateColor: t?.alternateColor ?? '#FFFFFF',
      logo: t?.logo ?? nflLogoUrl(code),
      record,
      spread,
      score,
    };
  };
  const final = g.status === 'final' && g.homeScore !== null && g.awayScore !== null;
  const winner = final
    ? g.homeScore === g.awayScore
      ? null
      : (g.homeScore ?? 0) > (g.awayScore ?? 0)
        ? g.homeCode
        : g.awayCode
    : null;
  return {
    id: g.id,
    season: g.season,
    week: g.week,
    kickoffTime: g.kickoffAt.toISOString(),
    status: g.status,
    statusDetail: g.statusDetail,
    locked: isLocked(g, now),
    venue: g.venue,
    venueCity: g.venueCity,
    neutralSite: g.neutralSite,
    homeTeam: side(g.homeCode, g.homeRecord, g.spread, g.homeScore),
    awayTeam: side(
      g.awayCode,
      g.awayRecord,
      g.spread === null ? null : -g.spread || 0,
      g.awayScore,
    ),
    spreadDetails: g.spreadDetails,
    stats: { overUnder: g.overUnder, totalBets },
    winner,
    source: g.source,
    myBet: myBet
      ? {
          teamCode: myBet.teamCode,
          wager: myBet.wager,
          status: myBet.status,
          payout: myBet.payout,
          placedAt: myBet.placedAt.toISOString(),
        }
      : null,
  };
}

async function teamMap(db: DbOrTx): Promise<Map<string, NflTeam>> {
  return new Map((await listTeams(db)).map((t) => [t.code, t]));
}

/** Games with their pick counts and the viewer's picks. */
async function hydrate(
  db: DbOrTx,
  rows: GameRow[],
  viewerId: string | null,
  now: Date,
): Promise<NflGame[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .select({ gameId: nflPicks.gameId, n: count() })
    .from(nflPicks)
    .where(inArray(nflPicks.gameId, ids))
    .groupBy(nflPicks.gameId);
  const mine = viewerId
    ? await db
        .select()
        .from(nflPicks)
        .where(and(eq(nflPicks.userId, viewerId), inArray(nflPicks.gameId, ids)))
    : [];
  const teams = await teamMap(db);
  const countOf = new Map(counts.map((c) => [c.gameId, Number(c.n)]));
  const myPick = new Map(mine.map((p) => [p.gameId, p]));
  return rows.map((g) => toGame(g, teams, now, countOf.get(g.id) ?? 0, myPick.get(g.id)));
}

const regularSeason = (season: number) =>
  and(eq(nflGames.season, season), eq(nflGames.gameType, 'REG'));

async function seasonOverview(db: DbOrTx, season: number, now: Date) {
  const rows = await db
    .select({
      week: nflGames.week,
      kickoff: nflGames.kickoffAt,
      status: nflGames.status,
      source: nflGames.source,
    })
    .from(nflGames)
    .where(regularSeason(season));
  return {
    currentWeek: currentWeek(
      rows.map((r) => ({ week: r.week, kickoff: r.kickoff, final: r.status === 'final' })),
      now,
    ),
    demo: rows.length > 0 && rows.every((r) => r.source === 'demo'),
    lockAt: rows.reduce<Date | null>((min, r) => (!min || r.kickoff < min ? r.kickoff : min), null),
    total: rows.length,
  };
}

export async function listWeek(
  db: DbOrTx,
  query: { season: number; week?: number | undefined },
  viewerId: string | null,
  now: Date,
) {
  const overview = await seasonOverview(db, query.season, now);
  const week = query.week ?? overview.currentWeek;
  const rows = await db
    .select()
    .from(nflGames)
    .where(and(regularSeason(query.season), eq(nflGames.week, week)))
    .orderBy(asc(nflGames.kickoffAt), asc(nflGames.id));
  return {
    season: query.season,
    week,
    currentWeek: overview.currentWeek,
    demo: overview.demo,
    games: await hydrate(db, rows, viewerId, now),
  };
}

export async function listSeasonGames(
  db: DbOrTx,
  season: number,
  viewerId: string | null,
  now: Date,
) {
  const rows = await db
    .select()
    .from(nflGames)
    .where(regularSeason(season))
    .orderBy(asc(nflGames.week), asc(nflGames.kickoffAt), asc(nflGames.id));
  return {
    season,
    demo: rows.length > 0 && rows.every((r) => r.source === 'demo'),
    games: await hydrate(db, rows, viewerId, now),
  };
}

// ---------------------------------------------------------------------------------------------
// Weekly picks

function toBet(p: PickRow, g: { season: number; week: number }): NflBet {
  return {
    gameId: p.gameId,
    season: g.season,
    week: g.week,
    teamCode: p.teamCode,
    wager: p.wager,
    status: p.status,
    payout: p.payout,
    placedAt: p.placedAt.toISOString(),
    settledAt: p.settledAt?.toISOString() ?? null,
  };
}

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

export async function listBets(
  db: DbOrTx,
  userId: string,
  query: { season?: number | undefined; week?: number | undefined },
): Promise<NflBet[]> {
  const where: SQL[] = [eq(nflPicks.userId, userId)];
  if (query.season !== undefined) where.push(eq(nflGames.season, query.season));
  if (query.week !== undefined) where.push(eq(nflGames.week, query.week));
  const rows = await db
    .select({ pick: nflPicks, season: nflGames.season, week: nflGames.week })
    .from(nflPicks)
    .innerJoin(nflGames, eq(nflGames.id, nflPicks.gameId))
    .where(and(...where))
    .orderBy(asc(nflGames.kickoffAt), asc(nflGames.id));
  return rows.map((r) => toBet(r.pick, r));
}

// ---------------------------------------------------------------------------------------------
// Season predictor

async function loadSeasonPrediction(
  db: DbOrTx,
  userId: string,
  season: number,
): Promise<SeasonPrediction | null> {
  const [row] = await db
    .select()
    .from(nflSeasonPredictions)
    .where(and(eq(nflSeasonPredictions.userId, userId), eq(nflSeasonPredictions.season, season)));
  if (!row) return null;
  const picks = await db
    .select({ gameId: nflSeasonPicks.gameId, teamCode: nflSeasonPicks.teamCode })
    .from(nflSeasonPicks)
    .where(eq(nflSeasonPicks.predictionId, row.id));
  const score = await scoreSeasonPicks(db, row.id);
  return {
    season: row.season,
    predictions: Object.fromEntries(picks.map((p) => [p.gameId, p.teamCode])),
    totalWager: row.totalWager,
    submittedAt: row.submittedAt.toISOString(),
    status: row.settledAt ? 'settled' : 'open',
    progress: {
      total: score.total,
      correct: score.correct,
      decided: score.decided,
      pending: score.pending,
      projectedPayout: seasonPayout(row.totalWager, score.correct, score.decided),
    },
    payout: row.payout,
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

export async function getSeasonPredictionState(
  db: DbOrTx,
  season: number,
  viewerId: string | null,
  now: Date,
): Promise<SeasonPredictionState> {
  const overview = await seasonOverview(db, season, now);
  return {
    season,
    lockAt: overview.lockAt?.toISOString() ?? null,
    locked: overview.lockAt !== null && isGameLocked(overview.lockAt, now),
    totalGames: overview.total,
    demo: overview.demo,
    prediction: viewerId ? await loadSeasonPrediction(db, viewerId, season) : null,
  };
}

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

// ---------------------------------------------------------------------------------------------
// Standings

export async function standings(
  db: DbOrTx,
  query: { season: number; week?: number | undefined },
): Promise<NflStanding[]> {
  const where: SQL[] = [eq(nflGames.season, query.season), eq(nflGames.gameType, 'REG')];
  if (query.week !== undefined) where.push(eq(nflGames.week, query.week));
  const settled = sql`${nflPicks.settledAt} is not null`;
  // A pick on a canceled game is refunded like a tie but is no part of the record: not a pick,
  // not a push (docs/rules/nfl.md "Canceled and postponed games"). Its net is 0 either way.
  const played = sql`${nflGames.status} <> 'canceled'`;
  const picks = await db
    .select({
      userId: nflPicks.userId,
      picks: sql<number>`count(*) filter (where ${played})::int`,
      wins: sql<number>`count(*) filter (where ${nflPicks.status} = 'won')::int`,
      losses: sql<number>`count(*) filter (where ${nflPicks.status} = 'lost')::int`,
      pushes: sql<number>`count(*) filter (where ${nflPicks.status} = 'push' and ${played})::int`,
      net: sql<number>`coalesce(sum(${nflPicks.payout} - ${nflPicks.wager}) filter (where ${settled}), 0)::int`,
    })
    .from(nflPicks)
    .innerJoin(nflGames, eq(nflGames.id, nflPicks.gameId))
    .where(and(...where))
    .groupBy(nflPicks.userId);
  const rows = new Map(picks.filter((p) => p.picks > 0).map((p) => [p.userId, { ...p }]));
  if (query.week === undefined) {
    const season = await db
      .select({
        userId: nflSeasonPredictions.userId,
        net: sql<number>`(${nflSeasonPredictions.payout} - ${nflSeasonPredictions.totalWager})::int`,
      })
      .from(nflSeasonPredictions)
      .where(
        and(
          eq(nflSeasonPredictions.season, query.season),
          isNotNull(nflSeasonPredictions.settledAt),
        ),
      );
    for (const s of season) {
      const row = rows.get(s.userId) ?? {
        userId: s.userId,
        picks: 0,
        wins: 0,
        losses: 0,
        pushes: 0,
        net: 0,
      };
      row.net += Number(s.net);
      rows.set(s.userId, row);
    }
  }
  if (rows.size === 0) return [];
  const people = await selectPlayers(db, {
    userId: players.userId,
    username: playerName,
    isPro: players.isPro,
  }).where(inArray(players.userId, [...rows.keys()]));
  const who = new Map(people.map((p) => [p.userId, p]));
  return [...rows.values()]
    .filter((r) => who.has(r.userId))
    .map((r) => ({ ...r, username: who.get(r.userId)!.username, isPro: who.get(r.userId)!.isPro }))
    .sort(
      (a, b) =>
        b.wins - a.wins ||
        b.net - a.net ||
        a.losses - b.losses ||
        a.username.localeCompare(b.username),
    )
    .slice(0, 100)
    .map((r, i) => ({ rank: i + 1, ...r }));
}
