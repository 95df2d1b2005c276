// A league's members (docs/rules/leagues.md): the members list and whether someone is in. The
// cards and the board filter are in leagues.repository.ts; joining and leaving in
// leagues.service.ts.
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LEAGUE_MSG, type LeagueMember } from '@boldcall/shared/schemas/leagues';
import type { DbOrTx } from '../../db/client.ts';
import { cursorCodec, cursorPart, splitPage } from '../../platform/paging/paging.cursor.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import { user, players } from '../../platform/identity/identity.table.ts';
import { displayName } from '../../platform/identity/identity.read.ts';
import { isGlobalId, leagueForBoard } from './leagues.repository.ts';
import { leagueMembers, leagues } from './leagues.table.ts';

/** Whether `userId` is in the league (a lock, if any, is the caller's). */
export async function isMemberOf(tx: DbOrTx, leagueId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
  return !!row;
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
      username: displayName(),
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
