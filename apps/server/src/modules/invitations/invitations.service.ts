// Invitations (docs/rules/invitations.md): a player generates up to INVITES_PER_PLAYER codes;
// a new account that signed up with a valid code uses it when its e-mail is verified, and the
// inviter gets the referral bonus through the ledger, once, in the transaction that settles the
// new player's first position (CORRECT or INCORRECT): a sign-up alone earns nothing.
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  INVITE_CODE_LENGTH,
  INVITE_CODE_PATTERN,
  REFERRAL_BONUS_POINTS,
} from '@boldcall/shared/constants';
import {
  INVITATION_MSG,
  type Invitation,
  type InvitationOverview,
  type InvitationStats,
  type InvitationValidity,
} from '@boldcall/shared/schemas/invitations';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { user, players } from '../../platform/identity/identity.table.ts';
import { notifyEach } from '../notifications/notifications.service.ts';
import {
  displayNameById,
  lockPlayer,
  displayNameOf,
} from '../../platform/identity/identity.read.ts';
import { movePoints } from '../points/points.service.ts';
import { invitations } from './invitations.table.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) code += LETTERS[randomInt(LETTERS.length)];
  return code;
}

type Row = Omit<typeof invitations.$inferSelect, 'bonusPaidAt'> & { usedByName: string | null };

function toInvitation(row: Row): Invitation {
  return {
    inviteCode: row.code,
    createdAt: row.createdAt.toISOString(),
    used: row.usedBy !== null || row.usedAt !== null,
    usedBy: row.usedByName,
    usedAt: row.usedAt?.toISOString() ?? null,
  };
}

/** The codes `inviterId` made, oldest first, each with the username of whoever used it. */
export function invitationRowsOf(db: DbOrTx, inviterId: string) {
  return db
    .select({
      code: invitations.code,
      inviterId: invitations.inviterId,
      createdAt: invitations.createdAt,
      usedBy: invitations.usedBy,
      usedAt: invitations.usedAt,
      display: user.displayUsername,
      username: user.username,
    })
    .from(invitations)
    .leftJoin(user, eq(user.id, invitations.usedBy))
    .where(eq(invitations.inviterId, inviterId))
    .orderBy(asc(invitations.createdAt), asc(invitations.code));
}

async function listRows(db: DbOrTx, inviterId: string): Promise<Invitation[]> {
  const rows = await invitationRowsOf(db, inviterId);
  return rows.map((r) =>
    toInvitation({
      ...r,
      usedByName: displayNameOf({ displayUsername: r.display, username: r.username }, null),
    }),
  );
}

function statsOf(list: readonly Invitation[], total: number): InvitationStats {
  return {
    totalInvites: total,
    invitesRemaining: Math.max(total - list.length, 0),
    invitesUsed: list.filter((i) => i.used).length,
    invitesGenerated: list.length,
  };
}

/** The player's invitations: stats and the lists all / used / unused (oldest first). */
export async function getInvitationOverview(
  db: DbOrTx,
  inviterId: string,
  total: number,
): Promise<InvitationOverview> {
  const all = await listRows(db, inviterId);
  return {
    stats: statsOf(all, total),
    all,
    used: all.filter((i) => i.used),
    unused: all.filter((i) => !i.used),
    referralBonus: REFERRAL_BONUS_POINTS,
  };
}

/**
 * Generates up to `requested` new codes, never more than the player has left. The player row
 * is locked so two concurrent requests cannot exceed the allowance.
 */
export async function generateInvitations(
  db: Database,
  inviterId: string,
  requested: number,
  total: number,
): Promise<{ created: Invitation[]; stats: InvitationStats }> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, inviterId);
    const [row] = await tx
      .select({ n: count() })
      .from(invitations)
      .where(eq(invitations.inviterId, inviterId));
    const left = total - (row?.n ?? 0);
    if (left <= 0) throw new AppError(409, 'NO_INVITATIONS_LEFT', INVITATION_MSG.noneLeft);
    const wanted = Math.min(requested, left);
    const codes: string[] = [];
    // A clash with an existing code (308 million possible) is retried with a new one.
    for (let attempts = 0; codes.length < wanted && attempts < wanted * 20; attempts += 1) {
      const inserted = await tx
        .insert(invitations)
        .values({ code: generateInviteCode(), inviterId })
        .onConflictDoNothing()
        .returning({ code: invitations.code });
      if (inserted[0]) codes.push(inserted[0].code);
    }
    const all = await listRows(tx, inviterId);
    return { created: all.filter((i) => codes.includes(i.inviteCode)), stats: statsOf(all, total) };
  });
}

/** Whether a code can still be used for a sign-up (no sign-in needed). */
export async function validateInvitation(db: DbOrTx, code: string): Promise<InvitationValidity> {
  const invalid = { valid: false, inviteCode: code, message: INVITATION_MSG.invalid };
  if (!INVITE_CODE_PATTERN.test(code)) return invalid;
  const [row] = await db
    .select({ code: invitations.code })
    .from(invitations)
    .where(and(eq(invitations.code, code), isNull(invitations.usedBy), isNull(invitations.usedAt)))
    .limit(1);
  return row ? { valid: true, inviteCode: code, message: null } : invalid;
}

/**
 * Called once per account, in the transaction that creates its player profile at e-mail
 * verification: uses the invite code given at sign-up (if still unused and not the account's
 * own) and tells the inviter. No points move yet: the referral bonus is paid when the new
 * player's first position is settled (`payReferralBonuses`, docs/rules/invitations.md). An
 * unverified account never uses a code. Returns the inviter's id when the code was used.
 */
export async function redeemInvitationOnVerify(tx: Tx, userId: string): Promise<string | null> {
  const [account] = await tx
    .select({ inviteCode: user.inviteCode })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  const code = account?.inviteCode?.trim().toUpperCase();
  if (!code || !INVITE_CODE_PATTERN.test(code)) return null;
  const [invite] = await tx
    .select()
    .from(invitations)
    .where(eq(invitations.code, code))
    .for('update');
  if (!invite || invite.usedBy !== null || invite.usedAt !== null) return null;
  if (invite.inviterId === userId) return null;
  await tx
    .update(invitations)
    .set({ usedBy: userId, usedAt: new Date() })
    .where(eq(invitations.code, code));
  const name = await displayNameById(tx, userId);
  await notifyEach(tx, [
    {
      userId: invite.inviterId,
      kind: 'invite_used',
      message: `${name} joined BoldCall with your invitation ${code}. You get +${REFERRAL_BONUS_POINTS} points when their first call is settled.`,
    },
  ]);
  return invite.inviterId;
}

/** A referral bonus a settlement is about to pay: the code, its inviter and the new player. */
export interface DueReferral {
  code: string;
  inviterId: string;
  inviteeId: string;
}

/**
 * The referral bonuses still owed for these players (the participants of a prediction being
 * settled CORRECT or INCORRECT): codes they used whose bonus is unpaid, where the invitee still
 * has a player profile (not deleted) and neither side is banned, and the inviter has a profile.
 * Read before the settlement locks balances, so the inviters join its one lock order.
 */
export async function dueReferrals(tx: Tx, playerIds: readonly string[]): Promise<DueReferral[]> {
  if (playerIds.length === 0) return [];
  const invitee = alias(user, 'invitee');
  const inviter = alias(user, 'inviter');
  const inviteePlayer = alias(players, 'invitee_player');
  const inviterPlayer = alias(players, 'inviter_player');
  const rows = await tx
    .select({
      code: invitations.code,
      inviterId: invitations.inviterId,
      usedBy: invitations.usedBy,
    })
    .from(invitations)
    .innerJoin(invitee, eq(invitee.id, invitations.usedBy))
    .innerJoin(inviteePlayer, eq(inviteePlayer.userId, invitations.usedBy))
    .innerJoin(inviter, eq(inviter.id, invitations.inviterId))
    .innerJoin(inviterPlayer, eq(inviterPlayer.userId, invitations.inviterId))
    .where(
      and(
        inArray(invitations.usedBy, [...new Set(playerIds)]),
        isNull(invitations.bonusPaidAt),
        not(coalesce(invitee.banned)),
        not(coalesce(inviter.banned)),
      ),
    )
    .orderBy(asc(invitations.code));
  return rows.flatMap((r) =>
    r.usedBy ? [{ code: r.code, inviterId: r.inviterId, inviteeId: r.usedBy }] : [],
  );
}

const coalesce = (column: AnyPgColumn) => sql`coalesce(${column}, false)`;

/**
 * Pays the referral bonuses `dueReferrals` found, in the settlement's transaction, each exactly
 * once: the guarded update (`bonus_paid_at is null`) marks the code first, so a concurrent
 * settlement of another of the invitee's positions finds it paid and pays nothing. Returns the
 * codes paid.
 */
export async function payReferralBonuses(
  tx: Tx,
  due: readonly DueReferral[],
  now: Date,
): Promise<string[]> {
  const paid: string[] = [];
  for (const referral of due) {
    const [marked] = await tx
      .update(invitations)
      .set({ bonusPaidAt: now })
      .where(and(eq(invitations.code, referral.code), isNull(invitations.bonusPaidAt)))
      .returning({ code: invitations.code });
    if (!marked) continue;
    await movePoints(tx, {
      userId: referral.inviterId,
      amount: REFERRAL_BONUS_POINTS,
      reason: 'referral_bonus',
      refType: 'invitation',
      refId: referral.code,
    });
    const name = await displayNameById(tx, referral.inviteeId);
    await notifyEach(tx, [
      {
        userId: referral.inviterId,
        kind: 'invite_used',
        message: `${name} played their first settled call (invitation ${referral.code}): +${REFERRAL_BONUS_POINTS} points.`,
      },
    ]);
    paid.push(referral.code);
  }
  return paid;
}
