// Review & Merge ("Merge Predictions", "Merge"): the server's groups of
// similar PENDING predictions (similarity above the threshold the admin sees and may change,
// 30 % by default: docs/rules/similarity.md); the admin picks a group, unticks members
// (at least 2 stay), edits the merged text and category, and merges. A refusal stays in the modal.
import { SIMILARITY_THRESHOLD_MAX, SIMILARITY_THRESHOLD_MIN } from '@boldcall/shared/constants';
import type { Category } from '@boldcall/shared/constants';
import { mergePredictionsSchema } from '@boldcall/shared/schemas/admin';
import type { MergeSuggestion } from '@boldcall/shared/schemas/admin';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { ArrowLeft, ChevronRight, Coins, GitMerge, SearchCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { CategoryField } from '@/components/category-field';
import { Badge, ProBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogForm, SubmitButton } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PredictionTextField } from '@/components/prediction-text-field';
import { FieldMessage } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { formatNumber, timeAgo } from '@/lib/format';
import { useMergePredictions, useMergeSuggestions } from '../api/use-admin';
import { ListSkeleton, LoadError, UserInitial } from './admin-bits';
import { CATEGORY_META } from '@/lib/domain-labels';
import { useFormError } from '@/lib/form-errors';
import { expiryDate } from '@/lib/format';

type ReviewMergeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Only groups above this similarity are offered; the admin may change it here. */
  threshold: number;
  onThreshold: (threshold: number) => void;
};

export function ReviewMergeDialog({
  open,
  onOpenChange,
  threshold,
  onThreshold,
}: ReviewMergeDialogProps) {
  // The group under review is a snapshot: a refresh of the suggestions does not pull it away.
  const [group, setGroup] = useState<MergeSuggestion | null>(null);
  const change = (next: boolean) => {
    if (!next) setGroup(null);
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      size="2xl"
      title="Review &amp; Merge"
      description={
        <>
          {group
            ? 'Choose which predictions to merge and write the text of the prediction they become.'
            : `Groups of pending predictions that say nearly the same thing (more than ${Math.round(
                threshold * 100,
              )}% similar). Calls naming different teams, years or numbers score lower.`}
        </>
      }
    >
      {group ? (
        <MergeForm
          key={group.predictions.map((p) => p.id).join()}
          group={group}
          onBack={() => setGroup(null)}
          onDone={() => change(false)}
        />
      ) : (
        <GroupPicker threshold={threshold} onThreshold={onThreshold} onPick={setGroup} />
      )}
    </FormDialog>
  );
}

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** The thresholds offered, in whole tens of percent within the server's range. */
const THRESHOLD_CHOICES = Array.from(
  {
    length: Math.round((SIMILARITY_THRESHOLD_MAX - SIMILARITY_THRESHOLD_MIN) * 10) + 1,
  },
  (_, i) => Math.round((SIMILARITY_THRESHOLD_MIN + i / 10) * 10) / 10,
);

function GroupPicker({
  threshold,
  onThreshold,
  onPick,
}: {
  threshold: number;
  onThreshold: (threshold: number) => void;
  onPick: (group: MergeSuggestion) => void;
}) {
  const suggestions = useMergeSuggestions(threshold);
  return (
    <>
      <label className="mt-5 flex flex-wrap items-center gap-3 text-sm font-semibold text-ink">
        Similarity threshold
        <NativeSelect
          className="w-28"
          value={String(threshold)}
          onChange={(e) => onThreshold(Number(e.target.value))}
        >
          {THRESHOLD_CHOICES.map((choice) => (
            <option key={choice} value={String(choice)}>
              {percent(choice)}
            </option>
          ))}
        </NativeSelect>
        <span className="font-normal text-ink-muted">Only groups above it are offered.</span>
      </label>
      <GroupList suggestions={suggestions} onPick={onPick} />
    </>
  );
}

function GroupList({
  suggestions,
  onPick,
}: {
  suggestions: ReturnType<typeof useMergeSuggestions>;
  onPick: (group: MergeSuggestion) => void;
}) {
  if (suggestions.isPending)
    return (
      <div className="mt-5">
        <ListSkeleton label="Loading suggestions" rows={2} />
      </div>
    );
  if (suggestions.isError) {
    return (
      <div className="mt-5">
        <LoadError
          message="Failed to load the suggestions"
          onRetry={() => void suggestions.refetch()}
        />
      </div>
    );
  }
  if (suggestions.data.length === 0) {
    return (
      <EmptyState
        className="mt-5"
        icon={SearchCheck}
        headingLevel="h3"
        title="No similar predictions"
        description="No pending predictions look alike above this threshold right now."
      />
    );
  }
  return (
    <ul aria-label="Suggested groups" className="mt-5 flex flex-col gap-3">
      {suggestions.data.map((group) => {
        const key = group.predictions.map((p) => p.id).join();
        return (
          <li key={key}>
            <button
              type="button"
              onClick={() => onPick(group)}
              className="group flex w-full cursor-pointer items-center gap-3 rounded-2xl border border-line bg-surface p-4 text-left transition-colors hover:border-brand-400 hover:bg-subtle focus-visible:ring-4 focus-visible:ring-primary/20 focus-visible:outline-none"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  {/* Named by what it shows (a screen reader and speech input say the same). */}
                  <span className="sr-only">Review group of </span>
                  <Badge variant="brand" icon={GitMerge}>
                    {group.predictions.length} predictions
                  </Badge>
                  <span className="font-semibold text-ink-muted">
                    {percent(group.topSimilarity)} similar
                  </span>
                </div>
                <ul className="mt-2 flex flex-col gap-1 text-sm">
                  {group.predictions.slice(0, 3).map((p) => (
                    <li key={p.id} className="line-clamp-1 break-all">
                      <span className="font-semibold">{p.username}:</span> {p.text}
                    </li>
                  ))}
                  {group.predictions.length > 3 ? (
                    <li className="text-ink-muted">and {group.predictions.length - 3} more</li>
                  ) : null}
                </ul>
              </div>
              <ChevronRight
                aria-hidden="true"
                className="size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5"
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

type FieldErrors = { predictionIds?: string | undefined; text?: string | undefined };

function MergeForm({
  group,
  onBack,
  onDone,
}: {
  group: MergeSuggestion;
  onBack: () => void;
  onDone: () => void;
}) {
  const merge = useMergePredictions();
  const members = group.predictions; // oldest first
  const earliest = members[0];
  const [selected, setSelected] = useState<Set<string>>(() => new Set(members.map((p) => p.id)));
  const [text, setText] = useState(earliest?.text ?? '');
  const [category, setCategory] = useState<Category>(earliest?.category ?? 'other');
  const [errors, setErrors] = useState<FieldErrors>({});
  // '' when the failure carried no message: the red box then shows only its first line.
  const { error: serverError, setError: setServerError, run } = useFormError('');
  const textRef = useRef<HTMLTextAreaElement>(null);

  const chosen = members.filter((p) => selected.has(p.id));
  const creator = chosen[0];
  const latestExpiry = chosen.reduce<string | null>(
    (latest, p) => (latest === null || p.expiresAt > latest ? p.expiresAt : latest),
    null,
  );
  const stakes = chosen.reduce((sum, p) => sum + p.totalPoints, 0);

  const toggle = (id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
    if (errors.predictionIds) setErrors((e) => ({ ...e, predictionIds: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = mergePredictionsSchema.safeParse({
      predictionIds: chosen.map((p) => p.id),
      text,
      category,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'text' ? 'text' : 'predictionIds';
        next[field] ??= issue.message;
      }
      setErrors(next);
      if (next.text) textRef.current?.focus();
      return;
    }
    await run(async () => {
      await merge.mutateAsync(parsed.data);
      toast.success('Predictions merged successfully!');
      onDone();
    });
  };

  return (
    <DialogForm
      error={
        serverError !== null ? (
          <>
            <p>Failed to merge predictions. Please try again.</p>
            {serverError ? <p className="mt-1 font-normal">{serverError}</p> : null}
          </>
        ) : null
      }
      onCancel={onDone}
      actions={
        <SubmitButton icon={GitMerge} busy={merge.isPending}>
          Merge {chosen.length} {chosen.length === 1 ? 'prediction' : 'predictions'}
        </SubmitButton>
      }
      onSubmit={(e) => void submit(e)}
    >
      <div>
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
          <ArrowLeft aria-hidden="true" className="size-4" />
          All groups
        </Button>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">
          Predictions to merge{' '}
          <span className="font-normal text-ink-muted">
            ({chosen.length} of {members.length} selected, {percent(group.topSimilarity)} similar)
          </span>
        </legend>
        <ul className="flex flex-col gap-2">
          {members.map((p) => (
            <li key={p.id}>
              <MemberOption
                prediction={p}
                checked={selected.has(p.id)}
                onToggle={() => toggle(p.id)}
              />
            </li>
          ))}
        </ul>
        {errors.predictionIds ? (
          <FieldMessage tone="error" role="alert">
            {errors.predictionIds}
          </FieldMessage>
        ) : null}
      </fieldset>

      <PredictionTextField
        ref={textRef}
        label="Merged prediction text"
        length={text.length}
        value={text}
        error={errors.text}
        hint="The selected predictions close as MERGED, noted “Merged into: …” with this text."
        onChange={(event) => {
          setText(event.target.value);
          if (errors.text) setErrors((e) => ({ ...e, text: undefined }));
        }}
      />

      <CategoryField
        value={category}
        onChange={(event) => setCategory(event.target.value as Category)}
      />

      {creator && latestExpiry ? (
        <p className="rounded-xl border border-line bg-subtle px-4 py-3 text-sm text-ink-muted">
          The new prediction belongs to{' '}
          <span className="font-semibold text-ink">{creator.username}</span> (the earliest), expires{' '}
          {expiryDate.format(new Date(latestExpiry))} (the latest) and holds all{' '}
          <span className="font-semibold text-ink tabular-nums">{formatNumber(stakes)}</span> points
          staked. Nobody wins or loses points by the merge.
        </p>
      ) : null}
    </DialogForm>
  );
}

function MemberOption({
  prediction: p,
  checked,
  onToggle,
}: {
  prediction: Prediction;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer gap-3 rounded-xl border p-3 transition-colors has-focus-visible:ring-4 has-focus-visible:ring-primary/20',
        checked ? 'border-primary/60 bg-primary/5' : 'border-line hover:bg-subtle',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        className="mt-1 size-4 shrink-0 cursor-pointer accent-(--color-primary)"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold break-words whitespace-pre-line">{p.text}</span>
        <span className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
          <UserInitial username={p.username} avatar={p.avatar} size="xs" />
          <span className="font-semibold text-ink">{p.username}</span>
          {p.isPro ? <ProBadge /> : null}
          <span>· {timeAgo(p.createdAt)}</span>
          <span className="inline-flex items-center gap-1">
            · <Coins aria-hidden="true" className="size-3.5" />
            {formatNumber(p.totalPoints)} points
          </span>
          <span>· {CATEGORY_META[p.category].label}</span>
        </span>
      </span>
    </label>
  );
}
