// The install prompt's banner. Its state is followed from the first load (the browser's event
// may come early: hooks/install-prompt.ts); the banner's own code loads the first time it shows.
import { lazyDialog } from '@/components/lazy-dialog';
import { useInstallPrompt } from '../hooks/install-prompt';

const InstallBannerPanel = lazyDialog(
  () => import('./install-banner-panel').then((m) => m.InstallBannerPanel),
  (props) => props.prompt.kind !== 'none',
);

export function InstallBanner() {
  return <InstallBannerPanel prompt={useInstallPrompt()} />;
}
