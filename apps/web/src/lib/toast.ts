// Toasts follow an action, never the first paint: the toast library is fetched on first use
// (the Toaster itself is lazy in app/providers.tsx), so it stays out of Home's first load.
import type { toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;

export function showToast(show: (toast: Toast) => void): void {
  void import('sonner').then((m) => show(m.toast));
}
