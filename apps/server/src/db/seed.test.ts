import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger } from '../modules/points/points.table.ts';
import { players } from '../modules/users/users.table.ts';
import { openTestDatabase } from '../test/test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { DEMO_PLAYERS, isDatabaseEmpty, seedDemoData } from './seed.ts';

describe('demo seed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('fills an empty database once, every balance backed by its ledger', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemoData(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const rows = await database.db.select().from(players);
    expect(rows).toHaveLength(DEMO_PLAYERS.length);
    for (const row of rows) {
      const [sum] = await database.db
        .select({ total: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, row.userId));
      expect(sum?.total).toBe(row.points);
    }
  });
});
