// The fonts and emoji a card is drawn with (og.render.ts), all from npm packages, no network:
// Noto Sans for Latin, Greek, Cyrillic and Vietnamese, Noto Sans JP subsets for Japanese and
// Chinese ideographs (loaded per subset when a text needs them), Twemoji SVGs for emoji.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Font } from 'satori';
import { oncePerKey } from '../../platform/once/once.ts';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

// ---------------------------------------------------------------------------------------------
// Fonts

export const LATIN_SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
];
const WEIGHTS = [400, 700] as const;

let baseFonts: Font[] | null = null;
export function loadBaseFonts(): Font[] {
  if (baseFonts) return baseFonts;
  const dir = path.join(packageDir('@fontsource/noto-sans'), 'files');
  baseFonts = WEIGHTS.flatMap((weight) =>
    LATIN_SUBSETS.map((subset) => ({
      // One name per subset (satori keeps one font per name and weight).
      name: `Noto Sans ${subset}`,
      weight,
      style: 'normal' as const,
      data: readFileSync(path.join(dir, `noto-sans-${subset}-${weight}-normal.woff`)),
    })),
  );
  return baseFonts;
}

interface Subset {
  file: string;
  weight: number;
  ranges: Array<[number, number]>;
}

let cjkSubsets: Subset[] | null = null;
/** The unicode ranges of every Noto Sans JP subset file, read from the package's CSS. */
function loadCjkSubsets(): Subset[] {
  if (cjkSubsets) return cjkSubsets;
  const dir = packageDir('@fontsource/noto-sans-jp');
  cjkSubsets = WEIGHTS.flatMap((weight) => {
    const css = readFileSync(path.join(dir, `${weight}.css`), 'utf8');
    const subsets: Subset[] = [];
    for (const block of css.split('@font-face').slice(1)) {
      const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(block)?.[1];
      const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
      if (!file || !range) continue;
      const ranges = range.split(',').map((part): [number, number] => {
        const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
        return [parseInt(from, 16), parseInt(to ?? from, 16)];
      });
      subsets.push({ file: path.join(dir, 'files', file), weight, ranges });
    }
    return subsets;
  });
  return cjkSubsets;
}

const readFont = oncePerKey((file: string) => readFileSync(file));

/** The Noto Sans JP subset files that hold any character of `text`, both weights. */
function cjkFontsFor(text: string): Font[] {
  const codes = [...new Set([...text].map((c) => c.codePointAt(0) ?? 0))];
  return loadCjkSubsets()
    .filter((s) => codes.some((code) => s.ranges.some(([a, b]) => code >= a && code <= b)))
    .map((s) => ({
      // One name per subset file: satori keeps one font per (name, weight), and the subsets
      // are separate fonts; unlisted names still serve as fallbacks for missing glyphs.
      name: `Noto Sans JP ${path.basename(s.file, '.woff')}`,
      weight: s.weight as 400 | 700,
      style: 'normal' as const,
      data: readFont(s.file),
    }));
}

// ---------------------------------------------------------------------------------------------
// Emoji: Twemoji's SVG files are named by code points in hex joined by '-', without the
// variation selector FE0F except inside ZWJ sequences.

const emojiCache = new Map<string, string>();
const EMPTY_SVG = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"/>').toString('base64')}`;

export function emojiFileNames(segment: string): string[] {
  const codes = [...segment].map((c) => (c.codePointAt(0) ?? 0).toString(16));
  const names = [
    codes.includes('200d') ? codes.join('-') : codes.filter((c) => c !== 'fe0f').join('-'),
  ];
  names.push(codes.filter((c) => c !== 'fe0f').join('-'));
  return [...new Set(names)];
}

function emojiImage(segment: string): string {
  const kept = emojiCache.get(segment);
  if (kept) return kept;
  const dir = packageDir('@twemoji/svg');
  let uri = EMPTY_SVG;
  for (const name of emojiFileNames(segment)) {
    const file = path.join(dir, `${name}.svg`);
    if (existsSync(file)) {
      uri = `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;
      break;
    }
  }
  emojiCache.set(segment, uri);
  return uri;
}

export async function loadAdditionalAsset(code: string, segment: string): Promise<string | Font[]> {
  if (code === 'emoji') return emojiImage(segment);
  // Satori asks by script; Noto Sans JP covers kana and the common Han ideographs.
  // The code may name several scripts at once ("ja-JP|zh-CN|zh-TW|zh-HK").
  if (code.split('|').some((c) => /^(?:ja-JP|zh-CN|zh-TW|zh-HK)$/.test(c))) {
    return cjkFontsFor(segment);
  }
  return [];
}
