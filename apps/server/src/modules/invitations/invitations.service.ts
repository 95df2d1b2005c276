// Invitations (docs/rules/invitations.md): a player generates up to INVITES_PER_PLAYER codes;
// a new account that signed up with a valid code uses it when its e-mail is verified, and the
// inviter gets the referral bonus through the ledger, once, in the same transaction.
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
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
import { AppError } from '../../plugins/errors.ts';
import { user } from '../auth/auth.table.ts';
import { displayName, notifyEach } from '../notifications/notifications.service.ts';
import { movePoints } from '../points/points.service.ts';
import { lockPlayer } from '../users/users.identity.ts';
import { players } from '../users/users.table.ts';
import { invitations } from './invitations.table.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) code += LETTERS[randomInt(LETTERS.length)];
  return code;
}

type Row = typeof invitations.$inferSelect & { usedByName: string | null };

function toInvitation(row: Row): Invitation {
  return {
    inviteCode: row.code,
    createdAt: row.createdAt.toISOString(),
    used: row.usedBy !== null || row.usedAt !== null,
    usedBy: row.usedByName,
    usedAt: row.usedAt?.toISOString() ?? null,
  };
}

async function listRows(db: DbOrTx, inviterId: string): Promise<Invitation[]> {
  const rows = await db
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
  return rows.map((r) => toInvitation({ ...r, usedByName: r.display ?? r.username ?? null }));
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
 * own) and credits the inviter. An unverified account therefore never uses a code nor earns
 * anybody points. Returns the inviter's id when credited.
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
  // The inviter may not have a player profile (an unverified account cannot generate codes,
  // but an admin-deleted profile could be missing): then nobody is credited.
  const [inviter] = await tx
    .select({ userId: players.userId })
    .from(players)
    .where(eq(players.userId, invite.inviterId))
    .limit(1);
  if (!inviter) return null;
  await movePoints(tx, {
    userId: invite.inviterId,
    amount: REFERRAL_BONUS_POINTS,
    reason: 'referral_bonus',
    refType: 'invitation',
    refId: code,
  });
  const name = await displayName(tx, userId);
  await notifyEach(tx, [
    {
      userId: invite.inviterId,
      kind: 'invite_used',
      message: `${name} joined BoldCall with your invitation ${code}: +${REFERRAL_BONUS_POINTS} points.`,
    },
  ]);
  return invite.inviterId;
}
