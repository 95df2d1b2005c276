// Calls of the admin API ("Admin panel"; apps/server/src/modules/admin), validated with the
// shared schemas. Their query keys are queryKeys.admin (lib/query-keys.ts).
import {
  adminDashboardSchema,
  adminUserDetailSchema,
  adminUserListSchema,
  auditListSchema,
  mergeResultSchema,
  mergeSuggestionsSchema,
  mustChangePasswordResultSchema,
  upgradeProResultSchema,
} from '@boldcall/shared/schemas/admin';
import type { MergePredictionsInput, ResolvePredictionInput } from '@boldcall/shared/schemas/admin';
import { predictionListSchema, predictionSchema } from '@boldcall/shared/schemas/predictions';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { freeUpgradesSchema } from '@boldcall/shared/schemas/pro';
import { ledgerPageSchema } from '@boldcall/shared/schemas/users';
import { api, apiFetch } from '@/lib/api-client';

/** Pages of the admin lists (pending predictions, users, audit log, ledgers). */
export const ADMIN_PAGE_SIZE = 20;

type Page = { cursor?: string | undefined; signal?: AbortSignal | undefined };

const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

export function fetchPendingPredictions({ cursor, signal }: Page) {
  return apiFetch('/predictions', {
    // What needs a verdict first: past their expiry, the longest waiting first.
    query: { status: 'PENDING', sort: 'expiry', cursor, limit: ADMIN_PAGE_SIZE },
    signal,
    schema: predictionListSchema,
  });
}

/** Their predictions, as the user detail's first page lists them (MERGED ones left out). */
export function fetchUserPredictions(userId: string, { cursor, signal }: Page) {
  return apiFetch('/predictions', {
    query: { userId, cursor, limit: ADMIN_PAGE_SIZE },
    signal,
    schema: predictionListSchema,
  });
}

export function fetchDashboard(signal?: AbortSignal) {
  return api.get('/admin/dashboard', { signal, schema: adminDashboardSchema.shape.data });
}

export function fetchFreeUpgrades(signal?: AbortSignal) {
  return api.get('/pro/free-upgrades', { signal, schema: freeUpgradesSchema });
}

export function fetchMergeSuggestions(threshold: number, signal?: AbortSignal) {
  return api.get('/admin/merge/suggestions', {
    signal,
    query: { threshold },
    schema: mergeSuggestionsSchema.shape.data,
  });
}

export function resolvePrediction(id: string, body: ResolvePredictionInput): Promise<Prediction> {
  return api.post(`/predictions/${encodeURIComponent(id)}/resolve`, body, {
    schema: predictionSchema,
  });
}

export function mergePredictions(body: MergePredictionsInput) {
  return api.post('/admin/merge', body, { schema: mergeResultSchema.shape.data });
}

export function fetchUsers(q: string, { cursor, signal }: Page) {
  return apiFetch('/admin/users', {
    query: { q: q || undefined, cursor, limit: ADMIN_PAGE_SIZE },
    signal,
    schema: adminUserListSchema,
  });
}

export function fetchUserDetail(id: string, signal?: AbortSignal) {
  return api.get(userPath(id), { signal, schema: adminUserDetailSchema.shape.data });
}

export function fetchUserLedger(id: string, { cursor, signal }: Page) {
  return apiFetch(`${userPath(id)}/ledger`, {
    query: { cursor, limit: ADMIN_PAGE_SIZE },
    signal,
    schema: ledgerPageSchema,
  });
}

export function upgradeUserToPro(id: string) {
  return api.post(`${userPath(id)}/upgrade-pro`, undefined, {
    schema: upgradeProResultSchema.shape.data,
  });
}

export function setMustChangePassword(id: string, value: boolean) {
  return api.put(
    `${userPath(id)}/must-change-password`,
    { value },
    { schema: mustChangePasswordResultSchema.shape.data },
  );
}

export function fetchAudit({ cursor, signal }: Page) {
  return apiFetch('/admin/audit', {
    query: { cursor, limit: ADMIN_PAGE_SIZE },
    signal,
    schema: auditListSchema,
  });
}
