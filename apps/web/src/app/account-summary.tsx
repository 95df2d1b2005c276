import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { ProBadge } from '@/components/ui/badge';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/cn';
import { PendingBonus, PointsPill } from '@/features/users/components/points-pill';

/** Who is signed in, at the top of the account menu and of the phone menu: picture, name, points
 * and any pending jump-on bonus. */
export function AccountSummary({
  user,
  size,
  className,
}: {
  user: CurrentUser;
  size: 'md' | 'lg';
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <UserAvatar username={user.username} avatar={user.avatar} size={size} />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-1.5">
          <span className="truncate font-bold">{user.username}</span>
          {user.isPro ? <ProBadge /> : null}
        </div>
        <PointsPill points={user.points} className="mt-1 h-7 text-xs" />
        <PendingBonus held={user.heldBonus} className="mt-1" />
      </div>
    </div>
  );
}
