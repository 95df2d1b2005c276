import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SIMILARITY_THRESHOLD } from '../constants.ts';
import {
  DETAIL_CONFLICT_FACTOR,
  detailConflicts,
  groupSimilar,
  rarityWeight,
  similarity,
  similarityWithin,
  WEIGHT_MIN,
  wordSet,
} from './similarity.ts';

describe('similarity', () => {
  it('is the share of common meaningful words against the longer text', () => {
    // {chiefs, win, super, bowl} vs {chiefs, win, super, bowl, vegas}: 4 of 5
    expect(
      similarity('The Chiefs will win the Super Bowl', 'Chiefs win the Super Bowl in Vegas'),
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
      item('c', 'The Chiefs will win the Super Bowl in Vegas'),
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

  it('uses a strict "above" comparison with the product brief threshold of 0.3', () => {
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
          const ratio = similarityWithin(items.map((i) => i.text));
          const groupOf = new Map<string, number>();
          groups.forEach((g, gi) => g.items.forEach((i) => groupOf.set(i.id, gi)));
          for (const a of items) {
            for (const b of items) {
              if (a !== b && ratio(a.text, b.text) > SIMILARITY_THRESHOLD) {
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

// Predictions as players write them (the demo data's texts and a few more): what an admin
// would merge, and what only shares the way predictions are phrased.
const FEED = [
  'The Chiefs beat the Ravens in the season opener',
  'Bitcoin closes October above $100k',
  'Apple announces a foldable iPhone at its September event',
  'The Celtics win their NBA opening game by double digits',
  'The Fed cuts interest rates at the September meeting',
  'Verstappen wins the Monaco Grand Prix from pole',
  'Patrick Mahomes throws 4 touchdowns against the Raiders',
  'SpaceX catches a Starship booster on its next launch',
  'The Kansas City Chiefs win the Super Bowl again',
  'Victor Wembanyama wins Defensive Player of the Year',
  'Arsenal win the Premier League title this season',
  'Carlos Alcaraz wins Wimbledon again',
  'Ethereum flips Bitcoin in market cap before the end of next year',
  "NASA's Artemis crew flies around the Moon before the end of next year",
  'The S&P 500 ends the year at least 10% higher',
  'Taylor Swift announces a new album within the next 3 months',
  'Apple ships a foldable iPhone next year',
  'BoldCall reaches 10,000 players by the end of the year',
  'The Celtics and Lakers meet in the NBA Finals',
  'The Fed cuts rates in September',
  'Bitcoin tops $150k before the end of next year',
  'Bitcoin above $150k by the end of next year',
];

describe('similarity on real predictions', () => {
  const groups = groupSimilar(FEED.map((text, i) => ({ id: String(i), text })));
  const texts = groups.map((g) => g.items.map((i) => i.text));
  const paired = (a: string, b: string) => texts.some((g) => g.includes(a) && g.includes(b));

  it('ignores the time phrases predictions share ("before the end of next year")', () => {
    const ethereum = 'Ethereum flips Bitcoin in market cap before the end of next year';
    const artemis = "NASA's Artemis crew flies around the Moon before the end of next year";
    expect(similarity(ethereum, artemis)).toBe(0);
    expect(paired(ethereum, artemis)).toBe(false);
  });

  it('pairs the same call written twice', () => {
    expect(
      paired(
        'Bitcoin tops $150k before the end of next year',
        'Bitcoin above $150k by the end of next year',
      ),
    ).toBe(true);
    expect(
      paired(
        'The Fed cuts interest rates at the September meeting',
        'The Fed cuts rates in September',
      ),
    ).toBe(true);
    expect(
      paired(
        'Apple announces a foldable iPhone at its September event',
        'Apple ships a foldable iPhone next year',
      ),
    ).toBe(true);
  });

  it('does not pair calls that only share a topic word', () => {
    expect(
      paired(
        'Bitcoin closes October above $100k',
        'Bitcoin tops $150k before the end of next year',
      ),
    ).toBe(false);
    expect(
      paired(
        'The Celtics win their NBA opening game by double digits',
        'The Celtics and Lakers meet in the NBA Finals',
      ),
    ).toBe(false);
    expect(
      paired(
        'Verstappen wins the Monaco Grand Prix from pole',
        'Carlos Alcaraz wins Wimbledon again',
      ),
    ).toBe(false);
    // Nothing else is grouped.
    expect(texts.flat()).toHaveLength(6);
  });

  it('weighs words by their rarity in the list', () => {
    // "wins" is in most of these calls, so sharing it says little.
    const list = [
      'Alcaraz wins Wimbledon',
      'Sinner wins Wimbledon',
      'Verstappen wins Monaco',
      'Norris wins Silverstone',
      'Leclerc wins Monza',
      'Piastri wins Spa',
      'Hamilton wins Vegas',
      'Russell wins Austin',
    ].map((text, i) => ({ id: String(i), text }));
    // Unweighted, "Verstappen wins Monaco" and "Norris wins Silverstone" would be 1/3 > 0.3.
    expect(similarity('Verstappen wins Monaco', 'Norris wins Silverstone')).toBeCloseTo(1 / 3);
    expect(groupSimilar(list).map((g) => g.items.map((i) => i.text))).toEqual([
      ['Alcaraz wins Wimbledon', 'Sinner wins Wimbledon'],
    ]);
  });

  it('rarityWeight: full weight for words of a few items, less the more items use them', () => {
    expect(rarityWeight(1, 2)).toBe(1);
    expect(rarityWeight(2, 2)).toBe(1);
    expect(rarityWeight(2, 100)).toBe(1);
    expect(rarityWeight(5, 100)).toBe(1);
    expect(rarityWeight(5, 5)).toBe(1); // a short list compares plainly
    expect(rarityWeight(100, 100)).toBe(WEIGHT_MIN);
    expect(rarityWeight(20, 100)).toBeGreaterThan(rarityWeight(50, 100));
    expect(rarityWeight(50, 100)).toBeGreaterThan(WEIGHT_MIN);
  });
});

describe('different details are different calls', () => {
  it('scores calls about different teams, years or numbers below paraphrases', () => {
    const paraphrase = similarity(
      'The Kansas City Chiefs win the Super Bowl again',
      'Chiefs win the Super Bowl',
    );
    const otherTeam = similarity(
      'The Kansas City Chiefs win the Super Bowl again',
      'The Philadelphia Eagles win the Super Bowl',
    );
    const otherYear = similarity('Chiefs win Super Bowl 2026', 'Chiefs win Super Bowl 2027');
    const otherNumber = similarity('Bitcoin tops $150k', 'Bitcoin tops $200k');
    const otherMonth = similarity(
      'The Fed cuts rates in September',
      'The Fed cuts rates in December',
    );
    for (const different of [otherTeam, otherYear, otherNumber, otherMonth]) {
      expect(different).toBeLessThan(paraphrase);
      expect(different).toBeLessThanOrEqual(SIMILARITY_THRESHOLD);
    }
    // Without the conflict the year calls share 4 of 5 words; the conflict cuts it to a quarter.
    expect(otherYear).toBeCloseTo(0.8 * DETAIL_CONFLICT_FACTOR);
  });

  it('a detail only one side names is no conflict', () => {
    expect(
      detailConflicts(wordSet('Chiefs win Super Bowl'), wordSet('Chiefs win Super Bowl 2026')),
    ).toBe(0);
    expect(
      detailConflicts(wordSet('Chiefs beat Eagles'), wordSet('Eagles lose to the Chiefs')),
    ).toBe(0);
    expect(detailConflicts(wordSet('Chiefs win 2026'), wordSet('Eagles win 2027'))).toBe(2);
  });

  it('does not offer two different Super Bowl calls, and still pairs the same one', () => {
    const groups = groupSimilar([
      { id: 'a', text: 'The Kansas City Chiefs win the Super Bowl again' },
      { id: 'b', text: 'The Eagles win the Super Bowl' },
      { id: 'c', text: 'Chiefs win the Super Bowl' },
      { id: 'd', text: 'Bitcoin closes 2026 above $150k' },
      { id: 'e', text: 'Bitcoin closes 2027 above $150k' },
    ]);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([['a', 'c']]);
  });
});
