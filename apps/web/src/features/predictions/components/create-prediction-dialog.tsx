// Make a Prediction ("Dialogs on Home", "Create prediction"): the shared form schema
// gives every rule and message; the server's answer shows in the red box.
import { DEFAULT_WAGER } from '@boldcall/shared/constants';
import { createPredictionFormSchema } from '@boldcall/shared/schemas/predictions';
import { predictionPath } from '@boldcall/shared/routes';
import { Lightbulb, Rocket } from 'lucide-react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { SchemaDialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/dialog';
import { registered } from '@/components/ui/form-field';
import { useCurrentUser } from '@/lib/current-user';
import { shareLink } from '@/lib/share';
import { useSchemaForm } from '@/lib/schema-form';
import { useCreatePrediction } from '../api/use-prediction-mutations';
import { PREDICTION_IDEAS } from './prediction-ideas';
import { CATEGORY_META } from '@/lib/domain-labels';
import { CategoryExpiryFields } from './category-expiry-fields';
import { PayoutPreview } from './payout-preview';
import { PredictionTextField } from '@/components/prediction-text-field';
import { ConfidenceField } from './confidence-picker';
import { WagerField, wagerFieldProps } from './wager-field';

/** How long the "Share your call" offer stays up after creating. */
const SHARE_STEP_MS = 12_000;

type CreatePredictionDialogProps = { open: boolean; onOpenChange(open: boolean): void };

export function CreatePredictionDialog({ open, onOpenChange }: CreatePredictionDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title="Make a Prediction"
      description="Call it before it happens. Your wager is held until an admin resolves it — a correct call pays twice your wager."
    >
      {/* Mounted only while open, so every opening starts from a clean form. */}
      <CreatePredictionForm onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function CreatePredictionForm({ onDone }: { onDone(): void }) {
  const { user } = useCurrentUser();
  const points = user?.points ?? null;
  const schema = useMemo(() => createPredictionFormSchema(points), [points]);
  const create = useCreatePrediction();
  const schemaForm = useSchemaForm(
    schema,
    { text: '', category: undefined, expiresAt: '', pointsWagered: DEFAULT_WAGER },
    'Failed to create prediction',
  );
  const { form } = schemaForm;
  const { isSubmitted } = form.formState;
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';
  const wager = useWatch({ control: form.control, name: 'pointsWagered' });

  const applyIdea = (idea: (typeof PREDICTION_IDEAS)[number]) => {
    form.setValue('text', idea.text, { shouldValidate: isSubmitted, shouldDirty: true });
    form.setValue('category', idea.category, { shouldValidate: isSubmitted, shouldDirty: true });
    form.setFocus('text');
  };

  return (
    <SchemaDialogForm
      schemaForm={schemaForm}
      submitButton={{ icon: Rocket, label: 'Make prediction' }}
      onValid={async (values) => {
        const created = await create.mutateAsync({
          text: values.text,
          category: values.category,
          expiresAt: values.expiresAt.toISOString(),
          pointsWagered: values.pointsWagered,
          confidence: values.confidence,
          isCustom: !PREDICTION_IDEAS.some((idea) => idea.text === values.text),
        });
        // The next step: share the call while it is fresh (docs/rules/sharing.md). A toast, so
        // the dialog still closes onto the feed and nothing waits on an answer.
        toast.success('Prediction created!', {
          description: 'Share your call: friends can back it or fade it.',
          duration: SHARE_STEP_MS,
          action: {
            label: 'Share your call',
            onClick: () =>
              void shareLink({
                path: predictionPath(created.id),
                title: created.text,
                text: `My call on BoldCall: “${created.text}”`,
              }),
          },
        });
        onDone();
      }}
    >
      <div className="flex flex-col gap-3">
        <PredictionTextField
          label="Your prediction"
          placeholder="e.g. The Lakers will make the playoffs this season"
          length={text.length}
          {...registered(form, 'text')}
        />
        {text.length === 0 ? (
          <div>
            <p className="mb-2 flex items-center gap-1.5 text-xs font-bold tracking-wide text-ink-muted uppercase">
              <Lightbulb aria-hidden="true" className="size-3.5" />
              Need an idea?
            </p>
            <ul
              className="-mx-6 flex gap-2 overflow-x-auto px-6 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0 sm:pb-0"
              aria-label="Prediction ideas"
            >
              {PREDICTION_IDEAS.map((idea) => {
                const Icon = CATEGORY_META[idea.category].icon;
                return (
                  <li key={idea.label} className="shrink-0">
                    <button
                      type="button"
                      onClick={() => applyIdea(idea)}
                      className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border border-line bg-subtle px-3 text-xs font-semibold text-ink transition-colors hover:border-brand-400 hover:bg-brand-50 dark:hover:bg-brand-500/15"
                    >
                      <Icon aria-hidden="true" className="size-3.5 text-brand-ink" />
                      {idea.label}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>

      <CategoryExpiryFields
        choose
        categoryId="create-category"
        category={registered(form, 'category')}
        expiry={registered(form, 'expiresAt')}
      />

      <WagerField points={points} current={wager} {...wagerFieldProps(form, 'pointsWagered')} />
      <ConfidenceField form={form} />

      <PayoutPreview position="creator" wager={wager} variant="sentence" />
    </SchemaDialogForm>
  );
}
