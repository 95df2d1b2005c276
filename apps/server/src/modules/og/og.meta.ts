// Link previews without JavaScript (docs/rules/sharing.md): for a call's page, a player's
// profile and a league's invite link, the app shell goes out with its <title>, description and
// og:/twitter: tags filled for that object, so chat apps and crawlers that run no script show a
// rich card. Every value is escaped: a call's text may hold any characters.
import { predictionPath, profilePath, leagueInvitePath } from '@boldcall/shared/routes';
import { leagueForCard, playerForCard, predictionForCard, type CardSources } from './og.cards.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardVersion, type CardModel } from './og.model.ts';

export interface PageMeta {
  /** 200, or 404 when the address names nothing (the app then shows its Not Found page). */
  status: number;
  title: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  /** Absolute address of the card image, with its version; null on a 404. */
  image: string | null;
}

const SITE = 'BoldCall';
const number = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${number(n)} ${n === 1 ? one : many}`;

/** Cut on a grapheme boundary with an ellipsis (previews show a line or two). */
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
function cut(text: string, max: number): string {
  const parts = [...graphemes.segment(text.replace(/\s+/g, ' ').trim())].map((s) => s.segment);
  return parts.length <= max
    ? parts.join('')
    : `${parts
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

const OUTCOME: Record<string, string> = {
  PENDING: 'Open',
  CORRECT: 'Called it',
  INCORRECT: 'Missed',
  UNMEASURABLE: 'Void (refunded)',
  MERGED: 'Merged into another call',
};

const imageUrl = (publicUrl: string, path: string, model: CardModel) =>
  `${publicUrl}/api/og/${path}?v=${cardVersion(model)}`;

/** What a preview adds to its page's status and address; OBJECT_PAGES checks each one. */
type Preview = Pick<PageMeta, 'title' | 'description' | 'image'>;

async function callPreview(sources: CardSources, id: string, base: string) {
  const found = await predictionForCard(sources, id);
  if (!found) return null;
  const { prediction: p, model } = found;
  const sides = [
    `@${p.username} staked ${plural(p.pointsWagered, 'point')}`,
    `${number(p.joinedCount)} joined`,
    `${number(p.jumpedOnCount)} jumped on`,
    `${number(p.betAgainstCount)} bet against`,
  ];
  const state = p.status === 'PENDING' ? `Open until ${model.expires}` : OUTCOME[p.status];
  return {
    title: cut(p.text, 200),
    description: `${sides.join(' · ')}. ${state}. Back it or fade it on ${SITE}.`,
    image: imageUrl(base, `predictions/${encodeURIComponent(p.id)}`, model),
  };
}

async function profilePreview(sources: CardSources, username: string, base: string) {
  const found = await playerForCard(sources, username);
  if (!found) return null;
  const { profile: u, model } = found;
  const facts = [
    u.rank === null ? 'Not ranked yet' : `Rank #${number(u.rank)}`,
    `${u.accuracy}% accuracy`,
    `${number(u.correctPredictions)}–${number(u.incorrectPredictions)} record`,
    plural(u.points, 'point'),
  ];
  return {
    title: `@${u.username} on ${SITE}`,
    description: `${facts.join(' · ')}. See their calls on ${SITE}.`,
    image: imageUrl(base, `users/${encodeURIComponent(u.username)}`, model),
  };
}

/**
 * The pages about one object, named by the path's last part: the page's path for the decoded key,
 * its preview (null when the key names nothing: a 404) and the 404's title.
 */
const OBJECT_PAGES: Array<{
  pattern: RegExp;
  path(key: string): string;
  preview(sources: CardSources, key: string, base: string): Promise<Preview | null>;
  missing: string;
}> = [
  {
    pattern: /^\/p\/([^/]{1,100})\/?$/,
    path: predictionPath,
    preview: callPreview,
    missing: 'Call not found',
  },
  {
    pattern: /^\/u\/([^/]{1,64})\/?$/,
    path: profilePath,
    preview: profilePreview,
    missing: 'Player not found',
  },
];

/**
 * The preview of `pathname` (+ its query), or null when the address has none (the shell goes
 * out as it is).
 */
export async function pageMeta(
  sources: CardSources,
  publicUrl: string,
  pathname: string,
  query: URLSearchParams,
): Promise<PageMeta | null> {
  for (const page of OBJECT_PAGES) {
    const match = page.pattern.exec(pathname);
    if (!match) continue;
    const key = decodeURIComponent(match[1] ?? '');
    const url = `${publicUrl}${page.path(key)}`;
    const preview = await page.preview(sources, key, publicUrl);
    return preview ? { status: 200, url, ...preview } : notFoundMeta(page.missing, url);
  }

  const code = pathname.replace(/\/+$/, '') === '/leagues' ? query.get('join') : null;
  if (code) {
    const found = await leagueForCard(sources, code);
    // A code that matches nothing: the page's Join dialog says so; no preview.
    if (!found) return null;
    const { league: l, model } = found;
    const facts = [l.isPrivate ? 'Private league' : 'League', plural(l.memberCount, 'member')];
    if (l.leader) facts.push(`led by @${l.leader}`);
    return {
      status: 200,
      title: `Join ${cut(l.name, 80)} on ${SITE}`,
      description: `${facts.join(' · ')}.${l.description ? ` ${cut(l.description, 200)}` : ''}`,
      url: `${publicUrl}${leagueInvitePath(code.toUpperCase())}`,
      image: imageUrl(publicUrl, `leagues/${encodeURIComponent(code.toUpperCase())}`, model),
    };
  }
  return null;
}

function notFoundMeta(title: string, url: string): PageMeta {
  return { status: 404, title: `${title} · ${SITE}`, description: '', url, image: null };
}

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The <head> tags of a preview, every value escaped. */
export function metaTags(meta: PageMeta): string {
  const tag = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const lines = [
    `<title>${escapeHtml(meta.status === 200 ? `${meta.title} · ${SITE}` : meta.title)}</title>`,
  ];
  if (meta.status !== 200) return lines.join('\n    ');
  lines.push(
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    tag('property', 'og:site_name', SITE),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
  );
  if (meta.image) {
    lines.push(
      tag('property', 'og:image', meta.image),
      tag('property', 'og:image:type', 'image/png'),
      tag('property', 'og:image:width', String(CARD_WIDTH)),
      tag('property', 'og:image:height', String(CARD_HEIGHT)),
      tag('name', 'twitter:card', 'summary_large_image'),
      tag('name', 'twitter:title', meta.title),
      tag('name', 'twitter:description', meta.description),
      tag('name', 'twitter:image', meta.image),
    );
  }
  return lines.join('\n    ');
}
