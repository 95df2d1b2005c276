// The read role (docs/decisions/038-connection-roles-direct-pooled-read.md): the hot public reads
// (feed, a call's page, leaderboards, profiles, stats) may go to a streaming replica
// (DATABASE_READ_URL). The replica is probed in the background: one that is down, or further
// behind than DATABASE_READ_MAX_LAG_SECONDS, is skipped and those reads go to the primary.
//
// Read-your-writes across instances: every successful write answer carries a short-lived cookie
// with the primary's WAL position after the write (`pg_current_wal_lsn()`, taken after the commit).
// A read that carries it goes to the replica only once the replica has replayed that far (the
// last probe's replay position, which only lags the real one), else to the primary.
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client.ts';
import { rowsOf } from './user-windows.ts';

/** The read-your-writes cookie: the WAL position (`X/Y`) of the player's last write. */
export const WRITE_LSN_COOKIE = 'boldcall.wlsn';

export type ReplicaState = 'off' | 'up' | 'behind' | 'down';

export interface ReplicaStatus {
  state: ReplicaState;
  /** Replay delay in milliseconds (0 when it has replayed all it received); null unknown. */
  lagMs: number | null;
  /** Bytes of WAL the replica has still to replay, against the primary's position. */
  lagBytes: number | null;
  /** The replica's replay position at the last probe (`X/Y`), null before one. */
  replayLsn: string | null;
}

/** What one probe of the replica finds. */
export interface ReplicaProbe {
  /** The replica's replay position; null on a server that is not a standby (all replayed). */
  replayLsn: string | null;
  /** The primary's current position. */
  primaryLsn: string;
  /** Milliseconds since the replica replayed its last transaction; null if none yet. */
  sinceReplayMs: number | null;
}

export type ReadRole = 'replica' | 'primary';

/** What routing needs of a request. */
export interface ReadRequest {
  headers: { cookie?: string | undefined; authorization?: string | undefined };
}

export interface ReadReplica {
  /** Which role a hot public read of this request goes to. */
  role(request: ReadRequest): ReadRole;
  /**
   * Whether the request carries a write the replica has not been seen to replay: its reads must
   * not come from anything the replica answered (the visitors' kept page either).
   */
  pinned(request: ReadRequest): boolean;
  /**
   * Runs `read` on the role's database. A replica that fails the read (connection lost) is marked
   * down and the read is run again on the primary.
   */
  read<T>(request: ReadRequest, read: (db: Database) => Promise<T>): Promise<T>;
  /** Probes the replica now (the background probe calls it every second). */
  probe(): Promise<ReplicaStatus>;
  status(): ReplicaStatus;
  /** The primary's WAL position now (after a write's commit), for the cookie; null with no replica. */
  writeLsn(): Promise<string | null>;
  close(): Promise<void>;
}

/** `X/Y` (hex halves) as one number, for comparing and subtracting positions. */
export function parseLsn(lsn: string): bigint | null {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(lsn);
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/** The write position a request's cookie carries (the furthest, if several), or null. */
export function cookieLsn(cookie: string | undefined): bigint | null {
  if (!cookie) return null;
  let furthest: bigint | null = null;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== WRITE_LSN_COOKIE) continue;
    const lsn = parseLsn(decodeURIComponent(part.slice(eq + 1).trim()));
    if (lsn !== null && (furthest === null || lsn > furthest)) furthest = lsn;
  }
  return furthest;
}

export interface ReadReplicaOptions {
  primary: DatabaseHandle;
  /** The replica's handle; null routes every read to the primary. */
  replica: DatabaseHandle | null;
  maxLagMs: number;
  /** Default: asks the replica and the primary (tests pass their own to stand a replica anywhere). */
  probe?: () => Promise<ReplicaProbe>;
  /** Probe interval; 0 = only when `probe()` is called (tests). Default 1000. */
  intervalMs?: number;
  onStateChange?: (status: ReplicaStatus) => void;
}

async function probeDatabases(primary: DatabaseHandle, replica: DatabaseHandle) {
  const [row] = rowsOf<{ replay: string | null; since: number | null }>(
    await replica.db.execute(
      sql`select pg_last_wal_replay_lsn()::text as replay,
        (extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::float8 as since`,
    ),
  );
  const [current] = rowsOf<{ lsn: string }>(
    await primary.db.execute(sql`select pg_current_wal_lsn()::text as lsn`),
  );
  return {
    replayLsn: row?.replay ?? null,
    primaryLsn: current?.lsn ?? '0/0',
    sinceReplayMs: row?.since ?? null,
  };
}

export function createReadReplica(options: ReadReplicaOptions): ReadReplica {
  const { primary, replica, maxLagMs } = options;
  let status: ReplicaStatus = replica
    ? { state: 'down', lagMs: null, lagBytes: null, replayLsn: null }
    : { state: 'off', lagMs: null, lagBytes: null, replayLsn: null };
  let replayed: bigint | null = null;
  const probeOnce = options.probe ?? (() => probeDatabases(primary, replica!));

  const set = (next: ReplicaStatus) => {
    const changed = next.state !== status.state;
    status = next;
    if (changed) options.onStateChange?.(next);
  };

  const probe = async (): Promise<ReplicaStatus> => {
    if (!replica) return status;
    try {
      const found = await probeOnce();
      const head = parseLsn(found.primaryLsn) ?? 0n;
      // Not a standby (a replica promoted, or the tests' second pool to one database): it has
      // everything the primary has.
      const at = found.replayLsn === null ? head : (parseLsn(found.replayLsn) ?? 0n);
      const bytes = head > at ? Number(head - at) : 0;
      const lagMs = bytes === 0 ? 0 : Math.max(0, Math.round(found.sinceReplayMs ?? Infinity));
      replayed = at;
      set({
        state: lagMs > maxLagMs ? 'behind' : 'up',
        lagMs: Number.isFinite(lagMs) ? lagMs : null,
        lagBytes: bytes,
        replayLsn: found.replayLsn ?? found.primaryLsn,
      });
    } catch {
      replayed = null;
      set({ state: 'down', lagMs: null, lagBytes: null, replayLsn: null });
    }
    return status;
  };

  const role = (request: ReadRequest): ReadRole => {
    if (!replica || status.state !== 'up' || replayed === null) return 'primary';
    // API clients (bearer tokens) keep no cookies: their reads stay with their writes.
    if (request.headers.authorization?.startsWith('Bearer ')) return 'primary';
    const wrote = cookieLsn(request.headers.cookie);
    return wrote !== null && wrote > replayed ? 'primary' : 'replica';
  };

  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const interval = options.intervalMs ?? 1000;
  if (replica && interval > 0) {
    const loop = () => {
      timer = setTimeout(() => {
        void probe().finally(() => {
          if (!closed) loop();
        });
      }, interval);
      timer.unref();
    };
    void probe().finally(loop);
  }

  return {
    role,
    pinned(request) {
      if (!replica) return false;
      const wrote = cookieLsn(request.headers.cookie);
      return wrote !== null && (replayed === null || wrote > replayed);
    },
    async read(request, read) {
      if (role(request) === 'primary' || !replica) return read(primary.db);
      try {
        return await read(replica.db);
      } catch (error) {
        // A query error the primary would give too (a bad input) is not the replica's fault.
        if (!(await replica.ping())) {
          set({ state: 'down', lagMs: null, lagBytes: null, replayLsn: null });
          replayed = null;
          return read(primary.db);
        }
        throw error;
      }
    },
    probe,
    status: () => status,
    async writeLsn() {
      if (!replica) return null;
      const [row] = rowsOf<{ lsn: string }>(
        await primary.db.execute(sql`select pg_current_wal_lsn()::text as lsn`),
      );
      return row?.lsn ?? null;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await replica?.close();
    },
  };
}
