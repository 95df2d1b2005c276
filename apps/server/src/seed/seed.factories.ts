// One set of factories for tests and the demo seed (ARCHITECTURE rule 9). They write through
// the same services as the app (points only via the ledger) and are deterministic given input.
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { PRO_POINTS, SIGNUP_POINTS, type Category } from '@boldcall/shared/constants';
import type { SettlementOutcome } from '@boldcall/shared/rules/payouts';
import { account } from '../modules/auth/auth.table.ts';
import { user, players } from '../platform/identity/identity.table.ts';
import { movePoints } from '../modules/points/points.service.ts';
import { createPrediction } from '../modules/predictions/predictions.service.ts';
import { writeComment } from '../modules/comments/comments.service.ts';
import {
  settlePrediction,
  type SettlementMeta,
} from '../modules/predictions/predictions.settlement.ts';
import { createLeague, joinLeagueByCode } from '../modules/leagues/leagues.service.ts';
import type { Database } from '../db/client.ts';
import { oncePerKey } from '../platform/once/once.ts';

export interface PlayerInput {
  username: string;
  email?: string;
  password?: string;
  role?: 'user' | 'admin';
  isPro?: boolean;
  /** Extra points on top of the sign-up grant, written as an admin adjustment. */
  bonusPoints?: number;
  createdAt?: Date;
  id?: string;
}

export interface CreatedPlayer {
  id: string;
  username: string;
  email: string;
  password: string;
}

export const DEFAULT_PASSWORD = 'BoldCall2468';

// Hashing is deliberately slow (scrypt); factories reuse one hash per distinct password.
const hashOnce = oncePerKey(hashPassword);

export async function createPlayer(db: Database, input: PlayerInput): Promise<CreatedPlayer> {
  const id = input.id ?? randomUUID();
  const email = (input.email ?? `${input.username}@example.com`).toLowerCase();
  const password = input.password ?? DEFAULT_PASSWORD;
  const createdAt = input.createdAt ?? new Date();
  const passwordHash = await hashOnce(password);
  await db.transaction(async (tx) => {
    await tx.insert(user).values({
      id,
      name: input.username,
      email,
      emailVerified: true,
      username: input.username.toLowerCase(),
      displayUsername: input.username,
      role: input.role ?? 'user',
      createdAt,
      updatedAt: createdAt,
    });
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
      createdAt,
      updatedAt: createdAt,
    });
    await tx.insert(players).values({
      userId: id,
      points: 0,
      isPro: !!input.isPro,
      proUpgradedAt: input.isPro ? createdAt : null,
      createdAt,
    });
    const balance = await movePoints(tx, { userId: id, amount: SIGNUP_POINTS, reason: 'signup' });
    if (input.isPro && balance < PRO_POINTS) {
      await movePoints(tx, {
        userId: id,
        amount: PRO_POINTS - balance,
        reason: 'pro_upgrade',
      });
    }
    if (input.bonusPoints) {
      await movePoints(tx, { userId: id, amount: input.bonusPoints, reason: 'admin_adjustment' });
    }
  });
  return { id, username: input.username, email, password };
}

export interface PredictionInput {
  userId: string;
  text?: string;
  category?: Category;
  /** Default: a week after creation. Past dates are allowed here (expired predictions). */
  expiresAt?: Date;
  pointsWagered?: number;
  isCustom?: boolean;
  createdAt?: Date;
  id?: string;
  /** The creator's confidence, 1–99 (docs/rules/track-record.md). */
  confidence?: number | null;
}

/** A prediction made through the game's own service: the wager is held via the ledger. */
export async function makePrediction(db: Database, input: PredictionInput): Promise<string> {
  const createdAt = input.createdAt ?? new Date();
  return createPrediction(
    db,
    input.userId,
    {
      text: input.text ?? 'The home team wins the championship this season',
      category: input.category ?? 'sports',
      expiresAt: input.expiresAt ?? new Date(createdAt.getTime() + 7 * 24 * 60 * 60 * 1000),
      pointsWagered: input.pointsWagered ?? 10,
      isCustom: input.isCustom ?? true,
      confidence: input.confidence ?? null,
    },
    { id: input.id, createdAt },
  );
}

/** A comment (or a reply, with `parentId`) written as the player would, without the rate limit. */
export async function makeComment(
  db: Database,
  input: { predictionId: string; userId: string; text?: string; parentId?: string },
): Promise<string> {
  const comment = await writeComment(
    db,
    input.predictionId,
    { id: input.userId, isAdmin: false },
    { text: input.text ?? 'Bold call, I am in.', parentId: input.parentId },
  );
  return comment.id;
}

/** Resolves (and pays) a prediction in its own transaction, as the admin action will. */
export async function resolvePredictionNow(
  db: Database,
  predictionId: string,
  outcome: SettlementOutcome,
  meta: SettlementMeta = {},
) {
  return db.transaction((tx) => settlePrediction(tx, predictionId, outcome, meta));
}

export interface LeagueInput {
  /** Must be a Pro player (creating a league is a Pro feature). */
  ownerId: string;
  name: string;
  description: string;
  inviteCode: string;
  isPrivate?: boolean;
  id?: string;
  createdAt?: Date;
  /** Joined by code one after another, a minute apart after creation. */
  memberIds?: readonly string[];
}

/** A league made through the leagues service (the owner's join notifications included). */
export async function makeLeague(db: Database, input: LeagueInput): Promise<string> {
  const createdAt = input.createdAt ?? new Date();
  const league = await createLeague(
    db,
    input.ownerId,
    {
      name: input.name,
      description: input.description,
      inviteCode: input.inviteCode,
      isPrivate: input.isPrivate ?? false,
    },
    { now: createdAt, ...(input.id ? { id: input.id } : {}) },
  );
  for (const [i, userId] of (input.memberIds ?? []).entries()) {
    await joinLeagueByCode(
      db,
      userId,
      input.inviteCode,
      new Date(createdAt.getTime() + (i + 1) * 60_000),
    );
  }
  return league.id;
}
