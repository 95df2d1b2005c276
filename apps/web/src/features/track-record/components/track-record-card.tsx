// A player's track record (docs/rules/track-record.md): Brier score, boldness, the calibration
// chart with n and hit rate per bin, and the Brier score per month. Used by the profile, the
// public profile and (its body, over the members' positions) league pages.
import type { TrackFigures } from '@boldcall/shared/schemas/track-record';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flame, Gauge } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useTrackRecord } from '../api/use-track-record';
import { CalibrationChart } from './calibration-chart';

/** A Brier score as players read it: three decimals, lower is better. */
export const formatBrier = (brier: number | null) => (brier === null ? '–' : brier.toFixed(3));

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

const monthLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="rounded-xl border border-line bg-subtle/50 px-4 py-3">
      <p className="text-xs font-semibold text-ink-muted">{label}</p>
      <p className="text-2xl font-black tabular-nums" data-testid={`track-${label.toLowerCase()}`}>
        {value}
      </p>
      <p className="text-xs text-ink-muted">{hint}</p>
    </div>
  );
}

export function TrackRecordCard({ userId, whose }: { userId: string; whose: 'your' | 'their' }) {
  const query = useTrackRecord(userId);
  return (
    <Card aria-labelledby="track-record-title" data-testid="track-record">
      <CardHeader>
        <CardTitle id="track-record-title" className="flex items-center gap-2">
          <Gauge aria-hidden="true" className="size-5 text-brand-ink" />
          Calibration and boldness
        </CardTitle>
        <CardDescription>
          Does {whose} confidence mean something? Calls resolved with a confidence, binned by how
          sure {whose === 'your' ? 'you were' : 'they were'}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <TrackRecordLoad query={query} what="the track record">
          {(record) => <TrackRecordBody record={record} />}
        </TrackRecordLoad>
      </CardContent>
    </Card>
  );
}

/**
 * A track record's place in its card: a skeleton while it loads, the failure with Try Again, or
 * `children` with the record. `what` names it in the loading label and the failure.
 */
export function TrackRecordLoad<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (record: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading ${what}`}>
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return <LoadFailed what={what} onRetry={() => void query.refetch()} className="py-6" />;
  }
  return children(query.data);
}

const NOTHING_YET =
  'No resolved call with a confidence yet. Say how sure you are when you make, join, jump on ' +
  'or bet against a call: the chart fills in as they resolve.';

export function TrackRecordBody({
  record,
  emptyNote = NOTHING_YET,
}: {
  record: TrackFigures;
  /** What stands in for the chart while nothing with a confidence has resolved. */
  emptyNote?: string;
}) {
  const trend = record.monthly;
  const worst = Math.max(0.25, ...trend.map((m) => m.brier));
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure
          label="Brier"
          value={formatBrier(record.brier)}
          hint={`${record.resolvedWithConfidence} resolved with a confidence · 0 is perfect`}
        />
        <Figure
          label="Hit rate"
          value={
            record.resolvedWithConfidence > 0
              ? percent(record.hits / record.resolvedWithConfidence)
              : '–'
          }
          hint={`${record.hits} of ${record.resolvedWithConfidence} on the right side`}
        />
        <Figure
          label="Boldness"
          value={String(record.boldness)}
          hint={`${record.wins} ${record.wins === 1 ? 'win' : 'wins'}, against the room`}
        />
      </div>
      {record.resolvedWithConfidence === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong px-6 py-8 text-center text-sm text-ink-muted">
          {emptyNote}
        </p>
      ) : (
        <div className="grid items-start gap-6 md:grid-cols-2">
          <CalibrationChart bins={record.calibration} />
          <table className="w-full text-sm" data-testid="calibration-table">
            <caption className="mb-2 text-left text-xs font-semibold text-ink-muted">
              Each bin: calls in it, their mean confidence and how often they were right
            </caption>
            <thead>
              <tr className="text-left text-xs text-ink-muted">
                <th className="py-1 font-semibold">Confidence</th>
                <th className="py-1 text-right font-semibold">Calls</th>
                <th className="py-1 text-right font-semibold">Mean</th>
                <th className="py-1 text-right font-semibold">Hit rate</th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {record.calibration.map((bin) => (
                <tr
                  key={bin.from}
                  className={cn('border-t border-line', bin.n === 0 && 'text-ink-muted')}
                  data-testid={`calibration-bin-${bin.from}`}
                >
                  <td className="py-1">
                    {bin.from}–{bin.to}%
                  </td>
                  <td className="py-1 text-right">{bin.n}</td>
                  <td className="py-1 text-right">
                    {bin.meanConfidence === null ? '–' : `${Math.round(bin.meanConfidence)}%`}
                  </td>
                  <td className="py-1 text-right font-semibold">{percent(bin.hitRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {trend.length > 0 ? (
        <div>
          <h3 className="mb-2 flex items-center gap-2 text-sm font-bold">
            <Flame aria-hidden="true" className="size-4 text-brand-ink" />
            Brier by month
          </h3>
          <ul className="flex flex-col gap-1.5" data-testid="brier-trend">
            {trend.map((m) => (
              <li
                key={m.month}
                className="grid grid-cols-[5.5rem_1fr_3.5rem] items-center gap-3 text-sm"
              >
                <span className="text-ink-muted">{monthLabel.format(new Date(m.month))}</span>
                <span className="h-2 overflow-hidden rounded-full bg-subtle">
                  <span
                    className="block h-full rounded-full bg-brand-ink"
                    style={{ width: `${Math.max(2, (m.brier / worst) * 100)}%` }}
                  />
                </span>
                <span className="text-right font-semibold tabular-nums">
                  {formatBrier(m.brier)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
