// Comments on a call (docs/rules/comments.md): the speaker's side badge, @mentions, links, and
// when a thread is open. Pure functions shared by the server (which decides) and the web (which
// renders and hints).
import type { Position } from './predictions.ts';

export const COMMENT_MAX = 1000;
/** Mentions that notify per comment; further ones stay plain text. */
export const MAX_NOTIFIED_MENTIONS = 5;
/** A player may edit their comment this long after writing it. */
export const COMMENT_EDIT_WINDOW_MS = 10 * 60 * 1000;
/** Comments close this long after the call resolves. */
export const COMMENTS_CLOSE_AFTER_MS = 30 * 24 * 60 * 60 * 1000;
/** Per-player rate limit on new comments and replies. */
export const COMMENT_RATE = { max: 10, windowSeconds: 60 } as const;

export const COMMENT_SIDES = ['creator', 'joined', 'jumped_on', 'bet_against', 'none'] as const;
export type CommentSide = (typeof COMMENT_SIDES)[number];

export const COMMENT_MSG = {
  textRequired: 'Write something first.',
  textTooLong: `Comments can be at most ${COMMENT_MAX} characters.`,
  textNul: 'Comments cannot contain NUL characters.',
  replyToReply: 'You can only reply to a top-level comment, not to a reply.',
  parentGone: 'That comment no longer takes replies.',
  notFound: 'Comment not found.',
  closedResolved: 'Comments on this call closed 30 days after it was resolved.',
  closedDeleted: 'This call was deleted; its comments are read-only.',
  closedMerged: 'This call was merged into another; its comments are read-only.',
  notYours: 'You can only change your own comments.',
  editWindow: 'Comments can only be edited within 10 minutes of writing them.',
  deleted: 'This comment was deleted.',
  mayNotHide: 'Only the creator of the call and admins can hide comments.',
  alreadyReported: 'You have already reported this comment.',
  reportOwn: 'You cannot report your own comment.',
  reasonRequired: 'Please say why you are reporting this comment.',
  reasonTooLong: 'The reason can be at most 500 characters.',
  banned: 'An admin has stopped you from commenting.',
  rateLimited: `You can post at most ${COMMENT_RATE.max} comments a minute. Please wait a moment.`,
} as const;

/** The badge for the position a player holds on the call when they write (one per call). */
export function sideBadge(position: Position | null): CommentSide {
  switch (position) {
    case 'creator':
      return 'creator';
    case 'join':
      return 'joined';
    case 'jump':
      return 'jumped_on';
    case 'bet':
      return 'bet_against';
    default:
      return 'none';
  }
}

/** Why a call takes no new comments, edits or deletes (null: open). */
export function threadClosedReason(
  call: { status: string; resolvedAt: Date | null; deleted: boolean },
  now: Date,
): string | null {
  if (call.deleted) return COMMENT_MSG.closedDeleted;
  if (call.status === 'MERGED') return COMMENT_MSG.closedMerged;
  if (call.resolvedAt && now.getTime() - call.resolvedAt.getTime() > COMMENTS_CLOSE_AFTER_MS) {
    return COMMENT_MSG.closedResolved;
  }
  return null;
}

// A username after `@` (the sign-up rule: letters, digits, `_`, `-`), not inside a word or an
// e-mail address.
const MENTION = /(^|[^A-Za-z0-9_@.-])@([A-Za-z0-9_-]{1,30})/g;

/** The distinct names mentioned, in order of first appearance (case kept as written). */
export function mentionedNames(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const match of text.matchAll(MENTION)) {
    const name = match[2]!;
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

export type CommentToken =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; username: string };

const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * The comment as plain text, http(s) links and mentions of `known` players (lower-case
 * usernames). Nothing else is interpreted: no HTML, no Markdown; line breaks stay in the text.
 */
export function tokenizeComment(text: string, known: ReadonlySet<string>): CommentToken[] {
  const tokens: CommentToken[] = [];
  const pushText = (chunk: string) => {
    if (!chunk) return;
    let last = 0;
    for (const match of chunk.matchAll(MENTION)) {
      const name = match[2]!;
      if (!known.has(name.toLowerCase())) continue;
      const at = match.index + match[1]!.length;
      if (at > last) tokens.push({ kind: 'text', text: chunk.slice(last, at) });
      tokens.push({ kind: 'mention', text: `@${name}`, username: name });
      last = at + name.length + 1;
    }
    if (last < chunk.length) tokens.push({ kind: 'text', text: chunk.slice(last) });
  };
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    let href = match[0];
    const trail = TRAILING.exec(href)?.[0] ?? '';
    href = href.slice(0, href.length - trail.length);
    if (!href) continue;
    pushText(text.slice(last, match.index));
    tokens.push({ kind: 'link', text: href, href });
    last = match.index + href.length;
  }
  pushText(text.slice(last));
  return tokens;
}
