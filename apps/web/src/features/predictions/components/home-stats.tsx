// Platform statistics of the home page ("Home stats"), from GET /api/stats.
import { ChartColumn, CircleCheck, Target, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { GridLines } from '@/components/ui/hero';
import { useHomeStats } from '../api/use-predictions';
import { formatNumber } from '@/lib/format';

type StatItem = { label: string; icon: LucideIcon; value: (s: StatsValues) => string };
type StatsValues = NonNullable<ReturnType<typeof useHomeStats>['data']>;

const ITEMS: StatItem[] = [
  { label: 'Total predictions', icon: ChartColumn, value: (s) => formatNumber(s.totalPredictions) },
  {
    label: 'Correct predictions',
    icon: CircleCheck,
    value: (s) => formatNumber(s.correctPredictions),
  },
  { label: 'Active users', icon: Users, value: (s) => formatNumber(s.totalUsers) },
  { label: 'Average accuracy', icon: Target, value: (s) => `${s.accuracy}%` },
];

/** `id` is the target of the hero's "View stats" button. */
export function HomeStats({ id }: { id: string }) {
  const stats = useHomeStats();
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="relative isolate scroll-mt-24 overflow-hidden rounded-3xl bg-hero p-6 text-white shadow-glow focus:outline-none sm:p-10"
    >
      <GridLines />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-bold tracking-[0.14em] text-volt-300 uppercase">
            By the numbers
          </p>
          <h2 id={`${id}-title`} className="mt-1 text-3xl font-black tracking-tight sm:text-4xl">
            Platform stats
          </h2>
        </div>
        {stats.isError ? (
          <Button variant="glass" size="sm" onClick={() => stats.refetch()}>
            Try Again
          </Button>
        ) : null}
      </div>
      <dl className="mt-8 grid grid-cols-2 gap-3 wrap-break-word sm:gap-4 lg:grid-cols-4">
        {ITEMS.map(({ label, icon: Icon, value }) => (
          <div
            key={label}
            className="rounded-2xl border border-white/15 bg-white/[0.07] p-4 backdrop-blur-md sm:p-5"
          >
            <dt className="flex items-start gap-2 text-sm leading-snug font-semibold text-brand-100">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-volt-400" />
              {label}
            </dt>
            <dd className="mt-2 text-3xl font-black tracking-tight text-white tabular-nums sm:text-4xl">
              {stats.data ? (
                value(stats.data)
              ) : stats.isError ? (
                <span className="text-brand-200">—</span>
              ) : (
                <>
                  <span
                    aria-hidden="true"
                    className="block h-9 w-20 animate-pulse rounded-xl bg-white/15 sm:h-10"
                  />
                  <span className="sr-only">Loading</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
