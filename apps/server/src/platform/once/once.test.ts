import { describe, expect, it } from 'vitest';
import { oncePerKey } from './once.ts';

describe('oncePerKey', () => {
  it('computes each key once and answers the same value after', () => {
    const computed: string[] = [];
    const shout = oncePerKey((word: string) => {
      computed.push(word);
      return { text: word.toUpperCase() };
    });
    const first = shout('bold');
    expect(shout('bold')).toBe(first);
    expect(shout('call')).toEqual({ text: 'CALL' });
    expect(computed).toEqual(['bold', 'call']);
  });

  it('keeps a promise, so callers that overlap share one computation', async () => {
    let runs = 0;
    const slow = oncePerKey(async (n: number) => {
      runs += 1;
      return n * 2;
    });
    const [a, b] = await Promise.all([slow(21), slow(21)]);
    expect([a, b, runs]).toEqual([42, 42, 1]);
  });

  it('remembers undefined and null results too', () => {
    let runs = 0;
    const nothing = oncePerKey((_key: string) => {
      runs += 1;
      return undefined;
    });
    nothing('x');
    nothing('x');
    expect(runs).toBe(1);
  });
});
