// Every table of the app, for Drizzle's typed client and Better Auth's adapter.
// Tables live beside their module (modules/<domain>/<domain>.table.ts); add new ones here.
export * from '../modules/auth/auth.table.ts';
export * from '../modules/users/users.table.ts';
export * from '../modules/points/points.table.ts';
export * from '../modules/predictions/predictions.table.ts';
export * from '../modules/audit/audit.table.ts';
export * from '../modules/notifications/notifications.table.ts';
export * from '../modules/leaderboard/leaderboard.table.ts';
export * from '../modules/pro/pro.table.ts';
export * from '../modules/waitlist/waitlist.table.ts';
export * from '../modules/jobs/jobs.table.ts';
export * from '../modules/avatar/avatar.table.ts';
export * from '../modules/leagues/leagues.table.ts';
export * from '../modules/nfl/nfl.table.ts';
export * from '../modules/invitations/invitations.table.ts';
export * from '../modules/limits/limits.table.ts';
export * from '../modules/stats/stats.table.ts';
export * from '../modules/track-record/track-record.table.ts';
export * from '../modules/rivals/rivals.table.ts';
export * from '../modules/receipts/receipts.table.ts';
export * from '../modules/comments/comments.table.ts';
export * from '../modules/auth/account.table.ts';
export * from '../modules/tokens/tokens.table.ts';
export * from '../modules/exports/exports.table.ts';
export * from '../modules/push/push.table.ts';
export * from '../modules/follows/follows.table.ts';
