// Badges (docs/rules/game.md, "Leaderboard"): newcomer (fewer than 5 resolved),
// accurate (≥ 70 % over ≥ 10 resolved), prolific (≥ 25 predictions created or joined),
// streak (the last 3 resolved all correct), pro. "Resolved" = CORRECT or INCORRECT.
import {
  BADGE_ACCURATE_MIN_ACCURACY,
  BADGE_ACCURATE_MIN_RESOLVED,
  BADGE_PROLIFIC_MIN_PREDICTIONS,
  BADGE_STREAK_LENGTH,
  RANKED_MIN_RESOLVED,
} from '../constants.ts';
import { accuracy } from './accuracy.ts';

export const BADGES = ['newcomer', 'accurate', 'prolific', 'streak', 'pro'] as const;
export type Badge = (typeof BADGES)[number];

/** The labels the leaderboard shows. */
export const BADGE_LABELS: Record<Badge, string> = {
  newcomer: 'New',
  accurate: 'Accurate',
  prolific: 'Prolific',
  streak: 'Streak',
  pro: 'PRO',
};

/** An unknown badge shows its raw name. */
export function badgeLabel(name: string): string {
  return (BADGE_LABELS as Record<string, string>)[name] ?? name;
}

export interface BadgeStats {
  correct: number;
  incorrect: number;
  /** Predictions created or joined, any status. */
  totalPredictions: number;
  /** Consecutive CORRECT at the end of the resolved ones (rules/ranking.ts nextStreak). */
  streak: number;
  isPro: boolean;
}

/** The player's badges, in BADGES order. */
export function badgesFor(s: BadgeStats): Badge[] {
  const resolved = s.correct + s.incorrect;
  const earned: Record<Badge, boolean> = {
    newcomer: resolved < RANKED_MIN_RESOLVED,
    accurate:
      resolved >= BADGE_ACCURATE_MIN_RESOLVED &&
      accuracy(s.correct, s.incorrect) >= BADGE_ACCURATE_MIN_ACCURACY,
    prolific: s.totalPredictions >= BADGE_PROLIFIC_MIN_PREDICTIONS,
    streak: s.streak >= BADGE_STREAK_LENGTH,
    pro: s.isPro,
  };
  return BADGES.filter((badge) => earned[badge]);
}
