import { describe, expect, it } from 'vitest';
import { accuracy, accuracyPercent, averageAccuracyPercent } from './accuracy.ts';

describe('accuracy', () => {
  it('is correct over resolved, 0 when none', () => {
    expect(accuracy(0, 0)).toBe(0);
    expect(accuracy(3, 1)).toBe(0.75);
    expect(accuracyPercent(2, 1)).toBe(67);
    expect(accuracyPercent(0, 4)).toBe(0);
  });

  it('averages over players with something resolved', () => {
    expect(averageAccuracyPercent([])).toBe(0);
    expect(
      averageAccuracyPercent([
        { correct: 1, incorrect: 0 },
        { correct: 1, incorrect: 1 },
        { correct: 0, incorrect: 0 },
      ]),
    ).toBe(75);
  });
});
