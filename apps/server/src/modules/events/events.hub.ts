// Live updates across instances (docs/rules/live-events.md): database triggers NOTIFY
// `boldcall_events` at commit with `n:<userId>` (notifications changed) or `b:<userId>` (a
// ledger row, so the balance changed). Each process holds ONE listening connection and fans
// the messages out in memory to the open streams of that user. `c:<predictionId>` (a call's
// comments changed) goes to every open stream: the thread is public, and each tab decides
// whether it shows that call.
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Unlisten } from '../../db/client.ts';

export const EVENTS_CHANNEL = 'boldcall_events';

export type ChangeKind = 'notifications' | 'balance';

export interface Subscriber {
  userId: string;
  onChange(kind: ChangeKind): void;
  /** A call's comments changed (any call: the stream tells the tab, which refetches if shown). */
  onComments?(predictionId: string): void;
}

export interface EventHub {
  /** Starts listening (once); resolves when the LISTEN is in place. */
  subscribe(subscriber: Subscriber): Promise<() => void>;
  /** Open streams in this process. */
  size(): number;
  close(): Promise<void>;
}

export function parseChange(payload: string): { kind: ChangeKind; userId: string } | null {
  const sep = payload.indexOf(':');
  if (sep !== 1) return null;
  const userId = payload.slice(2);
  if (!userId) return null;
  if (payload[0] === 'n') return { kind: 'notifications', userId };
  if (payload[0] === 'b') return { kind: 'balance', userId };
  return null;
}

export function createEventHub(database: DatabaseHandle, log: FastifyBaseLogger): EventHub {
  const byUser = new Map<string, Set<Subscriber>>();
  let listening: Promise<Unlisten> | null = null;
  let count = 0;

  const dispatch = (payload: string) => {
    if (payload.startsWith('c:') && payload.length > 2) {
      const predictionId = payload.slice(2);
      for (const set of byUser.values()) {
        for (const subscriber of set) {
          try {
            subscriber.onComments?.(predictionId);
          } catch (error) {
            log.warn({ err: error }, 'live event subscriber failed');
          }
        }
      }
      return;
    }
    const change = parseChange(payload);
    if (!change) return;
    for (const subscriber of byUser.get(change.userId) ?? []) {
      try {
        subscriber.onChange(change.kind);
      } catch (error) {
        log.warn({ err: error }, 'live event subscriber failed');
      }
    }
  };

  const ensureListening = () => {
    listening ??= database.listen(EVENTS_CHANNEL, dispatch).catch((error: unknown) => {
      listening = null; // the next subscriber tries again
      throw error;
    });
    return listening;
  };

  return {
    async subscribe(subscriber) {
      await ensureListening();
      let set = byUser.get(subscriber.userId);
      if (!set) byUser.set(subscriber.userId, (set = new Set()));
      set.add(subscriber);
      count += 1;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count -= 1;
        set.delete(subscriber);
        if (set.size === 0) byUser.delete(subscriber.userId);
      };
    },
    size: () => count,
    async close() {
      byUser.clear();
      const current = listening;
      listening = null;
      if (current) await (await current.catch(() => null))?.();
    },
  };
}
