// Rate limits on top of the shared counters (limits.store.ts). Two shapes:
// - `consume`: every request counts (mail sending, writes);
// - `attempt` + `settle`: an attempt counts up front (so parallel guesses cannot overshoot) and
//   is given back when it succeeds, so only failures stay counted (sign-in, codes, TOTP).
// Rules and their figures: docs/security.md.
import { createHash } from 'node:crypto';
import { MSG } from '@boldcall/shared/messages';
import { AppError } from '../errors/app-error.ts';
import type { CounterStore } from './limits.store.ts';

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

/** A 429 with the catalogue's message (plugins/errors.ts answers it like any AppError). */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterMs: number, message: string = MSG.tooManyAttempts) {
    super(429, 'RATE_LIMITED', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

export interface Limiter {
  readonly store: CounterStore;
  /**
   * Counts one request against each key; throws RateLimitedError (with `message`, default the
   * catalogue's) when one is over.
   */
  consume(entries: ReadonlyArray<[key: string, rule: LimitRule]>, message?: string): Promise<void>;
  /**
   * Counts one attempt against each key; throws RateLimitedError (and takes the attempt back)
   * when one is over. Returns `settle(succeeded)`: a success gives the attempt back.
   */
  attempt(
    entries: ReadonlyArray<[key: string, rule: LimitRule]>,
  ): Promise<(succeeded: boolean) => Promise<void>>;
}

/** Longest key stored as it is; a longer one (an identifier someone typed) is hashed. */
export const MAX_KEY_LENGTH = 200;

/**
 * A counter key of bounded length: keys carry identifiers from the request (an e-mail, a user
 * name), and an index entry cannot hold several kilobytes. A long key keeps its first 100
 * characters (readable in the table) and a SHA-256 of the whole, so distinct keys stay distinct.
 */
export function boundKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key;
  return `${key.slice(0, 100)}#${createHash('sha256').update(key, 'utf8').digest('hex')}`;
}

export function createLimiter(store: CounterStore): Limiter {
  const hitAll = (entries: ReadonlyArray<[string, LimitRule]>, by: number) =>
    Promise.all(
      entries.map(([key, rule]) => store.hit(boundKey(key), rule.windowSeconds * 1000, by)),
    );

  return {
    store,
    async consume(entries, message) {
      const results = await hitAll(entries, 1);
      const over = results.filter((r, i) => r.count > entries[i]![1].max);
      if (over.length > 0) {
        throw new RateLimitedError(Math.max(...over.map((r) => r.resetMs)), message);
      }
    },
    async attempt(entries) {
      const results = await hitAll(entries, 1);
      const over = results.filter((r, i) => r.count > entries[i]![1].max);
      if (over.length > 0) {
        await hitAll(entries, -1);
        throw new RateLimitedError(Math.max(...over.map((r) => r.resetMs)));
      }
      let settled = false;
      return async (succeeded) => {
        if (settled || !succeeded) return;
        settled = true;
        await hitAll(entries, -1);
      };
    },
  };
}

/**
 * A store class for @fastify/rate-limit on the shared counters: each route gets its own key
 * space (method and URL), as with the plugin's in-memory store.
 */
export function fastifyRateLimitStore(store: CounterStore) {
  return class SharedRateLimitStore {
    readonly namespace: string;
    constructor(namespace?: unknown) {
      this.namespace = typeof namespace === 'string' ? namespace : 'global';
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      store.hit(boundKey(`route:${this.namespace}:${key}`), timeWindow).then(
        (r) => callback(null, { current: r.count, ttl: r.resetMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(routeOptions: object) {
      const info =
        (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : String(info.method ?? '');
      return new SharedRateLimitStore(`${method} ${String(info.url ?? '')}`);
    }
  };
}
