// Edit prediction (issue 4): the creator changes text, category or expiry while the prediction
// is PENDING and nobody has staked on it. Same rules and messages as the create form.
import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORIES } from '@boldcall/shared/constants';
import { minExpiryDate } from '@boldcall/shared/rules/expiry';
import { createPredictionSchema } from '@boldcall/shared/schemas/predictions';
import type { EditPredictionInput, Prediction } from '@boldcall/shared/schemas/predictions';
import { Save } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { FormError, TextField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useEditPrediction } from '../api/use-predictions';
import { CATEGORY_META } from '@/lib/domain-labels';
import { useFormError } from '@/lib/form-errors';
import { toDateInputValue } from './prediction-labels';
import { PredictionTextField } from './prediction-text-field';

const editFormSchema = createPredictionSchema.pick({ text: true, category: true, expiresAt: true });

type EditPredictionDialogProps = {
  prediction: Prediction | null;
  onOpenChange(open: boolean): void;
};

export function EditPredictionDialog({ prediction, onOpenChange }: EditPredictionDialogProps) {
  return (
    <FormDialog
      open={prediction !== null}
      onOpenChange={onOpenChange}
      size="xl"
      title="Edit prediction"
      description="You can edit your call until someone joins, jumps on or bets against it."
    >
      {prediction ? <EditForm prediction={prediction} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function EditForm({ prediction, onDone }: { prediction: Prediction; onDone(): void }) {
  const edit = useEditPrediction(prediction.id);
  const { error: serverError, guard } = useFormError('Failed to update prediction');
  const initial = useMemo(
    () => ({
      text: prediction.text,
      category: prediction.category,
      expiresAt: toDateInputValue(prediction.expiresAt),
    }),
    [prediction],
  );
  const form = useForm({ resolver: zodResolver(editFormSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';
  const minDate = useMemo(() => minExpiryDate(), []);

  return (
    <form
      noValidate
      className="mt-5 flex flex-col gap-5"
      onSubmit={form.handleSubmit(
        guard(async (values) => {
          // Only what changed is sent: an unchanged expiry is not re-checked against today.
          const body: EditPredictionInput = {};
          if (values.text !== initial.text) body.text = values.text;
          if (values.category !== initial.category) body.category = values.category;
          if (form.getValues('expiresAt') !== initial.expiresAt) {
            body.expiresAt = values.expiresAt.toISOString();
          }
          if (Object.keys(body).length === 0) {
            onDone();
            return;
          }
          await edit.mutateAsync(body);
          toast.success('Prediction updated');
          onDone();
        }),
      )}
    >
      <PredictionTextField
        label="Your prediction"
        length={text.length}
        error={errors.text?.message}
        {...form.register('text')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="edit-category">Category</Label>
          <NativeSelect id="edit-category" {...form.register('category')}>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_META[category].label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <TextField
          label="Expires on"
          type="date"
          min={minDate}
          error={errors.expiresAt?.message}
          {...form.register('expiresAt')}
        />
      </div>
      <FormError>{serverError}</FormError>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <Save aria-hidden="true" className="size-4" />
          Save changes
        </Button>
      </div>
    </form>
  );
}
