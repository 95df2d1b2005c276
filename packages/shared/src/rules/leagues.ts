// League rules (docs/rules/leagues.md): invite codes, who inherits a league when its owner
// leaves, and the league's accuracy. Pure functions, used by the server for decisions and by
// the web for hints.
import {
  INVITE_CODE_LENGTH,
  LEAGUE_INVITE_CODE_ALPHABET,
  LEAGUE_INVITE_CODE_PATTERN,
} from '../constants.ts';
import { accuracyPercent } from './accuracy.ts';

/** Codes are stored in upper case; what a person types is trimmed and upper-cased. */
export function normalizeInviteCode(input: string): string {
  return input.trim().toUpperCase();
}

export function isValidInviteCode(code: string): boolean {
  return LEAGUE_INVITE_CODE_PATTERN.test(code);
}

/**
 * A new code of INVITE_CODE_LENGTH characters from the readable alphabet. `randomInt(n)` must
 * return an integer in [0, n) (the server passes crypto.randomInt).
 */
export function generateInviteCode(randomInt: (max: number) => number): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) {
    code += LEAGUE_INVITE_CODE_ALPHABET[randomInt(LEAGUE_INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

export interface LeagueMembership {
  userId: string;
  joinedAt: Date;
}

/**
 * Who owns the league after its owner leaves: the member who joined earliest (ties: the
 * smaller user id), or null when nobody else is left (the league is then deleted).
 */
export function nextOwner(
  members: readonly LeagueMembership[],
  leavingUserId: string,
): string | null {
  let best: LeagueMembership | null = null;
  for (const member of members) {
    if (member.userId === leavingUserId) continue;
    if (
      !best ||
      member.joinedAt.getTime() < best.joinedAt.getTime() ||
      (member.joinedAt.getTime() === best.joinedAt.getTime() && member.userId < best.userId)
    ) {
      best = member;
    }
  }
  return best?.userId ?? null;
}

/**
 * League accuracy: the members' results pooled — all their correct over all their decided
 * (correct + incorrect) predictions, as a rounded percent; 0 when none is decided.
 */
export function leagueAccuracyPercent(
  members: ReadonlyArray<{ correct: number; incorrect: number }>,
): number {
  let correct = 0;
  let incorrect = 0;
  for (const m of members) {
    correct += m.correct;
    incorrect += m.incorrect;
  }
  return accuracyPercent(correct, incorrect);
}
