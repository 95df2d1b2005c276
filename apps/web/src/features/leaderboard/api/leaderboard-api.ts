// GET /api/leaderboard ("Leaderboard"; docs/rules/game.md), validated with the shared
// schema. A body that does not match it is reported as 'Invalid leaderboard data format'.
import { leaderboardResponseSchema } from '@boldcall/shared/schemas/leaderboard';
import type { LeaderboardResponse } from '@boldcall/shared/schemas/leaderboard';
import { apiFetch } from '@/lib/api-client';
import type { LeaderboardFilters } from '../hooks/leaderboard-filters';

/** The answer arrived but is not a leaderboard. */
export class LeaderboardFormatError extends Error {
  override readonly name = 'LeaderboardFormatError';
  constructor() {
    super('Invalid leaderboard data format');
  }
}

export async function fetchLeaderboardPage(
  filters: LeaderboardFilters,
  options: { cursor?: string | undefined; signal?: AbortSignal },
): Promise<LeaderboardResponse> {
  const body = await apiFetch('/leaderboard', {
    // 'all' is the server's default and is left out.
    query: {
      board: filters.board === 'accuracy' ? null : filters.board,
      period: filters.period === 'all' ? null : filters.period,
      category: filters.category === 'all' ? null : filters.category,
      league: filters.league || null,
      cursor: options.cursor ?? null,
    },
    signal: options.signal,
  });
  const parsed = leaderboardResponseSchema.safeParse(body);
  if (!parsed.success) throw new LeaderboardFormatError();
  return parsed.data;
}
