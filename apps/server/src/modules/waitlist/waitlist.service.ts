// The Pro waitlist: one entry per e-mail address, idempotent.
import { eq, sql } from 'drizzle-orm';
import type { WaitlistJoinResult } from '@boldcall/shared/schemas/pro';
import type { Database, DbOrTx } from '../../db/client.ts';
import { waitlistEntries } from './waitlist.table.ts';

export async function joinWaitlist(
  db: Database,
  input: { email: string; source?: string | null; userId?: string | null },
): Promise<WaitlistJoinResult> {
  const email = input.email.trim().toLowerCase();
  const [inserted] = await db
    .insert(waitlistEntries)
    .values({ email, source: input.source ?? null, userId: input.userId ?? null })
    .onConflictDoNothing()
    .returning({ createdAt: waitlistEntries.createdAt });
  if (inserted) return { email, alreadyJoined: false, joinedAt: inserted.createdAt.toISOString() };
  const [existing] = await db
    .select({ createdAt: waitlistEntries.createdAt })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.email, email));
  return {
    email,
    alreadyJoined: true,
    joinedAt: (existing?.createdAt ?? new Date()).toISOString(),
  };
}

/** How many addresses are on the waitlist (the admin dashboard). */
export async function countWaitlist(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(waitlistEntries);
  return row?.n ?? 0;
}
