// NFL standings of our players: one week's picks, or the whole season's (with the settled
// season prediction). Shown first on the NFL page, compact: the viewer's own record, the top
// rows, and the rest behind "Show all".
import { Medal } from 'lucide-react';
import { useState } from 'react';
import { ProBadge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { IconHeading } from '@/components/ui/section-heading';
import { ProfileLink } from '@/components/profile-link';
import { cn } from '@/lib/cn';
import { formatNumber, signedAmount } from '@/lib/format';
import { useNflStandings, useNflWeek } from '../api/nfl-api';

/** Rows shown before "Show all". */
const TOP = 5;

export function NflStandings({ userId }: { userId: string | null }) {
  const current = useNflWeek(null);
  const [scope, setScope] = useState<'week' | 'season'>('week');
  const week = scope === 'week' ? (current.data?.currentWeek ?? null) : null;
  const board = useNflStandings(scope === 'week' && week === null ? 1 : week);
  const rows = board.data?.rows ?? [];
  const [expanded, setExpanded] = useState(false);
  const mine = userId ? rows.find((r) => r.userId === userId) : undefined;
  const shown = expanded ? rows : rows.slice(0, TOP);
  const period = scope === 'week' ? 'this week' : 'this season';
  return (
    <section
      aria-labelledby="nfl-standings"
      className="rounded-2xl border border-line bg-surface p-3 sm:p-4"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <IconHeading
          id="nfl-standings"
          icon={Medal}
          className="text-lg tracking-tight"
          iconClassName="text-brand-ink"
        >
          NFL standings
        </IconHeading>
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
      {userId && !board.isPending ? (
        <p className="mb-1 rounded-lg bg-subtle px-3 py-1.5 text-sm text-ink">
          {mine ? (
            <>
              Your record {period}:{' '}
              <strong className="tabular-nums">
                {mine.wins}-{mine.losses}
                {mine.pushes > 0 ? `-${mine.pushes}` : ''}
              </strong>{' '}
              · {mine.net === 0 ? formatNumber(0) : signedAmount(mine.net)} points · #{mine.rank}
            </>
          ) : (
            `You have no settled picks ${period} yet.`
          )}
        </p>
      ) : null}
      {board.isPending ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No settled picks yet. Standings appear after the first finals.
        </p>
      ) : (
        <ol className="divide-y divide-line">
          {shown.map((r) => (
            <li
              key={r.userId}
              className={cn(
                'flex items-center gap-3 py-1.5 text-sm',
                r.userId === userId && 'font-bold',
              )}
            >
              <span className="w-7 text-right font-black text-ink-muted tabular-nums">
                {r.rank}
              </span>
              <ProfileLink
                username={r.username}
                className="min-w-0 flex-1 truncate font-semibold hover:underline"
              />
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
      {rows.length > TOP ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
          className="mt-1 h-9 cursor-pointer rounded-lg px-2 text-sm font-semibold text-brand-ink hover:bg-subtle"
        >
          {expanded ? 'Show the top 5' : `Show all ${formatNumber(rows.length)}`}
        </button>
      ) : null}
    </section>
  );
}
