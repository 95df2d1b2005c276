// Deleting an account (docs/rules/account.md "Delete"; decision 034). One transaction: the
// player's open predictions are refunded and their stakes on others' withdrawn by the refund rule
// (modules/predictions), then every module forgets the player's own rows, and the account row is
// emptied (it stays, nameless, so the resolved history of others keeps pointing at it). Every
// other balance ends exactly where the refunds put it; the deleted player's balance goes with
// their player row and ledger.
import type { AccountDeleted } from '@boldcall/shared/schemas/account';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { forgetAvatars, removeAvatarFiles } from '../avatar/avatar.account-data.ts';
import type { AvatarStorage } from '../avatar/avatar.storage.ts';
import { forgetExports } from '../exports/exports.service.ts';
import { forgetFollows } from '../follows/follows.account-data.ts';
import { forgetInvitations } from '../invitations/invitations.account-data.ts';
import { forgetBoardRows } from '../leaderboard/leaderboard.account-data.ts';
import { leaveAllLeagues } from '../leagues/leagues.service.ts';
import { forgetNflPicks } from '../nfl/nfl.account-data.ts';
import { forgetNotifications } from '../notifications/notifications.account-data.ts';
import { forgetLedger } from '../points/points.account-data.ts';
import { forgetPushDevices } from '../push/push.account-data.ts';
import { closePlayerPositions } from '../predictions/predictions.account-closure.ts';
import { forgetProRefreshes } from '../pro/pro.account-data.ts';
import { revokeAllTokens } from '../tokens/tokens.service.ts';
import { removePlayer } from '../users/users.account-data.ts';
import { ACCOUNT_MSG, anonymizeAccount, isLastAdmin } from './account-settings.service.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { eq } from 'drizzle-orm';

export async function deleteAccount(
  deps: { db: Database; config: Config; avatarStorage: AvatarStorage | null },
  userId: string,
  now = new Date(),
): Promise<AccountDeleted> {
  const { db, config } = deps;
  const { result, files } = await db.transaction(async (tx) => {
    // The account row first: two deletions (or a deletion and a role change) of the last two
    // admins cannot both pass the check.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    if (await isLastAdmin(tx, config, userId)) throw conflict(ACCOUNT_MSG.lastAdmin, 'LAST_ADMIN');
    const closed = await closePlayerPositions(tx, userId, now);
    await leaveAllLeagues(tx, userId);
    await forgetNflPicks(tx, userId);
    await forgetNotifications(tx, userId);
    await forgetPushDevices(tx, userId);
    await forgetFollows(tx, userId);
    await forgetInvitations(tx, userId);
    await forgetProRefreshes(tx, userId);
    const avatarFiles = await forgetAvatars(tx, userId);
    await forgetExports(tx, userId);
    await revokeAllTokens(tx, userId);
    await forgetBoardRows(tx, userId);
    await forgetLedger(tx, userId);
    await removePlayer(tx, userId);
    await anonymizeAccount(tx, userId, now);
    return { result: closed, files: avatarFiles };
  });
  if (deps.avatarStorage) await removeAvatarFiles(db, deps.avatarStorage, files).catch(() => {});
  return result;
}
