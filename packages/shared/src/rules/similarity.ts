// Similar predictions for the admin's Review & Merge (docs/rules/similarity.md; threshold 0.3).
// Word overlap: the share of distinct meaningful words two texts have in common, measured
// against the longer of the two word sets, so a short text inside a long one does not look
// identical. Filler words are left out: common English ones and the time phrases predictions
// are full of ("before the end of next year"); otherwise "Ethereum flips Bitcoin … before the
// end of next year" and "NASA's Artemis crew … before the end of next year" pair at 40 %.
// When a whole list is grouped, each word also weighs by how rare it is in that list: a word
// most predictions use says little about whether two of them are the same call.
// Two calls that name different numbers (years, prices, counts), different NFL teams or
// different months are different calls however many words they share, so such a conflict cuts
// the ratio (DETAIL_CONFLICT_FACTOR per kind of detail): "Chiefs win Super Bowl 2026" and
// "Eagles win Super Bowl 2026" score below any paraphrase of either.
import { SIMILARITY_THRESHOLD } from '../constants.ts';
import { NFL_TEAMS } from '../nfl-teams.ts';

const STOP_WORDS = new Set(
  (
    'a an and are as at be been being but by can could do does did for from had has have he her ' +
    'his i if in into is it its me my no not of on or our she so than that the their them then ' +
    'there these they this those to too up us was we were what when which who will with would ' +
    'you your ' +
    // Time and hedge phrases of predictions: they say when, not what.
    'about above after again against all any before below between during end ever first last ' +
    'least less more most much next over same start still through under until within year ' +
    'years month months week weeks day days today tomorrow tonight season time soon early late ' +
    'get gets make makes happen happens finally'
  ).split(' '),
);

/** The distinct meaningful words of a text: lower-case letters and digits, filler words out. */
export function wordSet(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && !STOP_WORDS.has(w));
  return new Set(words);
}

const MONTHS = new Set(
  'january february march april june july august september october november december'.split(' '),
);
const TEAMS = new Set(NFL_TEAMS.map((t) => t.shortName.toLowerCase()));
const DETAIL_KINDS: ReadonlyArray<(word: string) => boolean> = [
  (w) => /^\d/.test(w),
  (w) => TEAMS.has(w),
  (w) => MONTHS.has(w),
];

/** What the ratio is multiplied by for each kind of detail the two calls disagree on. */
export const DETAIL_CONFLICT_FACTOR = 0.25;

/**
 * How many kinds of detail (numbers, NFL teams, months) two word sets disagree on: each names
 * one of that kind the other does not, and the other names one too. A detail only one side gives
 * ("Chiefs win the Super Bowl" / "Chiefs win the Super Bowl 2026") is no conflict.
 */
export function detailConflicts(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let conflicts = 0;
  for (const isDetail of DETAIL_KINDS) {
    const onlyA = [...a].some((w) => isDetail(w) && !b.has(w));
    const onlyB = [...b].some((w) => isDetail(w) && !a.has(w));
    const bothHave = [...a].some(isDetail) && [...b].some(isDetail);
    if (bothHave && onlyA && onlyB) conflicts += 1;
  }
  return conflicts;
}

type Weight = (word: string) => number;
const UNIT: Weight = () => 1;

/**
 * Weighted overlap: the weight of the common words against the heavier of the two sets. With
 * every weight 1 it is the plain share of common words against the longer set.
 */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>, weight: Weight = UNIT): number {
  let wa = 0;
  let wb = 0;
  let common = 0;
  for (const w of a) {
    const x = weight(w);
    wa += x;
    if (b.has(w)) common += x;
  }
  for (const w of b) wb += weight(w);
  const heavier = Math.max(wa, wb);
  if (heavier === 0 || common === 0) return 0;
  return (common / heavier) * DETAIL_CONFLICT_FACTOR ** detailConflicts(a, b);
}

/**
 * How much a word counts when comparing texts of a list of `total` items, `df` of which use it:
 * 1 for a word of at most a few items (`RARE_SHARE` of the list, at least `RARE_MIN`, so short
 * lists, e.g. a handful of calls on one topic, compare plainly), falling with the log of how
 * common it is beyond that, down to `WEIGHT_MIN` for a word every item uses (never nothing).
 */
const RARE_SHARE = 0.05;
const RARE_MIN = 5;
export const WEIGHT_MIN = 0.2;
export function rarityWeight(df: number, total: number): number {
  const rare = Math.max(RARE_MIN, Math.ceil(total * RARE_SHARE));
  if (df <= rare || total <= rare) return 1;
  return Math.max(WEIGHT_MIN, Math.log(total / df) / Math.log(total / rare));
}

/** Word-overlap ratio from 0 (nothing in common) to 1 (the same words). Symmetric. */
export function similarity(a: string, b: string): number {
  return overlap(wordSet(a), wordSet(b));
}

function listWeights(sets: readonly ReadonlySet<string>[]): Weight {
  const df = new Map<string, number>();
  for (const set of sets) for (const w of set) df.set(w, (df.get(w) ?? 0) + 1);
  const weights = new Map<string, number>();
  for (const [w, n] of df) weights.set(w, rarityWeight(n, sets.length));
  return (w) => weights.get(w) ?? 1;
}

/** The ratio `groupSimilar` uses for two texts of the list `texts` (rare words weigh more). */
export function similarityWithin(texts: readonly string[]): (a: string, b: string) => number {
  const weight = listWeights(texts.map(wordSet));
  return (a, b) => overlap(wordSet(a), wordSet(b), weight);
}

export interface SimilarityItem {
  id: string;
  text: string;
}

export interface SimilarGroup<T extends SimilarityItem> {
  items: T[];
  /** The highest pairwise ratio that linked the group. */
  topSimilarity: number;
}

/**
 * Groups items whose ratio is above `threshold` (strictly), transitively, words weighed by
 * their rarity in `items` (see `rarityWeight`):
 * if A~B and B~C, A, B and C form one group. Only groups of two or more are returned, the
 * largest first (ties: in input order of their first item); items keep their input order.
 * Only pairs that share a word are compared (inverted index), so it stays fast on long lists.
 */
export function groupSimilar<T extends SimilarityItem>(
  items: readonly T[],
  threshold: number = SIMILARITY_THRESHOLD,
): SimilarGroup<T>[] {
  const sets = items.map((item) => wordSet(item.text));
  const weight = listWeights(sets);
  const parent = items.map((_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] ?? root;
    while (parent[i] !== root) {
      const next = parent[i] ?? root;
      parent[i] = root;
      i = next;
    }
    return root;
  };
  const best = new Map<number, number>(); // index -> best ratio linking it

  const postings = new Map<string, number[]>();
  sets.forEach((set, i) => {
    for (const w of set) {
      const list = postings.get(w);
      if (list) list.push(i);
      else postings.set(w, [i]);
    }
  });

  sets.forEach((set, i) => {
    const candidates = new Set<number>();
    for (const w of set) for (const j of postings.get(w) ?? []) if (j > i) candidates.add(j);
    for (const j of candidates) {
      const ratio = overlap(set, sets[j] ?? new Set(), weight);
      if (ratio > threshold) {
        const ri = find(i);
        const rj = find(j);
        if (ri !== rj) parent[Math.max(ri, rj)] = Math.min(ri, rj);
        best.set(i, Math.max(best.get(i) ?? 0, ratio));
        best.set(j, Math.max(best.get(j) ?? 0, ratio));
      }
    }
  });

  const groups = new Map<number, number[]>();
  items.forEach((_, i) => {
    const root = find(i);
    const list = groups.get(root);
    if (list) list.push(i);
    else groups.set(root, [i]);
  });

  return [...groups.values()]
    .filter((members) => members.length >= 2)
    .sort((a, b) => b.length - a.length || (a[0] ?? 0) - (b[0] ?? 0))
    .map((members) => ({
      items: members.map((i) => items[i] as T),
      topSimilarity: Math.max(...members.map((i) => best.get(i) ?? 0)),
    }));
}
