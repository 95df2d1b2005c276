// Prediction Flagged / Respond to prediction ("Dialogs on Home", "Moderation",
// "Moderation and response"): the creator or a joiner reads the admin's comment and answers
// once while the prediction is flagged. A refusal stays in the open modal in the red box.
import { MODERATION_MSG, respondRefusal } from '@boldcall/shared/rules/moderation.refusals';
import { Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { DialogForm, SubmitButton } from '@/components/ui/dialog-form';
import { useFormError } from '@/lib/form-errors';
import { useRespondToPrediction } from '../api/moderation-api';
import { keptPredictionDialog, type PredictionFormProps } from './kept-prediction-dialog';
import { ModerationTextField, moderationTextError } from '@/components/moderation-text-field';
import { AdminCommentNote } from './prediction-notes';
import { PredictionQuote } from './prediction-quote';

export const RespondPredictionDialog = keptPredictionDialog(
  'Prediction Flagged',
  'An admin flagged this prediction. Respond to it once: the admin then confirms your response and removes the flag, or denies it and the prediction stays flagged.',
  RespondForm,
);

function RespondForm({ prediction: p, onDone }: PredictionFormProps) {
  const respond = useRespondToPrediction(p.id);
  const [response, setResponse] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { error: serverError, run } = useFormError('Failed to respond');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const refusal = respondRefusal(p, { isCreator: p.isCreator, hasJoined: p.hasJoined });

  return (
    <DialogForm
      error={serverError ?? refusal?.message}
      onCancel={onDone}
      actions={
        <SubmitButton icon={Send} busy={respond.isPending} disabled={refusal !== null}>
          Send response
        </SubmitButton>
      }
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          const error = moderationTextError(response, {
            required: MODERATION_MSG.responseRequired,
            tooLong: MODERATION_MSG.responseTooLong,
          });
          setFieldError(error);
          if (error) {
            fieldRef.current?.focus();
            return;
          }
          await respond.mutateAsync(response.trim());
          toast.success('Response sent. An admin will review it.');
          onDone();
        });
      }}
    >
      <PredictionQuote prediction={p} />
      <AdminCommentNote prediction={p} />
      <ModerationTextField
        ref={fieldRef}
        label="Your response"
        placeholder="Explain why the prediction is fair, or what you will change."
        value={response}
        error={fieldError}
        onChange={(event) => {
          setResponse(event.target.value);
          if (fieldError) setFieldError(null);
        }}
      />
    </DialogForm>
  );
}
