// Calls of the predictions API (docs/api.md) and the home stats, validated with the shared schemas.
// The writes other than the cards' vote are in prediction-writes-api.ts, with the dialogs.
import type { HomeStats, Prediction, PredictionList } from '@boldcall/shared/schemas/predictions';
import type { VoteType } from '@boldcall/shared/rules/predictions';
import type { PositionPage } from '@boldcall/shared/schemas/users';
import { api, apiFetch } from '@/lib/api-client';
import type { PredictionFilters } from '../hooks/prediction-filters';

// Home's feed and stats come from here: the schemas (and zod) load beside the first request, not
// with the first load (docs/decisions/040).
const schemas = () => import('@boldcall/shared/schemas/predictions');
const predictionListSchema = () => schemas().then((m) => m.predictionListSchema);
const predictionSchema = () => schemas().then((m) => m.predictionSchema);
const homeStatsSchema = () => schemas().then((m) => m.homeStatsSchema);
const positionPageSchema = () =>
  import('@boldcall/shared/schemas/users').then((m) => m.positionPageSchema);

const orNull = (value: string) => (value === 'all' || value === '' ? null : value);

export function fetchPredictionPage(
  filters: PredictionFilters,
  options: { cursor?: string | undefined; limit: number; signal?: AbortSignal },
): Promise<PredictionList> {
  return apiFetch('/predictions', {
    query: {
      q: orNull(filters.q),
      category: orNull(filters.category),
      status: orNull(filters.status),
      sport: orNull(filters.sport),
      following: orNull(filters.following),
      cursor: options.cursor ?? null,
      limit: options.limit,
    },
    signal: options.signal,
    schema: predictionListSchema,
  });
}

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

export function fetchHomeStats(signal?: AbortSignal): Promise<HomeStats> {
  return api.get('/stats', { signal, schema: homeStatsSchema });
}

/** GET /api/predictions/:id — one call as the caller sees it (404: an ApiError). */
export function fetchPrediction(id: string, signal?: AbortSignal): Promise<Prediction> {
  return api.get(`/predictions/${encodeURIComponent(id)}`, { signal, schema: predictionSchema });
}

export function votePrediction(id: string, voteType: VoteType): Promise<Prediction> {
  return api.post(
    `/predictions/${encodeURIComponent(id)}/vote`,
    { voteType },
    { schema: predictionSchema },
  );
}
