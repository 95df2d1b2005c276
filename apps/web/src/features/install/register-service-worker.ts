// The service worker at /sw.js: precaches the app shell (it loads offline) and never caches API
// answers. A new version waits until the player agrees to reload, so a page never mixes two.
import { registerSW } from 'virtual:pwa-register';
import { showToast } from '@/lib/toast';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      showToast((toast) =>
        toast('A new version of BoldCall is available.', {
          id: 'app-update',
          description: 'Reload to get the latest.',
          duration: Number.POSITIVE_INFINITY,
          action: {
            label: 'Reload',
            onClick: () => {
              // The page reloads once the new worker takes control; a page the old worker never
              // controlled (the very first visit) gets no such event, so it reloads itself.
              void updateSW(true);
              if (!navigator.serviceWorker.controller) window.location.reload();
            },
          },
        }),
      );
    },
  });
}
