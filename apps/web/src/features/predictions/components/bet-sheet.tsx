// The bet sheet: one place to take a side on a call (docs/decisions/ "One bet sheet"). Back it
// (Join, or Jump On) or fade it (Bet Against), each with its payout on the wager entered, the
// wager presets, the payout preview and one confirm. A bottom sheet on phones; every side closes
// it the same way on success. Which sides are offered comes from the prediction and the shared
// rules, never from local state, so a live update (someone else's join) is reflected at once.
import { DEFAULT_WAGER, JUMP_ON_CREATOR_BONUS, JUMP_ON_PENALTY } from '@boldcall/shared/constants';
import {
  confidenceSchema,
  interactionWagerFormSchema,
  joinPredictionFormSchema,
} from '@boldcall/shared/schemas/predictions';
import { refusalOf } from '@boldcall/shared/rules/predictions.refusals';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import type { UseMutationResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/dialog-form';
import { FormError } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { formatNumber } from '@/lib/format';
import { useSchemaForm } from '@/lib/schema-form';
import {
  useBetAgainstPrediction,
  useJoinPrediction,
  useJumpOnPrediction,
} from '../api/use-prediction-mutations';
import type { StakeInput } from '../api/prediction-writes-api';
import { BET_SIDE_ICONS, BET_SIDE_LABELS, BET_SIDES, sideGate } from './bet-sides';
import type { BetSide } from './bet-sides';
import { payoutFigures } from './payout-figures';
import { ConfidenceField } from './confidence-picker';
import { PayoutPreview } from './payout-preview';
import { PredictionQuote } from './prediction-quote';
import { startingWager, WagerField, wagerFieldProps } from './wager-field';

const SIDE_COPY = {
  join: {
    label: BET_SIDE_LABELS.join,
    icon: BET_SIDE_ICONS.join,
    button: 'Join prediction',
    fallback: 'Failed to join prediction',
    toast: (wager: number) => `You joined with ${formatNumber(wager)} points!`,
  },
  jump: {
    label: BET_SIDE_LABELS.jump,
    icon: BET_SIDE_ICONS.jump,
    button: 'Jump on',
    fallback: 'Failed to jump on prediction',
    toast: () => 'You jumped on this prediction!',
  },
  bet: {
    label: BET_SIDE_LABELS.bet,
    icon: BET_SIDE_ICONS.bet,
    button: 'Bet against',
    fallback: 'Failed to bet against prediction',
    toast: () => 'Your bet against is in!',
  },
} as const satisfies Record<
  BetSide,
  {
    label: string;
    icon: LucideIcon;
    button: string;
    fallback: string;
    toast(wager: number): string;
  }
>;

/**
 * The form's values: the wager, validated with the side's own shared schema (its bounds and its
 * messages). A further field (a confidence, say) is one more key here and one more control below.
 */
export function betFormSchema(side: BetSide, points: number | null) {
  return z.object({
    wager:
      side === 'join'
        ? joinPredictionFormSchema(points).shape.pointsWagered
        : interactionWagerFormSchema(points).shape.wager,
    confidence: confidenceSchema.optional(),
  });
}
export type BetFormValues = z.output<ReturnType<typeof betFormSchema>>;

type BetSheetProps = {
  /** The live prediction while the sheet is open, null when closed. */
  prediction: Prediction | null;
  /** The side chosen on the card. */
  side: BetSide;
  onOpenChange(open: boolean): void;
};

export function BetSheet({ prediction, side, onOpenChange }: BetSheetProps) {
  return (
    <Dialog open={prediction !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg" placement="sheet">
        {prediction ? (
          <BetSheetBody
            key={prediction.id}
            prediction={prediction}
            initialSide={side}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function BetSheetBody({
  prediction,
  initialSide,
  onDone,
}: {
  prediction: Prediction;
  initialSide: BetSide;
  onDone(): void;
}) {
  const { user } = useCurrentUser();
  const [side, setSide] = useState<BetSide>(initialSide);
  const points = user?.points ?? null;
  // The amount entered: carried over when the player switches side, priced on every side.
  const [wager, setWager] = useState(() => startingWager(points));
  const open = BET_SIDES.filter((s) => sideGate(s, prediction, user?.id ?? null) === null);
  // The side the card offered stays listed even when it has just closed, with its reason.
  const offered = open.includes(side) ? open : [...open, side].sort(bySideOrder);

  return (
    <>
      <DialogHeading
        className="px-4 pt-4 sm:px-7 sm:pt-7"
        title="Interact with Prediction"
        description="Put points on it: one position per prediction, for or against."
      />
      <SideForm
        key={side}
        side={side}
        prediction={prediction}
        points={points}
        initialWager={wager}
        onWagerChange={setWager}
        onDone={onDone}
      >
        <PredictionQuote prediction={prediction} compact />
        <SidePicker sides={offered} value={side} wager={wager} onChange={setSide} />
      </SideForm>
    </>
  );
}

const bySideOrder = (a: BetSide, b: BetSide) => BET_SIDES.indexOf(a) - BET_SIDES.indexOf(b);

/** The sides side by side, each with what it pays on the wager entered. */
function SidePicker({
  sides,
  value,
  wager,
  onChange,
}: {
  sides: readonly BetSide[];
  value: BetSide;
  wager: number;
  onChange(side: BetSide): void;
}) {
  if (sides.length < 2) return null;
  return (
    <div role="radiogroup" aria-label="Your side" className="grid grid-cols-3 gap-2">
      {sides.map((side) => {
        const { label, icon: Icon } = SIDE_COPY[side];
        const figures = payoutFigures(side, wager);
        const checked = side === value;
        return (
          <button
            key={side}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onChange(side)}
            className={cn(
              'flex min-w-0 cursor-pointer flex-col items-start gap-0.5 rounded-xl border-2 px-2.5 py-2 text-left transition-colors',
              checked
                ? side === 'bet'
                  ? 'border-danger-ink bg-danger-ink/10'
                  : 'border-brand-500 bg-brand-500/10'
                : 'border-line hover:border-line-strong hover:bg-subtle',
            )}
          >
            <span className="text-[0.6875rem] font-bold tracking-wide text-ink-muted uppercase">
              {side === 'bet' ? 'Fade it' : 'Back it'}
            </span>
            <span className="flex items-center gap-1 text-sm font-extrabold break-words">
              <Icon aria-hidden="true" className="size-3.5 shrink-0" />
              {label}
            </span>
            <span className="text-xs font-semibold text-ink tabular-nums">
              wins +{formatNumber(figures.profit)}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** What the side means, in the spec's words. */
function SideExplainer({ side, prediction }: { side: BetSide; prediction: Prediction }) {
  if (side === 'join') {
    return (
      <div className="flex flex-col gap-1 text-sm text-ink-muted">
        <h3 className="font-bold text-ink">Join Prediction</h3>
        <p>Side with {prediction.username}: you share the outcome of their call.</p>
      </div>
    );
  }
  if (side === 'jump') {
    return (
      <div className="flex flex-col gap-2 text-sm text-ink-muted">
        <p>
          Back this call with your own wager. If it&apos;s{' '}
          <strong className="text-ink">correct</strong>, you get your wager back plus your wager
          minus a {JUMP_ON_PENALTY}-point penalty (a {DEFAULT_WAGER}-point jump wins{' '}
          {payoutFigures('jump', DEFAULT_WAGER).profit}). If it&apos;s wrong, you lose your wager.
        </p>
        <p>
          {prediction.username} gets <strong className="text-ink">+{JUMP_ON_CREATOR_BONUS}</strong>{' '}
          point for every player who jumps on, held for them until the call is resolved.
        </p>
      </div>
    );
  }
  return (
    <p className="text-sm text-ink-muted">
      Think it won&apos;t happen? If the prediction turns out{' '}
      <strong className="text-ink">incorrect</strong>, you get twice your wager back. If it&apos;s
      correct, your wager goes to {prediction.username}.
    </p>
  );
}

function useSideMutation(
  side: BetSide,
  id: string,
): UseMutationResult<Prediction, Error, StakeInput> {
  const join = useJoinPrediction(id);
  const jump = useJumpOnPrediction(id);
  const bet = useBetAgainstPrediction(id);
  return side === 'join' ? join : side === 'jump' ? jump : bet;
}

function SideForm({
  side,
  prediction,
  points,
  initialWager,
  onWagerChange,
  onDone,
  children,
}: {
  side: BetSide;
  prediction: Prediction;
  points: number | null;
  initialWager: number;
  onWagerChange(wager: number): void;
  onDone(): void;
  /** The quote and the side picker, scrolled with the fields. */
  children: ReactNode;
}) {
  const { user } = useCurrentUser();
  const copy = SIDE_COPY[side];
  const schema = useMemo(() => betFormSchema(side, points), [side, points]);
  const mutation = useSideMutation(side, prediction.id);
  const { form, formError, submit } = useSchemaForm(schema, { wager: initialWager }, copy.fallback);
  const wager = useWatch({ control: form.control, name: 'wager' });
  useEffect(() => onWagerChange(wager), [wager, onWagerChange]);
  const refusal = user ? refusalOf(sideGate(side, prediction, user.id)) : null;

  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={submit(async (values) => {
        await mutation.mutateAsync({ wager: values.wager, confidence: values.confidence });
        toast.success(copy.toast(values.wager));
        onDone();
      })}
    >
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 pt-4 pb-2 sm:px-7">
        {children}
        <SideExplainer side={side} prediction={prediction} />
        <WagerField
          label="Your wager"
          points={points}
          current={wager}
          disabled={refusal !== null}
          {...wagerFieldProps(form, 'wager')}
        />
        <PayoutPreview position={side} wager={wager} />
        <ConfidenceField form={form} disabled={refusal !== null} />
        <FormError>{formError.error ?? refusal?.message}</FormError>
      </div>
      <div className="grid grid-cols-[auto_1fr] gap-3 border-t border-line px-4 py-3 sm:px-7 sm:py-5">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton
          icon={copy.icon}
          busy={form.formState.isSubmitting}
          disabled={refusal !== null}
        >
          {copy.button}
        </SubmitButton>
      </div>
    </form>
  );
}
