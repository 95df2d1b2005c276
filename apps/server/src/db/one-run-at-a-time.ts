// Work asked for by a burst of database notifications (LISTEN/NOTIFY): at most one run in flight,
// and one more after it however many asks came meanwhile, so a burst costs two runs rather than
// one each and the last ask is still answered. The live events check their sessions this way when
// the session tables change, and the read cache tells the other instances of its writes.

export interface OneRunAtATime {
  /** Runs now, or once more after the run in flight. Never throws: failures go to `onError`. */
  ask: () => void;
  /** Settles when the run in flight (and the one asked after it) has ended. */
  idle: () => Promise<void>;
}

export function oneRunAtATime(
  run: () => Promise<void>,
  onError: (error: unknown) => void,
): OneRunAtATime {
  let running: Promise<void> | null = null;
  let again = false;
  const ask = () => {
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          ask();
        }
      });
  };
  return {
    ask,
    idle: async () => {
      // The run asked meanwhile starts as the one in flight ends: wait for it too.
      while (running) await running;
    },
  };
}
