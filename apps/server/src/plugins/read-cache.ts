// Hot public reads (the first feed page, the first leaderboard page, the home stats) answered from
// memory for visitors without a session, for at most READ_CACHE_MS; a player's first feed page is
// the visitors' page kept as a value (visitorPage) with the player's own relations laid over it by
// one small query. Every write empties both:
//   - on this instance, as soon as a write request (any non-GET under /api) answers without error;
//   - on the other instances, by NOTIFY boldcall_reads, sent by the writing instance right after
//     (outside the write's transaction, at most one in flight: a NOTIFY inside every write
//     transaction serialized their commits and cut joins to a few per second on a busy disk).
// Writes that bypass the API (the demo seed, scheduled jobs) are covered by READ_CACHE_MS, which
// also bounds a notification lost while the LISTEN connection reconnects.
// A player's own answers (their `/users/me`, their first feed page) are kept too, per player,
// under the same rules, and forgotten besides when the database announces a change to that player
// made anywhere, jobs included (a ledger row: the balance), or to any account or session
// (`viewerChannels`, given by app.ts).
// Kept answers are bytes, compressed once per encoding (decision 044), and a visitor's is sent by
// the route's last onRequest hook, before validation and the handler (decision 048).
// docs/decisions/019-caching-compression-and-first-load.md; figures in docs/performance.md.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESS_THRESHOLD, encode, encodingFor, type Encoding } from './compress.ts';
import { oneRunAtATime } from '../db/one-run-at-a-time.ts';

export const READS_CHANNEL = 'boldcall_reads';
const MAX_ENTRIES = 500;

/** What the cache needs of a request and a reply (any route's typed request and reply fit). */
type CacheableRequest = Pick<FastifyRequest, 'method' | 'url' | 'headers' | 'query'>;
interface CacheableReply {
  type(contentType: string): object;
  header(name: string, value: string): object;
  serialize(payload: unknown): string | ArrayBuffer | Buffer;
}

/**
 * An answer kept: the bytes its schema serializes it to, and the same bytes compressed for each
 * encoding a reader has asked for, compressed once (the compress plugin would compress them again
 * on every hit, on the main thread).
 */
interface Kept {
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  at: number;
}

function keptOf(reply: CacheableReply, value: unknown, at: number): Kept {
  const serialized = reply.serialize(value);
  // A string (what Fastify's serializers return), or bytes already.
  const body =
    typeof serialized === 'string'
      ? Buffer.from(serialized)
      : Buffer.isBuffer(serialized)
        ? serialized
        : Buffer.from(serialized);
  return { body, encoded: {}, at };
}

/**
 * Sends a kept answer in the encoding the request accepts, as the compress plugin would have
 * (which leaves a body that already has a Content-Encoding alone). A route's typed `send` accepts
 * only its schema's shape; Fastify itself sends a Buffer as it is.
 */
function sendKept(
  request: CacheableRequest,
  reply: CacheableReply,
  kept: Kept,
  stats: { compressions: number },
): unknown {
  const typed = reply.type('application/json; charset=utf-8') as { send(bytes: Buffer): unknown };
  const encoding = kept.body.length >= COMPRESS_THRESHOLD ? encodingFor(request) : undefined;
  let bytes = kept.body;
  if (encoding) {
    let encoded = kept.encoded[encoding];
    if (!encoded) {
      encoded = kept.encoded[encoding] = encode(kept.body, encoding);
      stats.compressions += 1;
    }
    bytes = encoded;
    reply.header('vary', 'accept-encoding');
    reply.header('content-encoding', encoding);
  }
  // The reply: awaiting it waits until the answer has left.
  return typed.send(bytes);
}

export interface ReadCache {
  /**
   * Answers a cacheable public read from memory or computes it. Only visitors without session
   * credentials and first pages (no cursor) are cached; everything else just computes.
   */
  serve<T>(
    request: CacheableRequest,
    reply: CacheableReply,
    compute: () => Promise<T>,
  ): Promise<T | undefined>;
  /**
   * The visitors' answer of a first page (no cursor) as a value, kept under the same rules, for
   * a signed-in read that lays the player's own relations over it (never sent as it is).
   * Undefined when nothing is kept for this request (the cache is off, or a later page).
   */
  visitorPage<T>(request: CacheableRequest, compute: () => Promise<T>): Promise<T> | undefined;
  /**
   * Answers a signed-in player's own first-page read (their `/users/me`, their feed page) from
   * what is kept for that player, or computes and keeps it, under the same rules.
   * `fromVisitorPage`: the answer is drawn from the visitors' kept page of the same URL, and lives
   * no longer than it. Just computes when nothing is kept (the cache is off, or a later page).
   */
  servePlayer<T>(
    request: CacheableRequest,
    reply: CacheableReply,
    userId: string,
    compute: () => Promise<T>,
    options?: { fromVisitorPage?: boolean },
  ): Promise<T | undefined>;
  /** Empties this instance's cache (writes do it themselves; for jobs and tests). */
  invalidate(): void;
  /**
   * Resolves once the NOTIFY telling other instances of this instance's answered writes has been
   * sent (it is not awaited by the writes themselves): what a test waits for before it asks
   * whether another instance heard.
   */
  settled(): Promise<void>;
  readonly stats: {
    hits: number;
    misses: number;
    invalidations: number;
    /** visitorPage answered from memory / computed. */
    pageHits: number;
    pageMisses: number;
    /** servePlayer answered from memory / computed. */
    viewerHits: number;
    viewerMisses: number;
    /** Misses that waited for the same answer already being computed instead of computing it. */
    joined: number;
    /** Kept answers compressed (once per answer and encoding). */
    compressions: number;
  };
}

/**
 * A NOTIFY channel on which the database announces a change to players: `userIdOf` names the
 * player a payload is about, undefined for any player (their kept answers are all forgotten), or
 * null when it is about no player.
 */
export interface ViewerChannel {
  channel: string;
  userIdOf(payload: string): string | null | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

export function hasCredentials(request: Pick<FastifyRequest, 'headers'>): boolean {
  return (
    !!request.headers.cookie?.includes('boldcall.session_token') ||
    !!request.headers.authorization?.startsWith('Bearer ')
  );
}

export default fp(
  async function readCachePlugin(
    app: FastifyInstance,
    opts: { ttlMs: number; viewerChannels?: readonly ViewerChannel[] },
  ) {
    const entries = new Map<string, Kept>();
    const pages = new Map<string, { value: unknown; at: number }>();
    /** By player, then by URL. */
    const viewers = new Map<string, Map<string, Kept>>();
    /**
     * Misses being computed, by URL: readers that miss while one is under way wait for it
     * instead of computing the same answer again (decision 044). Emptied with the cache, so a
     * reader that arrives after a write never waits for a computation that began before it.
     */
    const computing = new Map<string, Promise<Kept>>();
    const pagesComputing = new Map<string, Promise<unknown>>();
    let version = 0;
    const stats = {
      hits: 0,
      misses: 0,
      invalidations: 0,
      pageHits: 0,
      pageMisses: 0,
      viewerHits: 0,
      viewerMisses: 0,
      compressions: 0,
      joined: 0,
    };
    const invalidate = () => {
      version += 1;
      stats.invalidations += 1;
      entries.clear();
      pages.clear();
      viewers.clear();
      computing.clear();
      pagesComputing.clear();
    };
    /**
     * The one computation under way for `key` in `flights`, or a new one started by `start`;
     * forgotten when it settles (unless the cache was emptied meanwhile and another began).
     */
    const shared = <V>(flights: Map<string, Promise<V>>, key: string, start: () => Promise<V>) => {
      const under = flights.get(key);
      if (under) {
        stats.joined += 1;
        return under;
      }
      const flight = start();
      flights.set(key, flight);
      const forget = () => {
        if (flights.get(key) === flight) flights.delete(key);
      };
      flight.then(forget, forget);
      return flight;
    };
    const fresh = <E extends { at: number }>(entry: E | undefined): entry is E =>
      !!entry && Date.now() - entry.at < opts.ttlMs;
    const firstPage = (request: CacheableRequest) =>
      opts.ttlMs > 0 &&
      request.method === 'GET' &&
      !(request.query as Record<string, unknown> | undefined)?.cursor;
    /** Keeps what was computed only when no write landed meanwhile (it may be missing from it). */
    const keep = <V>(map: Map<string, V>, key: string, startedAt: number, entry: V) => {
      if (version !== startedAt) return;
      if (map.size >= MAX_ENTRIES) map.clear();
      map.set(key, entry);
    };

    let broadcastSent = () => Promise.resolve();
    if (opts.ttlMs > 0) {
      const instance = randomUUID();
      // A lost LISTEN connection may have missed writes elsewhere: empty on its return.
      await app.database.listen(
        READS_CHANNEL,
        (from) => {
          if (from !== instance) invalidate();
        },
        { onReconnect: invalidate },
      );
      for (const { channel, userIdOf } of opts.viewerChannels ?? []) {
        await app.database.listen(
          channel,
          (payload) => {
            const userId = userIdOf(payload);
            if (userId === undefined) viewers.clear();
            else if (userId !== null) viewers.delete(userId);
          },
          { onReconnect: () => viewers.clear() },
        );
      }
      const broadcast = oneRunAtATime(
        () => app.database.notify(READS_CHANNEL, instance),
        (error) => app.log.warn({ err: error }, 'read cache: NOTIFY failed'),
      );
      broadcastSent = broadcast.idle;
      // A write answered by this instance empties its cache before the client sees the answer,
      // and tells the other instances (not awaited: holding every write's answer for it showed
      // no gain worth the wait, decision 019).
      // A callback, not an async function: every read passes through it (docs/performance.md,
      // "Hooks without promises").
      app.addHook('onSend', (request, reply, _payload, done) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
          if (request.url.startsWith('/api/')) {
            invalidate();
            broadcast.ask();
          }
        }
        done();
      });
    }

    const cache: ReadCache = {
      stats,
      invalidate,
      settled: () => broadcastSent(),
      async serve<T>(request: CacheableRequest, reply: CacheableReply, compute: () => Promise<T>) {
        if (!firstPage(request) || hasCredentials(request)) return compute();
        const key = request.url;
        const hit = entries.get(key);
        if (fresh(hit)) {
          // Counted before sending: the reply resolves once the answer has left.
          stats.hits += 1;
          await sendKept(request, reply, hit, stats);
          return undefined;
        }
        const kept = await shared(computing, key, async () => {
          stats.misses += 1;
          const startedAt = version;
          const computed = keptOf(reply, await compute(), Date.now());
          keep(entries, key, startedAt, computed);
          return computed;
        });
        await sendKept(request, reply, kept, stats);
        return undefined;
      },
      visitorPage<T>(request: CacheableRequest, compute: () => Promise<T>) {
        if (!firstPage(request)) return undefined;
        const key = request.url;
        const hit = pages.get(key);
        if (fresh(hit)) {
          stats.pageHits += 1;
          // Only this method stores under `pages`, and a URL names one route: the same T.
          return Promise.resolve(hit.value as T);
        }
        return shared(pagesComputing, key, () => {
          stats.pageMisses += 1;
          const startedAt = version;
          return compute().then((value) => {
            keep(pages, key, startedAt, { value, at: Date.now() });
            return value;
          });
        }) as Promise<T>;
      },
      async servePlayer<T>(
        request: CacheableRequest,
        reply: CacheableReply,
        userId: string,
        compute: () => Promise<T>,
        options?: { fromVisitorPage?: boolean },
      ) {
        if (!firstPage(request)) return compute();
        const key = request.url;
        const hit = viewers.get(userId)?.get(key);
        if (fresh(hit)) {
          stats.viewerHits += 1;
          await sendKept(request, reply, hit, stats);
          return undefined;
        }
        stats.viewerMisses += 1;
        const startedAt = version;
        const computedAt = Date.now();
        const value = await compute();
        // Drawn from the visitors' page (kept by now): it lives no longer than that page.
        const basis = options?.fromVisitorPage ? (pages.get(key)?.at ?? computedAt) : computedAt;
        const kept = keptOf(reply, value, basis);
        if (version === startedAt) {
          if (viewers.size >= MAX_ENTRIES * 4) viewers.clear();
          let own = viewers.get(userId);
          if (!own) viewers.set(userId, (own = new Map()));
          own.set(key, kept);
        }
        await sendKept(request, reply, kept, stats);
        return undefined;
      },
    };
    app.decorate('readCache', cache);

    if (opts.ttlMs > 0) {
      // A visitor's read of a kept URL is answered by the route's last onRequest hook (after the
      // host check, the caller check and any rate limit), skipping parsing, validation and the
      // handler: the URL was validated when its answer was computed (decision 048).
      const answerKept: onRequestHookHandler = (request, reply, done) => {
        if (request.method !== 'GET' || hasCredentials(request)) return done();
        const hit = entries.get(request.url);
        if (!fresh(hit)) return done();
        stats.hits += 1;
        sendKept(request, reply, hit, stats);
      };
      app.addHook('onRoute', (route) => {
        if (!route.url.startsWith('/api/') || ![route.method].flat().includes('GET')) return;
        route.onRequest = [...[route.onRequest ?? []].flat(), answerKept];
      });
    }
  },
  { name: 'read-cache' },
);
