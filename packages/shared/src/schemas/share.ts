// Share cards and link previews (docs/rules/sharing.md): the inputs of /api/og/… and the
// addresses the web app shares.
import { z } from 'zod';

/** `?v=` names the version of a card an address was made for (its ETag without quotes). */
export const cardQuerySchema = z.object({
  v: z.string().max(32).optional(),
});

export const leagueInviteParamsSchema = z.object({
  code: z.string().min(1, 'League not found').max(20, 'League not found'),
});

/** The page of one call. */
export const predictionPath = (id: string) => `/p/${encodeURIComponent(id)}`;
/** A player's public profile. */
export const profilePath = (username: string) => `/u/${encodeURIComponent(username)}`;
/** A league's invite link: opens the Join League dialog with the code filled in. */
export const leagueInvitePath = (code: string) => `/leagues?join=${encodeURIComponent(code)}`;
