// League calls (docs/rules/leagues.md): the list, one league, its members, and the changes —
// create, join (by code or from a card), leave, and the owner's actions. Validated with the
// shared schemas.
import {
  deletedLeagueSchema,
  inviteCodeResultSchema,
  leagueDetailSchema,
  leagueListSchema,
  leagueMemberListSchema,
  leagueEnvelopeSchema,
  leaveLeagueResultSchema,
  removedMemberSchema,
} from '@boldcall/shared/schemas/leagues';
import type {
  CreateLeagueInput,
  League,
  LeagueDetail,
  LeagueList,
} from '@boldcall/shared/schemas/leagues';
import { api, apiFetch } from '@/lib/api-client';

export function fetchLeagues(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<LeagueList> {
  return apiFetch('/leagues', { query: { cursor }, signal, schema: leagueListSchema });
}

export function fetchLeague(id: string, signal?: AbortSignal): Promise<LeagueDetail> {
  return api.get(`/leagues/${encodeURIComponent(id)}`, { signal, schema: leagueDetailSchema });
}

export function fetchLeagueMembers(id: string, cursor: string | undefined, signal?: AbortSignal) {
  return apiFetch(`/leagues/${encodeURIComponent(id)}/members`, {
    query: { cursor },
    signal,
    schema: leagueMemberListSchema,
  });
}

export async function createLeague(input: CreateLeagueInput): Promise<League> {
  const body = await apiFetch('/leagues', {
    method: 'POST',
    body: input,
    schema: leagueEnvelopeSchema,
  });
  return body.data;
}

export async function joinLeagueByCode(inviteCode: string): Promise<League> {
  const body = await apiFetch('/leagues/join', {
    method: 'POST',
    body: { inviteCode },
    schema: leagueEnvelopeSchema,
  });
  return body.data;
}

export async function joinLeague(id: string): Promise<League> {
  const body = await apiFetch(`/leagues/${encodeURIComponent(id)}/join`, {
    method: 'POST',
    schema: leagueEnvelopeSchema,
  });
  return body.data;
}

export async function leaveLeague(id: string) {
  const body = await apiFetch(`/leagues/${encodeURIComponent(id)}/leave`, {
    method: 'POST',
    schema: leaveLeagueResultSchema,
  });
  return body.data;
}

export async function deleteLeague(id: string) {
  const body = await apiFetch(`/leagues/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedLeagueSchema,
  });
  return body.data;
}

export async function regenerateInviteCode(id: string) {
  const body = await apiFetch(`/leagues/${encodeURIComponent(id)}/invite-code`, {
    method: 'POST',
    schema: inviteCodeResultSchema,
  });
  return body.data;
}

export async function removeLeagueMember(id: string, userId: string) {
  const body = await apiFetch(
    `/leagues/${encodeURIComponent(id)}/members/${encodeURIComponent(userId)}`,
    { method: 'DELETE', schema: removedMemberSchema },
  );
  return body.data;
}
