// Join Prediction ("Join"): side with the creator for a wager with the same bounds
// as the create form; the server's refusal shows in the red box.
import { heldPosition, joinRefusal } from '@boldcall/shared/rules/predictions';
import { joinPredictionFormSchema } from '@boldcall/shared/schemas/predictions';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { Handshake } from 'lucide-react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ItemDialog } from '@/components/ui/dialog';
import { DialogForm, SubmitButton } from '@/components/ui/dialog-form';
import { useCurrentUser } from '@/lib/current-user';
import { useSchemaForm } from '@/lib/schema-form';
import { useJoinPrediction } from '../api/use-predictions';
import { formatNumber } from '@/lib/format';
import { ConfidenceField } from './confidence-picker';
import { PayoutPreview } from './payout-preview';
import { PredictionQuote } from './prediction-quote';
import { startingWager, WagerField, wagerFieldProps } from './wager-field';

type JoinPredictionDialogProps = {
  prediction: Prediction | null;
  onOpenChange(open: boolean): void;
};

export function JoinPredictionDialog({ prediction, onOpenChange }: JoinPredictionDialogProps) {
  return (
    <ItemDialog
      item={prediction}
      onOpenChange={onOpenChange}
      title="Join Prediction"
      description={
        <>Side with {prediction?.username ?? 'the creator'}: you share the outcome of their call.</>
      }
    >
      {(p, close) => <JoinForm prediction={p} onDone={close} />}
    </ItemDialog>
  );
}

function JoinForm({ prediction, onDone }: { prediction: Prediction; onDone(): void }) {
  const { user } = useCurrentUser();
  const points = user?.points ?? null;
  const schema = useMemo(() => joinPredictionFormSchema(points), [points]);
  const join = useJoinPrediction(prediction.id);
  const { form, formError, submit } = useSchemaForm(
    schema,
    { pointsWagered: startingWager(points) },
    'Failed to join prediction',
  );
  const wager = useWatch({ control: form.control, name: 'pointsWagered' });
  const refusal = user
    ? joinRefusal(prediction, {
        userId: user.id,
        hasJoined: prediction.hasJoined,
        position: heldPosition(prediction),
      })
    : null;

  return (
    <DialogForm
      error={formError.error ?? refusal?.message}
      onCancel={onDone}
      actions={
        <SubmitButton
          icon={Handshake}
          busy={form.formState.isSubmitting}
          disabled={refusal !== null}
        >
          Join prediction
        </SubmitButton>
      }
      onSubmit={submit(async (values) => {
        await join.mutateAsync({ wager: values.pointsWagered, confidence: values.confidence });
        toast.success(`You joined with ${formatNumber(values.pointsWagered)} points!`);
        onDone();
      })}
    >
      <PredictionQuote prediction={prediction} />
      <WagerField
        label="Your wager"
        points={points}
        current={wager}
        {...wagerFieldProps(form, 'pointsWagered')}
      />
      <PayoutPreview position="join" wager={wager} />
      <ConfidenceField form={form} disabled={refusal !== null} />
    </DialogForm>
  );
}
