// A comment's text as plain text: http(s) links and mentions of known players become links,
// nothing else is interpreted (no HTML, no Markdown); line breaks are kept (pre-wrap).
import { tokenizeComment } from '@boldcall/shared/rules/comments';
import type { CommentReply } from '@boldcall/shared/schemas/comments';
import { profilePath } from '@boldcall/shared/routes';
import { useMemo } from 'react';
import { Link } from 'react-router';

export function CommentText({ comment }: { comment: CommentReply }) {
  const tokens = useMemo(
    () =>
      tokenizeComment(
        comment.text ?? '',
        new Set(comment.mentions.map((m) => m.username.toLowerCase())),
      ),
    [comment.text, comment.mentions],
  );
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-ink">
      {tokens.map((token, i) =>
        token.kind === 'link' ? (
          <a
            key={i}
            href={token.href}
            rel="nofollow ugc noopener"
            target="_blank"
            className="font-medium text-brand-ink underline underline-offset-2"
          >
            {token.text}
          </a>
        ) : token.kind === 'mention' ? (
          <Link
            key={i}
            to={profilePath(token.username)}
            className="font-semibold text-brand-ink hover:underline"
          >
            {token.text}
          </Link>
        ) : (
          <span key={i}>{token.text}</span>
        ),
      )}
    </p>
  );
}
