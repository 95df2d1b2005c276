// A league's biggest rivalries between its members (docs/rules/rivals.md).
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useLeagueRivalries } from '../api/rivals-api';
import { headToHeadPath, record } from './rivals-section';

export function LeagueRivalries({ leagueId }: { leagueId: string }) {
  const query = useLeagueRivalries(leagueId);
  if (query.isPending) return <Skeleton className="h-16 rounded-xl" />;
  if (query.isError) return <p className="text-sm text-ink-muted">Could not load rivalries.</p>;
  if (query.data.length === 0) {
    return <p className="text-sm text-ink-muted">No head-to-head meetings between members yet.</p>;
  }
  return (
    <ol className="flex flex-col divide-y divide-line">
      {query.data.map((r) => (
        <li key={`${r.player.id}:${r.rival.id}`} className="py-2 text-sm">
          <Link
            to={headToHeadPath(r.player.username, r.rival.username)}
            className="flex items-center justify-between gap-3 hover:underline"
          >
            <span className="min-w-0 truncate font-semibold">
              {r.player.username} vs {r.rival.username}
            </span>
            <span className="font-bold tabular-nums">{record(r.wins, r.losses)}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
