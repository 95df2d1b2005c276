// Offline: the app shell still loads (service worker), but nothing from the server is fresh.
// API answers are never cached by the service worker; what the page shows was loaded before the
// connection dropped, and this banner says so.
import { WifiOff } from 'lucide-react';
import { useOnline } from '../hooks/online-status';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="border-b border-amber-300/60 bg-amber-100 text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/15 dark:text-amber-100"
    >
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0">
          <strong>You&apos;re offline.</strong> What you see was loaded earlier and may be out of
          date; nothing can be saved until you&apos;re back online.
        </span>
      </p>
    </div>
  );
}
