// Share cards and link previews (docs/rules/sharing.md): the inputs of /api/og/…. The addresses
// the web app shares are in routes.ts (no zod there: Home's cards use them in the first load).
import { z } from 'zod';

/** `?v=` names the version of a card an address was made for (its ETag without quotes). */
export const cardQuerySchema = z.object({
  v: z.string().max(32).optional(),
});

export const leagueInviteParamsSchema = z.object({
  code: z.string().min(1, 'League not found').max(20, 'League not found'),
});
