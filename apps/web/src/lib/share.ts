// Sharing a link (docs/rules/sharing.md): the device's share sheet (Web Share API) where there is
// one, else the link copied to the clipboard with a confirmation.
import { showToast } from '@/lib/toast';

export interface ShareTarget {
  /** A path of this app (`/p/…`), made absolute here. */
  path: string;
  /** The share sheet's title (chat apps show it above the link). */
  title: string;
  text?: string;
}

export const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();

/** 'shared', 'copied', or 'cancelled' (the person closed the sheet; nothing to say). */
export async function shareLink(target: ShareTarget): Promise<'shared' | 'copied' | 'cancelled'> {
  const url = absoluteUrl(target.path);
  const data = { title: target.title, text: target.text, url };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'cancelled';
      // Not allowed here (no user gesture, a blocked frame): copy instead.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast((toast) => toast.success('Link copied', { description: url }));
    return 'copied';
  } catch {
    // No clipboard permission (e.g. an insecure origin): show the link to copy by hand.
    showToast((toast) => toast.info('Copy this link to share it', { description: url }));
    return 'cancelled';
  }
}
