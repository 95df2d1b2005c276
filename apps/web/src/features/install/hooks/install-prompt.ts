// The install prompt's state: the browser's `beforeinstallprompt` event (Chromium), iOS (which
// has no such event: the player is shown how to add the app to the home screen), whether the
// app already runs installed, and the remembered dismissals (separate for iOS). Loaded once the
// player has had a first success (components/install-banner.tsx); the browser's events are
// followed from the first load (install-events.ts).
import { IOS_INSTALL_PROMPT_DELAY_MS } from '@boldcall/shared/constants';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  firstSuccessKnownSince,
  hasFirstSuccess,
  subscribeFirstSuccess,
} from '@/lib/first-success';
import { installEvents } from './install-events';

export const DISMISS_KEYS = {
  browser: 'boldcall.install-prompt.dismissed',
  ios: 'boldcall.install-prompt.ios-dismissed',
} as const;

export function isStandalone(): boolean {
  return (
    typeof window !== 'undefined' &&
    (window.matchMedia('(display-mode: standalone)').matches ||
      window.matchMedia('(display-mode: fullscreen)').matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true)
  );
}

export function isIos(): boolean {
  const ua = navigator.userAgent;
  // iPadOS presents itself as a Mac with a touch screen.
  return /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

function readDismissed(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function rememberDismissed(key: string): void {
  try {
    localStorage.setItem(key, new Date().toISOString());
  } catch {
    // storage unavailable (private mode): the banner simply comes back next time
  }
}

export type InstallPrompt =
  | { kind: 'none' }
  | { kind: 'browser'; install(): Promise<void>; dismiss(): void }
  | { kind: 'ios'; dismiss(): void };

export function useInstallPrompt(): InstallPrompt {
  // The server render (and the hydrating client) show no prompt (docs/decisions/039).
  const event = useSyncExternalStore(installEvents.subscribe, installEvents.deferred, () => null);
  const isInstalled = useSyncExternalStore(
    installEvents.subscribe,
    installEvents.installed,
    () => false,
  );
  // Nothing before the player's first success (a call made or joined) on this device.
  const succeeded = useSyncExternalStore(subscribeFirstSuccess, hasFirstSuccess, () => false);
  const [dismissed, setDismissed] = useState(() => ({
    browser: readDismissed(DISMISS_KEYS.browser),
    ios: readDismissed(DISMISS_KEYS.ios),
  }));
  // The iOS prompt's 2 s count from the moment the page knew of the first success (it opened, or
  // the success happened), not from when this code arrived: a slow network does not delay it.
  const iosWait = () => IOS_INSTALL_PROMPT_DELAY_MS - (Date.now() - firstSuccessKnownSince());
  const [iosReady, setIosReady] = useState(() => succeeded && iosWait() <= 0);
  const [standalone] = useState(isStandalone);
  const [ios] = useState(isIos);

  useEffect(() => {
    if (!ios || standalone || dismissed.ios || !succeeded) return;
    const timer = setTimeout(() => setIosReady(true), Math.max(0, iosWait()));
    return () => clearTimeout(timer);
  }, [ios, standalone, dismissed.ios, succeeded]);

  if (standalone || isInstalled || !succeeded) return { kind: 'none' };
  if (ios) {
    if (!iosReady || dismissed.ios) return { kind: 'none' };
    return {
      kind: 'ios',
      dismiss() {
        rememberDismissed(DISMISS_KEYS.ios);
        setDismissed((d) => ({ ...d, ios: true }));
      },
    };
  }
  if (!event || dismissed.browser) return { kind: 'none' };
  const dismiss = () => {
    rememberDismissed(DISMISS_KEYS.browser);
    setDismissed((d) => ({ ...d, browser: true }));
  };
  return {
    kind: 'browser',
    async install() {
      installEvents.used();
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome === 'dismissed') dismiss();
    },
    dismiss,
  };
}
