// The install prompt's state and banner, loaded once the player has had a first success
// (install-banner.tsx); the banner's own code loads the first time it shows.
import { lazyDialog } from '@/components/lazy-dialog';
import { useInstallPrompt } from '../hooks/install-prompt';

const InstallBannerPanel = lazyDialog(
  () => import('./install-banner-panel').then((m) => m.InstallBannerPanel),
  (props) => props.prompt.kind !== 'none',
);

export function InstallPromptBanner() {
  return <InstallBannerPanel prompt={useInstallPrompt()} />;
}
