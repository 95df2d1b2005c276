// Prediction Flagged / Respond to prediction ("Dialogs on Home", "Moderation",
// "Moderation and response"): the creator or a joiner reads the admin's comment and answers
// once while the prediction is flagged. A refusal stays in the open modal in the red box.
import { MODERATION_MSG, respondRefusal } from '@boldcall/shared/rules/moderation';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { Send, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { DialogForm, SubmitButton } from '@/components/ui/dialog-form';
import { ItemDialog } from '@/components/ui/dialog';
import { useFormError } from '@/lib/form-errors';
import { useRespondToPrediction } from '../api/moderation-api';
import { ModerationTextField, moderationTextError } from './moderation-text-field';
import { Note } from './prediction-card';
import { PredictionQuote } from './prediction-quote';

/** The prediction kept while the dialog animates closed (`open` false). */
export type KeptPredictionDialogProps = {
  prediction: Prediction | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function RespondPredictionDialog({
  prediction,
  open,
  onOpenChange,
}: KeptPredictionDialogProps) {
  return (
    <ItemDialog
      item={prediction}
      open={open}
      itemKey={(p) => p.id}
      onOpenChange={onOpenChange}
      size="lg"
      title="Prediction Flagged"
      description="An admin flagged this prediction. Respond to it once: the admin then confirms your response and removes the flag, or denies it and the prediction stays flagged."
    >
      {(p, close) => <RespondForm prediction={p} onDone={close} />}
    </ItemDialog>
  );
}

function RespondForm({ prediction: p, onDone }: { prediction: Prediction; onDone(): void }) {
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
      {p.adminComment ? (
        <Note icon={ShieldCheck} title="Admin comment" tone="warning">
          {p.adminComment}
        </Note>
      ) : null}
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
