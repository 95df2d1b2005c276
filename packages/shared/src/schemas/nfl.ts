// NFL API (docs/rules/nfl.md): teams, games with the caller's pick, weekly picks, the season
// predictor and the NFL standings. One set of schemas for the server, OpenAPI and the web.
import { z } from 'zod';
import { dataEnvelope, requiredText } from './api.ts';
import { MIN_WAGER, NFL_MAX_BATCH_PICKS, NFL_WEEKS } from '../constants.ts';
import { NFL_CONFERENCES, NFL_DIVISIONS } from '../nfl-teams.ts';
import { NFL_MSG } from '../rules/nfl.ts';

export const NFL_GAME_STATUSES = [
  'scheduled',
  'in_progress',
  'final',
  'postponed',
  'canceled',
] as const;
export type NflGameStatus = (typeof NFL_GAME_STATUSES)[number];
export const NFL_PICK_STATUSES = ['open', 'won', 'lost', 'push'] as const;
export type NflPickStatus = (typeof NFL_PICK_STATUSES)[number];
/** Where a game came from: the ESPN sync, a file import, or the labelled demo season. */
export const NFL_SOURCES = ['espn', 'import', 'demo'] as const;
export type NflSource = (typeof NFL_SOURCES)[number];

export const nflTeamSchema = z.object({
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  location: z.string(),
  conference: z.enum(NFL_CONFERENCES),
  division: z.enum(NFL_DIVISIONS),
  color: z.string(),
  alternateColor: z.string(),
  logo: z.string(),
});
export type NflTeam = z.infer<typeof nflTeamSchema>;
export const nflTeamListSchema = dataEnvelope(z.array(nflTeamSchema));

export const nflGameTeamSchema = z.object({
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  conference: z.enum(NFL_CONFERENCES).nullable(),
  division: z.enum(NFL_DIVISIONS).nullable(),
  color: z.string(),
  alternateColor: z.string(),
  logo: z.string(),
  /** Win-loss(-tie) record, e.g. "6-5". */
  record: z.string().nullable(),
  /** This team's line: negative when favoured ("-3.5"). */
  spread: z.number().nullable(),
  score: z.number().int().nullable(),
});

export const nflMyBetSchema = z.object({
  teamCode: z.string(),
  wager: z.number().int(),
  status: z.enum(NFL_PICK_STATUSES),
  /** Points returned at settlement (win 2×, loss 0, tie the wager); null while open. */
  payout: z.number().int().nullable(),
  placedAt: z.string(),
});

export const nflGameSchema = z.object({
  id: z.string(),
  season: z.number().int(),
  week: z.number().int(),
  kickoffTime: z.string(),
  status: z.enum(NFL_GAME_STATUSES),
  statusDetail: z.string().nullable(),
  /** True from kickoff on: picks are refused. */
  locked: z.boolean(),
  venue: z.string().nullable(),
  venueCity: z.string().nullable(),
  neutralSite: z.boolean(),
  homeTeam: nflGameTeamSchema,
  awayTeam: nflGameTeamSchema,
  /** The line as shown, favourite first ("SEA -3.5"). */
  spreadDetails: z.string().nullable(),
  stats: z.object({
    overUnder: z.number().nullable(),
    /** The real number of picks on this game. */
    totalBets: z.number().int(),
  }),
  /** Winner's code of a final game; null for a tie or before the end. */
  winner: z.string().nullable(),
  source: z.enum(NFL_SOURCES),
  myBet: nflMyBetSchema.nullable(),
});
export type NflGame = z.infer<typeof nflGameSchema>;

const seasonParam = z.coerce.number().int().min(2000).max(2100);
const weekParam = z.coerce.number().int().min(1).max(NFL_WEEKS);

export const nflGamesQuerySchema = z.object({
  season: seasonParam.optional(),
  week: weekParam.optional(),
});

export const nflWeekSchema = dataEnvelope(
  z.object({
    season: z.number().int(),
    week: z.number().int(),
    /** The week the season is in now (opening week of the Weekly Games tab). */
    currentWeek: z.number().int(),
    /** True when the season shown is the built-in demo season. */
    demo: z.boolean(),
    games: z.array(nflGameSchema),
  }),
);
export type NflWeek = z.infer<typeof nflWeekSchema>['data'];

/** The points put on a pick or on a season prediction: a whole number, at least MIN_WAGER. */
const wagerSchema = z
  .number({ error: NFL_MSG.wagerMin })
  .int(NFL_MSG.wagerWhole)
  .min(MIN_WAGER, NFL_MSG.wagerMin)
  .max(1_000_000_000, NFL_MSG.wagerMin);

export const placeNflBetSchema = z.object({
  gameId: z.string().trim().min(1).max(64),
  teamCode: requiredText(NFL_MSG.teamRequired).max(8).toUpperCase(),
  wager: wagerSchema,
});
export type PlaceNflBet = z.infer<typeof placeNflBetSchema>;

/** A save of the week: every new or changed pick, each shaped like a single pick. */
export const placeNflBetsSchema = z.object({
  picks: z
    .array(placeNflBetSchema, { error: NFL_MSG.batchEmpty })
    .min(1, NFL_MSG.batchEmpty)
    .max(NFL_MAX_BATCH_PICKS, NFL_MSG.batchTooMany)
    .refine((p) => new Set(p.map((x) => x.gameId)).size === p.length, NFL_MSG.batchTwice),
});
export type PlaceNflBets = z.infer<typeof placeNflBetsSchema>;

export const nflGameIdParamsSchema = z.object({ gameId: z.string().min(1).max(64) });

export const nflBetSchema = nflMyBetSchema.extend({
  gameId: z.string(),
  season: z.number().int(),
  week: z.number().int(),
  settledAt: z.string().nullable(),
});
export type NflBet = z.infer<typeof nflBetSchema>;
export const nflBetEnvelopeSchema = dataEnvelope(nflBetSchema);
export const nflBetListSchema = dataEnvelope(z.array(nflBetSchema));
export const nflBetsQuerySchema = nflGamesQuerySchema;
/** The season alone (season games, season predictions). */
export const nflSeasonQuerySchema = nflGamesQuerySchema.pick({ season: true });
export const nflBetDeletedSchema = dataEnvelope(
  z.object({ gameId: z.string(), refunded: z.number().int() }),
);

export const submitSeasonPredictionSchema = z.object({
  /** Game id → the team code picked to win. */
  predictions: z
    .record(z.string().min(1).max(64), z.string().min(1).max(8))
    .refine((p) => Object.keys(p).length > 0, NFL_MSG.seasonEmpty)
    .refine((p) => Object.keys(p).length <= 400, 'Too many games'),
  totalWager: wagerSchema,
});
export type SubmitSeasonPrediction = z.infer<typeof submitSeasonPredictionSchema>;

export const seasonPredictionSchema = z.object({
  season: z.number().int(),
  predictions: z.record(z.string(), z.string()),
  totalWager: z.number().int(),
  submittedAt: z.string(),
  status: z.enum(['open', 'settled']),
  progress: z.object({
    total: z.number().int(),
    correct: z.number().int(),
    /** Picked games final with a winner. */
    decided: z.number().int(),
    /** Picked games not final yet. */
    pending: z.number().int(),
    /** The payout if the remaining picks went as the decided ones did. */
    projectedPayout: z.number().int(),
  }),
  payout: z.number().int().nullable(),
  settledAt: z.string().nullable(),
});
export type SeasonPrediction = z.infer<typeof seasonPredictionSchema>;

export const seasonPredictionStateSchema = dataEnvelope(
  z.object({
    season: z.number().int(),
    /** The earliest kickoff of the season: submitting closes then. */
    lockAt: z.string().nullable(),
    locked: z.boolean(),
    totalGames: z.number().int(),
    demo: z.boolean(),
    /** The caller's submitted prediction; null when none (or signed out). */
    prediction: seasonPredictionSchema.nullable(),
  }),
);
export type SeasonPredictionState = z.infer<typeof seasonPredictionStateSchema>['data'];

export const nflSeasonGamesSchema = dataEnvelope(
  z.object({ season: z.number().int(), demo: z.boolean(), games: z.array(nflGameSchema) }),
);

export const nflStandingsQuerySchema = nflGamesQuerySchema;
export const nflStandingSchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  username: z.string(),
  isPro: z.boolean(),
  picks: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  /** Points won minus points wagered on settled picks (and the settled season prediction). */
  net: z.number().int(),
});
export type NflStanding = z.infer<typeof nflStandingSchema>;
export const nflStandingsSchema = dataEnvelope(
  z.object({
    season: z.number().int(),
    /** null: the whole season. */
    week: z.number().int().nullable(),
    rows: z.array(nflStandingSchema),
  }),
);

export const nflSyncResultSchema = dataEnvelope(
  z.object({
    season: z.number().int(),
    teams: z.number().int(),
    games: z.number().int(),
    settledGames: z.number().int(),
    settledPicks: z.number().int(),
    settledSeasonPredictions: z.number().int(),
  }),
);
export type NflSyncResult = z.infer<typeof nflSyncResultSchema>['data'];
