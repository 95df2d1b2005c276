import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { lazy, Suspense } from 'react';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { ProBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { useSignOut } from '@/features/auth/api/sign-out';
import { ForceLogoutButton } from '@/features/auth/components/force-logout-button';
import { PointsPill } from '@/features/users/components/points-pill';

// With their popover and menu libraries, apart from this chunk: the bell and the menu are not
// needed to show the balance.
const NotificationsBell = lazy(() =>
  import('@/features/notifications/components/notifications-bell').then((m) => ({
    default: m.NotificationsBell,
  })),
);
const UserMenu = lazy(() => import('@/app/user-menu').then((m) => ({ default: m.UserMenu })));

/**
 * The top navigation's account controls for a signed-in player: bell, balance, account menu,
 * Sign Out and Force Logout. Loaded once a player is known (site-header.tsx), never on a
 * visitor's first load (docs/performance.md).
 */
export function SignedInControls({ user }: { user: CurrentUser }) {
  const signOut = useSignOut();
  const onSignOut = () => signOut.mutate();
  return (
    <>
      <Suspense fallback={<Skeleton className="size-10 rounded-full" />}>
        <NotificationsBell />
      </Suspense>
      <PointsPill points={user.points} className="max-[359px]:hidden md:max-lg:hidden" />
      {/* md–2xl: folded account menu, every control labelled */}
      <div className="hidden md:block 2xl:hidden">
        <Suspense fallback={<Skeleton className="h-10 w-24 rounded-full" />}>
          <UserMenu user={user} onSignOut={onSignOut} signingOut={signOut.isPending} />
        </Suspense>
      </div>
      {/* 2xl and up: everything inline, with labels */}
      <div className="hidden items-center gap-2 2xl:flex">
        <Link
          to="/profile"
          className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface pr-3 pl-1 text-sm font-bold transition-colors hover:border-line-strong"
        >
          <UserAvatar username={user.username} avatar={user.avatar} />
          <span className="max-w-36 truncate">{user.username}</span>
          {user.isPro ? <ProBadge /> : null}
        </Link>
        <Button variant="ghost" size="sm" onClick={onSignOut} loading={signOut.isPending}>
          {signOut.isPending ? null : <LogOut aria-hidden="true" className="size-4" />}
          Sign Out
        </Button>
        <ForceLogoutButton />
      </div>
    </>
  );
}
