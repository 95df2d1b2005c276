// NFL pick rules (docs/rules/nfl.md): when a game locks, what a pick pays, what a season
// prediction pays, wager bounds and the countdown. Pure; the server decides with them, the web
// uses them for hints.
import {
  MIN_WAGER,
  NFL_DEFAULT_WAGER,
  NFL_MAX_BATCH_PICKS,
  NFL_QUICK_WAGERS,
} from '../constants.ts';

export const NFL_MSG = {
  notEnoughPoints: (available: number) => `You don't have enough points. Available: ${available}`,
  wagerMin: 'Must wager at least 1 point',
  wagerWhole: 'Points must be a whole number',
  teamRequired: 'Please select a team',
  teamNotInGame: 'That team does not play in this game',
  gameNotFound: 'Game not found',
  gameLocked: 'This game has started. Picks are locked.',
  betNotFound: 'You have no pick on this game',
  seasonLocked: 'Season predictions are locked: the season has kicked off.',
  seasonSubmitted: 'You have already submitted your season predictions.',
  seasonEmpty: 'Predict at least one game.',
  seasonNoGames: 'No games are scheduled for this season yet.',
  seasonGameUnknown: 'A predicted game is not a regular-season game of this season.',
  unpredicted: (n: number) => `You haven't predicted ${n} games. Submit anyway?`,
  betPlaced: 'Bet placed successfully!',
  betFailed: 'Failed to place bet. Please try again.',
  seasonOk: 'Season predictions submitted successfully!',
  seasonFailed: 'Failed to submit predictions. Please try again.',
  batchEmpty: 'Pick at least one team to save.',
  batchTooMany: `Save at most ${NFL_MAX_BATCH_PICKS} picks at once.`,
  batchTwice: 'Each game can be picked only once in a save.',
  picksSaved: (n: number) => (n === 1 ? 'Pick saved!' : `${n} picks saved!`),
  /** Unsaved picks whose games kicked off before the save (they are not saved). */
  picksMissedKickoff: (games: readonly string[]) =>
    games.length === 1
      ? `${games[0]} kicked off before you saved: that pick was not saved.`
      : `${games.join(', ')} kicked off before you saved: those picks were not saved.`,
  /** A refusal of one pick of a save names its game first: "BUF @ KC: …". */
  batchRefusal: (game: string, message: string) => `${game}: ${message}`,
} as const;

export type PickOutcome = 'won' | 'lost' | 'push';

/** A game is locked from its kickoff on: at kickoff itself a pick is refused. */
export function isGameLocked(kickoff: Date | number, now: Date | number): boolean {
  return +now >= +kickoff;
}

/** The winner's code of a final game, or null for a tie. */
export function gameWinner(game: {
  homeCode: string;
  awayCode: string;
  homeScore: number;
  awayScore: number;
}): string | null {
  if (game.homeScore === game.awayScore) return null;
  return game.homeScore > game.awayScore ? game.homeCode : game.awayCode;
}

/** A weekly pick on a final game: the picked team won, lost, or the game was tied. */
export function pickOutcome(teamCode: string, winner: string | null): PickOutcome {
  if (winner === null) return 'push';
  return winner === teamCode ? 'won' : 'lost';
}

/** What a settled weekly pick returns: a win 2×, a loss nothing, a tie the wager back. */
export function pickPayout(outcome: PickOutcome, wager: number): number {
  if (outcome === 'won') return 2 * wager;
  if (outcome === 'push') return wager;
  return 0;
}

/**
 * What a season prediction returns once every picked game is final:
 * round(2 × wager × correct ÷ decided). A tied game decides nothing; when no picked game was
 * decided at all, the wager comes back.
 */
export function seasonPayout(wager: number, correct: number, decided: number): number {
  if (decided <= 0) return wager;
  return Math.round((2 * wager * correct) / decided);
}

/** The catalogue's message for a wager outside 1 … available, or null when valid. */
export function nflWagerError(wager: number, available: number): string | null {
  if (!Number.isFinite(wager) || wager < MIN_WAGER) return NFL_MSG.wagerMin;
  if (!Number.isInteger(wager)) return NFL_MSG.wagerWhole;
  if (wager > available) return NFL_MSG.notEnoughPoints(Math.max(0, available));
  return null;
}

/** Quick wagers 10/25/50, each capped to the points available; none without points. */
export function nflQuickWagers(available: number): Array<{ label: number; amount: number }> {
  if (available < MIN_WAGER) return [];
  return NFL_QUICK_WAGERS.map((label) => ({ label, amount: Math.min(label, available) }));
}

/** Days, hours and minutes until kickoff (minutes rounded down), or null once it has passed. */
export function kickoffCountdown(
  kickoff: Date | number,
  now: Date | number,
): { days: number; hours: number; minutes: number } | null {
  const ms = +kickoff - +now;
  if (ms <= 0) return null;
  const totalMinutes = Math.floor(ms / 60_000);
  return {
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor((totalMinutes % (24 * 60)) / 60),
    minutes: totalMinutes % 60,
  };
}

/** The week a season is in: the week of the next game not yet final, else the last week. */
export function currentWeek(
  games: ReadonlyArray<{ week: number; kickoff: Date | number; final: boolean }>,
  now: Date | number,
): number {
  const open = games
    .filter((g) => !g.final && +g.kickoff > +now - 12 * 60 * 60 * 1000)
    .sort((a, b) => +a.kickoff - +b.kickoff)[0];
  if (open) return open.week;
  const weeks = games.map((g) => g.week);
  return weeks.length > 0 ? Math.max(...weeks) : 1;
}

/**
 * The wager the week's picks start with: the wager of the player's most recent pick, else
 * NFL_DEFAULT_WAGER, never above the balance (and at least MIN_WAGER).
 */
export function defaultNflWager(lastWager: number | null, balance: number | null): number {
  const wanted = lastWager ?? NFL_DEFAULT_WAGER;
  return Math.max(MIN_WAGER, balance === null ? wanted : Math.min(wanted, balance));
}

/**
 * The order a save of several picks is applied in: the picks that lower what is held first (so
 * their points count as available), then the others in the order sent. `held` is the wager
 * already on that game's pick (0 for a new one). The server and the web use the same order.
 */
export function nflBatchOrder(picks: ReadonlyArray<{ wager: number; held: number }>): number[] {
  const indexes = picks.map((_, i) => i);
  const releases = indexes.filter((i) => picks[i]!.wager < picks[i]!.held);
  return [...releases, ...indexes.filter((i) => picks[i]!.wager >= picks[i]!.held)];
}

/**
 * The first pick of a save the balance cannot cover, applied in nflBatchOrder, with the wager
 * rule's message for it (points already on that pick count as available), or null when all fit.
 */
export function nflBatchRefusal(
  picks: ReadonlyArray<{ wager: number; held: number }>,
  balance: number,
): { index: number; message: string } | null {
  let left = balance;
  for (const i of nflBatchOrder(picks)) {
    const { wager, held } = picks[i]!;
    const message = nflWagerError(wager, left + held);
    if (message) return { index: i, message };
    left -= wager - held;
  }
  return null;
}
