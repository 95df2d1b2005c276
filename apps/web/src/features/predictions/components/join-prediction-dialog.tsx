// Join Prediction ("Join"): side with the creator for a wager with the same bounds
// as the create form; the server's refusal shows in the red box.
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_WAGER } from '@boldcall/shared/constants';
import { heldPosition, joinRefusal } from '@boldcall/shared/rules/predictions';
import { wagerCap } from '@boldcall/shared/rules/wagers';
import { joinPredictionFormSchema } from '@boldcall/shared/schemas/predictions';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { Handshake } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-field';
import { useCurrentUser } from '@/lib/current-user';
import { useFormError } from '@/lib/form-errors';
import { useJoinPrediction } from '../api/use-predictions';
import { formatNumber } from '@/lib/format';
import { PayoutPreview } from './payout-preview';
import { PredictionQuote } from './prediction-quote';
import { WagerField } from './wager-field';

type JoinPredictionDialogProps = {
  prediction: Prediction | null;
  onOpenChange(open: boolean): void;
};

export function JoinPredictionDialog({ prediction, onOpenChange }: JoinPredictionDialogProps) {
  return (
    <FormDialog
      open={prediction !== null}
      onOpenChange={onOpenChange}
      title="Join Prediction"
      description={
        <>Side with {prediction?.username ?? 'the creator'}: you share the outcome of their call.</>
      }
    >
      {prediction ? <JoinForm prediction={prediction} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function JoinForm({ prediction, onDone }: { prediction: Prediction; onDone(): void }) {
  const { user } = useCurrentUser();
  const points = user?.points ?? null;
  const schema = useMemo(() => joinPredictionFormSchema(points), [points]);
  const join = useJoinPrediction(prediction.id);
  const { error: serverError, guard } = useFormError('Failed to join prediction');
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { pointsWagered: Math.min(DEFAULT_WAGER, Math.max(1, wagerCap(points))) },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const wager = useWatch({ control: form.control, name: 'pointsWagered' });
  const refusal = user
    ? joinRefusal(prediction, {
        userId: user.id,
        hasJoined: prediction.hasJoined,
        position: heldPosition(prediction),
      })
    : null;

  return (
    <form
      noValidate
      className="mt-5 flex flex-col gap-5"
      onSubmit={form.handleSubmit(
        guard(async (values) => {
          await join.mutateAsync(values.pointsWagered);
          toast.success(`You joined with ${formatNumber(values.pointsWagered)} points!`);
          onDone();
        }),
      )}
    >
      <PredictionQuote prediction={prediction} />
      <WagerField
        label="Your wager"
        error={errors.pointsWagered?.message}
        points={points}
        current={wager}
        onQuickPick={(amount) =>
          form.setValue('pointsWagered', amount, { shouldValidate: isSubmitted, shouldDirty: true })
        }
        {...form.register('pointsWagered', { valueAsNumber: true })}
      />
      <PayoutPreview position="join" wager={wager} />
      <FormError>{serverError ?? refusal?.message}</FormError>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={refusal !== null}>
          <Handshake aria-hidden="true" className="size-4" />
          Join prediction
        </Button>
      </div>
    </form>
  );
}
