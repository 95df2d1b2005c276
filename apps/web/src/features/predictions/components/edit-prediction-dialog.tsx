// Edit prediction (docs/rules/game.md "Editing"): the creator changes text, category or expiry while the prediction
// is PENDING and nobody has staked on it. Same rules and messages as the create form.
import { createPredictionSchema } from '@boldcall/shared/schemas/predictions';
import type { EditPredictionInput, Prediction } from '@boldcall/shared/schemas/predictions';
import { Save } from 'lucide-react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { SchemaDialogForm } from '@/components/ui/dialog-form';
import { ItemDialog } from '@/components/ui/dialog';
import { registered } from '@/components/ui/form-field';
import { useEditPrediction } from '../api/use-prediction-mutations';
import { useSchemaForm } from '@/lib/schema-form';
import { toDateInputValue } from './prediction-labels';
import { CategoryExpiryFields } from './category-expiry-fields';
import { PredictionTextField } from '@/components/prediction-text-field';

const editFormSchema = createPredictionSchema.pick({ text: true, category: true, expiresAt: true });

export function EditPredictionDialog(props: {
  prediction: Prediction | null;
  onOpenChange(open: boolean): void;
}) {
  return (
    <ItemDialog
      item={props.prediction}
      onOpenChange={props.onOpenChange}
      size="xl"
      title="Edit prediction"
      description="You can edit your call until someone joins, jumps on or bets against it."
    >
      {(p, close) => <EditForm prediction={p} onDone={close} />}
    </ItemDialog>
  );
}

function EditForm({ prediction, onDone }: { prediction: Prediction; onDone(): void }) {
  const edit = useEditPrediction(prediction.id);
  const initial = useMemo(
    () => ({
      text: prediction.text,
      category: prediction.category,
      expiresAt: toDateInputValue(prediction.expiresAt),
    }),
    [prediction],
  );
  const schemaForm = useSchemaForm(editFormSchema, initial, 'Failed to update prediction');
  const { form } = schemaForm;
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';

  return (
    <SchemaDialogForm
      schemaForm={schemaForm}
      submitButton={{ icon: Save, label: 'Save changes' }}
      onValid={async (values) => {
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
      }}
    >
      <PredictionTextField
        label="Your prediction"
        length={text.length}
        {...registered(form, 'text')}
      />
      <CategoryExpiryFields
        categoryId="edit-category"
        category={form.register('category')}
        expiry={registered(form, 'expiresAt')}
      />
    </SchemaDialogForm>
  );
}
