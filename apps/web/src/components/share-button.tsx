// The Share action of a call, a profile or a league (lib/share.ts).
import { Share2 } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { shareLink, type ShareTarget } from '@/lib/share';

export function ShareButton({
  target,
  label = 'Share',
  variant = 'outline',
  size = 'sm',
  className,
  iconOnly = false,
}: {
  target: ShareTarget;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** A compact icon button (named for screen readers by `label`). */
  iconOnly?: boolean;
}) {
  return (
    <Button
      type="button"
      variant={variant}
      size={iconOnly ? 'icon' : size}
      className={className}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      onClick={() => void shareLink(target)}
    >
      <Share2 aria-hidden="true" className="size-4" />
      {iconOnly ? null : label}
    </Button>
  );
}
