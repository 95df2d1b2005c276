// A signed-in player without the cost of a password sign-in: a session row of their own, sent as a
// bearer token (no password hashing per request, so hundreds of players stay fast).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { session } from '../modules/auth/auth.table.ts';
import { hashSessionToken } from '../modules/auth/hashed-sessions.ts';

/** A session row for a player, used as a bearer token: the Authorization header's value. */
export async function bearerFor(db: Database, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(session).values({
    id: randomUUID(),
    // Stored hashed, as Better Auth's adapter stores every session (hashed-sessions.ts).
    token: hashSessionToken(token),
    userId,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return `Bearer ${token}`;
}
