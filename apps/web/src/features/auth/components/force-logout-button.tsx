import { ShieldX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ButtonProps } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { forceLogout } from '../api/sign-out';

type ForceLogoutButtonProps = Pick<ButtonProps, 'size' | 'className'> & {
  /** Show only the icon (the accessible name stays "Force Logout"). */
  iconOnly?: boolean;
  /** Icon only below the 2xl breakpoint, icon and text from 2xl (crowded wide headers). */
  labelFrom2xl?: boolean;
};

const CONFIRM = {
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
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo?: () => HTMLElement | null;
}) {
  return (
    <ConfirmDialog
      {...CONFIRM}
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      onConfirm={() => void forceLogout()}
    />
  );
}

/** The red Force Logout of the top navigation: confirms, clears all data, reloads. */
export function ForceLogoutButton({
  size = 'sm',
  className,
  iconOnly = false,
  labelFrom2xl = false,
}: ForceLogoutButtonProps) {
  const compact = iconOnly || labelFrom2xl;
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      {...CONFIRM}
      onConfirm={() => {
        setBusy(true);
        void forceLogout();
      }}
      trigger={
        <Button
          variant="danger-outline"
          size={iconOnly ? 'icon' : size}
          className={labelFrom2xl ? `max-2xl:w-9 max-2xl:px-0 ${className ?? ''}` : className}
          loading={busy}
          aria-label={compact ? 'Force Logout' : undefined}
          title={compact ? 'Force Logout' : undefined}
        >
          {busy ? null : <ShieldX aria-hidden="true" className="size-4" />}
          {iconOnly ? null : labelFrom2xl ? (
            <span className="hidden 2xl:inline">Force Logout</span>
          ) : (
            'Force Logout'
          )}
        </Button>
      }
    />
  );
}
