// Calls of the users API for the profile pages (GET /api/users/…), validated with the shared
// schemas. They are cached under queryKeys.users (lib/query-keys.ts): the signed-in player's
// figures under the current user, so anything that refreshes the player refreshes them too.
import {
  accuracyHistorySchema,
  ledgerPageSchema,
  publicProfileSchema,
} from '@boldcall/shared/schemas/users';
import type { AccuracyPoint, LedgerPage, PublicProfile } from '@boldcall/shared/schemas/users';
import { api, apiFetch } from '@/lib/api-client';

/** GET /api/users/:id — a player's public profile (never the e-mail). */
export function fetchProfileById(id: string, signal?: AbortSignal): Promise<PublicProfile> {
  return api.get(`/users/${encodeURIComponent(id)}`, { signal, schema: publicProfileSchema });
}

/** GET /api/users/by-username/:username — 404 `User not found` for an unknown name. */
export function fetchProfileByUsername(
  username: string,
  signal?: AbortSignal,
): Promise<PublicProfile> {
  return api.get(`/users/by-username/${encodeURIComponent(username)}`, {
    signal,
    schema: publicProfileSchema,
  });
}

/** GET /api/users/me/ledger — the caller's points movements, newest first, by cursor. */
export function fetchLedgerPage(options: {
  cursor?: string | undefined;
  limit: number;
  signal?: AbortSignal;
}): Promise<LedgerPage> {
  return apiFetch('/users/me/ledger', {
    query: { cursor: options.cursor ?? null, limit: options.limit },
    signal: options.signal,
    schema: ledgerPageSchema,
  });
}

/**
 * GET /api/users/me/accuracy-history, or /api/users/:id/… for another player: one point per day
 * with resolutions, oldest first.
 */
export async function fetchAccuracyHistory(
  userId: string | 'me',
  signal?: AbortSignal,
): Promise<AccuracyPoint[]> {
  const body = await apiFetch(`/users/${encodeURIComponent(userId)}/accuracy-history`, {
    signal,
    schema: accuracyHistorySchema,
  });
  return body.data;
}
