// Clearing what this origin keeps in the browser: used by Sign Out and Force Logout
// (sign out clears local storage, session storage and cookies, and stops push on this device).

import { THEME_STORAGE_KEY } from '@/lib/theme';

/** Expires every cookie JavaScript can see, on this path and its parents. */
function clearReadableCookies(): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
    .filter((name): name is string => Boolean(name));
  const segments = window.location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  for (const name of names) {
    for (const path of paths) {
      document.cookie = `${name}=; Max-Age=0; path=${path}`;
    }
  }
}

/**
 * Stops this browser's push subscription, if any: a signed-out device must not keep showing the
 * account's notifications (docs/rules/notification-settings.md "Push"). Best effort, not awaited.
 */
function dropPushSubscription(): void {
  navigator.serviceWorker
    ?.getRegistration('/')
    .then((registration) => registration?.pushManager.getSubscription())
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined);
}

/**
 * Clears local storage, session storage and readable cookies. `keepTheme` keeps the light/dark
 * choice across an ordinary sign-out (it is a device preference, not account data).
 */
export function clearClientData({ keepTheme = false }: { keepTheme?: boolean } = {}): void {
  try {
    const theme = keepTheme ? window.localStorage.getItem(THEME_STORAGE_KEY) : null;
    window.localStorage.clear();
    if (theme) window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable (privacy mode); nothing to clear then.
  }
  try {
    window.sessionStorage.clear();
  } catch {
    // Same as above.
  }
  clearReadableCookies();
  dropPushSubscription();
}
