import { describe, expect, it } from 'vitest';
import { expiryBadge, isExpired, minExpiryDate, parseExpiresAt } from './expiry.ts';

const HOUR = 60 * 60 * 1000;

describe('expiry', () => {
  it('parses zoned date-times and bare dates (end of day UTC)', () => {
    expect(parseExpiresAt('2027-01-31T18:00:00Z')?.toISOString()).toBe('2027-01-31T18:00:00.000Z');
    expect(parseExpiresAt('2027-01-31T18:00:00.123+02:00')?.toISOString()).toBe(
      '2027-01-31T16:00:00.123Z',
    );
    expect(parseExpiresAt('2027-01-31')?.toISOString()).toBe('2027-01-31T23:59:59.999Z');
  });

  it('refuses what is not an unambiguous date', () => {
    for (const bad of [
      '',
      'tomorrow',
      '2027-02-31',
      '2027-13-01',
      '2027-01-31T18:00:00',
      '1738000000',
    ]) {
      expect(parseExpiresAt(bad), bad).toBeNull();
    }
  });

  it('is expired from the expiry instant on', () => {
    const at = Date.UTC(2027, 0, 1);
    expect(isExpired(new Date(at), at - 1)).toBe(false);
    expect(isExpired(new Date(at), at)).toBe(true);
    expect(isExpired(new Date(at).toISOString(), at + 1)).toBe(true);
  });

  it('shows Expired and Soon only on PENDING predictions', () => {
    const now = Date.UTC(2027, 0, 1);
    const at = (ms: number) => new Date(now + ms).toISOString();
    expect(expiryBadge({ status: 'PENDING', expiresAt: at(-1) }, now)).toBe('expired');
    expect(expiryBadge({ status: 'PENDING', expiresAt: at(0) }, now)).toBe('expired');
    expect(expiryBadge({ status: 'PENDING', expiresAt: at(23 * HOUR) }, now)).toBe('soon');
    expect(expiryBadge({ status: 'PENDING', expiresAt: at(24 * HOUR) }, now)).toBe('soon');
    expect(expiryBadge({ status: 'PENDING', expiresAt: at(25 * HOUR) }, now)).toBeNull();
    expect(expiryBadge({ status: 'CORRECT', expiresAt: at(-HOUR) }, now)).toBeNull();
    expect(expiryBadge({ status: 'INCORRECT', expiresAt: at(HOUR) }, now)).toBeNull();
  });

  it('puts the picker minimum at tomorrow', () => {
    expect(minExpiryDate(new Date(2027, 0, 31, 23, 30))).toBe('2027-02-01');
    expect(minExpiryDate(new Date(2026, 11, 31, 0, 1))).toBe('2027-01-01');
  });
});
