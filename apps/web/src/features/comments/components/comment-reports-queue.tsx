// The admin's queue of reported comments (oldest first): each with the comment, its call and
// the reporter; the admin hides, restores or dismisses, and may stop the comment's author from
// commenting or lift that (all written to the audit log: docs/rules/comments.md).
import type { CommentReport } from '@boldcall/shared/schemas/comments';
import { MessageSquareWarning } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InlineRetry } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { IconHeading } from '@/components/ui/section-heading';
import { isApiError } from '@/lib/api-client';
import { loadedItems } from '@/lib/cursor-pages';
import { timeAgo } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { useCommentBan, useCommentReports, useResolveCommentReport } from '../api/comments-api';

export function CommentReportsQueue() {
  const query = useCommentReports();
  const reports = loadedItems(query.data);
  return (
    <section aria-labelledby="comment-reports-heading" className="grid gap-4">
      <IconHeading
        id="comment-reports-heading"
        icon={MessageSquareWarning}
        className="text-xl text-ink"
      >
        Reported comments
      </IconHeading>
      {query.isPending ? (
        <Spinner label="Loading reports" />
      ) : query.isError ? (
        <InlineRetry message="Could not load the reports." onRetry={() => void query.refetch()} />
      ) : reports.length === 0 ? (
        <p className="text-sm text-ink-muted">No open reports.</p>
      ) : (
        <ul className="grid gap-3">
          {reports.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </ul>
      )}
      <LoadMore pages={query} />
    </section>
  );
}

function ReportRow({ report }: { report: CommentReport }) {
  const resolve = useResolveCommentReport();
  // A button that resolves the report one way (all wait while one is on its way).
  const action = (name: 'hide' | 'restore' | 'dismiss', variant: ButtonVariant, label: string) => (
    <Button
      size="sm"
      variant={variant}
      disabled={resolve.isPending}
      onClick={() => resolve.mutate({ id: report.id, action: name })}
    >
      {label}
    </Button>
  );
  return (
    <li
      className="grid gap-2 rounded-2xl border border-line bg-surface p-4"
      aria-label={`Report of a comment by ${report.comment.username}`}
    >
      <p className="text-sm text-ink-muted">
        <Link
          to={`/p/${report.prediction.id}`}
          className="font-semibold text-brand-ink hover:underline"
        >
          {report.prediction.text}
        </Link>
      </p>
      <blockquote className="rounded-xl bg-subtle px-3 py-2 text-sm whitespace-pre-wrap text-ink">
        <span className="font-bold">{report.comment.username}: </span>
        {report.comment.text}
      </blockquote>
      <p className="text-sm text-ink">
        Reported by <span className="font-semibold">{report.reporterUsername}</span>{' '}
        <time dateTime={report.createdAt} className="text-ink-muted">
          {timeAgo(report.createdAt)}
        </time>
        : “{report.reason}”
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {report.comment.hidden ? <Badge variant="warning">Hidden</Badge> : null}
        {report.comment.deleted ? <Badge>Deleted by its author</Badge> : null}
        {report.comment.authorBanned ? (
          <Badge variant="danger">Author banned from comments</Badge>
        ) : null}
        {report.comment.hidden
          ? action('restore', 'outline', 'Restore')
          : action('hide', 'danger', 'Hide comment')}
        {action('dismiss', 'ghost', 'Dismiss')}
        <CommentBanButton
          userId={report.comment.userId}
          username={report.comment.username}
          banned={report.comment.authorBanned}
        />
      </div>
      {resolve.error ? (
        <p role="alert" className="text-sm text-danger-ink">
          {isApiError(resolve.error) ? resolve.error.message : 'Something went wrong.'}
        </p>
      ) : null}
    </li>
  );
}

/** Ban the author from commenting, or lift the ban: asked first, the outcome told in a toast. */
function CommentBanButton({
  userId,
  username,
  banned,
}: {
  userId: string;
  username: string;
  banned: boolean;
}) {
  const ban = useCommentBan();
  const run = async () => {
    if (ban.isPending) return;
    try {
      await ban.mutateAsync({ userId, banned: !banned });
      showToast((toast) =>
        toast.success(
          banned ? `${username} may comment again.` : `${username} can no longer comment.`,
        ),
      );
    } catch (error) {
      // The server's refusal is the message (docs/api.md: `message` is the text a person sees).
      const message = isApiError(error)
        ? error.message
        : 'Could not reach the server. Please try again.';
      showToast((toast) =>
        toast.error(banned ? 'Could not lift the comment ban.' : 'Could not ban from comments.', {
          description: message,
        }),
      );
    }
  };
  return (
    <ConfirmDialog
      trigger={
        // Not `disabled` while saving: the confirmation gives focus back to this button as it
        // closes, and a disabled button would drop it to the page.
        <Button size="sm" variant={banned ? 'outline' : 'danger'} aria-busy={ban.isPending}>
          {banned ? 'Lift comment ban' : 'Ban from comments'}
        </Button>
      }
      tone={banned ? 'primary' : 'danger'}
      title={banned ? `Let ${username} comment again?` : `Ban ${username} from comments?`}
      description={
        banned
          ? 'They can write comments and replies again on every call. This is written to the audit log.'
          : 'They can no longer write comments or replies on any call until an admin lifts the ban. Their existing comments stay. This is written to the audit log.'
      }
      confirmLabel={banned ? 'Lift comment ban' : 'Ban from comments'}
      onConfirm={() => void run()}
    />
  );
}
