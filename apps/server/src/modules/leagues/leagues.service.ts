// Leagues (docs/rules/leagues.md, docs/decisions/013-leagues.md): the built-in Global league
// (everyone, no rows) and leagues Pro players create. Every rule is decided here; a change and
// the notifications it causes are one transaction. The reads are in leagues.repository.ts and
// leagues.members.ts.
import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { LEAGUE_MAX_OWNED } from '@boldcall/shared/constants';
import { generateInviteCode } from '@boldcall/shared/rules/leagues';
import { LEAGUE_MSG, type CreateLeague, type League } from '@boldcall/shared/schemas/leagues';
import type { Database, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../platform/errors/app-error.ts';
import { notify, notifyEach } from '../notifications/notifications.service.ts';
import { displayNameById, lockPlayer } from '../../platform/identity/identity.read.ts';
import { isMemberOf } from './leagues.members.ts';
import { isGlobalId, leagueBoard, leagueCard } from './leagues.repository.ts';
import { leagueMembers, leagues } from './leagues.table.ts';

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

// ---------------------------------------------------------------------------------------------
// Changes

/** The league row locked for the rest of the transaction; 404 when it is gone. */
async function lockLeague(tx: Tx, leagueId: string) {
  if (isGlobalId(leagueId)) throw forbidden(LEAGUE_MSG.globalManaged, 'GLOBAL_LEAGUE');
  const [row] = await tx.select().from(leagues).where(eq(leagues.id, leagueId)).for('update');
  if (!row) throw notFound(LEAGUE_MSG.notFound);
  return row;
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

async function addMember(tx: Tx, league: typeof leagues.$inferSelect, userId: string, now: Date) {
  const added = await tx
    .insert(leagueMembers)
    .values({ leagueId: league.id, userId, joinedAt: now })
    .onConflictDoNothing()
    .returning({ userId: leagueMembers.userId });
  if (added.length === 0) throw conflict(LEAGUE_MSG.alreadyMember, 'ALREADY_MEMBER');
  await notify(tx, [league.ownerId], {
    kind: 'league_joined',
    message: `${await displayNameById(tx, userId)} joined your league ${league.name}.`,
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
      message: `${await displayNameById(tx, userId)} left ${league.name}; you are now its owner.`,
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
    const board = await leagueBoard(tx, league.id);
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
