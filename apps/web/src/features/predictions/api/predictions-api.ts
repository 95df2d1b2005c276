// Calls of the predictions API (docs/api.md) and the home stats, validated with the shared schemas.
// The writes other than the cards' vote are in prediction-writes-api.ts, with the dialogs; the
// reads of other pages (a call's page, a player's lists) in prediction-pages-api.ts.
import type { HomeStats, Prediction, PredictionList } from '@boldcall/shared/schemas/predictions';
import type { VoteType } from '@boldcall/shared/rules/predictions';
import { api, apiFetch } from '@/lib/api-client';
import type { PredictionFilters } from '../hooks/prediction-filters';

// Home's feed and stats come from here: the schemas (and zod) load beside the first request, not
// with the first load (docs/decisions/040).
const schemas = () => import('@boldcall/shared/schemas/predictions');
const predictionListSchema = () => schemas().then((m) => m.predictionListSchema);
const predictionSchema = () => schemas().then((m) => m.predictionSchema);
const homeStatsSchema = () => schemas().then((m) => m.homeStatsSchema);

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

export function fetchHomeStats(signal?: AbortSignal): Promise<HomeStats> {
  return api.get('/stats', { signal, schema: homeStatsSchema });
}

export function votePrediction(id: string, voteType: VoteType): Promise<Prediction> {
  return api.post(
    `/predictions/${encodeURIComponent(id)}/vote`,
    { voteType },
    { schema: predictionSchema },
  );
}
