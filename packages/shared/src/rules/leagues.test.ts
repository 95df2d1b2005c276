import { describe, expect, it } from 'vitest';
import { LEAGUE_INVITE_CODE_ALPHABET } from '../constants.ts';
import {
  generateInviteCode,
  isValidInviteCode,
  leagueAccuracyPercent,
  nextOwner,
  normalizeInviteCode,
} from './leagues.ts';

describe('invite codes', () => {
  it('accepts exactly 6 uppercase letters or digits', () => {
    for (const code of ['ABC123', '000000']) expect(isValidInviteCode(code), code).toBe(true);
    for (const code of ['abc123', 'ABC12', 'ABC1234', 'ABC-12', 'ÄBC123']) {
      expect(isValidInviteCode(code), code).toBe(false);
    }
  });

  it('normalizes what a person types', () => {
    expect(normalizeInviteCode('  abc123 ')).toBe('ABC123');
  });

  it('generates valid codes from the readable alphabet', () => {
    let i = 0;
    const sequence = (max: number) => i++ % max;
    const code = generateInviteCode(sequence);
    expect(code).toBe(LEAGUE_INVITE_CODE_ALPHABET.slice(0, 6));
    expect(isValidInviteCode(code)).toBe(true);
    const last = generateInviteCode((max) => max - 1);
    expect(last).toBe('999999');
    for (const ch of 'O0I1L') expect(LEAGUE_INVITE_CODE_ALPHABET).not.toContain(ch);
  });
});

describe('nextOwner', () => {
  const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
  it('is the earliest other member, ties by user id', () => {
    const members = [
      { userId: 'owner', joinedAt: at(0) },
      { userId: 'c', joinedAt: at(5) },
      { userId: 'b', joinedAt: at(3) },
      { userId: 'a', joinedAt: at(3) },
    ];
    expect(nextOwner(members, 'owner')).toBe('a');
    expect(nextOwner(members.slice(0, 2), 'owner')).toBe('c');
  });
  it('is null when the owner is alone', () => {
    expect(nextOwner([{ userId: 'owner', joinedAt: at(0) }], 'owner')).toBeNull();
    expect(nextOwner([], 'owner')).toBeNull();
  });
});

describe('leagueAccuracyPercent', () => {
  it('pools the members results', () => {
    expect(leagueAccuracyPercent([])).toBe(0);
    expect(
      leagueAccuracyPercent([
        { correct: 3, incorrect: 1 },
        { correct: 0, incorrect: 4 },
        { correct: 0, incorrect: 0 },
      ]),
    ).toBe(38);
  });
});
