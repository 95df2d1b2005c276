// Every table of the app, for Drizzle's typed client and Better Auth's adapter.
// Tables live beside their module (modules/<domain>/<domain>.table.ts); add new ones here.
export * from '../modules/auth/auth.table.ts';
export * from '../modules/users/users.table.ts';
export * from '../modules/points/points.table.ts';
export * from '../modules/predictions/predictions.table.ts';
