// Head-to-head records (docs/rules/rivals.md): GET /api/users/:id/rivals,
// /api/users/:id/head-to-head/:otherId and /api/leagues/:id/rivalries, parsed with the shared
// schemas and cached under queryKeys.rivals.
import { useQuery } from '@tanstack/react-query';
import {
  headToHeadSchema,
  leagueRivalryListSchema,
  rivalsSummarySchema,
} from '@boldcall/shared/schemas/rivals';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const enc = encodeURIComponent;

export function useRivals(userId: string) {
  return useQuery({
    queryKey: queryKeys.rivals.summary(userId),
    queryFn: ({ signal }) =>
      api.get(`/users/${enc(userId)}/rivals`, { signal, schema: rivalsSummarySchema }),
    enabled: userId !== '',
  });
}

export function useHeadToHead(userId: string | undefined, otherId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.rivals.headToHead(userId ?? '', otherId ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/users/${enc(userId ?? '')}/head-to-head/${enc(otherId ?? '')}`, {
        signal,
        schema: headToHeadSchema,
      }),
    enabled: !!userId && !!otherId,
  });
}

export function useLeagueRivalries(leagueId: string) {
  return useQuery({
    queryKey: queryKeys.rivals.league(leagueId),
    queryFn: ({ signal }) =>
      api.get(`/leagues/${enc(leagueId)}/rivalries`, { signal, schema: leagueRivalryListSchema }),
  });
}
