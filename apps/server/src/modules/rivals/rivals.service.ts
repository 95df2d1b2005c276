// Rivalries (docs/rules/rivals.md, decision 031): recorded by the settlement transactions of
// calls and NFL games, never recounted on read. A settlement with many players on each side
// would yield a pair for every (winner, loser); only the MAX_PER_SIDE largest stakes of each side
// meet, so one settlement writes at most MAX_PER_SIDE² meetings in a fixed number of statements.
import { and, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  HeadToHead,
  LeagueRivalry,
  Meeting,
  RivalPlayer,
  Rivalry,
  RivalsSummary,
} from '@boldcall/shared/schemas/rivals';
import { HEAD_TO_HEAD_MEETINGS } from '@boldcall/shared/schemas/rivals';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { addIncoming } from '../../db/upsert.ts';
import { user, players } from '../../platform/identity/identity.table.ts';
import { notifyEach } from '../notifications/notifications.service.ts';
import { displayName, selectPlayers } from '../../platform/identity/identity.read.ts';
import { rivalMeetings, rivalPairs } from './rivals.table.ts';

/** The most players of each side of one settlement that meet (largest stakes first). */
export const MAX_PER_SIDE = 30;
/** Meetings with a rival before they can be a nemesis. */
export const NEMESIS_MIN_MEETINGS = 3;
export const TOP_RIVALRIES = 5;

export interface Staker {
  userId: string;
  /** The points at stake: decides who meets when a side has more than MAX_PER_SIDE players. */
  stake: number;
}

export interface MeetingInput {
  kind: Meeting['kind'];
  refId: string;
  /** The call's text or the game, shown on the head-to-head page. */
  title: string;
  at: Date;
  /** Those who were right. */
  winners: readonly Staker[];
  /** Those who were wrong (on the other side). */
  losers: readonly Staker[];
  /** The call a notification points to (null for a game). */
  predictionId: string | null;
}

/** One side's players who meet: each once, largest stake first, then by id; at most MAX_PER_SIDE. */
function side(stakers: readonly Staker[], exclude: ReadonlySet<string>): string[] {
  const best = new Map<string, number>();
  for (const s of stakers) {
    if (exclude.has(s.userId)) continue;
    best.set(s.userId, Math.max(best.get(s.userId) ?? 0, s.stake));
  }
  return [...best.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, MAX_PER_SIDE)
    .map(([id]) => id);
}

interface Delta {
  userId: string;
  otherId: string;
  wins: number;
  losses: number;
  alliedWins: number;
}

/**
 * Records the meetings of one settled call or game in the caller's transaction: each winner beat
 * each loser once; winners were right alongside each other. Bumps both directions of every pair
 * and tells each player who met a rival how the record with their most-met rival stands.
 */
export async function recordMeetings(tx: Tx, input: MeetingInput): Promise<void> {
  const winnerSet = new Set(input.winners.map((w) => w.userId));
  const both = new Set(input.losers.map((l) => l.userId).filter((id) => winnerSet.has(id)));
  const winners = side(input.winners, both);
  const losers = side(input.losers, both);
  if (winners.length === 0 || (losers.length === 0 && winners.length < 2)) return;

  const deltas: Delta[] = [];
  for (const w of winners) {
    for (const l of losers) {
      deltas.push({ userId: w, otherId: l, wins: 1, losses: 0, alliedWins: 0 });
      deltas.push({ userId: l, otherId: w, wins: 0, losses: 1, alliedWins: 0 });
    }
    for (const a of winners) {
      if (a !== w) deltas.push({ userId: w, otherId: a, wins: 0, losses: 0, alliedWins: 1 });
    }
  }
  // One global order (user, other) so two settlements lock shared pair rows without a cycle.
  deltas.sort((a, b) =>
    a.userId === b.userId ? (a.otherId < b.otherId ? -1 : 1) : a.userId < b.userId ? -1 : 1,
  );
  if (losers.length > 0) {
    await tx
      .insert(rivalMeetings)
      .values(
        winners.flatMap((winnerId) =>
          losers.map((loserId) => ({
            kind: input.kind,
            refId: input.refId,
            winnerId,
            loserId,
            title: input.title,
            at: input.at,
          })),
        ),
      )
      .onConflictDoNothing();
  }
  const totals = await tx
    .insert(rivalPairs)
    .values(deltas.map((d) => ({ ...d, lastMetAt: d.alliedWins > 0 ? null : input.at })))
    .onConflictDoUpdate({
      target: [rivalPairs.userId, rivalPairs.otherId],
      set: {
        ...addIncoming(rivalPairs, ['wins', 'losses', 'alliedWins']),
        lastMetAt: sql`coalesce(excluded.last_met_at, ${rivalPairs.lastMetAt})`,
      },
    })
    .returning({
      userId: rivalPairs.userId,
      otherId: rivalPairs.otherId,
      wins: rivalPairs.wins,
      losses: rivalPairs.losses,
    });
  if (losers.length > 0) await notifyMeetings(tx, input, new Set(losers), totals);
}

/** "You beat Sam: 7–3 head to head": one notice per player, about their most-met rival here. */
async function notifyMeetings(
  tx: Tx,
  input: MeetingInput,
  losers: ReadonlySet<string>,
  totals: ReadonlyArray<{ userId: string; otherId: string; wins: number; losses: number }>,
) {
  const byPlayer = new Map<string, { rivals: number; top: (typeof totals)[number] }>();
  for (const t of totals) {
    const isRival = losers.has(t.userId) !== losers.has(t.otherId);
    if (!isRival) continue;
    const seen = byPlayer.get(t.userId);
    const meetings = t.wins + t.losses;
    if (!seen) byPlayer.set(t.userId, { rivals: 1, top: t });
    else {
      seen.rivals += 1;
      const topMeetings = seen.top.wins + seen.top.losses;
      if (meetings > topMeetings || (meetings === topMeetings && t.otherId < seen.top.otherId)) {
        seen.top = t;
      }
    }
  }
  const rivalIds = [...new Set([...byPlayer.values()].map((v) => v.top.otherId))];
  if (rivalIds.length === 0) return;
  const names = new Map(
    (
      await tx
        .select({ id: user.id, name: displayName() })
        .from(user)
        .where(inArray(user.id, rivalIds))
    ).map((r) => [r.id, r.name]),
  );
  await notifyEach(
    tx,
    [...byPlayer.entries()].map(([userId, { rivals, top }]) => {
      const name = names.get(top.otherId) ?? 'Someone';
      const others = rivals > 1 ? ` (and ${rivals - 1} more)` : '';
      const record = `${top.wins}–${top.losses} head to head`;
      return {
        userId,
        kind: 'rivalry' as const,
        predictionId: input.predictionId,
        message: losers.has(userId)
          ? `${name}${others} beat you: ${record}.`
          : `You beat ${name}${others}: ${record}.`,
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Reads

const rivalFields = {
  id: user.id,
  username: displayName(),
  avatar: players.avatar,
};

async function playersById(db: DbOrTx, ids: readonly string[]): Promise<Map<string, RivalPlayer>> {
  if (ids.length === 0) return new Map();
  const rows = await selectPlayers(db, rivalFields).where(inArray(user.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

type PairRow = typeof rivalPairs.$inferSelect;

function toRivalry(row: PairRow, rival: RivalPlayer): Rivalry {
  return {
    rival,
    wins: row.wins,
    losses: row.losses,
    meetings: row.wins + row.losses,
    alliedWins: row.alliedWins,
    lastMetAt: row.lastMetAt?.toISOString() ?? null,
  };
}

/** A player's nemesis, best ally and top rivalries: three index reads of their pair rows. */
export async function rivalsOf(db: DbOrTx, userId: string): Promise<RivalsSummary> {
  const mine = eq(rivalPairs.userId, userId);
  const meetings = sql<number>`(${rivalPairs.wins} + ${rivalPairs.losses})`;
  const [nemesis] = await db
    .select()
    .from(rivalPairs)
    .where(and(mine, gte(meetings, NEMESIS_MIN_MEETINGS), sql`${rivalPairs.losses} > 0`))
    .orderBy(desc(rivalPairs.losses), desc(meetings), rivalPairs.otherId)
    .limit(1);
  const [ally] = await db
    .select()
    .from(rivalPairs)
    .where(and(mine, sql`${rivalPairs.alliedWins} > 0`))
    .orderBy(desc(rivalPairs.alliedWins), rivalPairs.otherId)
    .limit(1);
  const top = await db
    .select()
    .from(rivalPairs)
    .where(and(mine, sql`${meetings} > 0`))
    .orderBy(desc(meetings), desc(rivalPairs.lastMetAt), rivalPairs.otherId)
    .limit(TOP_RIVALRIES);
  const rows = [nemesis, ally, ...top].filter((r): r is PairRow => r !== undefined);
  const people = await playersById(
    db,
    rows.map((r) => r.otherId),
  );
  const withRival = (row: PairRow | undefined) => {
    const rival = row && people.get(row.otherId);
    return row && rival ? toRivalry(row, rival) : null;
  };
  return {
    nemesis: withRival(nemesis),
    bestAlly: withRival(ally),
    top: top.map(withRival).filter((r): r is Rivalry => r !== null),
  };
}

/** The record of `userId` against `otherId` and every meeting (newest first, bounded). */
export async function headToHead(
  db: DbOrTx,
  userId: string,
  otherId: string,
): Promise<HeadToHead | null> {
  const people = await playersById(db, [userId, otherId]);
  const player = people.get(userId);
  const rival = people.get(otherId);
  if (!player || !rival) return null;
  const [pair] = await db
    .select()
    .from(rivalPairs)
    .where(and(eq(rivalPairs.userId, userId), eq(rivalPairs.otherId, otherId)));
  const rows = await db
    .select({
      kind: rivalMeetings.kind,
      refId: rivalMeetings.refId,
      title: rivalMeetings.title,
      winnerId: rivalMeetings.winnerId,
      at: rivalMeetings.at,
    })
    .from(rivalMeetings)
    .where(
      or(
        and(eq(rivalMeetings.winnerId, userId), eq(rivalMeetings.loserId, otherId)),
        and(eq(rivalMeetings.winnerId, otherId), eq(rivalMeetings.loserId, userId)),
      ),
    )
    .orderBy(desc(rivalMeetings.at), rivalMeetings.refId)
    .limit(HEAD_TO_HEAD_MEETINGS);
  return {
    player,
    rival,
    wins: pair?.wins ?? 0,
    losses: pair?.losses ?? 0,
    alliedWins: pair?.alliedWins ?? 0,
    meetings: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
  };
}

/**
 * The rivalries between members of one league (`members`: a subquery of their ids; null: the
 * Global league, everyone), most meetings first, each pair once.
 */
export async function rivalriesAmong(
  db: DbOrTx,
  members: SQL | null,
  limit = 10,
): Promise<LeagueRivalry[]> {
  const meetings = sql<number>`(${rivalPairs.wins} + ${rivalPairs.losses})`;
  const rows = await db
    .select()
    .from(rivalPairs)
    .where(
      and(
        members ? sql`${rivalPairs.userId} in ${members}` : undefined,
        members ? sql`${rivalPairs.otherId} in ${members}` : undefined,
        // Each pair once, from the side of the one with more wins (then the smaller id).
        sql`(${rivalPairs.wins} > ${rivalPairs.losses} or (${rivalPairs.wins} = ${rivalPairs.losses} and ${rivalPairs.userId} < ${rivalPairs.otherId}))`,
        sql`${meetings} > 0`,
      ),
    )
    .orderBy(desc(meetings), rivalPairs.userId, rivalPairs.otherId)
    .limit(limit);
  const people = await playersById(db, [...new Set(rows.flatMap((r) => [r.userId, r.otherId]))]);
  return rows.flatMap((r) => {
    const player = people.get(r.userId);
    const rival = people.get(r.otherId);
    return player && rival
      ? [{ player, rival, wins: r.wins, losses: r.losses, meetings: r.wins + r.losses }]
      : [];
  });
}
