// Calls of the users API for the profile pages (GET /api/users/…), validated with the shared
// schemas, and the query keys they are cached under.
import {
  accuracyHistorySchema,
  ledgerPageSchema,
  publicProfileSchema,
} from '@boldcall/shared/schemas/users';
import type { AccuracyPoint, PublicProfile } from '@boldcall/shared/schemas/users';
import type { z } from 'zod';
import { api, apiFetch } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

/** A page of the caller's ledger, newest first. */
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/**
 * Everything about the signed-in player lives under ['users', 'me'] (lib/current-user.ts), so
 * any action that refreshes the current user (a wager, a resolution…) refreshes these too.
 * A player's predictions live under ['predictions', 'list', …]: the predictions feature
 * refreshes (and patches in place) every list there after each of its actions.
 */
export const userKeys = {
  myProfile: (userId: string) => [...currentUserQueryKey, 'profile', userId] as const,
  myLedger: () => [...currentUserQueryKey, 'ledger'] as const,
  myLedgerList: () => [...userKeys.myLedger(), 'list'] as const,
  myLedgerChart: () => [...userKeys.myLedger(), 'chart'] as const,
  myAccuracy: () => [...currentUserQueryKey, 'accuracy-history'] as const,
  playerAccuracy: (id: string) => ['users', id, 'accuracy-history'] as const,
  player: (username: string) => ['users', 'by-username', username.toLowerCase()] as const,
};

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
