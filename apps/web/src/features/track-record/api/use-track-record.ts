// A player's track record (GET /api/users/{id}/track-record) and a league's
// (GET /api/leagues/{id}/track-record), docs/rules/track-record.md.
import { leagueTrackRecordSchema, trackRecordSchema } from '@boldcall/shared/schemas/track-record';
import type { LeagueTrackRecord, TrackRecord } from '@boldcall/shared/schemas/track-record';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function fetchTrackRecord(userId: string, signal?: AbortSignal): Promise<TrackRecord> {
  return api.get(`/users/${encodeURIComponent(userId)}/track-record`, {
    signal,
    schema: trackRecordSchema,
  });
}

export function useTrackRecord(userId: string | null) {
  return useQuery({
    queryKey: queryKeys.users.trackRecord(userId ?? ''),
    queryFn: ({ signal }) => fetchTrackRecord(userId ?? '', signal),
    enabled: userId !== null && userId !== '',
  });
}

export function fetchLeagueTrackRecord(
  leagueId: string,
  signal?: AbortSignal,
): Promise<LeagueTrackRecord> {
  return api.get(`/leagues/${encodeURIComponent(leagueId)}/track-record`, {
    signal,
    schema: leagueTrackRecordSchema,
  });
}

export function useLeagueTrackRecord(leagueId: string) {
  return useQuery({
    queryKey: queryKeys.leaderboard.leagueTrackRecord(leagueId),
    queryFn: ({ signal }) => fetchLeagueTrackRecord(leagueId, signal),
    // A 4xx (a private league one has just left) will not change on a retry.
    retry: (failures, error) => !(isApiError(error) && error.isClientError) && failures < 1,
  });
}
