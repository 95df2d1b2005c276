import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { Bell, ChevronDown, LogOut, ShieldX, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { ProBadge } from '@/components/ui/badge';
import { ForceLogoutConfirm } from '@/features/auth/components/force-logout-confirm';
import { UserAvatar } from '@/components/user-avatar';
import { AccountSummary } from '@/app/account-summary';

const itemClasses =
  'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-semibold outline-none select-none data-highlighted:bg-subtle';

type UserMenuProps = { user: CurrentUser; onSignOut: () => void; signingOut: boolean };

/**
 * Medium and large screens (md–2xl): the signed-in controls folded into one account menu so the
 * bar never overflows, each with its label; the red Force Logout last, set apart below Sign Out.
 * The widest screens show the same controls inline (see site-header.tsx).
 */
export function UserMenu({ user, onSignOut, signingOut }: UserMenuProps) {
  const [confirmForce, setConfirmForce] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex items-center gap-2">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={trigger}
          className="group inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-full border border-line bg-surface pr-2.5 pl-1 transition-colors hover:border-line-strong data-[state=open]:border-line-strong"
        >
          {/* The name is the visible text (name and PRO mark from xl), never a label that leaves
              visible words out (WCAG 2.5.3 Label in Name); below xl the name is read only. */}
          <span className="sr-only">{'Account menu for '}</span>
          <UserAvatar username={user.username} avatar={user.avatar} />
          {/* not-sr-only resets white-space, so the truncation lives on an inner span. */}
          <span className="sr-only text-sm font-bold xl:not-sr-only">
            <span className="block max-w-32 truncate">{user.username}</span>
          </span>
          {user.isPro ? <ProBadge className="max-xl:hidden" /> : null}
          <ChevronDown
            aria-hidden="true"
            className="size-4 text-ink-muted transition-transform group-data-[state=open]:rotate-180"
          />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-64 rounded-2xl border border-line bg-surface p-2 text-ink shadow-2xl data-[state=open]:animate-drop-in"
          >
            <AccountSummary user={user} size="md" className="px-3 py-2.5" />
            <DropdownMenu.Separator className="my-1.5 h-px bg-line" />
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/profile">
                <UserRound aria-hidden="true" className="size-4 text-ink-muted" />
                Profile
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/settings/notifications">
                <Bell aria-hidden="true" className="size-4 text-ink-muted" />
                Notification settings
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClasses} disabled={signingOut} onSelect={onSignOut}>
              <LogOut aria-hidden="true" className="size-4 text-ink-muted" />
              Sign Out
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1.5 h-px bg-line" />
            <DropdownMenu.Item
              className={`${itemClasses} text-danger-ink data-highlighted:bg-red-50 dark:data-highlighted:bg-red-500/10`}
              onSelect={() => setConfirmForce(true)}
            >
              <ShieldX aria-hidden="true" className="size-4" />
              Force Logout
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {/* Outside the menu: the confirmation must outlive the menu closing. */}
      <ForceLogoutConfirm
        open={confirmForce}
        onOpenChange={setConfirmForce}
        returnFocusTo={() => trigger.current}
      />
    </div>
  );
}
