// One comment: the speaker, their side badge and stake (as they were when they wrote), the text,
// and what the viewer may do with it (reply, edit, delete, hide / restore, report).
import type { CommentSide } from '@boldcall/shared/rules/comments';
import type { CommentReply } from '@boldcall/shared/schemas/comments';
import { Crown, Handshake, Swords, Zap } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Badge, type BadgeLook } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { UserAvatar } from '@/components/user-avatar';
import { ProfileLink } from '@/components/profile-link';
import { isApiError } from '@/lib/api-client';
import { formatNumber, fullDateTime, timeAgo } from '@/lib/format';
import {
  useDeleteComment,
  useEditComment,
  useHideComment,
  useReportComment,
} from '../api/comments-api';
import { CommentComposer } from './comment-composer';
import { CommentText } from './comment-text';

const SIDE_META: Record<Exclude<CommentSide, 'none'>, BadgeLook> = {
  creator: { label: 'Creator', icon: Crown, variant: 'brand' },
  joined: { label: 'Joined', icon: Handshake, variant: 'success' },
  jumped_on: { label: 'Jumped on', icon: Zap, variant: 'warning' },
  bet_against: { label: 'Bet against', icon: Swords, variant: 'danger' },
};

export function SideBadge({ side, stake }: { side: CommentSide; stake: number }) {
  if (side === 'none') return <Badge variant="neutral">No position</Badge>;
  const meta = SIDE_META[side];
  return (
    <Badge variant={meta.variant} icon={meta.icon}>
      {meta.label} · {formatNumber(stake)} pts
    </Badge>
  );
}

const errorText = (error: unknown) =>
  error ? (isApiError(error) ? error.message : 'Something went wrong. Please try again.') : null;

export function CommentItem({
  comment,
  signedIn,
  children,
  onReply,
}: {
  comment: CommentReply;
  signedIn: boolean;
  /** The replies (under a top-level comment). */
  children?: ReactNode;
  onReply?: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  const edit = useEditComment();
  const remove = useDeleteComment();
  const hide = useHideComment();
  const report = useReportComment();
  const gone = comment.deleted || (comment.hidden && comment.text === null);

  return (
    <article
      aria-label={`Comment by ${comment.username}`}
      className="flex gap-3"
      data-comment-id={comment.id}
    >
      <UserAvatar username={comment.username} avatar={comment.avatar} size="sm" />
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <ProfileLink
            username={comment.username}
            className="text-sm font-bold text-ink hover:underline"
          />
          <SideBadge side={comment.side} stake={comment.stake} />
          <time
            dateTime={comment.createdAt}
            title={fullDateTime.format(new Date(comment.createdAt))}
            className="text-xs text-ink-muted"
          >
            {timeAgo(comment.createdAt)}
          </time>
          {comment.editedAt && !comment.deleted ? (
            <span className="text-xs text-ink-muted">(edited)</span>
          ) : null}
          {comment.hidden ? <Badge variant="warning">Hidden</Badge> : null}
        </header>
        <div className="mt-1">
          {comment.deleted ? (
            <p className="text-sm text-ink-muted italic">This comment was deleted.</p>
          ) : gone ? (
            <p className="text-sm text-ink-muted italic">Hidden by a moderator.</p>
          ) : editing ? (
            <CommentComposer
              predictionId={comment.predictionId}
              label="Edit your comment"
              submitLabel="Save"
              initial={comment.text ?? ''}
              pending={edit.isPending}
              error={errorText(edit.error)}
              autoFocus
              onCancel={() => setEditing(false)}
              onSubmit={async (text) => {
                await edit.mutateAsync({ id: comment.id, text });
                setEditing(false);
              }}
            />
          ) : (
            <CommentText comment={comment} />
          )}
        </div>
        {!editing ? (
          <div className="mt-1 flex flex-wrap gap-x-1">
            {onReply && signedIn && !comment.deleted ? (
              <Action onClick={onReply}>Reply</Action>
            ) : null}
            {comment.canEdit ? <Action onClick={() => setEditing(true)}>Edit</Action> : null}
            {comment.canDelete ? (
              <Action
                onClick={() => {
                  if (window.confirm('Delete this comment?')) remove.mutate(comment.id);
                }}
              >
                Delete
              </Action>
            ) : null}
            {comment.canModerate ? (
              <Action onClick={() => hide.mutate({ id: comment.id, hidden: !comment.hidden })}>
                {comment.hidden ? 'Restore' : 'Hide'}
              </Action>
            ) : null}
            {signedIn && !comment.canDelete && !comment.deleted && !reported ? (
              <Action onClick={() => setReporting((v) => !v)}>Report</Action>
            ) : null}
            {reported ? (
              <span role="status" className="px-2 py-1 text-xs text-ink-muted">
                Reported. Thank you.
              </span>
            ) : null}
          </div>
        ) : null}
        {[remove.error, hide.error].map((e, i) =>
          e ? (
            <p key={i} role="alert" className="text-sm text-danger-ink">
              {errorText(e)}
            </p>
          ) : null,
        )}
        {reporting ? (
          <ReportForm
            pending={report.isPending}
            error={errorText(report.error)}
            onCancel={() => setReporting(false)}
            onSubmit={async (reason) => {
              await report.mutateAsync({ id: comment.id, reason });
              setReporting(false);
              setReported(true);
            }}
          />
        ) : null}
        {children}
      </div>
    </article>
  );
}

function Action({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="cursor-pointer rounded-md px-2 py-1 text-xs font-semibold text-ink-muted hover:bg-subtle hover:text-ink pointer-coarse:py-2.5"
    >
      {children}
    </button>
  );
}

function ReportForm({
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  error: string | null;
  onSubmit(reason: string): Promise<void>;
  onCancel(): void;
}) {
  const [reason, setReason] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason).catch(() => undefined);
  };
  return (
    <form
      onSubmit={submit}
      className="mt-2 grid gap-2 rounded-xl border border-line p-3"
      noValidate
    >
      <label className="text-sm font-semibold text-ink" htmlFor={id}>
        Why are you reporting this comment?
      </label>
      <Input
        id={id}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        autoFocus
      />
      {error ? (
        <p role="alert" className="text-sm text-danger-ink">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={pending}>
          Send report
        </Button>
      </div>
    </form>
  );
}
