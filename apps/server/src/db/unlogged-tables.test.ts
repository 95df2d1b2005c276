// The tables whose rows need no crash durability write no WAL (decision 043), and every other
// table does: a table made unlogged by mistake would lose committed rows in a crash.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-app.ts';

const UNLOGGED = ['rate_limits', 'receipt_queue'];

describe('unlogged tables', () => {
  const database = useTestDatabase();

  it('are exactly the rate-limit counters and the receipt queue', async () => {
    const result = await database.db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and c.relpersistence = 'u'
       order by 1`);
    const rows = (result as unknown as { rows: Array<{ name: string }> }).rows;
    expect(rows.map((r) => r.name)).toEqual(UNLOGGED);
  });
});
