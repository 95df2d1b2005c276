// The player's first success (a call made or a side taken), remembered on this device: the
// install banner waits for it, so a first visit is never covered by a prompt before the visitor
// has done anything (docs/decisions/ "Phone-first play").
const KEY = 'boldcall.first-success';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

let succeeded = typeof window !== 'undefined' && read();
/** When this page learned of the first success: when it opened, or when the success happened. */
let knownSince = succeeded ? Date.now() : 0;

export function hasFirstSuccess(): boolean {
  return succeeded;
}

/** The moment this page learned of the first success (0 before it): delays count from here. */
export function firstSuccessKnownSince(): number {
  return knownSince;
}

/** Called after a call is made or a side is taken; the first call is the one that counts. */
export function markFirstSuccess(): void {
  if (succeeded) return;
  succeeded = true;
  knownSince = Date.now();
  try {
    localStorage.setItem(KEY, new Date().toISOString());
  } catch {
    // storage unavailable (private mode): this visit still counts
  }
  listeners.forEach((listener) => listener());
}

export function subscribeFirstSuccess(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
