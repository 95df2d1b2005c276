// Counters behind every rate limit, shared across server instances (docs/security.md): the
// `rate_limits` table (one atomic upsert per hit, on the database's clock) or Redis when
// REDIS_URL is set (one Lua script per hit). A window starts at a key's first hit.
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import { builtOnce } from '../../db/prepared.ts';

export interface HitResult {
  /** The count in the current window after this hit. */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

export interface CounterStore {
  readonly kind: 'database' | 'redis';
  /** Adds `by` (default 1; may be negative) to `key` in its current window of `windowMs`. */
  hit(key: string, windowMs: number, by?: number): Promise<HitResult>;
  /** The count in the current window, without changing it. */
  peek(key: string): Promise<number>;
  close(): Promise<void>;
}

type Rows<T> = { rows: T[] };

/**
 * One hit: every write request sends it, so it is built once and sent named (decision 043). A
 * window starts at a key's first hit, or anew at the first hit after it ended.
 */
const hitStatement = builtOnce<{ key: string; by: number; window: number }>(
  'rate_limit_hit',
  () => sql`
    insert into rate_limits as r (key, count, expires_at)
    values (${sql.placeholder('key')}, greatest(${sql.placeholder('by')}::int, 0),
            now() + ${sql.placeholder('window')}::int * interval '1 millisecond')
    on conflict (key) do update set
      count = case when r.expires_at <= now() then greatest(excluded.count, 0)
                   else greatest(r.count + ${sql.placeholder('by')}::int, 0) end,
      expires_at = case when r.expires_at <= now() then excluded.expires_at
                        else r.expires_at end
    returning count, ceil(extract(epoch from (expires_at - now())) * 1000)::text as reset_ms`,
);

/** Expired rows are swept about once per this many hits. */
const SWEEP_EVERY = 500;

export function databaseCounterStore(db: Database): CounterStore {
  let hits = 0;
  return {
    kind: 'database',
    async hit(key, windowMs, by = 1) {
      hits += 1;
      if (hits % SWEEP_EVERY === 0) {
        void db.execute(sql`delete from rate_limits where expires_at < now()`).catch(() => {});
      }
      const window = Math.max(1, Math.round(windowMs));
      const rows = await hitStatement<{ count: number; reset_ms: string }>(db, { key, by, window });
      const row = rows[0];
      return { count: Number(row?.count ?? 0), resetMs: Math.max(0, Number(row?.reset_ms ?? 0)) };
    },
    async peek(key) {
      const result = (await db.execute(
        sql`select count from rate_limits where key = ${key} and expires_at > now()`,
      )) as unknown as Rows<{ count: number }>;
      return Number(result.rows[0]?.count ?? 0);
    },
    async close() {},
  };
}

// INCRBY, then give a new key its window; never below zero. Returns [count, ms left].
const HIT_SCRIPT = `
local c = redis.call('INCRBY', KEYS[1], ARGV[1])
if c < 0 then redis.call('SET', KEYS[1], 0, 'KEEPTTL'); c = 0 end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
return {c, ttl}`;

export function redisCounterStore(url: string, prefix = 'boldcall:rl:'): CounterStore {
  // ioredis loads only where Redis is configured (less memory for the default deployment).
  const connecting: Promise<Redis> = import('ioredis').then(
    ({ Redis }) => new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
  );
  return {
    kind: 'redis',
    async hit(key, windowMs, by = 1) {
      const redis = await connecting;
      const [count, ttl] = (await redis.eval(
        HIT_SCRIPT,
        1,
        prefix + key,
        String(by),
        String(Math.max(1, Math.round(windowMs))),
      )) as [number, number];
      return { count: Number(count), resetMs: Math.max(0, Number(ttl)) };
    },
    async peek(key) {
      const redis = await connecting;
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async close() {
      const redis = await connecting;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
