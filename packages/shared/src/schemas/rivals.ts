// Rivalries (docs/rules/rivals.md): head-to-head records between players who met on opposite
// sides of a resolved call or a settled NFL game.
import { z } from 'zod';

export const rivalPlayerSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
});
export type RivalPlayer = z.infer<typeof rivalPlayerSchema>;

/** The fields of a record against `rival`, from the other player's side. */
const recordFields = {
  rival: rivalPlayerSchema,
  wins: z.number().int(),
  losses: z.number().int(),
};

/** One player's record against another, from the first player's side. */
export const rivalrySchema = z.object({
  ...recordFields,
  /** wins + losses. */
  meetings: z.number().int(),
  /** Times both were right on the same side. */
  alliedWins: z.number().int(),
  lastMetAt: z.string().nullable(),
});
export type Rivalry = z.infer<typeof rivalrySchema>;

/** GET /api/users/{id}/rivals */
export const rivalsSummarySchema = z.object({
  /** The rival this player lost to most (at least 3 meetings), null when none. */
  nemesis: rivalrySchema.nullable(),
  /** The player most often right alongside this one, null when none. */
  bestAlly: rivalrySchema.nullable(),
  /** The five rivalries with the most meetings. */
  top: z.array(rivalrySchema),
});
export type RivalsSummary = z.infer<typeof rivalsSummarySchema>;

export const MEETING_KINDS = ['prediction', 'nfl_game'] as const;

export const meetingSchema = z.object({
  kind: z.enum(MEETING_KINDS),
  /** The call's id or the NFL game's id. */
  refId: z.string(),
  /** The call's text or the game ("NYJ @ BUF (17–24)") as it was when settled. */
  title: z.string(),
  /** Who won this meeting. */
  winnerId: z.string(),
  at: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** GET /api/users/{id}/head-to-head/{otherId}: the record from `player`'s side. */
export const headToHeadSchema = z.object({
  player: rivalPlayerSchema,
  ...recordFields,
  alliedWins: z.number().int(),
  /** Every meeting, newest first (at most HEAD_TO_HEAD_MEETINGS). */
  meetings: z.array(meetingSchema),
});
export type HeadToHead = z.infer<typeof headToHeadSchema>;

export const HEAD_TO_HEAD_MEETINGS = 200;

export const headToHeadParamsSchema = z.object({
  id: z.string().min(1, 'User not found').max(100, 'User not found'),
  otherId: z.string().min(1, 'User not found').max(100, 'User not found'),
});

/** A league's rivalries between its members: both players and the record from `player`'s side. */
export const leagueRivalrySchema = z.object({
  player: rivalPlayerSchema,
  ...recordFields,
  meetings: z.number().int(),
});
export type LeagueRivalry = z.infer<typeof leagueRivalrySchema>;

export const leagueRivalryListSchema = z.array(leagueRivalrySchema);
