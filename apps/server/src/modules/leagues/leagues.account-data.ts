// League memberships in a data export (docs/rules/account.md); leaving them on deletion is
// leagues.service leaveAllLeagues.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { leagueMembers, leagues } from './leagues.table.ts';

export async function exportLeagueMemberships(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      leagueId: leagues.id,
      name: leagues.name,
      isPrivate: leagues.isPrivate,
      ownerId: leagues.ownerId,
      joinedAt: leagueMembers.joinedAt,
    })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(eq(leagueMembers.userId, userId))
    .orderBy(asc(leagueMembers.joinedAt), asc(leagues.id));
  return rows.map(({ ownerId, ...row }) => ({ ...row, isOwner: ownerId === userId }));
}
