import { ShieldX } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import type { ButtonProps } from '@/components/ui/button';
import { useDialogTrigger } from '@/lib/use-dialog-trigger';

type ForceLogoutButtonProps = Pick<ButtonProps, 'size' | 'className'> & {
  /** Show only the icon (the accessible name stays "Force Logout"). */
  iconOnly?: boolean;
  /** Icon only below the 2xl breakpoint, icon and text from 2xl (crowded wide headers). */
  labelFrom2xl?: boolean;
};

// The confirmation (Radix alert dialog) is downloaded on first open, not with Home.
const ForceLogoutConfirm = lazyDialog(
  () => import('./force-logout-confirm').then((m) => m.ForceLogoutConfirm),
  (props) => props.open,
);

/** The red Force Logout of the top navigation: confirms, clears all data, reloads. */
export function ForceLogoutButton({
  size = 'sm',
  className,
  iconOnly = false,
  labelFrom2xl = false,
}: ForceLogoutButtonProps) {
  const compact = iconOnly || labelFrom2xl;
  const [busy, setBusy] = useState(false);
  const confirm = useDialogTrigger();
  return (
    <>
      <Button
        {...confirm.trigger}
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
      <ForceLogoutConfirm {...confirm.dialog} onConfirm={() => setBusy(true)} />
    </>
  );
}
