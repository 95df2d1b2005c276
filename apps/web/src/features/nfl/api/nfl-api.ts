// /api/nfl (docs/rules/nfl.md): a week's games, the season's games, the caller's season
// prediction, the standings, and the pick and season-submit mutations. Once a stake settles
// (accepted or refused: the game or the balance may have moved), the NFL queries and the
// caller's points are refreshed.
import {
  nflBetDeletedSchema,
  nflBetListSchema,
  nflSeasonGamesSchema,
  nflStandingsSchema,
  nflTeamListSchema,
  nflWeekSchema,
  seasonPredictionStateSchema,
  type PlaceNflBets,
  type SubmitSeasonPrediction,
} from '@boldcall/shared/schemas/nfl';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, type RequestOptions, type ResponseSchema } from '@/lib/api-client';
import { useInvalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';

/** The `data` of a /api/nfl answer (each is wrapped as `{ data }`). */
async function dataOf<T>(path: string, options: RequestOptions<{ data: T }>): Promise<T> {
  return (await apiFetch(path, options)).data;
}

/** A GET of an /api/nfl path (its `data`), with the query's own `enabled` or `staleTime`. */
function useNflGet<T>(
  queryKey: readonly unknown[],
  path: string,
  schema: ResponseSchema<{ data: T }>,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => dataOf(path, { signal, schema }),
    ...options,
  });
}

export function useNflTeams() {
  return useNflGet(queryKeys.nfl.teams(), '/nfl/teams', nflTeamListSchema, {
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * One week's answer; `week` null asks the server for the current week. The last week shown
 * stays while the next one loads.
 */
function useWeekQuery<T>(
  queryKey: readonly unknown[],
  path: string,
  schema: ResponseSchema<{ data: T }>,
  week: number | null,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => dataOf(path, { query: { week }, signal, schema }),
    placeholderData: keepPreviousData,
  });
}

/** A week's games. */
export function useNflWeek(week: number | null) {
  return useWeekQuery(queryKeys.nfl.week(week), '/nfl/games', nflWeekSchema, week);
}

export function useNflSeasonGames(enabled: boolean) {
  const key = queryKeys.nfl.season();
  return useNflGet(key, '/nfl/season-games', nflSeasonGamesSchema, { enabled });
}

export function useSeasonPrediction(userId: string | null) {
  const key = queryKeys.nfl.prediction(userId);
  return useNflGet(key, '/nfl/season-prediction', seasonPredictionStateSchema);
}

export function useNflStandings(week: number | null) {
  return useWeekQuery(queryKeys.nfl.standings(week), '/nfl/standings', nflStandingsSchema, week);
}

/** The caller's weekly picks of every week (signed in only). */
export function useMyNflBets(enabled: boolean) {
  return useNflGet(queryKeys.nfl.myBets(), '/nfl/bets', nflBetListSchema, { enabled });
}

/** Saves the week's new and changed picks in one request (all or none). */
export function usePlaceBets() {
  const refresh = useInvalidateAfter('nflStake');
  return useMutation({
    mutationFn: (body: PlaceNflBets) =>
      dataOf('/nfl/bets/batch', { method: 'POST', body, schema: nflBetListSchema }),
    onSettled: refresh,
  });
}

export function useDeleteBet() {
  const refresh = useInvalidateAfter('nflStake');
  return useMutation({
    mutationFn: (gameId: string) =>
      dataOf(`/nfl/bets/${encodeURIComponent(gameId)}`, {
        method: 'DELETE',
        schema: nflBetDeletedSchema,
      }),
    onSettled: refresh,
  });
}

export function useSubmitSeasonPrediction() {
  const refresh = useInvalidateAfter('nflStake');
  return useMutation({
    mutationFn: (body: SubmitSeasonPrediction) =>
      dataOf('/nfl/season-prediction', {
        method: 'POST',
        body,
        schema: seasonPredictionStateSchema,
      }),
    onSettled: refresh,
  });
}
