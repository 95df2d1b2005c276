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
import { apiFetch } from '@/lib/api-client';
import { useInvalidateAfter } from '@/lib/invalidate-after';
import { queryKeys } from '@/lib/query-keys';

export function useNflTeams() {
  return useQuery({
    queryKey: queryKeys.nfl.teams(),
    queryFn: async ({ signal }) =>
      (await apiFetch('/nfl/teams', { signal, schema: nflTeamListSchema })).data,
    staleTime: 60 * 60 * 1000,
  });
}

/** A week's games; `week` null asks the server for the current week. */
export function useNflWeek(week: number | null) {
  return useQuery({
    queryKey: queryKeys.nfl.week(week),
    queryFn: async ({ signal }) =>
      (await apiFetch('/nfl/games', { query: { week }, signal, schema: nflWeekSchema })).data,
    placeholderData: keepPreviousData,
  });
}

export function useNflSeasonGames(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.nfl.season(),
    queryFn: async ({ signal }) =>
      (await apiFetch('/nfl/season-games', { signal, schema: nflSeasonGamesSchema })).data,
    enabled,
  });
}

export function useSeasonPrediction(userId: string | null) {
  return useQuery({
    queryKey: queryKeys.nfl.prediction(userId),
    queryFn: async ({ signal }) =>
      (await apiFetch('/nfl/season-prediction', { signal, schema: seasonPredictionStateSchema }))
        .data,
  });
}

export function useNflStandings(week: number | null) {
  return useQuery({
    queryKey: queryKeys.nfl.standings(week),
    queryFn: async ({ signal }) =>
      (await apiFetch('/nfl/standings', { query: { week }, signal, schema: nflStandingsSchema }))
        .data,
    placeholderData: keepPreviousData,
  });
}

/** The caller's weekly picks of every week (signed in only). */
export function useMyNflBets(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.nfl.myBets(),
    queryFn: async ({ signal }) =>
      (await apiFetch('/nfl/bets', { signal, schema: nflBetListSchema })).data,
    enabled,
  });
}

/** Saves the week's new and changed picks in one request (all or none). */
export function usePlaceBets() {
  const refresh = useInvalidateAfter('nflStake');
  return useMutation({
    mutationFn: async (body: PlaceNflBets) =>
      (await apiFetch('/nfl/bets/batch', { method: 'POST', body, schema: nflBetListSchema })).data,
    onSettled: refresh,
  });
}

export function useDeleteBet() {
  const refresh = useInvalidateAfter('nflStake');
  return useMutation({
    mutationFn: async (gameId: string) =>
      (
        await apiFetch(`/nfl/bets/${encodeURIComponent(gameId)}`, {
          method: 'DELETE',
          schema: nflBetDeletedSchema,
        })
      ).data,
    onSettled: refresh,
  });
}

export function useSubmitSeasonPrediction() {
  const refresh = useInvalidateAfter('nflStake');
  return useMutation({
    mutationFn: async (body: SubmitSeasonPrediction) =>
      (
        await apiFetch('/nfl/season-prediction', {
          method: 'POST',
          body,
          schema: seasonPredictionStateSchema,
        })
      ).data,
    onSettled: refresh,
  });
}
