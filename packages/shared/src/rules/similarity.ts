// Similar predictions for the admin's Review & Merge (product-spec §5 "Merge", §9 threshold 0.3).
// Word overlap: the share of distinct meaningful words two texts have in common, measured
// against the longer of the two word sets, so a short text inside a long one does not look
// identical. Common English filler words are left out; otherwise "The Fed will cut rates" and
// "The Chiefs will win" would pass 0.3 on "the" and "will" alone.
import { SIMILARITY_THRESHOLD } from '../constants.ts';

const STOP_WORDS = new Set(
  (
    'a an and are as at be been being but by can could do does did for from had has have he her ' +
    'his i if in into is it its me my no not of on or our she so than that the their them then ' +
    'there these they this those to too up us was we were what when which who will with would ' +
    'you your'
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

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const larger = Math.max(a.size, b.size);
  if (larger === 0) return 0;
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  let common = 0;
  for (const w of small) if (big.has(w)) common += 1;
  return common / larger;
}

/** Word-overlap ratio from 0 (nothing in common) to 1 (the same words). Symmetric. */
export function similarity(a: string, b: string): number {
  return overlap(wordSet(a), wordSet(b));
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
 * Groups items whose ratio is above `threshold` (strictly, as the spec says), transitively:
 * if A~B and B~C, A, B and C form one group. Only groups of two or more are returned, the
 * largest first (ties: in input order of their first item); items keep their input order.
 * Only pairs that share a word are compared (inverted index), so it stays fast on long lists.
 */
export function groupSimilar<T extends SimilarityItem>(
  items: readonly T[],
  threshold: number = SIMILARITY_THRESHOLD,
): SimilarGroup<T>[] {
  const sets = items.map((item) => wordSet(item.text));
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
      const ratio = overlap(set, sets[j] ?? new Set());
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
