// NFL standings of our players: one week's picks, or the whole season's (with the settled
// season prediction).
import { Medal } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProBadge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatNumber, signedAmount } from '@/lib/format';
import { useNflStandings, useNflWeek } from '../api/nfl-api';

export function NflStandings() {
  const current = useNflWeek(null);
  const [scope, setScope] = useState<'week' | 'season'>('week');
  const week = scope === 'week' ? (current.data?.currentWeek ?? null) : null;
  const board = useNflStandings(scope === 'week' && week === null ? 1 : week);
  const rows = board.data?.rows ?? [];
  return (
    <section
      aria-labelledby="nfl-standings"
      className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2
          id="nfl-standings"
          className="flex items-center gap-2 text-xl font-extrabold tracking-tight"
        >
          <Medal aria-hidden="true" className="size-5 text-brand-ink" />
          NFL standings
        </h2>
        <div
          role="group"
          aria-label="Standings period"
          className="flex gap-1 rounded-xl bg-subtle p-1"
        >
          {(['week', 'season'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={scope === s}
              onClick={() => setScope(s)}
              className={cn(
                'h-8 cursor-pointer rounded-lg px-3 text-sm font-semibold',
                scope === s ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted',
              )}
            >
              {s === 'week' ? `Week ${current.data?.currentWeek ?? ''}` : 'Season'}
            </button>
          ))}
        </div>
      </div>
      {board.isPending ? (
        <Skeleton className="h-32 rounded-xl" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No settled picks yet. Standings appear after the first finals.
        </p>
      ) : (
        <ol className="divide-y divide-line">
          {rows.map((r) => (
            <li key={r.userId} className="flex items-center gap-3 py-2.5 text-sm">
              <span className="w-7 text-right font-black text-ink-muted tabular-nums">
                {r.rank}
              </span>
              <Link
                to={`/u/${encodeURIComponent(r.username)}`}
                className="min-w-0 flex-1 truncate font-semibold hover:underline"
              >
                {r.username}
              </Link>
              {r.isPro ? <ProBadge /> : null}
              <span className="text-ink-muted tabular-nums" aria-label="Wins, losses, ties">
                {r.wins}-{r.losses}
                {r.pushes > 0 ? `-${r.pushes}` : ''}
              </span>
              <span
                className={cn(
                  'w-16 text-right font-bold tabular-nums',
                  r.net > 0
                    ? 'text-green-700 dark:text-green-400'
                    : r.net < 0
                      ? 'text-danger-ink'
                      : '',
                )}
              >
                {r.net === 0 ? formatNumber(0) : signedAmount(r.net)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
