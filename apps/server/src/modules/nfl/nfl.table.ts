// NFL: teams, games (synced from ESPN, imported from a file, or the demo season), weekly picks
// and season predictions (docs/rules/nfl.md). Picks and season predictions are stakes with
// their own lifecycle (decision 014): held at placement, settled once (`settled_at`).
import { sql } from 'drizzle-orm';
import type { NflGameStatus, NflPickStatus, NflSource } from '@boldcall/shared/schemas/nfl';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, ts, tsNow } from '../../db/columns.ts';
import { ownedRowColumns } from '../../platform/identity/identity.table.ts';

/** Teams as the data source last described them; the built-in list stands in when empty. */
export const nflTeams = pgTable('nfl_teams', {
  code: text('code').primaryKey(),
  espnId: text('espn_id'),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  location: text('location').notNull(),
  conference: text('conference').notNull(),
  division: text('division').notNull(),
  color: text('color').notNull(),
  alternateColor: text('alternate_color').notNull(),
  logo: text('logo').notNull(),
  updatedAt: tsNow('updated_at'),
});

export const nflGames = pgTable(
  'nfl_games',
  {
    // ESPN's event id (also nflverse's `espn` column), so a sync and an import meet on one row.
    id: text('id').primaryKey(),
    season: integer('season').notNull(),
    // REG, or the postseason rounds WC / DIV / CON / SB (imported; not offered for picks).
    gameType: text('game_type').notNull().default('REG'),
    week: integer('week').notNull(),
    kickoffAt: ts('kickoff_at').notNull(),
    homeCode: text('home_code').notNull(),
    awayCode: text('away_code').notNull(),
    homeRecord: text('home_record'),
    awayRecord: text('away_record'),
    venue: text('venue'),
    venueCity: text('venue_city'),
    neutralSite: boolean('neutral_site').notNull().default(false),
    // The home team's line (negative: home favoured), as ESPN's odds[0].spread.
    spread: real('spread'),
    spreadDetails: text('spread_details'),
    overUnder: real('over_under'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    status: text('status').$type<NflGameStatus>().notNull().default('scheduled'),
    statusDetail: text('status_detail'),
    source: text('source').$type<NflSource>().notNull(),
    // Set once, in the transaction that settles the game's picks.
    settledAt: ts('settled_at'),
    updatedAt: tsNow('updated_at'),
  },
  (t) => [
    index('nfl_games_season_week_idx').on(t.season, t.week, t.kickoffAt),
    index('nfl_games_unsettled_idx')
      .on(t.status)
      .where(sql`${t.settledAt} is null`),
    check(
      'nfl_games_status_check',
      sql`${t.status} in ('scheduled', 'in_progress', 'final', 'postponed', 'canceled')`,
    ),
    check('nfl_games_source_check', sql`${t.source} in ('espn', 'import', 'demo')`),
  ],
);

const gameRef = (name = 'game_id') => cascadeRef(name, () => nflGames.id);

/** A weekly pick: one per player and game, changeable until kickoff. */
export const nflPicks = pgTable(
  'nfl_picks',
  {
    ...ownedRowColumns(),
    gameId: gameRef(),
    teamCode: text('team_code').notNull(),
    wager: integer('wager').notNull(),
    status: text('status').$type<NflPickStatus>().notNull().default('open'),
    payout: integer('payout'),
    placedAt: tsNow('placed_at'),
    updatedAt: tsNow('updated_at'),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('nfl_picks_user_game_idx').on(t.userId, t.gameId),
    index('nfl_picks_game_idx').on(t.gameId),
    check('nfl_picks_wager_positive', sql`${t.wager} >= 1`),
    check('nfl_picks_status_check', sql`${t.status} in ('open', 'won', 'lost', 'push')`),
  ],
);

/** A season prediction: one per player and season, immutable once submitted. */
export const nflSeasonPredictions = pgTable(
  'nfl_season_predictions',
  {
    ...ownedRowColumns(),
    season: integer('season').notNull(),
    totalWager: integer('total_wager').notNull(),
    submittedAt: tsNow('submitted_at'),
    correct: integer('correct'),
    decided: integer('decided'),
    payout: integer('payout'),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('nfl_season_predictions_user_season_idx').on(t.userId, t.season),
    check('nfl_season_predictions_wager_positive', sql`${t.totalWager} >= 1`),
  ],
);

export const nflSeasonPicks = pgTable(
  'nfl_season_picks',
  {
    predictionId: cascadeRef('prediction_id', () => nflSeasonPredictions.id),
    gameId: gameRef(),
    teamCode: text('team_code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.predictionId, t.gameId] }),
    index('nfl_season_picks_game_idx').on(t.gameId),
  ],
);
