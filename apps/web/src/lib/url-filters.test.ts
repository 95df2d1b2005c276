import { describe, expect, it } from 'vitest';
import { pickOption, readFilters, TEXT_FILTER } from './url-filters.ts';

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

describe('readFilters', () => {
  const spec = { period: ['all', 'month', 'week'], league: TEXT_FILTER } as const;
  it('reads each filter from the query string: an allowed value, or a trimmed text', () => {
    expect(readFilters(spec, new URLSearchParams('period=month&league=%20l-1%20'))).toEqual({
      period: 'month',
      league: 'l-1',
    });
  });
  it('reads a missing or unknown value as the default, and a missing text as empty', () => {
    expect(readFilters(spec, new URLSearchParams('period=year&other=1'))).toEqual({
      period: 'all',
      league: '',
    });
  });
});
