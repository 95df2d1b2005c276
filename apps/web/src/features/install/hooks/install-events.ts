// The browser's install events, followed from the first moment the app's script runs: Chromium's
// `beforeinstallprompt` may fire before React renders, and the install prompt's own code
// (install-prompt.ts) loads only once the player has had a first success. Kept small, since it is
// in Home's first load.

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // we show our own banner instead of the mini-infobar
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    emit();
  });
}

export const installEvents = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The browser's install event, kept until it is used. */
  deferred: () => deferred,
  installed: () => installed,
  /** The event is used up (its prompt shown). */
  used(): void {
    deferred = null;
    emit();
  },
};
