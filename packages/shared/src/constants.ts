// Business constants of and docs/rules/game.md. The only place these numbers live.

export const PRODUCT_NAME = 'BoldCall';

export const PREDICTION_TEXT_MIN = 10;
export const PREDICTION_TEXT_MAX = 500;
export const MIN_WAGER = 1;
export const FALLBACK_WAGER_CAP = 100;
export const DEFAULT_WAGER = 10;
export const QUICK_WAGERS = [5, 10, 25, 50] as const;
export const NFL_QUICK_WAGERS = [10, 25, 50] as const;
/** The week's wager before a player's first pick (docs/rules/nfl.md "Weekly picks"). */
export const NFL_DEFAULT_WAGER = 10;
/** At most this many picks in one save of the week (a week has at most 16 games). */
export const NFL_MAX_BATCH_PICKS = 20;

export const SIGNUP_POINTS = 100;
export const PRO_POINTS = 1000;
export const PRO_MONTHLY_REFRESH_POINTS = 1000;
export const PRO_PRICE_LABEL = '$9.99/month';
export const FREE_PRO_LIMIT_DEFAULT = 500;
export const FREE_PRO_PULSE_BELOW = 100;

export const JUMP_ON_PENALTY = 2;
export const JUMP_ON_CREATOR_BONUS = 1;

export const SEARCH_DEBOUNCE_MS = 300;
export const SUCCESS_BANNER_MS = 3000;
export const EXPIRY_SOON_MS = 24 * 60 * 60 * 1000;
export const HOME_RECENT_PREDICTIONS = 9;
export const HOME_SKELETONS = 6;
export const ADMIN_RECENT_PREDICTIONS = 5;
export const LEADERBOARD_PODIUM = 3;
export const PAGE_SIZE = 50;

export const PASSWORD_MIN = 8;
export const USERNAME_MIN = 3;
export const VERIFICATION_CODE_LENGTH = 6;
export const INVITE_CODE_LENGTH = 6;
/** Invite codes are 6 uppercase letters. */
export const INVITE_CODE_PATTERN = /^[A-Z]{6}$/;
/** Invitations each player may generate (the server's INVITES_PER_PLAYER overrides it). */
export const INVITES_PER_PLAYER_DEFAULT = 10;
/** Points the inviter receives once the invited player's first position is settled. */
export const REFERRAL_BONUS_POINTS = 25;
/**
 * Fair play (docs/rules/fair-play.md): the most points a player may have bet against one other
 * player's calls within HEAD_TO_HEAD_WINDOW_DAYS (bets later refunded do not count).
 */
export const HEAD_TO_HEAD_BET_CAP = 100;
export const HEAD_TO_HEAD_WINDOW_DAYS = 7;
/** Codes one POST /api/invitations may generate at once. */
export const INVITES_PER_REQUEST_MAX = 10;

/** Install prompt: the iOS instructions appear this long after the page loads. */
export const IOS_INSTALL_PROMPT_DELAY_MS = 2000;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Avatar generator (docs/rules/avatar.md). */
export const AVATAR_STYLES = [
  'Professional',
  'Cartoon',
  'Cyberpunk',
  'Minimalist',
  'Artistic',
  'Gaming',
] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];
/** The generated image is square, this many pixels a side; lists use the small size. */
export const AVATAR_SIZE = 1024;
export const AVATAR_THUMB_SIZE = 256;
/** Photos with more pixels than this are refused before decoding (decompression bombs). */
export const AVATAR_MAX_INPUT_PIXELS = 40_000_000;
/** Generations per player and hour. */
export const AVATAR_GENERATIONS_PER_HOUR = 20;
/** Results never used as an avatar are deleted after this long. */
export const AVATAR_RESULT_RETENTION_HOURS = 24;
/** The web app waits this long for a generation (the provider may take a while). */
export const AVATAR_GENERATE_TIMEOUT_MS = 4 * 60 * 1000;

export const NFL_WEEKS = 18;
export const SEASON_MASTER_WAGER_DEFAULT = 100;

/** The merge suggestions' default threshold; the admin may pick another in the allowed range. */
export const SIMILARITY_THRESHOLD = 0.3;
export const SIMILARITY_THRESHOLD_MIN = 0.1;
export const SIMILARITY_THRESHOLD_MAX = 0.9;
export const API_TIMEOUT_MS = 10_000;

/** Leaderboard and badge rules (docs/rules/game.md). */
export const RANKED_MIN_RESOLVED = 5;
export const BADGE_ACCURATE_MIN_ACCURACY = 0.7;
export const BADGE_ACCURATE_MIN_RESOLVED = 10;
export const BADGE_PROLIFIC_MIN_PREDICTIONS = 25;
export const BADGE_STREAK_LENGTH = 3;

export const CATEGORIES = [
  'technology',
  'sports',
  'finance',
  'politics',
  'entertainment',
  'science',
  'business',
  'other',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const FILTER_CATEGORIES = [
  'all',
  'sports',
  'finance',
  'technology',
  'politics',
  'entertainment',
  'other',
] as const;

export const PREDICTION_STATUSES = [
  'PENDING',
  'CORRECT',
  'INCORRECT',
  'UNMEASURABLE',
  'MERGED',
] as const;
export type PredictionStatus = (typeof PREDICTION_STATUSES)[number];

/** Why a ledger row moved points (docs/rules/game.md). */
export const LEDGER_REASONS = [
  'signup',
  'pro_upgrade',
  'pro_refresh',
  'prediction_wager',
  'join_wager',
  'jump_wager',
  'bet_wager',
  // Jump-on bonus (docs/rules/game.md "Wagers"): held at the jump (`jump_bonus_held`, held
  // amount only), paid into the balance when the prediction resolves (`jump_bonus`), or
  // cancelled by a refund or merge (`jump_bonus_cancelled`). `jump_bonus_clawback` is kept
  // for rows written before the hold existed.
  'jump_bonus_held',
  'jump_bonus',
  'jump_bonus_cancelled',
  'jump_bonus_clawback',
  'payout',
  'bet_forfeit',
  'refund',
  'nfl_pick_wager',
  'nfl_pick_payout',
  'season_wager',
  'season_payout',
  'admin_adjustment',
  'referral_bonus',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** Leagues (docs/rules/leagues.md). */
export const GLOBAL_LEAGUE_ID = 'global';
export const GLOBAL_LEAGUE_NAME = 'Global';
export const LEAGUE_NAME_MIN = 3;
export const LEAGUE_NAME_MAX = 50;
export const LEAGUE_DESCRIPTION_MAX = 280;
/** Any 6 uppercase letters or digits is a valid (custom) invite code. */
export const LEAGUE_INVITE_CODE_PATTERN = /^[A-Z0-9]{6}$/;
/** Generated codes leave out look-alikes (0/O, 1/I/L) so they are easy to read out. */
export const LEAGUE_INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Leagues one player may own at a time. */
export const LEAGUE_MAX_OWNED = 10;
/** Predictions by members shown on a league page. */
export const LEAGUE_RECENT_PREDICTIONS = 10;
