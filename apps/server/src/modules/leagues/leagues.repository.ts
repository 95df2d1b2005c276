// Leagues' reads (docs/rules/leagues.md, docs/architecture.md "Shape"): the cards of the list,
// one league, an invite's preview, and the league filter other modules' boards use. The members
// list is in leagues.members.ts; the rules and every change in leagues.service.ts.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  GLOBAL_LEAGUE_ID,
  GLOBAL_LEAGUE_NAME,
  LEAGUE_RECENT_PREDICTIONS,
  type Category,
  type PredictionStatus,
} from '@boldcall/shared/constants';
import { accuracyPercent } from '@boldcall/shared/rules/accuracy';
import { isoDay, weekStart } from '@boldcall/shared/rules/ranking';
import {
  LEAGUE_MSG,
  type League,
  type LeagueDetail,
  type LeaguePrediction,
} from '@boldcall/shared/schemas/leagues';
import type { DbOrTx } from '../../db/client.ts';
import { cursorCodec, cursorPart, splitPage } from '../../platform/paging/paging.cursor.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { leagueMembers, leagues } from './leagues.table.ts';
import { accountAlias, displayName } from '../../platform/identity/identity.read.ts';

export const GLOBAL_DESCRIPTION =
  'Everyone who plays BoldCall, ranked together. Every player is a member and nobody can leave.';

/** `global` (any case) names the built-in league. */
export const isGlobalId = (id: string) => id.toLowerCase() === GLOBAL_LEAGUE_ID;

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
const NAME = (alias: string) => displayName(accountAlias(alias));

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
export async function leagueCard(
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

/**
 * A league's members in its board's order (the global order among members), with whether each
 * is ranked: ranks count the ranked ones only.
 */
export async function leagueBoard(
  db: DbOrTx,
  leagueId: string,
): Promise<{ userId: string; ranked: boolean }[]> {
  return rowsOf<{ userId: string; ranked: boolean }>(
    await db.execute(sql`
      select p.user_id as "userId", p.ranked
        from league_members m join players p on p.user_id = m.user_id
       where m.league_id = ${leagueId}
       order by ${BOARD_ORDER}`),
  );
}
