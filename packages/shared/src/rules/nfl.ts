// NFL pick rules (docs/rules/nfl.md): when a game locks, what a pick pays, what a season
// prediction pays, wager bounds and the countdown. Pure; the server decides with them, the web
// uses them for hints.
import { MIN_WAGER, NFL_QUICK_WAGERS } from '../constants.ts';

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
