// Pro refresh history of a deleted account is forgotten (docs/rules/account.md).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { proRefreshes } from './pro.table.ts';

export async function forgetProRefreshes(tx: Tx, userId: string): Promise<void> {
  await tx.delete(proRefreshes).where(eq(proRefreshes.userId, userId));
}
