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

// No schema is handed to Drizzle: nothing uses its relational `db.query` API, so the database
// core knows no table and imports no module (docs/decisions/037-a-ground-floor-for-the-server.md).
export type Database = PgDatabase<PgQueryResultHKT>;
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
  /**
   * The URL of connections that need a session of their own (LISTEN, advisory locks): a direct
   * connection when `url` is a transaction-mode pooler (decision 038); else `url`.
   */
  directUrl: string;
  /** Applies pending migrations; several instances starting together apply them once. */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding a session advisory lock on a connection of its own: other instances
   * wait for it. For start-up work (migrations, the demo seed) that must happen once.
   */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on `channel`; `onMessage` gets each NOTIFY payload. Every channel of a handle shares
   * one connection, which reconnects after it is lost; messages sent meanwhile are lost, so
   * `onReconnect` runs once it is back (a cache empties itself there).
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    options?: { onReconnect?: () => void },
  ): Promise<Unlisten>;
  /**
   * NOTIFY `channel` with `payload`, on the listening connection when there is one (not inside
   * any transaction: delivered at once), else on a pooled connection.
   */
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
  /** Default: `url` (decision 038). */
  directUrl?: string;
  /** Named prepared statements (decision 025); off behind a transaction-mode pooler. Default on. */
  prepared?: boolean;
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
  const directUrl = target.directUrl ?? target.url;
  if (target.prepared === false) pool.on('connect', unnamedStatements);
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
  const db = drizzle({ client: pool, casing: 'snake_case' });
  let listener: ReturnType<typeof createListener> | null = null;
  let closed = false;

  /** Runs `fn` on a connection of its own that holds the session advisory lock `key`. */
  const holdingLock = async <T>(
    key: number,
    fn: (client: pg.PoolClient | pg.Client) => Promise<T>,
  ) => {
    const client = directUrl === target.url ? await pool.connect() : await connectDirect(directUrl);
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
    directUrl,
    // On the lock's own connection: a pool of one must not wait for a second client.
    migrate: () =>
      holdingLock(LOCKS.migrate, (client) =>
        drizzleMigrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder }),
      ),
    withLock: (key, fn) => holdingLock(key, () => fn()),
    async listen(channel, onMessage, options) {
      listener ??= createListener(directUrl);
      return listener.add(channel, { onMessage, onReconnect: options?.onReconnect });
    },
    async notify(channel, payload) {
      // On the listening connection while it is up: the read cache's NOTIFY after a write must
      // not queue behind the pool's transactions.
      if (listener && (await listener.notify(channel, payload))) return;
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
      await listener?.close();
      await pool.end();
      await target.onClose?.();
    },
  };
}

/**
 * A connection of its own outside the pool (a session behind a transaction-mode pooler must not
 * be one: decision 038), shaped like a pooled client so callers release it the same way.
 */
async function connectDirect(url: string): Promise<pg.Client & { release(): void }> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return Object.assign(client, { release: () => void client.end().catch(() => {}) });
}

/**
 * Drops the name of drizzle's prepared statements on a pooled connection: node-postgres then
 * sends them unnamed (parsed per execution), which a transaction-mode pooler can carry
 * (PgBouncer 1.18 cannot keep a named statement on the server connection; decision 038).
 */
function unnamedStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0];
    if (first && typeof first === 'object' && 'name' in first) {
      const { name: _name, ...rest } = first as Record<string, unknown>;
      return query(rest, ...args.slice(1));
    }
    return query(...args);
  };
}

interface ChannelHandler {
  onMessage(payload: string): void;
  onReconnect?: () => void;
}

/**
 * The handle's one LISTEN connection, for every channel (docs/rules/live-events.md): channels
 * are added and removed with LISTEN / UNLISTEN on it, one step at a time. When it drops it comes
 * back after a short back-off, LISTENs to every channel again and then runs each handler's
 * `onReconnect`, since whatever was sent in between is lost.
 */
function createListener(url: string) {
  const channels = new Map<string, Set<ChannelHandler>>();
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  // Connects, LISTENs and UNLISTENs run one after another, so a channel added while the
  // connection is (re)made is never missed.
  let steps: Promise<unknown> = Promise.resolve();
  const serial = <T>(step: () => Promise<T>): Promise<T> => {
    const next = steps.then(step, step);
    steps = next.catch(() => {});
    return next;
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void serial(() => connect(true)).catch(scheduleReconnect);
    }, 500);
    retry.unref();
  };

  const connect = async (again: boolean): Promise<void> => {
    if (stopped || client) return;
    const next = new pg.Client({ connectionString: url });
    const drop = () => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      for (const handler of channels.get(message.channel) ?? []) {
        handler.onMessage(message.payload ?? '');
      }
    });
    next.on('error', drop);
    next.on('end', drop);
    try {
      await next.connect();
      for (const channel of channels.keys()) {
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (again) {
      for (const handlers of channels.values()) {
        for (const handler of handlers) handler.onReconnect?.();
      }
    }
  };

  return {
    /** Sends a NOTIFY on this connection; false when it is not connected. */
    async notify(channel: string, payload: string): Promise<boolean> {
      const current = client;
      if (!current) return false;
      await current.query('select pg_notify($1, $2)', [channel, payload]);
      return true;
    },
    /** Adds a handler of `channel`; resolves once the connection LISTENs to it. */
    async add(channel: string, handler: ChannelHandler): Promise<Unlisten> {
      await serial(async () => {
        let handlers = channels.get(channel);
        const first = !handlers;
        if (!handlers) {
          handlers = new Set();
          channels.set(channel, handlers);
        }
        handlers.add(handler);
        try {
          if (!client) await connect(false);
          else if (first) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          handlers.delete(handler);
          if (handlers.size === 0) channels.delete(channel);
          throw error;
        }
      });
      return () =>
        serial(async () => {
          const handlers = channels.get(channel);
          if (!handlers?.delete(handler) || handlers.size > 0) return;
          channels.delete(channel);
          await client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
        });
    },
    async close() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await steps;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
