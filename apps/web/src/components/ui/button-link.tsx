// A router link with a button's look, led by its icon (Back to home, Leaderboard, the profile
// links). The icon is sized for the button: larger on a large one.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';

export function ButtonLink({
  to,
  icon: Icon,
  variant,
  size,
  className,
  children,
}: {
  to: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={to}>
        <Icon aria-hidden="true" className={size === 'lg' ? 'size-5' : 'size-4'} />
        {children}
      </Link>
    </Button>
  );
}
