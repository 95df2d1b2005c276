// The current time for labels that age ("5m ago", "Soon", "Expired"): one shared minute
// timer for the whole page, so a card left open keeps telling the truth.
import { useSyncExternalStore } from 'react';
import { hydration } from '@/lib/hydration';

const TICK_MS = 60_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Milliseconds since the epoch, refreshed every minute while a component uses it. */
export function useNow(): number {
  // The server render and the hydrating client both use the server's clock (lib/hydration).
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => hydration.now ?? now,
  );
}
