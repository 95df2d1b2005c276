// Admin tab "Users" ("Admin panel"): search by username or e-mail
// (debounced 300 ms), pages through "Load more", rank / accuracy / prediction counts / points,
// Upgrade to Pro and View Details.
import { PRO_POINTS, SEARCH_DEBOUNCE_MS } from '@boldcall/shared/constants';
import type { AdminUser } from '@boldcall/shared/schemas/admin';
import { Crown, Eye, KeyRound, MailWarning, Search, UserSearch } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { loadedItems } from '@/lib/cursor-pages';
import { formatNumber } from '@/lib/format';
import { useAdminUsers, useUpgradeUserToPro } from '../api/use-admin';
import { AdminSection, PagedList, RoleBadges, UserInitial } from './admin-bits';
import { errorMessage } from '@/lib/form-errors';
import { UserDetailsDialog } from './user-details-dialog';

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function UsersTab() {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers(q);
  const list = loadedItems(users.data);
  const searchId = useId();
  // The user stays while the dialog animates closed.
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const searching = users.isFetching && !users.isFetchingNextPage && !users.isPending;

  return (
    <AdminSection id="admin-users-title" title="Users" description="Every account, by username.">
      <div className="flex flex-col gap-1.5 sm:max-w-md">
        <Label htmlFor={searchId}>Search users</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            maxLength={100}
            autoComplete="off"
            placeholder="Username or e-mail"
            className="pr-10 pl-10"
            onChange={(event) => setSearch(event.target.value)}
          />
          {searching ? (
            <span className="absolute top-1/2 right-3.5 -translate-y-1/2 text-ink-muted">
              <Spinner label="Searching" />
            </span>
          ) : null}
        </div>
      </div>
      <PagedList
        query={users}
        count={list.length}
        loadingLabel="Loading users"
        errorMessage="Failed to load users"
        empty={
          <EmptyState
            icon={UserSearch}
            title="No users found"
            description={q ? `Nobody's username or e-mail contains “${q}”.` : 'No accounts yet.'}
          />
        }
      >
        <ul aria-label="Users" className="flex flex-col gap-3">
          {list.map((user) => (
            <li key={user.id}>
              <UserRow
                user={user}
                onDetails={() => {
                  setDetailsId(user.id);
                  setDetailsOpen(true);
                }}
              />
            </li>
          ))}
        </ul>
      </PagedList>
      <UserDetailsDialog userId={detailsId} open={detailsOpen} onOpenChange={setDetailsOpen} />
    </AdminSection>
  );
}

function UserRow({ user, onDetails }: { user: AdminUser; onDetails: () => void }) {
  const nameId = `admin-user-${user.id}`;
  return (
    <article
      aria-labelledby={nameId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5 lg:flex-row lg:items-center"
    >
      <div className="flex min-w-0 items-center gap-3 lg:w-72 lg:shrink-0">
        <UserInitial username={user.username} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-1.5">
            <span id={nameId} className="truncate font-bold">
              {user.username}
            </span>
            <RoleBadges user={user} />
          </p>
          <p className="truncate text-sm text-ink-muted">{user.email}</p>
          <p className="mt-1 flex flex-wrap gap-1.5 empty:hidden">
            {user.emailVerified ? null : (
              <Badge variant="warning" icon={MailWarning}>
                Unverified
              </Badge>
            )}
            {user.mustChangePassword ? (
              <Badge variant="neutral" icon={KeyRound}>
                Password change required
              </Badge>
            ) : null}
          </p>
        </div>
      </div>
      <dl className="grid flex-1 grid-cols-4 gap-2 text-center lg:text-left">
        <UserFigure label="Rank" value={user.rank === null ? '—' : `#${formatNumber(user.rank)}`} />
        <UserFigure label="Accuracy" value={`${user.accuracy}%`} />
        <UserFigure
          label="Predictions"
          value={formatNumber(user.totalPredictions)}
          hint={`${formatNumber(user.correctPredictions)} correct · ${formatNumber(user.incorrectPredictions)} incorrect`}
        />
        <UserFigure label="Points" value={formatNumber(user.points)} />
      </dl>
      <div className="grid grid-cols-2 gap-2 lg:flex lg:shrink-0">
        {user.isPro ? (
          <span className="inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-ink-muted">
            <Crown aria-hidden="true" className="size-4" />
            Pro member
          </span>
        ) : (
          <UpgradeButton user={user} />
        )}
        <Button size="sm" variant="outline" onClick={onDetails}>
          <Eye aria-hidden="true" className="size-4" />
          View Details
        </Button>
      </div>
    </article>
  );
}

function UserFigure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="min-w-0" title={hint}>
      <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
      <dd className="text-lg font-black tabular-nums">{value}</dd>
      {hint ? <dd className="sr-only">{hint}</dd> : null}
    </div>
  );
}

function UpgradeButton({ user }: { user: AdminUser }) {
  const upgrade = useUpgradeUserToPro();
  const run = async () => {
    try {
      const result = await upgrade.mutateAsync(user.id);
      if (result.granted) toast.success('User successfully upgraded to Pro!');
      else toast.info(`${user.username} is already a Pro member.`);
    } catch (error) {
      toast.error('Failed to upgrade user. Please try again.', {
        description: errorMessage(error, ''),
      });
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="accent" loading={upgrade.isPending}>
          {upgrade.isPending ? null : <Crown aria-hidden="true" className="size-4" />}
          Upgrade to Pro
        </Button>
      }
      tone="primary"
      title={`Upgrade ${user.username} to Pro?`}
      description={`They get every Pro feature, and their balance is topped up to ${formatNumber(PRO_POINTS)} points. This cannot be undone from here.`}
      confirmLabel="Upgrade to Pro"
      onConfirm={() => void run()}
    />
  );
}
