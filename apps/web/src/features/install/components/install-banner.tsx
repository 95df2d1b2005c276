// The install prompt. Nothing shows before the player's first success (a call made or a side
// taken) on this device, so until then Home's first load carries only that flag and the browser's
// early install event (hooks/install-events.ts); the prompt's state (install-prompt.ts) loads with
// the first success, and the banner's own code the first time it shows.
import { useSyncExternalStore } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { hasFirstSuccess, subscribeFirstSuccess } from '@/lib/first-success';
import '../hooks/install-events';

const InstallPromptBanner = lazyDialog(
  () => import('./install-prompt-banner').then((m) => m.InstallPromptBanner),
  (props: { succeeded: boolean }) => props.succeeded,
);

export function InstallBanner() {
  // The server render (and the hydrating client) show no prompt (docs/decisions/039).
  const succeeded = useSyncExternalStore(subscribeFirstSuccess, hasFirstSuccess, () => false);
  return <InstallPromptBanner succeeded={succeeded} />;
}
