// Moderate Prediction ("Dialogs on Home", "Moderation"): flag with a
// comment, unflag, confirm or deny the response, or delete with a refund. Home and the Admin panel
// both open it. A refusal stays in the open modal in the red box (shown rather than logged).
import { flagActionGate } from '@boldcall/shared/rules/moderation';
import { MODERATION_MSG } from '@boldcall/shared/rules/moderation.refusals';
import type { FlagAction } from '@boldcall/shared/rules/moderation';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { Flag, FlagOff, ShieldCheck, ShieldX, Trash2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { StakeFigures } from '@/components/stake-figures';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ButtonVariant } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogActions } from '@/components/ui/dialog-form';
import { FormError } from '@/components/ui/form-field';
import { useDeletePrediction, useFlagPrediction } from '../api/moderation-api';
import { ModerationBadge } from './prediction-badges';
import { ModerationNotes } from './prediction-notes';
import { STATUS_META } from '@/lib/domain-labels';
import { useFormError } from '@/lib/form-errors';
import { formatNumber, fullDateTime, timeAgo } from '@/lib/format';
import { PredictionQuote } from './prediction-quote';
import { keptPredictionDialog, type PredictionFormProps } from './kept-prediction-dialog';
import { ModerationTextField, moderationTextError } from '@/components/moderation-text-field';

export const ModeratePredictionDialog = keptPredictionDialog(
  'Moderate Prediction',
  'Flag it for its creator and joiners to answer, review their response, or delete it.',
  ModerateForm,
);

const ACTIONS: Record<
  FlagAction,
  { label: string; icon: LucideIcon; variant: ButtonVariant; done: string; failed: string }
> = {
  flag: {
    label: 'Flag prediction',
    icon: Flag,
    variant: 'primary',
    done: 'Prediction flagged',
    failed: 'Failed to flag prediction',
  },
  confirm: {
    label: 'Confirm response',
    icon: ShieldCheck,
    variant: 'primary',
    done: 'Response confirmed: the flag is removed',
    failed: 'Failed to confirm the response',
  },
  deny: {
    label: 'Deny response',
    icon: ShieldX,
    variant: 'danger',
    done: 'Response denied: the prediction stays flagged',
    failed: 'Failed to deny the response',
  },
  unflag: {
    label: 'Unflag',
    icon: FlagOff,
    variant: 'outline',
    done: 'Flag removed',
    failed: 'Failed to unflag prediction',
  },
};

// Button order: the decision the admin most likely came for first.
const ORDER: readonly FlagAction[] = ['flag', 'confirm', 'deny', 'unflag'];

/** Where the prediction stands: its status, its flag and when, its stakes and the notes. */
function ModerationState({ prediction: p }: { prediction: Prediction }) {
  const status = STATUS_META[p.status];
  const StatusIcon = status.icon;
  return (
    <section aria-label="Moderation state" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={status.variant} className="py-1">
          <StatusIcon aria-hidden="true" className="size-3.5" strokeWidth={2.5} />
          {status.label}
        </Badge>
        {p.moderationStatus ? (
          <ModerationBadge status={p.moderationStatus} />
        ) : (
          <Badge>Not flagged</Badge>
        )}
        {p.flaggedAt ? (
          <span className="text-ink-muted">
            flagged{' '}
            <time dateTime={p.flaggedAt} title={fullDateTime.format(new Date(p.flaggedAt))}>
              {timeAgo(p.flaggedAt)}
            </time>
          </span>
        ) : null}
        <span className="ml-auto flex items-center gap-3 text-ink-muted">
          <StakeFigures prediction={p} pointsLabel="points" />
        </span>
      </div>
      <ModerationNotes prediction={p} />
      {!p.userResponse && p.moderationStatus === 'flagged' ? (
        <p className="text-sm text-ink-muted">Waiting for the creator or a joiner to respond.</p>
      ) : null}
    </section>
  );
}

function ModerateForm({ prediction: p, onDone }: PredictionFormProps) {
  const flag = useFlagPrediction(p.id);
  const remove = useDeletePrediction(p.id);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const { error: serverError, setError: setServerError, run: report } = useFormError('');
  const [pending, setPending] = useState<FlagAction | 'delete' | null>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);

  const state = {
    status: p.status,
    moderationStatus: p.moderationStatus,
    userResponse: p.userResponse,
  };
  const available = ORDER.filter((action) => flagActionGate(action, state) === null);
  const flagged = p.moderationStatus === 'flagged' || p.moderationStatus === 'denied';

  const checkComment = (required: boolean) => {
    const error = moderationTextError(comment, {
      required: required ? MODERATION_MSG.flagCommentRequired : undefined,
      tooLong: MODERATION_MSG.commentTooLong,
    });
    setCommentError(error);
    if (error) commentRef.current?.focus();
    return error === null;
  };

  /** One moderation step: the comment checked first, then the call, its failure in the red box. */
  const perform = async (
    pendingAs: FlagAction | 'delete',
    failed: string,
    action: () => Promise<void>,
  ) => {
    setServerError(null);
    if (!checkComment(pendingAs === 'flag')) return;
    setPending(pendingAs);
    if (await report(action, failed)) onDone();
    setPending(null);
  };

  const run = (action: FlagAction) =>
    perform(action, ACTIONS[action].failed, async () => {
      await flag.mutateAsync({ action, adminComment: comment.trim() || undefined });
      toast.success(ACTIONS[action].done);
    });

  const runDelete = () =>
    perform('delete', 'Failed to delete prediction', async () => {
      const result = await remove.mutateAsync(comment.trim() || undefined);
      const refunded = result.refunds.reduce((sum, r) => sum + r.amount, 0);
      toast.success(
        refunded > 0
          ? `Prediction deleted. ${formatNumber(refunded)} points refunded.`
          : 'Prediction deleted',
      );
    });

  return (
    <div className="mt-5 flex flex-col gap-5">
      <PredictionQuote prediction={p} />

      <ModerationState prediction={p} />

      <ModerationTextField
        ref={commentRef}
        label="Admin comment"
        value={comment}
        error={commentError}
        hint={
          flagged
            ? 'Optional. Replaces the comment on the card, or records why you delete it.'
            : 'Required to flag: the creator and joiners read it and can respond. Optional for a delete.'
        }
        onChange={(event) => {
          setComment(event.target.value);
          if (commentError) setCommentError(null);
        }}
      />

      <FormError>{serverError}</FormError>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {available.map((action) => {
          const { label, icon: Icon, variant } = ACTIONS[action];
          return (
            <Button
              key={action}
              variant={variant}
              className="sm:flex-1"
              loading={pending === action}
              disabled={pending !== null}
              onClick={() => void run(action)}
            >
              {pending === action ? null : <Icon aria-hidden="true" className="size-4" />}
              {label}
            </Button>
          );
        })}
      </div>

      <DialogActions onCancel={onDone} align="between" className="border-t border-line pt-5">
        <ConfirmDialog
          trigger={
            <Button
              variant="danger-outline"
              loading={pending === 'delete'}
              disabled={pending !== null}
            >
              {pending === 'delete' ? null : <Trash2 aria-hidden="true" className="size-4" />}
              Delete prediction
            </Button>
          }
          title="Delete this prediction?"
          description={
            p.status === 'PENDING'
              ? 'It disappears from every list, and the points are refunded to everyone who staked on it: the creator, every joiner, and anyone who jumped on or bet against it.'
              : 'It disappears from every list. It is already resolved, so its payouts stand and no points move.'
          }
          confirmLabel="Delete"
          onConfirm={() => void runDelete()}
        />
      </DialogActions>
    </div>
  );
}
