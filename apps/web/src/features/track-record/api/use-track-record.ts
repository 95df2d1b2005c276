// A player's track record (GET /api/users/{id}/track-record, docs/rules/track-record.md).
import { trackRecordSchema } from '@boldcall/shared/schemas/track-record';
import type { TrackRecord } from '@boldcall/shared/schemas/track-record';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
