// One Drizzle client over PostgreSQL: the embedded server the app runs itself under DATA_DIR
// (db/embedded-postgres.ts) or an external one (DATABASE_URL). One engine, one code path: the
// same locks, LISTEN/NOTIFY, durability and planner everywhere (decision 010).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as drizzleMigrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a service receives inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

/** Advisory lock keys, one per kind of work that must run on one instance at a time. */
export const LOCKS = {
  migrate: 424_242_101,
  seed: 424_242_102,
  jobs: 424_242_103,
} as const;

export type Unlisten = () => Promise<void>;

export interface DatabaseHandle {
  db: Database;
  /** Where the database lives, for logs: the embedded server or an external one. */
  kind: 'embedded' | 'external';
  /** The connection URL (with credentials: never log it). */
  url: string;
  /** Applies pending migrations; several instances starting together apply them once. */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding a session advisory lock on a connection of its own: other instances
   * wait for it. For start-up work (migrations, the demo seed) that must happen once.
   */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on `channel`; `onMessage` gets each NOTIFY payload. Reconnects after a lost
   * connection (messages sent meanwhile are lost: listeners re-read state on reconnect).
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<Unlisten>;
  /** NOTIFY `channel` with `payload` (delivered at commit when called inside a transaction). */
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export interface DatabaseTarget {
  url: string;
  kind?: DatabaseHandle['kind'];
  poolSize?: number;
  /** Called after close (the embedded server stops there). */
  onClose?: () => Promise<void>;
  /**
   * Sees every statement sent on the pool's connections (transactions' BEGIN/COMMIT included), for
   * the statement-budget tests (test/statements.ts) and the benchmarks' plans. Not the LISTEN
   * connection.
   */
  onStatement?: (text: string, values?: readonly unknown[]) => void;
}

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle client's error (the server restarting) must not crash the process; the next query
  // gets a new connection.
  pool.on('error', () => {});
  const onStatement = target.onStatement;
  if (onStatement) {
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      // pg's query has many overloads; the wrapper only looks at the text and passes all through.
      (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        // Either (text, values) or ({ text, values? }, values?), as drizzle and pg call it.
        const first = args[0] as string | { text?: unknown; values?: unknown } | undefined;
        const text = typeof first === 'string' ? first : String(first?.text ?? '');
        const values = Array.isArray(args[1])
          ? (args[1] as unknown[])
          : typeof first === 'object' && Array.isArray(first.values)
            ? (first.values as unknown[])
            : undefined;
        onStatement(text, values);
        return query(...args);
      };
    });
  }
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  const listeners = new Set<{ close(): Promise<void> }>();
  let closed = false;

  /** Runs `fn` on a connection of its own that holds the session advisory lock `key`. */
  const holdingLock = async <T>(key: number, fn: (client: pg.PoolClient) => Promise<T>) => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [key]);
      try {
        return await fn(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]);
      }
    } finally {
      client.release();
    }
  };

  return {
    db,
    kind: target.kind ?? 'external',
    url: target.url,
    // On the lock's own connection: a pool of one must not wait for a second client.
    migrate: () =>
      holdingLock(LOCKS.migrate, (client) =>
        drizzleMigrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder }),
      ),
    withLock: (key, fn) => holdingLock(key, () => fn()),
    async listen(channel, onMessage) {
      const listener = createListener(target.url, channel, onMessage);
      listeners.add(listener);
      await listener.ready;
      return async () => {
        listeners.delete(listener);
        await listener.close();
      };
    },
    async notify(channel, payload) {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((l) => l.close()));
      await pool.end();
      await target.onClose?.();
    },
  };
}

/** A dedicated connection that LISTENs, reconnecting with a short back-off when it drops. */
function createListener(url: string, channel: string, onMessage: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect().catch(scheduleReconnect), 500);
    retry.unref();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const drop = () => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', drop);
    next.on('end', drop);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };

  return {
    ready: connect(),
    async close() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
