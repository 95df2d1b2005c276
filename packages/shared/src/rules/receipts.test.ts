import { describe, expect, it } from 'vitest';
import { isClientRoute } from '../routes.ts';
import { canonicalParts, canonicalReceipt, GENESIS_HASH, prevHashOf } from './receipts.ts';

const at = new Date('2026-11-20T10:00:00.000Z');

describe('canonical receipt', () => {
  it('keeps the documented field order, prev last, and leaves absent fields out', () => {
    const s = canonicalReceipt(
      { kind: 'joined', call: 'p1', player: 'u1', side: 'for', points: 20, at },
      GENESIS_HASH,
    );
    expect(s).toBe(
      `{"v":1,"kind":"joined","call":"p1","player":"u1","side":"for","points":20,"at":"2026-11-20T10:00:00.000Z","prev":"${GENESIS_HASH}"}`,
    );
    expect(prevHashOf(s)).toBe(GENESIS_HASH);
  });

  it('holds confidence only when the position has one', () => {
    const base = { kind: 'joined' as const, call: 'p1', player: 'u1', points: 5, at };
    expect(canonicalReceipt({ ...base, confidence: null }, GENESIS_HASH)).toBe(
      canonicalReceipt(base, GENESIS_HASH),
    );
    expect(canonicalReceipt({ ...base, confidence: 70 }, GENESIS_HASH)).toContain(
      '"points":5,"confidence":70,"at"',
    );
  });

  it('escapes text as JSON and splits around prev for the database to fill in', () => {
    const event = { kind: 'created' as const, call: 'p', text: 'He said "yes"\nthen — no', at };
    const { head, tail } = canonicalParts(event);
    expect(head).toContain('"text":"He said \\"yes\\"\\nthen — no"');
    const prev = 'a'.repeat(64);
    const whole = canonicalReceipt(event, prev);
    expect(`${head}${prev}${tail}`).toBe(whole);
    expect(JSON.parse(whole)).toMatchObject({ text: 'He said "yes"\nthen — no', prev });
  });

  it('serves the head-to-head and verify pages as client routes', () => {
    expect(isClientRoute('/u/ann/vs/bob')).toBe(true);
    expect(isClientRoute(`/verify/${'0'.repeat(64)}`)).toBe(true);
    expect(isClientRoute('/verify/nope')).toBe(false);
  });
});
