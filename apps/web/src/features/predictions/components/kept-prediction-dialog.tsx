// The large dialog around one prediction's form (respond, moderate): it keeps the prediction while
// it animates closed, and remounts the form for another prediction.
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import type { ComponentType, ReactNode } from 'react';
import { ItemDialog } from '@/components/ui/dialog';

/** The prediction kept while the dialog animates closed (`open` false). */
type KeptPredictionDialogProps = {
  prediction: Prediction | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export type PredictionFormProps = { prediction: Prediction; onDone(): void };

export function keptPredictionDialog(
  title: string,
  description: ReactNode,
  Form: ComponentType<PredictionFormProps>,
) {
  return function KeptPredictionDialog({
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
        title={title}
        description={description}
      >
        {(p, close) => <Form prediction={p} onDone={close} />}
      </ItemDialog>
    );
  };
}
