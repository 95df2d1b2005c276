import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { forceLogout } from '../api/sign-out';

export const FORCE_LOGOUT_CONFIRM = {
  title: 'Force logout?',
  description:
    'This signs you out and clears everything BoldCall keeps in this browser (saved settings, storage and cookies), then reloads the page. Use it if your session seems stuck.',
  confirmLabel: 'Force Logout',
} as const;

/** The confirmation alone, opened from elsewhere (the account menu's Force Logout item). */
export function ForceLogoutConfirm({
  open,
  onOpenChange,
  returnFocusTo,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo?: () => HTMLElement | null;
  /** Runs before the data is cleared (the navigation's button shows it is busy). */
  onConfirm?: () => void;
}) {
  return (
    <ConfirmDialog
      {...FORCE_LOGOUT_CONFIRM}
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      onConfirm={() => {
        onConfirm?.();
        void forceLogout();
      }}
    />
  );
}
