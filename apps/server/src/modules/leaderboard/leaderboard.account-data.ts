// A deleted account leaves every leaderboard (docs/rules/account.md): its period rows go.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { playerPeriodStats } from './leaderboard.table.ts';

export async function forgetBoardRows(tx: Tx, userId: string): Promise<void> {
  await tx.delete(playerPeriodStats).where(eq(playerPeriodStats.userId, userId));
}
