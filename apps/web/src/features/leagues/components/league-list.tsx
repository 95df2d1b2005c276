// The Leagues page's cards: Global, the player's leagues, then public ones; loading, error and
// "Load more" states. Join and Leave act in place.
import type { League } from '@boldcall/shared/schemas/leagues';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { useLeagues } from '../api/use-leagues';
import { useMembership } from '../hooks/use-membership';
import { LeagueCard } from './league-card';
import { loadedItems } from '@/lib/cursor-pages';
import { errorMessage } from '@/lib/form-errors';

type LeagueListProps = {
  signedIn: boolean;
  /** A visitor pressed Join. */
  onRequireSignIn(): void;
};

export function LeagueList({ signedIn, onRequireSignIn }: LeagueListProps) {
  const leagues = useLeagues();
  const { join, leave, onJoin: joinLeague, onLeave } = useMembership();
  const list = loadedItems(leagues.data);

  if (leagues.isPending) {
    return (
      <div aria-busy="true" className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-72 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (leagues.isError) {
    return (
      <ErrorState
        title="Error Loading Leagues"
        description={errorMessage(leagues.error, 'Failed to load leagues')}
        onRetry={() => void leagues.refetch()}
        retrying={leagues.isRefetching}
      />
    );
  }

  const onJoin = (league: League) => {
    if (!signedIn) {
      onRequireSignIn();
      return;
    }
    joinLeague(league);
  };

  return (
    <div className="flex flex-col gap-6">
      <ul aria-label="Leagues" className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {list.map((league) => (
          // min-w-0 and a full-width card: every card takes its whole column, however long its
          // name or description (equal widths on a row).
          <li key={league.id} className="flex min-w-0">
            <LeagueCard
              league={league}
              onJoin={onJoin}
              onLeave={onLeave}
              busy={
                (join.isPending && join.variables === league.id) ||
                (leave.isPending && leave.variables?.id === league.id)
              }
            />
          </li>
        ))}
      </ul>
      <LoadMore pages={leagues} arrow={false} />
    </div>
  );
}
