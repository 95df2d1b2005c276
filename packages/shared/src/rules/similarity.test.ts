import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SIMILARITY_THRESHOLD } from '../constants.ts';
import { groupSimilar, similarity, wordSet } from './similarity.ts';

describe('similarity', () => {
  it('is the share of common meaningful words against the longer text', () => {
    // {chiefs, win, super, bowl} vs {chiefs, win, super, bowl, again}: 4 of 5
    expect(
      similarity('The Chiefs will win the Super Bowl', 'Chiefs win the Super Bowl again'),
    ).toBe(0.8);
    expect(similarity('Bitcoin reaches 100k', 'Bitcoin reaches 100k')).toBe(1);
    expect(similarity('Bitcoin reaches 100k', 'Lakers win the title')).toBe(0);
  });

  it('ignores case, punctuation, accents and filler words', () => {
    expect([...wordSet("The Fed's rate CUT, in Zürich!")]).toEqual([
      'feds',
      'rate',
      'cut',
      'zurich',
    ]);
    // Only filler words in common: not similar at all.
    expect(similarity('The Fed will cut rates', 'The Chiefs will win')).toBe(0);
  });

  it('is 0 for texts without words', () => {
    expect(similarity('', '')).toBe(0);
    expect(similarity('the and of', 'the')).toBe(0);
  });

  it('is symmetric and between 0 and 1', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const s = similarity(a, b);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
        expect(similarity(b, a)).toBe(s);
      }),
    );
  });
});

describe('groupSimilar', () => {
  const item = (id: string, text: string) => ({ id, text, extra: id.toUpperCase() });

  it('groups texts above the threshold and leaves singles out', () => {
    const groups = groupSimilar([
      item('a', 'Chiefs win the Super Bowl'),
      item('b', 'Bitcoin reaches 100k by December'),
      item('c', 'The Chiefs will win the Super Bowl again'),
      item('d', 'Apple releases a foldable iPhone'),
      item('e', 'Bitcoin price reaches 100k'),
    ]);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([
      ['a', 'c'],
      ['b', 'e'],
    ]);
    expect(groups[0]?.items[0]?.extra).toBe('A');
    expect(groups[0]?.topSimilarity).toBe(0.8);
  });

  it('uses a strict "above" comparison with the spec threshold of 0.3', () => {
    expect(SIMILARITY_THRESHOLD).toBe(0.3);
    // 3 of 10 words in common: exactly 0.3, not above.
    const a = 'alpha beta gamma d1 d2 d3 d4 d5 d6 d7';
    const b = 'alpha beta gamma e1 e2 e3 e4 e5 e6 e7';
    expect(similarity(a, b)).toBeCloseTo(0.3);
    expect(groupSimilar([item('a', a), item('b', b)])).toEqual([]);
    expect(groupSimilar([item('a', a), item('b', b)], 0.29)).toHaveLength(1);
  });

  it('links transitively and puts the largest group first', () => {
    const groups = groupSimilar([
      item('x', 'red blue'),
      item('y', 'lakers celtics'),
      item('a', 'one two three'),
      item('b', 'three four five'),
      item('c', 'five six seven'),
      item('z', 'lakers celtics finals'),
    ]);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([
      ['a', 'b', 'c'],
      ['y', 'z'],
    ]);
  });

  it('agrees with a brute-force pairwise check', () => {
    const words = ['chiefs', 'win', 'bowl', 'fed', 'rates', 'cut', 'bitcoin', '100k', 'the'];
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 5 }), {
          maxLength: 12,
        }),
        (texts) => {
          const items = texts.map((t, i) => item(String(i), t.join(' ')));
          const groups = groupSimilar(items);
          const groupOf = new Map<string, number>();
          groups.forEach((g, gi) => g.items.forEach((i) => groupOf.set(i.id, gi)));
          for (const a of items) {
            for (const b of items) {
              if (a !== b && similarity(a.text, b.text) > SIMILARITY_THRESHOLD) {
                expect(groupOf.get(a.id)).toBeDefined();
                expect(groupOf.get(a.id)).toBe(groupOf.get(b.id));
              }
            }
          }
          for (const g of groups) expect(g.items.length).toBeGreaterThanOrEqual(2);
        },
      ),
    );
  });
});
