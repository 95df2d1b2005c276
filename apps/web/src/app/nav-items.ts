import { House, RugbyBall, ShieldCheck, Trophy, UserRound, UsersRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Who sees the link ("Top navigation"). */
  audience: 'everyone' | 'signed-in' | 'admin';
};

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: House, audience: 'everyone' },
  { to: '/nfl', label: 'NFL', icon: RugbyBall, audience: 'everyone' },
  { to: '/leaderboard', label: 'Leaderboard', icon: Trophy, audience: 'everyone' },
  { to: '/leagues', label: 'Leagues', icon: UsersRound, audience: 'everyone' },
  { to: '/profile', label: 'Profile', icon: UserRound, audience: 'signed-in' },
  { to: '/admin', label: 'Admin', icon: ShieldCheck, audience: 'admin' },
];

/** The phones' bottom tab bar: the five sections (Admin stays in the menu). */
export const TAB_ITEMS: readonly NavItem[] = NAV_ITEMS.filter((item) => item.audience !== 'admin');

export function visibleNavItems({
  isSignedIn,
  isAdmin,
}: {
  isSignedIn: boolean;
  isAdmin: boolean;
}) {
  return NAV_ITEMS.filter(
    (item) =>
      item.audience === 'everyone' ||
      (item.audience === 'signed-in' && isSignedIn) ||
      (item.audience === 'admin' && isAdmin),
  );
}
