import { describe, expect, it } from 'vitest';
import { pickOption } from './url-filters.ts';

describe('pickOption', () => {
  const periods = ['all', 'month', 'week'] as const;
  it('keeps an allowed value', () => {
    expect(pickOption(periods, 'week')).toBe('week');
  });
  it('falls back to the default for a missing or unknown value', () => {
    expect(pickOption(periods, null)).toBe('all');
    expect(pickOption(periods, 'year')).toBe('all');
  });
});
