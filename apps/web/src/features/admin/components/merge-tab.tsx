// Admin tab "Merge Predictions": quick stats, the 5 most recent predictions and
// the Review & Merge modal.
import { ADMIN_RECENT_PREDICTIONS, SIMILARITY_THRESHOLD } from '@boldcall/shared/constants';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { Flag, GitMerge, Hourglass, Layers, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { ProBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';
import { formatNumber, timeAgo } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { useAdminDashboard, useMergeSuggestions } from '../api/use-admin';
import { figure, FigureGrid } from '@/components/ui/figure-grid';
import { AdminSection, ListSkeleton, LoadError, StatusBadge, UserInitial } from './admin-bits';
import { CATEGORY_META } from '@/lib/domain-labels';
import { ReviewMergeDialog } from './review-merge-dialog';

export function MergeTab() {
  const dashboard = useAdminDashboard();
  // One threshold for the stats and the Review & Merge list (docs/rules/similarity.md).
  const [threshold, setThreshold] = useState(SIMILARITY_THRESHOLD);
  const suggestions = useMergeSuggestions(threshold);
  const [reviewOpen, setReviewOpen] = useState(false);
  const groups = suggestions.data;
  const inGroups = groups?.reduce((sum, g) => sum + g.predictions.length, 0);
  const show = (n: number | undefined) =>
    n === undefined
      ? dashboard.isError || suggestions.isError
        ? '—'
        : undefined
      : formatNumber(n);

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="admin-merge-title"
        className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div className="flex items-start gap-4">
          <IconTile icon={GitMerge} />
          <div>
            <h2 id="admin-merge-title" className="text-xl font-extrabold tracking-tight">
              Merge similar predictions
            </h2>
            <p className="mt-1 max-w-xl text-sm text-ink-muted">
              When several players call the same thing, merge their predictions into one: every
              stake, join, vote, jump and bet moves onto it, and no points are lost.
            </p>
          </div>
        </div>
        <Button size="lg" className="w-full sm:w-auto" onClick={() => setReviewOpen(true)}>
          <Layers aria-hidden="true" className="size-5" />
          Review &amp; Merge
        </Button>
      </section>

      <AdminSection id="admin-merge-stats-title" title="Quick stats" small>
        <FigureGrid
          label="Merge stats"
          wide
          figures={[
            figure('Pending predictions', Hourglass, 'brand', show(dashboard.data?.pending)),
            figure('Suggested groups', Layers, 'volt', show(groups?.length)),
            figure(
              'Similar predictions',
              ListChecks,
              'sky',
              show(inGroups),
              'In the suggested groups',
            ),
            figure('Flagged', Flag, 'amber', show(dashboard.data?.flagged), 'Pending and flagged'),
          ]}
        />
      </AdminSection>

      <AdminSection
        id="admin-recent-title"
        title="Recent predictions"
        description={`The ${ADMIN_RECENT_PREDICTIONS} most recent, whatever their status.`}
        small
      >
        {dashboard.isPending ? (
          <ListSkeleton label="Loading recent predictions" rows={2} />
        ) : dashboard.isError ? (
          <LoadError
            message="Failed to load recent predictions"
            onRetry={() => void dashboard.refetch()}
          />
        ) : dashboard.data.recentPredictions.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line-strong px-4 py-8 text-center text-ink-muted">
            No predictions yet.
          </p>
        ) : (
          <ul
            aria-label="Recent predictions"
            className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
          >
            {dashboard.data.recentPredictions.map((p) => (
              <RecentPrediction key={p.id} prediction={p} />
            ))}
          </ul>
        )}
      </AdminSection>

      <ReviewMergeDialog
        open={reviewOpen}
        onOpenChange={setReviewOpen}
        threshold={threshold}
        onThreshold={setThreshold}
      />
    </div>
  );
}

function RecentPrediction({ prediction: p }: { prediction: Prediction }) {
  const now = useNow();
  return (
    <li className="flex gap-3 p-4">
      <UserInitial username={p.username} avatar={p.avatar} size="md" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{p.text}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
          <span className="font-semibold text-ink">{p.username}</span>
          {p.isPro ? <ProBadge /> : null}
          <span>· {timeAgo(p.createdAt, now)}</span>
          <span>· {CATEGORY_META[p.category].label}</span>
          <span>· {formatNumber(p.totalPoints)} points</span>
        </p>
      </div>
      <div className="shrink-0">
        <StatusBadge status={p.status} />
      </div>
    </li>
  );
}
