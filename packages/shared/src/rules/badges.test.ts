import { describe, expect, it } from 'vitest';
import { badgeLabel, badgesFor, type BadgeStats } from './badges.ts';

const base: BadgeStats = { correct: 0, incorrect: 0, totalPredictions: 0, streak: 0, isPro: false };

describe('badges', () => {
  it('newcomer: fewer than 5 resolved', () => {
    expect(badgesFor(base)).toEqual(['newcomer']);
    expect(badgesFor({ ...base, correct: 2, incorrect: 2 })).toEqual(['newcomer']);
    expect(badgesFor({ ...base, correct: 2, incorrect: 3 })).toEqual([]);
  });

  it('accurate: at least 70 % over at least 10 resolved', () => {
    expect(badgesFor({ ...base, correct: 7, incorrect: 3 })).toEqual(['accurate']); // exactly 70 %
    expect(badgesFor({ ...base, correct: 6, incorrect: 4 })).toEqual([]);
    expect(badgesFor({ ...base, correct: 9, incorrect: 0 })).toEqual([]); // only 9 resolved
    expect(badgesFor({ ...base, correct: 14, incorrect: 6 })).toEqual(['accurate']);
  });

  it('prolific: at least 25 predictions created or joined', () => {
    expect(badgesFor({ ...base, totalPredictions: 24 })).toEqual(['newcomer']);
    expect(badgesFor({ ...base, totalPredictions: 25 })).toEqual(['newcomer', 'prolific']);
  });

  it('streak: the last 3 resolved all correct', () => {
    expect(badgesFor({ ...base, correct: 3, streak: 2 })).toEqual(['newcomer']);
    expect(badgesFor({ ...base, correct: 3, streak: 3 })).toEqual(['newcomer', 'streak']);
  });

  it('pro, and all together in a fixed order', () => {
    expect(badgesFor({ ...base, isPro: true })).toEqual(['newcomer', 'pro']);
    expect(
      badgesFor({ correct: 12, incorrect: 2, totalPredictions: 30, streak: 5, isPro: true }),
    ).toEqual(['accurate', 'prolific', 'streak', 'pro']);
  });

  it('labels, with unknown names shown raw', () => {
    expect(badgeLabel('newcomer')).toBe('New');
    expect(badgeLabel('pro')).toBe('PRO');
    expect(badgeLabel('founder')).toBe('founder');
  });
});
