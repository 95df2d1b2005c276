// Interact with Prediction ("Interact"): tabs Vote, Jump On, Bet Against, each
// refused by the shared rules with the catalogue's messages and wired to the server.
import { DEFAULT_WAGER, JUMP_ON_CREATOR_BONUS, JUMP_ON_PENALTY } from '@boldcall/shared/constants';
import { heldPosition, interactionRefusal } from '@boldcall/shared/rules/predictions';
import type { Interaction, VoteType } from '@boldcall/shared/rules/predictions';
import { interactionWagerFormSchema } from '@boldcall/shared/schemas/predictions';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import type { UseMutationResult } from '@tanstack/react-query';
import { CircleCheck, Swords, ThumbsDown, ThumbsUp, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/ui/dialog-form';
import { ItemDialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { useFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import {
  useBetAgainstPrediction,
  useJumpOnPrediction,
  useVotePrediction,
} from '../api/use-predictions';
import type { StakeInput } from '../api/predictions-api';
import { formatNumber } from '@/lib/format';
import { payoutFigures } from './payout-figures';
import { ConfidenceField } from './confidence-picker';
import { PayoutPreview } from './payout-preview';
import { PredictionQuote } from './prediction-quote';
import { startingWager, WagerField, wagerFieldProps } from './wager-field';

type InteractDialogProps = { prediction: Prediction | null; onOpenChange(open: boolean): void };

// Equal thirds; tighter on phones so "Bet Against" fits a 390 px screen.
const triggerClasses = 'flex-1 px-1.5! max-sm:text-[0.8125rem]';

export function InteractDialog({ prediction, onOpenChange }: InteractDialogProps) {
  return (
    <ItemDialog
      item={prediction}
      onOpenChange={onOpenChange}
      size="lg"
      placement="top"
      title="Interact with Prediction"
      description="Vote for free, or put points on it: one position per prediction, for or against."
    >
      {(p) => <InteractTabs prediction={p} />}
    </ItemDialog>
  );
}

/** The tallest height the element has had; a callback ref that watches it. */
function useTallest(): [number, (el: HTMLElement | null) => void] {
  const [tallest, setTallest] = useState(0);
  const keepTallest = useCallback((el: HTMLElement | null) => {
    if (!el) return;
    // The box grows only when its content outgrows the min-height: then that is the new tallest.
    const observer = new ResizeObserver(() => {
      const height = el.getBoundingClientRect().height;
      setTallest((previous) => (height > previous ? height : previous));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [tallest, keepTallest];
}

function InteractTabs({ prediction }: { prediction: Prediction }) {
  const [tallest, keepTallest] = useTallest();
  return (
    <div className="mt-5 flex flex-col gap-5">
      <PredictionQuote prediction={prediction} />
      <Tabs defaultValue="vote">
        <TabsList className="w-full">
          <TabsTrigger value="vote" className={triggerClasses}>
            <ThumbsUp aria-hidden="true" className="size-4 max-sm:hidden" />
            Vote
          </TabsTrigger>
          <TabsTrigger value="jump" className={triggerClasses}>
            <Zap aria-hidden="true" className="size-4 max-sm:hidden" />
            Jump On
          </TabsTrigger>
          <TabsTrigger value="bet" className={triggerClasses}>
            <Swords aria-hidden="true" className="size-4 max-sm:hidden" />
            Bet Against
          </TabsTrigger>
        </TabsList>
        {/* Never shorter than the tallest tab seen: switching tabs does not resize the dialog. */}
        <div ref={keepTallest} style={{ minHeight: tallest || undefined }}>
          <TabsContent value="vote" className="mt-5">
            <VoteTab prediction={prediction} />
          </TabsContent>
          <TabsContent value="jump" className="mt-5">
            <WagerTab kind="jump" prediction={prediction} />
          </TabsContent>
          <TabsContent value="bet" className="mt-5">
            <WagerTab kind="bet" prediction={prediction} />
          </TabsContent>
        </div>
      </Tabs>
    </div>
  );
}

/** Why this interaction is closed for the viewer, or null (the "already" case is shown as done). */
function useRefusal(kind: Interaction, prediction: Prediction, alreadyDone: boolean) {
  const { user } = useCurrentUser();
  if (!user) return null;
  // One position per prediction: a joiner cannot also jump on or bet against, and so on.
  const position = heldPosition(prediction);
  return interactionRefusal(kind, prediction, { userId: user.id, alreadyDone, position });
}

function Done({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl border border-success-ink/30 bg-success-ink/10 px-4 py-3 text-sm font-semibold text-success-ink"
    >
      <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

function VoteButton({
  type,
  count,
  chosen,
  disabled,
  loading,
  onVote,
}: {
  type: VoteType;
  count: number;
  chosen: boolean;
  disabled: boolean;
  loading: boolean;
  onVote(type: VoteType): void;
}) {
  const Icon: LucideIcon = type === 'up' ? ThumbsUp : ThumbsDown;
  const label = type === 'up' ? 'Vote up' : 'Vote down';
  return (
    <button
      type="button"
      disabled={disabled}
      aria-pressed={chosen}
      aria-busy={loading || undefined}
      onClick={() => onVote(type)}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-1.5 rounded-2xl border-2 px-4 py-5 transition-colors',
        'disabled:cursor-not-allowed',
        chosen
          ? type === 'up'
            ? 'border-success-ink bg-success-ink/10 text-success-ink'
            : 'border-danger-ink bg-danger-ink/10 text-danger-ink'
          : 'border-line text-ink enabled:hover:border-brand-400 enabled:hover:bg-subtle disabled:opacity-60',
      )}
    >
      <Icon aria-hidden="true" className={cn('size-7', loading && 'animate-pulse')} />
      <span className="text-sm font-bold">{label}</span>
      <span className="text-2xl font-black tabular-nums">{formatNumber(count)}</span>
    </button>
  );
}

function VoteTab({ prediction }: { prediction: Prediction }) {
  const vote = useVotePrediction(prediction.id);
  const { error, run } = useFormError('Failed to vote');
  const myVote = prediction.myVote ?? prediction.votes.userVote;
  const refusal = useRefusal('vote', prediction, myVote !== null);
  const closed = myVote !== null || refusal !== null;

  const onVote = (voteType: VoteType) =>
    run(async () => {
      await vote.mutateAsync(voteType);
      toast.success(voteType === 'up' ? 'You voted up' : 'You voted down');
    });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        Do you think this call will come true? Voting is free, and you get one vote.
      </p>
      <div className="grid grid-cols-2 gap-3">
        {(['up', 'down'] as const).map((type) => (
          <VoteButton
            key={type}
            type={type}
            count={type === 'up' ? prediction.votes.up : prediction.votes.down}
            chosen={myVote === type}
            disabled={closed || vote.isPending}
            loading={vote.isPending && vote.variables === type}
            onVote={onVote}
          />
        ))}
      </div>
      {myVote ? <Done>You voted {myVote} on this prediction.</Done> : null}
      <FormError>{error ?? (myVote ? null : refusal?.message)}</FormError>
    </div>
  );
}

const WAGER_COPY = {
  jump: {
    title: 'Jump on',
    icon: Zap,
    button: 'Jump on',
    done: 'You jumped on this prediction.',
    toast: 'You jumped on this prediction!',
    fallback: 'Failed to jump on prediction',
  },
  bet: {
    title: 'Bet against',
    icon: Swords,
    button: 'Bet against',
    done: 'You bet against this prediction.',
    toast: 'Your bet against is in!',
    fallback: 'Failed to bet against prediction',
  },
} as const;

function WagerTab({ kind, prediction }: { kind: 'jump' | 'bet'; prediction: Prediction }) {
  const { user } = useCurrentUser();
  const points = user?.points ?? null;
  const schema = useMemo(() => interactionWagerFormSchema(points), [points]);
  const jump = useJumpOnPrediction(prediction.id);
  const bet = useBetAgainstPrediction(prediction.id);
  const mutation: UseMutationResult<Prediction, Error, StakeInput> = kind === 'jump' ? jump : bet;
  const done = kind === 'jump' ? prediction.hasJumped : prediction.hasBetAgainst;
  const refusal = useRefusal(kind, prediction, done);
  const copy = WAGER_COPY[kind];
  const { form, formError, submit } = useSchemaForm(
    schema,
    { wager: startingWager(points) },
    copy.fallback,
  );
  const raw = useWatch({ control: form.control, name: 'wager' });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={submit(async (values) => {
        await mutation.mutateAsync({ wager: values.wager, confidence: values.confidence });
        toast.success(copy.toast);
      })}
    >
      {kind === 'jump' ? (
        <div className="flex flex-col gap-2 text-sm text-ink-muted">
          <p>
            Back this call with your own wager. If it's{' '}
            <strong className="text-ink">correct</strong>, you get your wager back plus your wager
            minus a {JUMP_ON_PENALTY}-point penalty (a {DEFAULT_WAGER}-point jump wins{' '}
            {payoutFigures('jump', DEFAULT_WAGER).profit}). If it's wrong, you lose your wager.
          </p>
          <p>
            {prediction.username} gets{' '}
            <strong className="text-ink">+{JUMP_ON_CREATOR_BONUS}</strong> point for every player
            who jumps on, held for them until the call is resolved.
          </p>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">
          Think it won't happen? If the prediction turns out{' '}
          <strong className="text-ink">incorrect</strong>, you get twice your wager back. If it's
          correct, your wager goes to {prediction.username}.
        </p>
      )}

      {done ? (
        <Done>{copy.done}</Done>
      ) : (
        <>
          <WagerField
            label="Your wager"
            points={points}
            current={raw}
            disabled={refusal !== null}
            {...wagerFieldProps(form, 'wager')}
          />
          <PayoutPreview position={kind} wager={raw} />
          <ConfidenceField form={form} disabled={refusal !== null} />
        </>
      )}

      <FormError>{formError.error ?? (done ? null : refusal?.message)}</FormError>

      {done ? null : (
        <SubmitButton
          icon={copy.icon}
          busy={form.formState.isSubmitting}
          disabled={refusal !== null}
        >
          {copy.button}
        </SubmitButton>
      )}
    </form>
  );
}
