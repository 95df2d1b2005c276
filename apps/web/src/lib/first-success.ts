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

export function hasFirstSuccess(): boolean {
  return succeeded;
}

/** Called after a call is made or a side is taken; the first call is the one that counts. */
export function markFirstSuccess(): void {
  if (succeeded) return;
  succeeded = true;
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
