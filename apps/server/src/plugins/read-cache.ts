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
// docs/decisions/019-caching-compression-and-first-load.md; figures in docs/performance.md.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const READS_CHANNEL = 'boldcall_reads';
const MAX_ENTRIES = 500;

/** What the cache needs of a request and a reply (any route's typed request and reply fit). */
type CacheableRequest = Pick<FastifyRequest, 'method' | 'url' | 'headers' | 'query'>;
interface CacheableReply {
  type(contentType: string): object;
  serialize(payload: unknown): string | ArrayBuffer | Buffer;
}

/**
 * Sends an already serialized JSON body. A route's typed `send` accepts only its schema's shape;
 * Fastify itself sends a string as is (no second serialization).
 */
async function sendJson(reply: CacheableReply, body: string | Buffer): Promise<void> {
  const typed = reply.type('application/json; charset=utf-8') as {
    send(payload: string | Buffer): unknown;
  };
  await typed.send(body);
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
  /** Empties this instance's cache (writes do it themselves; for jobs and tests). */
  invalidate(): void;
  readonly stats: {
    hits: number;
    misses: number;
    invalidations: number;
    /** visitorPage answered from memory / computed. */
    pageHits: number;
    pageMisses: number;
  };
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
  async function readCachePlugin(app: FastifyInstance, opts: { ttlMs: number }) {
    const entries = new Map<string, { body: string | Buffer; at: number }>();
    const pages = new Map<string, { value: unknown; at: number }>();
    let version = 0;
    const stats = { hits: 0, misses: 0, invalidations: 0, pageHits: 0, pageMisses: 0 };
    const invalidate = () => {
      version += 1;
      stats.invalidations += 1;
      entries.clear();
      pages.clear();
    };
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
      let inFlight = false;
      let again = false;
      const broadcast = () => {
        if (inFlight) {
          again = true;
          return;
        }
        inFlight = true;
        void app.database
          .notify(READS_CHANNEL, instance)
          .catch((error: unknown) => app.log.warn({ err: error }, 'read cache: NOTIFY failed'))
          .finally(() => {
            inFlight = false;
            if (again) {
              again = false;
              broadcast();
            }
          });
      };
      // A write answered by this instance empties its cache before the client sees the answer,
      // and tells the other instances.
      app.addHook('onSend', async (request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
          if (request.url.startsWith('/api/')) {
            invalidate();
            broadcast();
          }
        }
      });
    }

    const cache: ReadCache = {
      stats,
      invalidate,
      async serve<T>(request: CacheableRequest, reply: CacheableReply, compute: () => Promise<T>) {
        if (!firstPage(request) || hasCredentials(request)) return compute();
        const key = request.url;
        const hit = entries.get(key);
        if (hit && Date.now() - hit.at < opts.ttlMs) {
          stats.hits += 1;
          await sendJson(reply, hit.body);
          return undefined;
        }
        stats.misses += 1;
        const startedAt = version;
        const serialized = reply.serialize(await compute());
        const body = serialized instanceof ArrayBuffer ? Buffer.from(serialized) : serialized;
        keep(entries, key, startedAt, { body, at: Date.now() });
        await sendJson(reply, body);
        return undefined;
      },
      visitorPage<T>(request: CacheableRequest, compute: () => Promise<T>) {
        if (!firstPage(request)) return undefined;
        const key = request.url;
        const hit = pages.get(key);
        if (hit && Date.now() - hit.at < opts.ttlMs) {
          stats.pageHits += 1;
          // Only this method stores under `pages`, and a URL names one route: the same T.
          return Promise.resolve(hit.value as T);
        }
        stats.pageMisses += 1;
        const startedAt = version;
        return compute().then((value) => {
          keep(pages, key, startedAt, { value, at: Date.now() });
          return value;
        });
      },
    };
    app.decorate('readCache', cache);
  },
  { name: 'read-cache' },
);
