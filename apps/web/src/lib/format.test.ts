import { describe, expect, it } from 'vitest';
import { formatNumber, signedAmount, timeAgo } from './format.ts';

describe('formats', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('signs amounts with a real minus sign', () => {
    expect(signedAmount(20)).toBe('+20');
    expect(signedAmount(-1500)).toBe('\u22121,500');
    expect(signedAmount(0)).toBe('0');
  });

  it('says how long ago, then falls back to the date', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(timeAgo('2026-11-24T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-24T11:55:00Z', now)).toBe('5m ago');
    expect(timeAgo('2026-11-24T09:00:00Z', now)).toBe('3h ago');
    expect(timeAgo('2026-11-22T12:00:00Z', now)).toBe('2d ago');
    expect(timeAgo('2026-11-01T12:00:00Z', now)).toBe('Nov 1, 2026');
    // A clock slightly behind the server never shows a negative age.
    expect(timeAgo('2026-11-24T12:00:05Z', now)).toBe('just now');
  });
});
