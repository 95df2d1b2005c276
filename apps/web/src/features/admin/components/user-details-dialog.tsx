// View Details of one account ("Admin panel" Users): profile, the points ledger
// and their predictions, each with "Load more", and the "Require password change" switch.
import type { AdminUser } from '@boldcall/shared/schemas/admin';
import type { PredictionList } from '@boldcall/shared/schemas/predictions';
import type { LedgerPage } from '@boldcall/shared/schemas/users';
import { CalendarDays, Crown, KeyRound, Mail, MailCheck, MailWarning } from 'lucide-react';
import type { InfiniteData } from '@tanstack/react-query';
import { LedgerRow } from '@/components/ledger-row';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMore, type MorePages } from '@/components/ui/load-more';
import { FormDialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { loadedItems } from '@/lib/cursor-pages';
import { formatDate, formatNumber, timeAgo } from '@/lib/format';
import {
  useAdminUserDetail,
  useAdminUserLedger,
  useAdminUserPredictions,
  useSetMustChangePassword,
} from '../api/use-admin';
import { LoadError, RoleBadges, StatusBadge, UserInitial } from './admin-bits';
import { errorMessage } from '@/lib/form-errors';

type UserDetailsDialogProps = {
  userId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function UserDetailsDialog({ userId, open, onOpenChange }: UserDetailsDialogProps) {
  const detail = useAdminUserDetail(userId);
  const user = detail.data?.user;
  return (
    <FormDialog
      open={open && userId !== null}
      onOpenChange={onOpenChange}
      size="2xl"
      title="User details"
      description={
        user ? `${user.username}'s profile, points history and predictions.` : 'Loading…'
      }
    >
      {detail.isPending ? (
        <div role="status" aria-label="Loading user" className="mt-5 flex flex-col gap-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : detail.isError ? (
        <div className="mt-5">
          <LoadError
            message={errorMessage(detail.error, 'Failed to load the user')}
            onRetry={() => void detail.refetch()}
          />
        </div>
      ) : (
        <div className="mt-5 flex flex-col gap-5">
          <ProfileSummary user={detail.data.user} />
          <PasswordRequirement user={detail.data.user} />
          <Tabs defaultValue="ledger">
            <TabsList aria-label="History">
              <TabsTrigger value="ledger">Points history</TabsTrigger>
              <TabsTrigger value="predictions">Predictions</TabsTrigger>
            </TabsList>
            <TabsContent value="ledger">
              <LedgerHistory userId={detail.data.user.id} first={detail.data.ledger} />
            </TabsContent>
            <TabsContent value="predictions">
              <UserPredictions userId={detail.data.user.id} first={detail.data.predictions} />
            </TabsContent>
          </Tabs>
        </div>
      )}
    </FormDialog>
  );
}

function ProfileSummary({ user }: { user: AdminUser }) {
  const figures = [
    { label: 'Points', value: formatNumber(user.points) },
    { label: 'Rank', value: user.rank === null ? '—' : `#${formatNumber(user.rank)}` },
    { label: 'Accuracy', value: `${user.accuracy}%` },
    { label: 'Predictions', value: formatNumber(user.totalPredictions) },
    { label: 'Correct', value: formatNumber(user.correctPredictions) },
    { label: 'Incorrect', value: formatNumber(user.incorrectPredictions) },
  ];
  return (
    <section aria-label="Profile" className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <UserInitial username={user.username} size="xl" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-1.5 text-lg font-extrabold">
            <span className="truncate">{user.username}</span>
            <RoleBadges user={user} />
          </p>
          <ul className="mt-1 flex flex-col gap-1 text-sm text-ink-muted">
            <li className="flex min-w-0 items-center gap-1.5">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{user.email}</span>
              {user.emailVerified ? (
                <MailCheck
                  aria-label="Verified"
                  role="img"
                  className="size-4 shrink-0 text-success-ink"
                />
              ) : (
                <Badge variant="warning" icon={MailWarning}>
                  Unverified
                </Badge>
              )}
            </li>
            <li className="flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
              Member since {formatDate(user.createdAt)}
            </li>
            {user.proUpgradedAt ? (
              <li className="flex items-center gap-1.5">
                <Crown aria-hidden="true" className="size-4 shrink-0" />
                Pro since {formatDate(user.proUpgradedAt)}
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <dl
        aria-label="Stats"
        className="grid grid-cols-3 gap-2 rounded-2xl border border-line bg-subtle/60 p-3 sm:grid-cols-6"
      >
        {figures.map(({ label, value }) => (
          <div key={label} className="min-w-0 text-center">
            <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
            <dd className="text-lg font-black tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PasswordRequirement({ user }: { user: AdminUser }) {
  const update = useSetMustChangePassword(user.id);
  const labelId = useId();
  const on = user.mustChangePassword;
  const isSelf = useCurrentUser().user?.id === user.id;
  const run = async () => {
    try {
      await update.mutateAsync(!on);
      toast.success(
        on
          ? `${user.username} no longer has to change their password.`
          : `${user.username} must set a new password at their next sign-in.`,
      );
    } catch (error) {
      toast.error('Failed to update the password requirement.', {
        description: errorMessage(error, ''),
      });
    }
  };
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl border border-line p-4">
      <div className="flex items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
        <div>
          <p id={labelId} className="font-semibold">
            Require password change
          </p>
          <p className="text-sm text-ink-muted">
            Signs them out; they must choose a new password at their next sign-in.
          </p>
        </div>
      </div>
      <ConfirmDialog
        trigger={
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={labelId}
            // Not `disabled` while saving: the confirmation gives focus back to the switch as it
            // closes, and a disabled button cannot take it (focus fell to the page).
            aria-disabled={update.isPending || undefined}
            onClick={(event) => {
              if (update.isPending) event.preventDefault();
            }}
            className={cn(
              'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:ring-4 focus-visible:ring-primary/25 focus-visible:outline-none aria-disabled:opacity-60',
              on ? 'bg-primary' : 'bg-line-strong',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-block size-5 rounded-full bg-white shadow transition-transform',
                on ? 'translate-x-6' : 'translate-x-1',
              )}
            />
          </button>
        }
        tone={on ? 'primary' : 'danger'}
        title={on ? 'Stop requiring a new password?' : 'Require a new password?'}
        description={
          on
            ? `${user.username} will be able to sign in with their current password again.`
            : `${user.username} is signed out everywhere and must set a new password at the next sign-in.${
                isSelf ? ' That is you: you will be signed out now.' : ''
              }`
        }
        confirmLabel={on ? 'Stop requiring' : 'Require password change'}
        onConfirm={() => void run()}
      />
    </div>
  );
}

/**
 * One of the detail's lists: its loaded items (`children` draws one), a failed "more" with Try
 * Again, "Load more". `noun` names what the list holds, in the labels of the last two
 * ("history", "predictions").
 */
function DetailList<T>({
  pages,
  empty,
  noun,
  label,
  children: row,
}: {
  pages: MorePages & {
    isFetchNextPageError: boolean;
    data: InfiniteData<{ data: T[] }, unknown> | undefined;
  };
  empty: string;
  noun: string;
  label: string;
  children(item: T): ReactNode;
}) {
  const items = loadedItems(pages.data);
  if (items.length === 0) return <p className="py-6 text-center text-ink-muted">{empty}</p>;
  return (
    <div>
      <ul aria-label={label} className="divide-y divide-line">
        {items.map((item) => row(item))}
      </ul>
      {pages.isFetchNextPageError ? (
        <div className="mt-3">
          <LoadError
            message={`Failed to load more ${noun}`}
            onRetry={() => void pages.fetchNextPage()}
          />
        </div>
      ) : null}
      <LoadMore pages={pages} className="mt-4">
        {`Load more ${noun}`}
      </LoadMore>
    </div>
  );
}

function LedgerHistory({ userId, first }: { userId: string; first: LedgerPage }) {
  const ledger = useAdminUserLedger(userId, first);
  return (
    <DetailList
      pages={ledger}
      empty="No points have moved yet."
      noun="history"
      label="Points history"
    >
      {(entry) => <LedgerRow key={entry.id} entry={entry} compact />}
    </DetailList>
  );
}

function UserPredictions({ userId, first }: { userId: string; first: PredictionList }) {
  const predictions = useAdminUserPredictions(userId, first);
  return (
    <DetailList
      pages={predictions}
      empty="No predictions yet."
      noun="predictions"
      label="Their predictions"
    >
      {(p) => (
        <li key={p.id} className="flex items-start gap-3 py-3">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold break-words">{p.text}</p>
            <p className="mt-0.5 text-xs text-ink-muted">
              {timeAgo(p.createdAt)} · wager {formatNumber(p.pointsWagered)} · total{' '}
              {formatNumber(p.totalPoints)} points
            </p>
          </div>
          <StatusBadge status={p.status} />
        </li>
      )}
    </DetailList>
  );
}
