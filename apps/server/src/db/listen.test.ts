// One LISTEN connection per database handle, for every channel (db/client.ts): channels come and
// go on it, it comes back after being cut, LISTENs again and tells each handler to re-read.
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../test/test-app.ts';

describe('database LISTEN', () => {
  const database = useTestDatabase();

  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  /**
   * Backends of this database whose last statement was a LISTEN, an UNLISTEN or a NOTIFY (the
   * handle sends its NOTIFYs on the listening connection while it is up; in this test, nothing
   * else sends one).
   */
  const listeningBackends = async () =>
    rowsOf<{ pid: number }>(
      await database.db.execute(sql`select pid from pg_stat_activity
        where datname = current_database() and query ~* '^((un)?listen |select pg_notify)'`),
    );

  it('shares one connection between channels, survives being cut, and drops an unlistened channel', async () => {
    const got: string[] = [];
    let reconnects = 0;
    const unlisten: Array<() => Promise<void>> = [];
    for (const channel of ['bc_test_a', 'bc_test_b', 'bc_test_c']) {
      unlisten.push(
        await database.listen(channel, (payload) => got.push(`${channel}:${payload}`), {
          onReconnect: () => {
            reconnects += 1;
          },
        }),
      );
    }
    expect(await listeningBackends()).toHaveLength(1);

    await database.notify('bc_test_a', '1');
    await database.notify('bc_test_c', '2');
    await vi.waitFor(() => expect(got).toEqual(['bc_test_a:1', 'bc_test_c:2']), {
      timeout: 10_000,
    });

    // Cut the connection: it comes back, LISTENs to all three again, and says so once each.
    const [backend] = await listeningBackends();
    await database.db.execute(sql`select pg_terminate_backend(${backend!.pid})`);
    await vi.waitFor(() => expect(reconnects).toBe(3), { timeout: 20_000 });
    await database.notify('bc_test_b', '3');
    await vi.waitFor(() => expect(got).toContain('bc_test_b:3'), { timeout: 10_000 });
    expect(await listeningBackends()).toHaveLength(1);

    // An unlistened channel gets nothing: the next message on a kept channel, sent after it from
    // the same session, arrives alone.
    await unlisten[0]!();
    await database.notify('bc_test_a', '4');
    await database.notify('bc_test_b', '5');
    await vi.waitFor(() => expect(got).toContain('bc_test_b:5'), { timeout: 10_000 });
    expect(got).not.toContain('bc_test_a:4');
    for (const stop of unlisten.slice(1)) await stop();
  });
});
