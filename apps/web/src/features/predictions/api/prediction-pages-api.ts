// The predictions a page other than Home reads: one call (its page) and a player's predictions
// and positions (profiles), with their TanStack Query hooks; out of Home's first load. A call's
// page and a profile are server-rendered for visitors too: their schemas load beside the
// request, as Home's do, so hydrating them does not wait for zod (docs/decisions/040).
import type { Prediction, PredictionList } from '@boldcall/shared/schemas/predictions';
import type { PositionPage } from '@boldcall/shared/schemas/users';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, apiFetch, ApiError } from '@/lib/api-client';
import { cursorPaging } from '@/lib/cursor-pages';
import { queryKeys } from '@/lib/query-keys';

const schemas = () => import('@boldcall/shared/schemas/predictions');
const predictionListSchema = () => schemas().then((m) => m.predictionListSchema);
const predictionSchema = () => schemas().then((m) => m.predictionSchema);
const positionPageSchema = () =>
  import('@boldcall/shared/schemas/users').then((m) => m.positionPageSchema);

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** GET /api/predictions?userId= — the predictions a player made, newest first. */
export function fetchPlayerPredictionPage(
  userId: string,
  options: { cursor?: string | undefined; limit: number; signal?: AbortSignal },
): Promise<PredictionList> {
  return apiFetch('/predictions', {
    query: { userId, cursor: options.cursor ?? null, limit: options.limit },
    signal: options.signal,
    schema: predictionListSchema,
  });
}

/** GET /api/users/:id/positions — every position a player holds, newest first. */
export function fetchPlayerPositionPage(
  userId: string,
  options: { cursor?: string | undefined; limit: number; signal?: AbortSignal },
): Promise<PositionPage> {
  return apiFetch(`/users/${encodeURIComponent(userId)}/positions`, {
    query: { cursor: options.cursor ?? null, limit: options.limit },
    signal: options.signal,
    schema: positionPageSchema,
  });
}

/** GET /api/predictions/:id — one call as the caller sees it (404: an ApiError). */
export function fetchPrediction(id: string, signal?: AbortSignal): Promise<Prediction> {
  return api.get(`/predictions/${encodeURIComponent(id)}`, { signal, schema: predictionSchema });
}

type PlayerPageFetch<P> = (
  userId: string,
  options: { cursor?: string | undefined; limit: number; signal?: AbortSignal },
) => Promise<P>;

/** One of a player's lists, a few at a time, with "Load more" (profile pages). */
function usePlayerPages<P extends { nextCursor: string | null }>(
  queryKey: readonly unknown[],
  fetchPage: PlayerPageFetch<P>,
  userId: string,
  pageSize: number,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchPage(userId, { cursor: pageParam, limit: pageSize, signal }),
    ...cursorPaging,
  });
}

/** The predictions one player made, a few at a time (profile pages). */
export function usePlayerPredictions(userId: string, pageSize: number) {
  const key = queryKeys.predictions.byPlayer(userId);
  return usePlayerPages(key, fetchPlayerPredictionPage, userId, pageSize);
}

/** Every position one player holds, a few at a time (profile pages). */
export function usePlayerPositions(userId: string, pageSize: number) {
  const key = queryKeys.predictions.positions(userId);
  return usePlayerPages(key, fetchPlayerPositionPage, userId, pageSize);
}

/** One call (its page); a 404 is final (the query client retries no 4xx). */
export function usePrediction(id: string) {
  return useQuery({
    queryKey: queryKeys.predictions.detail(id),
    queryFn: ({ signal }) => fetchPrediction(id, signal),
  });
}
