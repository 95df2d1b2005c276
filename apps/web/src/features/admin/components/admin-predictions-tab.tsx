// Admin tab "Predictions" ("Admin panel"): every PENDING prediction, newest
// first, with Correct / Incorrect / Unmeasurable (each opens the resolve modal) and Moderate;
// 'All caught up!' when nothing waits.
import { RESOLUTIONS } from '@boldcall/shared/schemas/admin';
import type { Resolution } from '@boldcall/shared/schemas/admin';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { predictionPath } from '@boldcall/shared/routes';
import {
  CalendarClock,
  Coins,
  Gavel,
  MessageSquareText,
  PartyPopper,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { ProBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ButtonVariant } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { loadedItems } from '@/lib/cursor-pages';
import { formatNumber, timeAgo } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { usePendingPredictions } from '../api/use-admin';
import { AdminSection, AttentionBadges, PagedList, UserInitial } from './admin-bits';
import { CATEGORY_META } from '@/lib/domain-labels';
import { dateTime, expiryDate } from '@/lib/format';
import { RESOLUTION_META } from './admin-labels';
import { ResolvePredictionDialog } from './resolve-prediction-dialog';
import type { ResolveTarget } from './resolve-prediction-dialog';

type AdminPredictionsTabProps = {
  /** Opens the Moderate Prediction dialog (rendered by the page). */
  onModerate: (prediction: Prediction) => void;
};

export function AdminPredictionsTab({ onModerate }: AdminPredictionsTabProps) {
  const pending = usePendingPredictions();
  const predictions = loadedItems(pending.data);
  // The prediction stays while the modal animates closed.
  const [resolveTarget, setResolveTarget] = useState<ResolveTarget | null>(null);
  const [resolveOpen, setResolveOpen] = useState(false);

  const openResolve = (prediction: Prediction, resolution: Resolution) => {
    setResolveTarget({ prediction, resolution });
    setResolveOpen(true);
  };

  return (
    <AdminSection
      id="admin-pending-title"
      title="Pending predictions"
      description="Resolve each one once its outcome is known. Past their expiry first, the longest waiting on top."
    >
      <PagedList
        query={pending}
        count={predictions.length}
        loadingLabel="Loading pending predictions"
        errorMessage="Failed to load predictions"
        empty={
          <EmptyState
            icon={PartyPopper}
            title="All caught up!"
            description="No predictions are waiting for a resolution."
          />
        }
      >
        <ul aria-label="Pending predictions" className="flex flex-col gap-3">
          {predictions.map((p) => (
            <li key={p.id}>
              <PendingPredictionRow
                prediction={p}
                onResolve={(resolution) => openResolve(p, resolution)}
                onModerate={() => onModerate(p)}
              />
            </li>
          ))}
        </ul>
      </PagedList>
      <ResolvePredictionDialog
        target={resolveTarget}
        open={resolveOpen}
        onOpenChange={setResolveOpen}
      />
    </AdminSection>
  );
}

// Quieter than the modal's buttons: a red button on every row would shout.
const ROW_VARIANTS = {
  CORRECT: 'primary',
  INCORRECT: 'danger-outline',
  UNMEASURABLE: 'outline',
} as const satisfies Record<Resolution, ButtonVariant>;

function Fact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span>{children}</span>
    </li>
  );
}

function PendingPredictionRow({
  prediction: p,
  onResolve,
  onModerate,
}: {
  prediction: Prediction;
  onResolve: (resolution: Resolution) => void;
  onModerate: () => void;
}) {
  const now = useNow();
  const textId = `admin-pending-${p.id}`;
  return (
    <article
      aria-labelledby={textId}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-surface p-4 shadow-card sm:p-5',
        p.moderationStatus === 'flagged' || p.moderationStatus === 'denied'
          ? 'border-amber-300 dark:border-amber-400/40'
          : 'border-line',
      )}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 text-sm">
          <UserInitial username={p.username} avatar={p.avatar} size="sm" />
          <span className="font-bold">{p.username}</span>
          {p.isPro ? <ProBadge /> : null}
          <span className="text-ink-muted">
            ·{' '}
            <time dateTime={p.createdAt} title={dateTime.format(new Date(p.createdAt))}>
              {timeAgo(p.createdAt, now)}
            </time>
          </span>
          <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-ink-muted">
            {CATEGORY_META[p.category].label}
          </span>
          <AttentionBadges prediction={p} />
        </div>
        <p id={textId} className="mt-3 text-base font-semibold break-words whitespace-pre-line">
          <Link to={predictionPath(p.id)} className="underline-offset-4 hover:underline">
            {p.text}
          </Link>
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          <Fact icon={Coins}>
            Wager{' '}
            <span className="font-bold text-ink tabular-nums">{formatNumber(p.pointsWagered)}</span>
            {' · '}total{' '}
            <span className="font-bold text-ink tabular-nums">{formatNumber(p.totalPoints)}</span>{' '}
            points
          </Fact>
          <Fact icon={Users}>
            <span className="font-bold text-ink tabular-nums">{formatNumber(p.joinedCount)}</span>{' '}
            joined
          </Fact>
          <Fact icon={CalendarClock}>Expires {expiryDate.format(new Date(p.expiresAt))}</Fact>
        </ul>
        {p.adminComment || p.userResponse ? (
          <div className="mt-3 flex flex-col gap-1.5 text-sm">
            {p.adminComment ? (
              <p className="flex gap-2 break-words">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
                <span className="min-w-0">
                  <span className="font-semibold">Admin comment: </span>
                  {p.adminComment}
                </span>
              </p>
            ) : null}
            {p.userResponse ? (
              <p className="flex gap-2 break-words">
                <MessageSquareText
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-ink-muted"
                />
                <span className="min-w-0">
                  <span className="font-semibold">Response: </span>
                  {p.userResponse}
                </span>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div
        role="group"
        aria-label="Resolve or moderate"
        className="grid grid-cols-2 gap-2 border-t border-line pt-4 sm:flex sm:flex-wrap sm:items-center"
      >
        {RESOLUTIONS.map((resolution) => {
          const meta = RESOLUTION_META[resolution];
          const Icon = meta.icon;
          return (
            <Button
              key={resolution}
              size="sm"
              variant={ROW_VARIANTS[resolution]}
              onClick={() => onResolve(resolution)}
            >
              <Icon aria-hidden="true" className="size-4" />
              {meta.label}
            </Button>
          );
        })}
        <Button size="sm" variant="ghost" className="sm:ml-auto" onClick={onModerate}>
          <Gavel aria-hidden="true" className="size-4" />
          Moderate
        </Button>
      </div>
    </article>
  );
}
