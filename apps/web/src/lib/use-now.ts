// The current time for labels that age ("5m ago", "Soon", "Expired"): one shared minute
// timer for the whole page, so a card left open keeps telling the truth.
import { useSyncExternalStore } from 'react';
import { hydration } from '@/lib/hydration';

const TICK_MS = 60_000;
/**
 * How far behind the real time the shared clock may start without catching up at once: the
 * labels count minutes, so they cannot show less, and catching up re-renders every label on the
 * page in one synchronous pass (a store update always is), the long task a phone feels most
 * right after hydrating server HTML (docs/performance.md).
 */
const CATCH_UP_MS = 15_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

/**
 * Starts the clock at the server render's time, before hydrating its HTML: the first client
 * render then reads what the server rendered, and the next tick brings the real time.
 */
export function startClockAt(serverNow: number): void {
  now = serverNow;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    if (Math.abs(Date.now() - now) >= CATCH_UP_MS) now = Date.now();
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
