// The conversation on a call (docs/rules/comments.md): comments with one level of replies,
// newest activity first or oldest first, paged; a box to write (signed in, thread open). New
// comments arrive live (the event stream refetches the thread).
import type { CommentOrder } from '@boldcall/shared/schemas/comments';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { InlineRetry } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { IconHeading } from '@/components/ui/section-heading';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { loadedItems } from '@/lib/cursor-pages';
import { useCommentThread, useCreateComment } from '../api/comments-api';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';

const ORDERS: { value: CommentOrder; label: string }[] = [
  { value: 'activity', label: 'Newest activity' },
  { value: 'oldest', label: 'Oldest first' },
];

const errorText = (error: unknown) =>
  error ? (isApiError(error) ? error.message : 'Something went wrong. Please try again.') : null;

export function CommentThread({ prediction }: { prediction: Prediction }) {
  const [order, setOrder] = useState<CommentOrder>('activity');
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const { isSignedIn } = useCurrentUser();
  const query = useCommentThread(prediction.id, order);
  const create = useCreateComment(prediction.id);
  const reply = useCreateComment(prediction.id);
  const comments = loadedItems(query.data);
  const info = query.data?.pages[0]?.thread;
  const count = info?.commentCount ?? prediction.commentCount;
  const headingId = `comments-${prediction.id}`;

  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-comment-thread={prediction.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <IconHeading id={headingId} icon={MessageCircle} className="text-lg text-ink">
          Comments ({count})
        </IconHeading>
        <div
          role="radiogroup"
          aria-label="Order of comments"
          className="flex rounded-xl bg-subtle p-1"
        >
          {ORDERS.map((o) => (
            <button
              key={o.value}
              type="button"
              role="radio"
              aria-checked={order === o.value}
              onClick={() => setOrder(o.value)}
              className={cn(
                'cursor-pointer rounded-lg px-3 py-1.5 text-xs font-semibold text-ink-muted',
                order === o.value && 'bg-surface text-ink shadow-sm',
              )}
            >
              {o.label}
            </button>
          ))}
        </div>
      </div>

      {info?.closedReason ? (
        <p className="rounded-xl bg-subtle px-4 py-3 text-sm text-ink-muted">{info.closedReason}</p>
      ) : isSignedIn ? (
        <CommentComposer
          predictionId={prediction.id}
          label="Add a comment"
          submitLabel="Post comment"
          pending={create.isPending}
          error={errorText(create.error)}
          onSubmit={(text) => create.mutateAsync({ text })}
        />
      ) : (
        <p className="text-sm text-ink-muted">Sign in to join the conversation.</p>
      )}

      {query.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading comments" />
        </div>
      ) : query.isError ? (
        <InlineRetry message="Could not load the comments." onRetry={() => void query.refetch()} />
      ) : comments.length === 0 ? (
        <p className="py-4 text-center text-sm text-ink-muted">
          No comments yet. Say something bold.
        </p>
      ) : (
        <ol className="grid gap-5" aria-label="Comments">
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem
                comment={comment}
                signedIn={isSignedIn && !info?.closedReason}
                onReply={() => setReplyTo(replyTo === comment.id ? null : comment.id)}
              >
                {comment.replies.length > 0 ? (
                  <ol
                    className="mt-3 grid gap-4 border-l-2 border-line pl-3 sm:pl-4"
                    aria-label={`Replies to ${comment.username}`}
                  >
                    {comment.replies.map((r) => (
                      <li key={r.id}>
                        <CommentItem comment={r} signedIn={isSignedIn && !info?.closedReason} />
                      </li>
                    ))}
                  </ol>
                ) : null}
                {replyTo === comment.id ? (
                  <div className="mt-3">
                    <CommentComposer
                      predictionId={prediction.id}
                      label={`Reply to ${comment.username}`}
                      submitLabel="Reply"
                      pending={reply.isPending}
                      error={errorText(reply.error)}
                      autoFocus
                      onCancel={() => setReplyTo(null)}
                      onSubmit={async (text) => {
                        await reply.mutateAsync({ text, parentId: comment.id });
                        setReplyTo(null);
                      }}
                    />
                  </div>
                ) : null}
              </CommentItem>
            </li>
          ))}
        </ol>
      )}
      <LoadMore pages={query}>Load more comments</LoadMore>
    </section>
  );
}
