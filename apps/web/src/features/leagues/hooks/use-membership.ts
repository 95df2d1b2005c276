// Joining and leaving a league, from its card on the Leagues page or from its own page: the same
// requests, and toasts that say how it went (the server's message when it refuses).
import type { League } from '@boldcall/shared/schemas/leagues';
import { toast } from 'sonner';
import { useJoinLeague, useLeaveLeague } from '../api/use-leagues';
import { failureToast } from './failure-toast';

type Leaving = Pick<League, 'id' | 'name' | 'isPrivate'>;

/** `afterLeave` runs once the league is left (`deleted`: the last member left, so it is gone). */
export function useMembership(afterLeave?: (league: Leaving, deleted: boolean) => void) {
  const join = useJoinLeague();
  const leave = useLeaveLeague();
  return {
    join,
    leave,
    onJoin: (league: Pick<League, 'id' | 'name'>) =>
      join.mutate(league.id, {
        onSuccess: () => toast.success(`You joined ${league.name}`),
        onError: failureToast('Failed to join league'),
      }),
    onLeave: (league: Leaving) =>
      leave.mutate(league, {
        onSuccess: (result) => {
          toast.success(result.deleted ? `${league.name} was deleted` : `You left ${league.name}`);
          afterLeave?.(league, result.deleted);
        },
        onError: failureToast('Failed to leave league'),
      }),
  };
}
