// Leagues (docs/rules/leagues.md, docs/decisions/013-leagues.md): the built-in Global league
// (everyone, no rows) and leagues Pro players create. Every rule is decided here; a change and
// the notifications it causes are one transaction.
import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  GLOBAL_LEAGUE_ID,
  GLOBAL_LEAGUE_NAME,
  LEAGUE_MAX_OWNED,
  LEAGUE_RECENT_PREDICTIONS,
  type Category,
  type PredictionStatus,
} from '@boldcall/shared/constants';
import { accuracyPercent } from '@boldcall/shared/rules/accuracy';
import { generateInviteCode } from '@boldcall/shared/rules/leagues';
import { isoDay, weekStart } from '@boldcall/shared/rules/ranking';
import {
  LEAGUE_MSG,
  type CreateLeague,
  type League,
  type LeagueDetail,
  type LeagueMember,
  type LeaguePrediction,
} from '@boldcall/shared/schemas/leagues';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { cursorCodec, cursorPart, splitPage } from '../../db/cursor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors.ts';
import { user } from '../auth/auth.table.ts';
import { notify, notifyEach } from '../notifications/notifications.service.ts';
import { lockPlayer, playerName } from '../users/users.identity.ts';
import { players } from '../users/users.table.ts';
import { leagueMembers, leagues } from './leagues.table.ts';

export const GLOBAL_DESCRIPTION =
  'Everyone who plays BoldCall, ranked together. Every player is a member and nobody can leave.';

/** `global` (any case) names the built-in league. */
export const isGlobalId = (id: string) => id.toLowerCase() === GLOBAL_LEAGUE_ID;

/** Tries for a fresh generated code before giving up (36^6 codes make a clash rare). */
const CODE_ATTEMPTS = 8;
const newCode = () => generateInviteCode(randomInt);

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: unknown; constraint?: unknown };
    if (pg.code === '23505' && pg.constraint === constraint) return true;
  }
  return false;
}
const CODE_CONSTRAINT = 'leagues_invite_code_unique';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const isoSql = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// ---------------------------------------------------------------------------------------------
// Cards: one query for a whole page — each league with its member count, pooled accuracy, top
// predictor (the first ranked member on the league's board, in the board's order: an unranked
// member is never top, however rich — docs/rules/leagues.md) and this week's activity (the
// members' week rows of the leaderboard aggregates).

interface CardRow {
  id: string;
  name: string;
  description: string;
  isGlobal: boolean;
  isPrivate: boolean;
  ownerId: string | null;
  ownerUsername: string | null;
  inviteCode: string | null;
  createdAt: string | null;
  isMember: boolean;
  memberCount: number;
  correct: number;
  incorrect: number;
  recentActivity: number;
  topUserId: string | null;
  topUsername: string | null;
  topCorrect: number | null;
  topIncorrect: number | null;
}

const BOARD_ORDER = sql.raw(
  'p.ranked desc, p.rank_accuracy desc, p.rank_correct desc, p.points desc, p.user_id desc',
);
const NAME = (alias: string) =>
  sql.raw(`coalesce(${alias}.display_username, ${alias}.username, ${alias}.name)`);

/** The Global league's row: everyone with a player profile. */
function globalCardSql(viewerId: string | null, week: string) {
  return sql`
    select 'global'::text as id, ${GLOBAL_LEAGUE_NAME}::text as name,
           ${GLOBAL_DESCRIPTION}::text as description, true as "isGlobal", false as "isPrivate",
           null::text as "ownerId", null::text as "ownerUsername", null::text as "inviteCode",
           null::text as "createdAt",
           exists (select 1 from players where user_id = ${viewerId}) as "isMember",
           agg.member_count as "memberCount", agg.correct, agg.incorrect,
           wk.total as "recentActivity",
           top.user_id as "topUserId", top.username as "topUsername",
           top.correct_count as "topCorrect", top.incorrect_count as "topIncorrect",
           0 as sort_group, 0 as sort_member, null::timestamptz as sort_created
      from (select count(*)::int as member_count,
                   coalesce(sum(correct_count), 0)::int as correct,
                   coalesce(sum(incorrect_count), 0)::int as incorrect
              from players) agg
     cross join (select coalesce(sum(total_predictions), 0)::int as total
                   from player_period_stats
                  where period_kind = 'week' and period_start = ${week} and category = 'all') wk
      left join lateral (
        select p.user_id, ${NAME('u')} as username, p.correct_count, p.incorrect_count
          from players p join "user" u on u.id = p.user_id
         where p.ranked
         order by ${BOARD_ORDER} limit 1) top on true`;
}

/** Rows of `leagues` chosen by `where` (over `l` and the viewer's membership `vm`). */
function leagueCardsSql(viewerId: string | null, week: string, where: SQL, limit: number) {
  return sql`
    select page.id, page.name, page.description, false as "isGlobal",
           page.is_private as "isPrivate", page.owner_id as "ownerId",
           ${NAME('o')} as "ownerUsername",
           page.invite_code as "inviteCode", ${isoSql(sql.raw('page.created_at'))} as "createdAt",
           page.is_member as "isMember",
           agg.member_count as "memberCount", agg.correct, agg.incorrect,
           wk.total as "recentActivity",
           top.user_id as "topUserId", top.username as "topUsername",
           top.correct_count as "topCorrect", top.incorrect_count as "topIncorrect",
           1 as sort_group, page.is_member::int as sort_member, page.created_at as sort_created
      from (
        select l.*, (vm.user_id is not null) as is_member
          from leagues l
          left join league_members vm on vm.league_id = l.id and vm.user_id = ${viewerId}
         where ${where}
         order by (vm.user_id is not null) desc, l.created_at desc, l.id desc
         limit ${limit}) page
      left join "user" o on o.id = page.owner_id
     cross join lateral (
        select count(*)::int as member_count,
               coalesce(sum(p.correct_count), 0)::int as correct,
               coalesce(sum(p.incorrect_count), 0)::int as incorrect
          from league_members m left join players p on p.user_id = m.user_id
         where m.league_id = page.id) agg
     cross join lateral (
        select coalesce(sum(s.total_predictions), 0)::int as total
          from league_members m
          join player_period_stats s on s.user_id = m.user_id and s.period_kind = 'week'
               and s.period_start = ${week} and s.category = 'all'
         where m.league_id = page.id) wk
      left join lateral (
        select p.user_id, ${NAME('u')} as username, p.correct_count, p.incorrect_count
          from league_members m
          join players p on p.user_id = m.user_id
          join "user" u on u.id = p.user_id
         where m.league_id = page.id and p.ranked
         order by ${BOARD_ORDER} limit 1) top on true`;
}

function toLeague(row: CardRow, viewerId: string | null): League {
  const isMember = Boolean(row.isMember);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isGlobal: Boolean(row.isGlobal),
    isPrivate: Boolean(row.isPrivate),
    memberCount: Number(row.memberCount),
    isMember,
    isOwner: viewerId !== null && row.ownerId === viewerId,
    ownerId: row.ownerId,
    ownerUsername: row.ownerUsername,
    inviteCode: isMember ? row.inviteCode : null,
    accuracy: accuracyPercent(Number(row.correct), Number(row.incorrect)),
    topPredictor:
      row.topUserId && row.topUsername
        ? {
            userId: row.topUserId,
            username: row.topUsername,
            accuracy: accuracyPercent(Number(row.topCorrect), Number(row.topIncorrect)),
          }
        : null,
    recentActivity: Number(row.recentActivity),
    createdAt: row.createdAt,
  };
}

// The list's cursor: (member first, newest first, id), opaque to clients.
const listCursor = cursorCodec(
  z.tuple([cursorPart.flag, cursorPart.isoTime, cursorPart.id]),
  (c: { member: 0 | 1; createdAt: string; id: string }) => [c.member, c.createdAt, c.id] as const,
  ([member, createdAt, id]) => ({ member, createdAt, id }),
);

/**
 * GET /api/leagues: the Global league (first page), then the viewer's leagues, then the other
 * public ones, newest first. Private leagues appear to their members only. One query per page.
 */
export async function listLeagues(
  db: DbOrTx,
  viewerId: string | null,
  query: { cursor?: string; limit: number },
  now: Date = new Date(),
): Promise<{ data: League[]; nextCursor: string | null }> {
  const week = isoDay(weekStart(now));
  const after = query.cursor ? listCursor.decode(query.cursor) : null;
  const conditions: SQL[] = [sql`(not l.is_private or vm.user_id is not null)`];
  if (after) {
    conditions.push(
      sql`((vm.user_id is not null)::int, l.created_at, l.id) < (${after.member}::int, ${after.createdAt}::timestamptz, ${after.id}::text)`,
    );
  }
  const leaguePart = leagueCardsSql(
    viewerId,
    week,
    sql.join(conditions, sql` and `),
    query.limit + 1,
  );
  const statement = after
    ? sql`select * from (${leaguePart}) cards
           order by sort_group, sort_member desc, sort_created desc, id desc`
    : sql`select * from (${globalCardSql(viewerId, week)} union all ${leaguePart}) cards
           order by sort_group, sort_member desc, sort_created desc, id desc`;
  const rows = rowsOf<CardRow & { sort_group: number }>(await db.execute(statement));
  const global = rows.filter((r) => r.sort_group === 0);
  const own = rows.filter((r) => r.sort_group === 1);
  const { page, next: last } = splitPage(own, query.limit);
  return {
    data: [...global, ...page].map((r) => toLeague(r, viewerId)),
    nextCursor: last?.createdAt
      ? listCursor.encode({
          member: last.isMember ? 1 : 0,
          createdAt: last.createdAt,
          id: last.id,
        })
      : null,
  };
}

/** One league's card as the viewer may see it; 404 for a private league they are not in. */
async function leagueCard(
  db: DbOrTx,
  leagueId: string,
  viewerId: string | null,
  now: Date,
): Promise<League> {
  const week = isoDay(weekStart(now));
  const statement = isGlobalId(leagueId)
    ? globalCardSql(viewerId, week)
    : leagueCardsSql(viewerId, week, sql`l.id = ${leagueId}`, 1);
  const [row] = rowsOf<CardRow>(await db.execute(statement));
  if (!row || (row.isPrivate && !row.isMember)) throw notFound(LEAGUE_MSG.notFound);
  return toLeague(row, viewerId);
}

/** GET /api/leagues/{id}: the card and the members' latest predictions. */
export async function getLeague(
  db: DbOrTx,
  leagueId: string,
  viewerId: string | null,
  now: Date = new Date(),
): Promise<LeagueDetail> {
  const league = await leagueCard(db, leagueId, viewerId, now);
  const byMembers = league.isGlobal
    ? sql``
    : sql`and p.user_id in (select user_id from league_members where league_id = ${league.id})`;
  const recent = rowsOf<{
    id: string;
    userId: string;
    username: string;
    text: string;
    category: Category;
    status: PredictionStatus;
    createdAt: string;
  }>(
    await db.execute(sql`
      select p.id, p.user_id as "userId", ${NAME('u')} as username, p.text, p.category, p.status,
             ${isoSql(sql.raw('p.created_at'))} as "createdAt"
        from predictions p join "user" u on u.id = p.user_id
       where p.deleted_at is null and p.status <> 'MERGED' ${byMembers}
       order by p.created_at desc, p.id desc
       limit ${LEAGUE_RECENT_PREDICTIONS}`),
  );
  const recentPredictions: LeaguePrediction[] = recent;
  return { ...league, recentPredictions };
}

/** What a league's invite link shows anyone who has it (link previews, docs/rules/sharing.md). */
export interface LeagueInvitePreview {
  name: string;
  isPrivate: boolean;
  memberCount: number;
  /** Public leagues only. */
  description: string | null;
  /** Public leagues only: the member first on its board. */
  leader: string | null;
}

/**
 * The preview of the league whose current invite code is `code` (any case), or null. A private
 * league shows only its name and member count: the code grants no more than joining does.
 */
export async function leagueInvitePreview(
  db: DbOrTx,
  code: string,
  now: Date = new Date(),
): Promise<LeagueInvitePreview | null> {
  if (!/^[A-Za-z0-9]{6}$/.test(code)) return null;
  const week = isoDay(weekStart(now));
  const [row] = rowsOf<CardRow>(
    await db.execute(leagueCardsSql(null, week, sql`l.invite_code = ${code.toUpperCase()}`, 1)),
  );
  if (!row) return null;
  const isPrivate = Boolean(row.isPrivate);
  return {
    name: row.name,
    isPrivate,
    memberCount: Number(row.memberCount),
    description: isPrivate ? null : row.description,
    leader: isPrivate ? null : row.topUsername,
  };
}

/**
 * The league a leaderboard is filtered to: null for Global (everyone), else the league's id.
 * 404 when it does not exist or is private and the viewer is not a member.
 */
export async function leagueForBoard(
  db: DbOrTx,
  league: string,
  viewerId: string | null,
): Promise<string | null> {
  if (isGlobalId(league) || league.toLowerCase() === 'all') return null;
  const [row] = await db
    .select({ id: leagues.id, isPrivate: leagues.isPrivate, memberId: leagueMembers.userId })
    .from(leagues)
    .leftJoin(
      leagueMembers,
      and(eq(leagueMembers.leagueId, leagues.id), eq(leagueMembers.userId, viewerId ?? '')),
    )
    .where(eq(leagues.id, league));
  if (!row || (row.isPrivate && !row.memberId)) throw notFound(LEAGUE_MSG.notFound);
  return row.id;
}

/** A league's member ids as a subquery, for `<user id> in (...)` in another module's read. */
export function leagueMemberIds(leagueId: string): SQL {
  return sql`(select ${leagueMembers.userId} from ${leagueMembers} where ${leagueMembers.leagueId} = ${leagueId})`;
}

// ---------------------------------------------------------------------------------------------
// Changes

/** The league row locked for the rest of the transaction; 404 when it is gone. */
async function lockLeague(tx: Tx, leagueId: string) {
  if (isGlobalId(leagueId)) throw forbidden(LEAGUE_MSG.globalManaged, 'GLOBAL_LEAGUE');
  const [row] = await tx.select().from(leagues).where(eq(leagues.id, leagueId)).for('update');
  if (!row) throw notFound(LEAGUE_MSG.notFound);
  return row;
}

async function isMemberOf(tx: DbOrTx, leagueId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
  return !!row;
}

/** POST /api/leagues — Pro players only; the owner is the first member. */
export async function createLeague(
  db: Database,
  ownerId: string,
  input: CreateLeague,
  options: { now?: Date; nextCode?: () => string; id?: string } = {},
): Promise<League> {
  const id = options.id ?? randomUUID();
  const now = options.now ?? new Date();
  const nextCode = options.nextCode ?? newCode;
  await db.transaction(async (tx) => {
    // The player row, locked: the Pro check and the owned count hold for this transaction.
    const player = await lockPlayer(tx, ownerId);
    if (!player.isPro) throw forbidden(LEAGUE_MSG.proRequired, 'PRO_REQUIRED');
    const [owned] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(leagues)
      .where(eq(leagues.ownerId, ownerId));
    if (Number(owned?.n ?? 0) >= LEAGUE_MAX_OWNED) {
      throw conflict(LEAGUE_MSG.tooManyOwned, 'TOO_MANY_LEAGUES');
    }
    // A custom code is tried once; a generated one again on a clash (unique violation).
    for (let attempt = 1; ; attempt += 1) {
      const inviteCode = input.inviteCode ?? nextCode();
      try {
        await tx.transaction(async (sp) => {
          await sp.insert(leagues).values({
            id,
            name: input.name,
            description: input.description,
            inviteCode,
            isPrivate: input.isPrivate,
            ownerId,
            createdAt: now,
          });
        });
        break;
      } catch (error) {
        if (!isUniqueViolation(error, CODE_CONSTRAINT)) throw error;
        if (input.inviteCode) throw conflict(LEAGUE_MSG.codeTaken, 'INVITE_CODE_TAKEN');
        if (attempt >= CODE_ATTEMPTS) throw error;
      }
    }
    await tx.insert(leagueMembers).values({ leagueId: id, userId: ownerId, joinedAt: now });
  });
  return leagueCard(db, id, ownerId, now);
}

async function usernameOf(tx: DbOrTx, userId: string): Promise<string> {
  const [row] = await tx
    .select({ name: sql<string>`${NAME('u')}` })
    .from(sql`"user" u`)
    .where(sql`u.id = ${userId}`);
  return row?.name ?? 'A player';
}

async function addMember(tx: Tx, league: typeof leagues.$inferSelect, userId: string, now: Date) {
  const added = await tx
    .insert(leagueMembers)
    .values({ leagueId: league.id, userId, joinedAt: now })
    .onConflictDoNothing()
    .returning({ userId: leagueMembers.userId });
  if (added.length === 0) throw conflict(LEAGUE_MSG.alreadyMember, 'ALREADY_MEMBER');
  await notify(tx, [league.ownerId], {
    kind: 'league_joined',
    message: `${await usernameOf(tx, userId)} joined your league ${league.name}.`,
  });
}

/** POST /api/leagues/join — the code must match a league's code exactly (stored upper case). */
export async function joinLeagueByCode(
  db: Database,
  userId: string,
  inviteCode: string,
  now: Date = new Date(),
): Promise<League> {
  const leagueId = await db.transaction(async (tx) => {
    const [league] = await tx
      .select()
      .from(leagues)
      .where(eq(leagues.inviteCode, inviteCode))
      .for('share');
    if (!league) throw notFound(LEAGUE_MSG.codeNotFound);
    await addMember(tx, league, userId, now);
    return league.id;
  });
  return leagueCard(db, leagueId, userId, now);
}

/** POST /api/leagues/{id}/join — public leagues only (a private one is joined by its code). */
export async function joinPublicLeague(
  db: Database,
  userId: string,
  leagueId: string,
  now: Date = new Date(),
): Promise<League> {
  if (isGlobalId(leagueId)) throw conflict(LEAGUE_MSG.alreadyMember, 'ALREADY_MEMBER');
  await db.transaction(async (tx) => {
    const [league] = await tx.select().from(leagues).where(eq(leagues.id, leagueId)).for('share');
    if (!league) throw notFound(LEAGUE_MSG.notFound);
    if (league.isPrivate) {
      // Members already know it; to others a private league does not exist.
      if (await isMemberOf(tx, league.id, userId)) {
        throw conflict(LEAGUE_MSG.alreadyMember, 'ALREADY_MEMBER');
      }
      throw notFound(LEAGUE_MSG.notFound);
    }
    await addMember(tx, league, userId, now);
  });
  return leagueCard(db, leagueId, userId, now);
}

/**
 * POST /api/leagues/{id}/leave. When the owner leaves, the member who joined earliest owns the
 * league (and hears of it); an owner who is the last member deletes it by leaving.
 */
export async function leaveLeague(
  db: Database,
  userId: string,
  leagueId: string,
): Promise<{ leagueId: string; deleted: boolean; newOwnerId: string | null }> {
  if (isGlobalId(leagueId)) throw forbidden(LEAGUE_MSG.globalLeave, 'GLOBAL_LEAGUE');
  return db.transaction((tx) => leaveWithin(tx, userId, leagueId));
}

/**
 * A deleted account leaves every league it is in, in the deletion's transaction, by the same
 * rule as leaving (docs/rules/leagues.md): an owner's league passes to its earliest member.
 */
export async function leaveAllLeagues(tx: Tx, userId: string): Promise<void> {
  const rows = await tx
    .select({ leagueId: leagueMembers.leagueId })
    .from(leagueMembers)
    .where(eq(leagueMembers.userId, userId))
    .orderBy(asc(leagueMembers.leagueId));
  for (const { leagueId } of rows) await leaveWithin(tx, userId, leagueId);
  // Leagues it owns without being a member (none by the rules, but never leave one ownerless).
  const owned = await tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(eq(leagues.ownerId, userId));
  for (const { id } of owned) await tx.delete(leagues).where(eq(leagues.id, id));
}

async function leaveWithin(
  tx: Tx,
  userId: string,
  leagueId: string,
): Promise<{ leagueId: string; deleted: boolean; newOwnerId: string | null }> {
  {
    const league = await lockLeague(tx, leagueId);
    const removed = await tx
      .delete(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, league.id), eq(leagueMembers.userId, userId)))
      .returning({ userId: leagueMembers.userId });
    if (removed.length === 0) {
      if (league.isPrivate) throw notFound(LEAGUE_MSG.notFound);
      throw conflict(LEAGUE_MSG.notMember, 'NOT_MEMBER');
    }
    if (league.ownerId !== userId) return { leagueId: league.id, deleted: false, newOwnerId: null };
    // The earliest member left: rules/leagues.ts nextOwner, read from the joined-order index.
    const [heir] = await tx
      .select({ userId: leagueMembers.userId })
      .from(leagueMembers)
      .where(eq(leagueMembers.leagueId, league.id))
      .orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.userId))
      .limit(1);
    if (!heir) {
      await tx.delete(leagues).where(eq(leagues.id, league.id));
      return { leagueId: league.id, deleted: true, newOwnerId: null };
    }
    await tx.update(leagues).set({ ownerId: heir.userId }).where(eq(leagues.id, league.id));
    await notify(tx, [heir.userId], {
      kind: 'league_owner',
      message: `${await usernameOf(tx, userId)} left ${league.name}; you are now its owner.`,
    });
    return { leagueId: league.id, deleted: false, newOwnerId: heir.userId };
  }
}

/** The locked league when `userId` owns it; 404 for a private league they cannot see, else 403. */
async function lockOwned(tx: Tx, leagueId: string, userId: string) {
  const league = await lockLeague(tx, leagueId);
  if (league.ownerId !== userId) {
    if (league.isPrivate && !(await isMemberOf(tx, league.id, userId))) {
      throw notFound(LEAGUE_MSG.notFound);
    }
    throw forbidden(LEAGUE_MSG.ownerOnly, 'NOT_LEAGUE_OWNER');
  }
  return league;
}

/** What a member is told when the owner deletes the league (docs/rules/leagues.md). */
export function leagueDeletedMessage(
  leagueName: string,
  standing: { rank: number | null; members: number },
): string {
  const place =
    standing.rank === null
      ? 'You were not ranked on its board yet.'
      : `You were #${standing.rank} of its ${standing.members} members.`;
  return (
    `The league ${leagueName} was deleted by its owner, and its leaderboard with it. ${place} ` +
    'Your points, predictions and accuracy are unchanged, and you stay on the Global leaderboard.'
  );
}

/**
 * DELETE /api/leagues/{id} — the owner only; members go with it. Every other member is told,
 * in the same transaction, with the league's name and where they stood on its board.
 */
export async function deleteLeague(db: Database, userId: string, leagueId: string) {
  await db.transaction(async (tx) => {
    const league = await lockOwned(tx, leagueId, userId);
    // The league board's order (the global order among members); ranks for ranked members only.
    const board = rowsOf<{ userId: string; ranked: boolean }>(
      await tx.execute(sql`
        select p.user_id as "userId", p.ranked
          from league_members m join players p on p.user_id = m.user_id
         where m.league_id = ${league.id}
         order by ${BOARD_ORDER}`),
    );
    await notifyEach(
      tx,
      board
        .map((row, i) => ({ ...row, rank: row.ranked ? i + 1 : null }))
        .filter((row) => row.userId !== userId)
        .map((row) => ({
          userId: row.userId,
          kind: 'league_deleted' as const,
          message: leagueDeletedMessage(league.name, { rank: row.rank, members: board.length }),
        })),
    );
    await tx.delete(leagues).where(eq(leagues.id, league.id));
  });
  return { id: leagueId };
}

/** POST /api/leagues/{id}/invite-code — the owner only; the old code stops working at once. */
export async function regenerateInviteCode(
  db: Database,
  userId: string,
  leagueId: string,
): Promise<{ inviteCode: string }> {
  return db.transaction(async (tx) => {
    const league = await lockOwned(tx, leagueId, userId);
    for (let attempt = 1; ; attempt += 1) {
      const inviteCode = newCode();
      if (inviteCode === league.inviteCode) continue;
      try {
        await tx.transaction(async (sp) => {
          await sp.update(leagues).set({ inviteCode }).where(eq(leagues.id, league.id));
        });
        return { inviteCode };
      } catch (error) {
        if (!isUniqueViolation(error, CODE_CONSTRAINT) || attempt >= CODE_ATTEMPTS) throw error;
      }
    }
  });
}

/** DELETE /api/leagues/{id}/members/{userId} — the owner removes someone else; they hear of it. */
export async function removeMember(
  db: Database,
  ownerId: string,
  leagueId: string,
  memberId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const league = await lockOwned(tx, leagueId, ownerId);
    if (memberId === ownerId) throw conflict(LEAGUE_MSG.ownerNotRemovable, 'OWNER_NOT_REMOVABLE');
    const removed = await tx
      .delete(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, league.id), eq(leagueMembers.userId, memberId)))
      .returning({ userId: leagueMembers.userId });
    if (removed.length === 0) throw notFound(LEAGUE_MSG.memberNotFound);
    await notify(tx, [memberId], {
      kind: 'league_removed',
      message: `You were removed from the league ${league.name}.`,
    });
  });
}

// The members list's cursor: (joined_at, user_id) ascending.
const memberCursor = cursorCodec(
  z.tuple([cursorPart.isoTime, cursorPart.id]),
  (c: { joinedAt: string; userId: string }) => [c.joinedAt, c.userId] as const,
  ([joinedAt, userId]) => ({ joinedAt, userId }),
);

/** GET /api/leagues/{id}/members — in joining order; visible like the league itself. */
export async function listMembers(
  db: DbOrTx,
  leagueId: string,
  viewerId: string | null,
  query: { cursor?: string; limit: number },
): Promise<{ data: LeagueMember[]; nextCursor: string | null }> {
  if (isGlobalId(leagueId)) throw badRequest(LEAGUE_MSG.globalManaged, 'GLOBAL_LEAGUE');
  const id = await leagueForBoard(db, leagueId, viewerId);
  if (!id) throw notFound(LEAGUE_MSG.notFound);
  const [league] = await db
    .select({ ownerId: leagues.ownerId })
    .from(leagues)
    .where(eq(leagues.id, id));
  const m = leagueMembers;
  const after = query.cursor ? memberCursor.decode(query.cursor) : null;
  const rows = await db
    .select({
      userId: m.userId,
      username: playerName,
      avatar: players.avatar,
      isPro: sql<boolean>`coalesce(${players.isPro}, false)`,
      joinedAt: m.joinedAt,
    })
    .from(m)
    .innerJoin(user, eq(user.id, m.userId))
    .leftJoin(players, eq(players.userId, m.userId))
    .where(
      and(
        eq(m.leagueId, id),
        after
          ? or(
              gt(m.joinedAt, new Date(after.joinedAt)),
              and(eq(m.joinedAt, new Date(after.joinedAt)), gt(m.userId, after.userId)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(m.joinedAt), asc(m.userId))
    .limit(query.limit + 1);
  const { page, next: last } = splitPage(rows, query.limit);
  return {
    data: page.map((r) => ({
      userId: r.userId,
      username: r.username,
      avatar: r.avatar ?? null,
      isPro: Boolean(r.isPro),
      isOwner: r.userId === league?.ownerId,
      joinedAt: r.joinedAt.toISOString(),
    })),
    nextCursor: last
      ? memberCursor.encode({ joinedAt: last.joinedAt.toISOString(), userId: last.userId })
      : null,
  };
}
