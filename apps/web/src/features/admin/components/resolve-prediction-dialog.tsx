// Resolve from the admin modal ("Resolving from the modal asks for an admin
// note"): the outcome chosen with the list's button (changeable here), a required note,
// and a refusal shown in the open modal as 'Failed to resolve prediction: {message}.'.
import { MODERATION_TEXT_MAX } from '@boldcall/shared/rules/moderation';
import { RESOLUTIONS, resolvePredictionSchema } from '@boldcall/shared/schemas/admin';
import type { Resolution } from '@boldcall/shared/schemas/admin';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { StakeFigures } from '@/components/stake-figures';
import { ProBadge } from '@/components/ui/badge';
import { DialogForm, SubmitButton } from '@/components/ui/dialog-form';
import { ItemDialog } from '@/components/ui/dialog';
import { ModerationTextField } from '@/components/moderation-text-field';
import { cn } from '@/lib/cn';
import { useResolvePrediction } from '../api/use-admin';
import { AttentionBadges, UserInitial } from './admin-bits';
import { expiryDate } from '@/lib/format';
import { errorMessage, useFormError } from '@/lib/form-errors';
import { RESOLUTION_META } from './admin-labels';

export type ResolveTarget = { prediction: Prediction; resolution: Resolution };

export function ResolvePredictionDialog({
  target,
  open,
  onOpenChange,
}: {
  target: ResolveTarget | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ItemDialog
      item={target}
      open={open}
      itemKey={(t) => `${t.prediction.id}-${t.resolution}`}
      onOpenChange={onOpenChange}
      size="lg"
      title="Resolve Prediction"
      description="Points move at once and everyone who staked on it is notified."
    >
      {(t, close) => <ResolveForm target={t} onDone={close} />}
    </ItemDialog>
  );
}

/** 'Failed to resolve prediction: {message}.' without a doubled full stop. */
const failureText = (error: unknown, fallback: string) =>
  `Failed to resolve prediction: ${errorMessage(error, fallback).replace(/[.\s]+$/, '')}.`;

function ResolveForm({ target, onDone }: { target: ResolveTarget; onDone(): void }) {
  const { prediction: p } = target;
  const resolve = useResolvePrediction();
  const [resolution, setResolution] = useState<Resolution>(target.resolution);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const { error: serverError, run } = useFormError('Please try again', failureText);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  const chosen = RESOLUTION_META[resolution];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resolvePredictionSchema.safeParse({ resolution, adminNote: note });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'adminNote');
      setNoteError(issue?.message ?? parsed.error.issues[0]?.message ?? null);
      noteRef.current?.focus();
      return;
    }
    void run(async () => {
      await resolve.mutateAsync({ id: p.id, ...parsed.data });
      toast.success(`Prediction resolved as ${chosen.label}.`);
      onDone();
    });
  };

  return (
    <DialogForm
      error={serverError}
      onCancel={onDone}
      actions={
        <SubmitButton variant={chosen.variant} busy={resolve.isPending}>
          Resolve as {chosen.label}
        </SubmitButton>
      }
      onSubmit={submit}
    >
      <figure className="rounded-2xl border border-line bg-subtle/70 p-4">
        <figcaption className="flex flex-wrap items-center gap-2 text-sm">
          <UserInitial username={p.username} avatar={p.avatar} size="sm" />
          <span className="font-bold">{p.username}</span>
          {p.isPro ? <ProBadge /> : null}
          <AttentionBadges prediction={p} />
        </figcaption>
        <blockquote className="mt-3 font-semibold break-words whitespace-pre-line">
          {p.text}
        </blockquote>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          <StakeFigures prediction={p} pointsLabel="points staked" />
          <span>Expires {expiryDate.format(new Date(p.expiresAt))}</span>
        </p>
      </figure>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">Resolution</legend>
        <div className="grid grid-cols-3 gap-2">
          {RESOLUTIONS.map((value) => {
            const meta = RESOLUTION_META[value];
            const Icon = meta.icon;
            return (
              <label
                key={value}
                className={cn(
                  'flex min-w-0 cursor-pointer flex-col items-center gap-1 rounded-xl border px-1 py-3 text-center text-xs font-semibold transition-colors sm:px-2 sm:text-sm',
                  'has-focus-visible:ring-4 has-focus-visible:ring-primary/20',
                  resolution === value
                    ? 'border-primary bg-primary/10 text-ink'
                    : 'border-line-strong text-ink-muted hover:bg-subtle',
                )}
              >
                <input
                  type="radio"
                  name={`${ids}-resolution`}
                  value={value}
                  checked={resolution === value}
                  onChange={() => setResolution(value)}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className={cn('size-5', meta.tone)} />
                {meta.label}
              </label>
            );
          })}
        </div>
        <p className="text-sm text-ink-muted">{chosen.effect}</p>
      </fieldset>

      <ModerationTextField
        ref={noteRef}
        label="Admin note"
        value={note}
        maxLength={MODERATION_TEXT_MAX + 100}
        placeholder="How was it decided? Shown on the prediction."
        error={noteError}
        hint="Required. The creator and joiners see it on the card."
        onChange={(event) => {
          setNote(event.target.value);
          if (noteError) setNoteError(null);
        }}
      />
    </DialogForm>
  );
}
