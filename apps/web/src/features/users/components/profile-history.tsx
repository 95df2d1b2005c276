// The signed-in player's track record: balance over time (from the ledger), accuracy over time,
// and the ledger itself. The charts load lazily so Recharts stays out of the main bundle; each
// has a text alternative (a summary, or a visually hidden table) and an empty state.
import type { AccuracyPoint } from '@boldcall/shared/schemas/users';
import { ChartLine, Target } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/error-state';
import { IconTile } from '@/components/ui/icon-tile';
import { Skeleton } from '@/components/ui/skeleton';
import type { TitledBlockProps } from '@/components/ui/titled-block';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatNumber } from '@/lib/format';
import { useNearScreen } from '@/lib/use-near-screen';
import { LEDGER_CHART_LIMIT, useAccuracyHistory, useMyLedgerForChart } from '../api/use-profile';
import { accuracyDay } from './accuracy-labels';
import { balanceSummary } from './ledger-labels';
import { LedgerList } from './ledger-list';

const PointsHistoryChart = lazy(() =>
  import('./points-history-chart').then((m) => ({ default: m.PointsHistoryChart })),
);
const AccuracyChart = lazy(() =>
  import('./accuracy-chart').then((m) => ({ default: m.AccuracyChart })),
);

function ChartSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton className="h-56 w-full sm:h-64" />
    </div>
  );
}

function ChartEmpty({ icon, title, children }: TitledBlockProps) {
  return (
    <div className="flex h-56 flex-col items-center justify-center rounded-xl border border-dashed border-line-strong px-6 text-center sm:h-64">
      <IconTile icon={icon} className="mb-3" />
      <p className="font-bold">{title}</p>
      <p className="mt-1 max-w-xs text-sm text-ink-muted">{children}</p>
    </div>
  );
}

function ChartError({ what, onRetry }: { what: string; onRetry(): void }) {
  return (
    <LoadFailed
      what={what}
      onRetry={onRetry}
      className="h-56 justify-center rounded-xl border border-dashed border-line-strong px-6 sm:h-64"
    />
  );
}

/**
 * A chart's card: its title and figure line, then a skeleton while loading, the failure with Try
 * Again, the empty state when there is too little to draw, or the chart (loaded lazily) with its
 * text alternative.
 */
function ChartCard(props: {
  title: string;
  description: string;
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  loadingLabel: string;
  /** What failed to load ("your balance"). */
  what: string;
  /** Shown instead of the chart when there is too little to draw; null to draw it. */
  empty: ReactNode;
  chart: ReactNode;
  /** The chart's text alternative for assistive technology. */
  alternative: ReactNode;
}) {
  const { query, loadingLabel } = props;
  // Drawn when the card comes near the screen: Recharts' first draw is the costliest script of
  // the page, and on a phone the charts are below the first screen.
  const cardRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(cardRef);
  let body;
  if (query.isPending) body = <ChartSkeleton label={loadingLabel} />;
  else if (query.isError) body = <ChartError what={props.what} onRetry={() => query.refetch()} />;
  else if (props.empty) body = props.empty;
  else {
    body = (
      <figure className="m-0">
        {near ? (
          <Suspense fallback={<ChartSkeleton label={loadingLabel} />}>{props.chart}</Suspense>
        ) : (
          // Not loading, only waiting to be scrolled near: the chart's room, still.
          <div className="h-56 w-full rounded-xl bg-subtle sm:h-64" />
        )}
        {props.alternative}
      </figure>
    );
  }

  return (
    <Card ref={cardRef} className="flex min-w-0 flex-col">
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="pt-4">{body}</CardContent>
    </Card>
  );
}

function BalanceCard() {
  const ledger = useMyLedgerForChart(true);
  const entries = ledger.data?.data ?? [];
  const latest = entries[0];
  const partial = ledger.data?.nextCursor != null;
  return (
    <ChartCard
      title="Balance over time"
      description={
        latest
          ? partial
            ? `Your last ${formatNumber(LEDGER_CHART_LIMIT)} point movements · now ${formatNumber(latest.balanceAfter)} points`
            : `Every point movement · now ${formatNumber(latest.balanceAfter)} points`
          : 'How your points moved'
      }
      query={ledger}
      loadingLabel="Loading balance chart"
      what="your balance"
      empty={
        entries.length < 2 ? (
          <ChartEmpty icon={ChartLine} title="Your chart starts with your first call">
            Make a prediction or back someone else's and every move of your balance shows up here.
          </ChartEmpty>
        ) : null
      }
      chart={<PointsHistoryChart entries={entries} />}
      alternative={<figcaption className="sr-only">{balanceSummary(entries)}</figcaption>}
    />
  );
}

function AccuracyTable({ points }: { points: readonly AccuracyPoint[] }) {
  return (
    // A table ignores the 1 px width of .sr-only and is laid out at its full width (sideways
    // scrolling on phones): the visually hidden box is a wrapper around it.
    <div className="sr-only">
      <table>
        <caption>Accuracy after each day with resolved predictions</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Accuracy</th>
            <th scope="col">Correct</th>
            <th scope="col">Resolved</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <th scope="row">{accuracyDay(p.date)}</th>
              <td>{p.accuracy}%</td>
              <td>{formatNumber(p.correct)}</td>
              <td>{formatNumber(p.resolved)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Accuracy over time; `userId` 'me' for the signed-in player's own wording. */
export function AccuracyCard({ userId }: { userId: string | 'me' }) {
  const own = userId === 'me';
  const history = useAccuracyHistory(userId);
  const points = history.data ?? [];
  const latest = points[points.length - 1];
  return (
    <ChartCard
      title="Accuracy over time"
      description={
        latest
          ? `Now ${latest.accuracy}% · ${formatNumber(latest.correct)} of ${formatNumber(latest.resolved)} resolved correct`
          : 'Correct ÷ resolved, after each day with results'
      }
      query={history}
      loadingLabel="Loading accuracy chart"
      what={own ? 'your accuracy' : 'accuracy'}
      empty={
        points.length === 0 ? (
          <ChartEmpty icon={Target} title="No resolved predictions yet">
            {own
              ? 'Your accuracy appears here once an admin resolves a prediction you made or joined.'
              : 'Accuracy appears here once an admin resolves a prediction this player made or joined.'}
          </ChartEmpty>
        ) : null
      }
      chart={<AccuracyChart points={points} />}
      alternative={<AccuracyTable points={points} />}
    />
  );
}

export function ProfileHistory() {
  return (
    <section aria-labelledby="profile-history-title" className="flex flex-col gap-5">
      <SectionHeading id="profile-history-title" eyebrow="Track record">
        Your history
      </SectionHeading>
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-2">
        <BalanceCard />
        <AccuracyCard userId="me" />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Points history</CardTitle>
          <CardDescription>Every wager, payout and bonus, newest first.</CardDescription>
        </CardHeader>
        <CardContent className="pt-2">
          <LedgerList />
        </CardContent>
      </Card>
    </section>
  );
}
