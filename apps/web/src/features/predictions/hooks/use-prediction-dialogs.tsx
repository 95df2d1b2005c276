// The card dialogs of a list of predictions (Join, Interact, Edit, Respond, Moderate): which one
// is open for which card, the actions to hand to the cards, and the dialogs to render. A visitor
// pressing Join or Interact is told why with the catalogue's text and asked to sign in instead.
import { PREDICTION_MSG } from '@boldcall/shared/rules/predictions';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { useState, type ReactNode } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { useCurrentUser } from '@/lib/current-user';
import { showToast } from '@/lib/toast';
import type { PredictionCardActions } from '../components/prediction-card';

// Each dialog's code (forms, validation) loads the first time it opens.
const hasPrediction = (props: { prediction: Prediction | null }) => props.prediction !== null;
const isOpen = (props: { open: boolean }) => props.open;
const JoinPredictionDialog = lazyDialog(
  () => import('../components/join-prediction-dialog').then((m) => m.JoinPredictionDialog),
  hasPrediction,
);
const InteractDialog = lazyDialog(
  () => import('../components/interact-dialog').then((m) => m.InteractDialog),
  hasPrediction,
);
const EditPredictionDialog = lazyDialog(
  () => import('../components/edit-prediction-dialog').then((m) => m.EditPredictionDialog),
  hasPrediction,
);
const RespondPredictionDialog = lazyDialog(
  () => import('../components/respond-prediction-dialog').then((m) => m.RespondPredictionDialog),
  isOpen,
);
const ModeratePredictionDialog = lazyDialog(
  () => import('../components/moderate-prediction-dialog').then((m) => m.ModeratePredictionDialog),
  isOpen,
);

type DialogKind = 'join' | 'interact' | 'edit' | 'respond' | 'moderate';
type OpenDialog = { kind: DialogKind; prediction: Prediction; open: boolean } | null;

export function usePredictionDialogs(
  predictions: Prediction[],
  onRequireSignIn: () => void,
): { actions: PredictionCardActions; dialogs: ReactNode } {
  const { user } = useCurrentUser();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  // Dialogs show the live copy, so counts and "your vote" update in place after an action.
  const live = (p: Prediction) => predictions.find((item) => item.id === p.id) ?? p;
  const show = (kind: DialogKind) => (prediction: Prediction) => {
    if (!user && (kind === 'join' || kind === 'interact')) {
      const text = kind === 'join' ? PREDICTION_MSG.signInToJoin : PREDICTION_MSG.signInToInteract;
      showToast((toast) => toast.info(text));
      onRequireSignIn();
    } else setDialog({ kind, prediction, open: true });
  };
  const onOpenChange = (open: boolean) => {
    if (!open) setDialog((current) => (current ? { ...current, open: false } : current));
  };
  /** Open: the live prediction; closed: null (these three unmount their content when closed). */
  const openFor = (kind: DialogKind) =>
    dialog?.kind === kind && dialog.open ? live(dialog.prediction) : null;
  /** These two keep their prediction while they animate closed. */
  const keptFor = (kind: DialogKind) => ({
    prediction: dialog?.kind === kind ? live(dialog.prediction) : null,
    open: dialog?.kind === kind && dialog.open,
    onOpenChange,
  });

  return {
    actions: {
      onJoin: show('join'),
      onInteract: show('interact'),
      onEdit: show('edit'),
      onRespond: show('respond'),
      onModerate: show('moderate'),
    },
    dialogs: (
      <>
        <JoinPredictionDialog prediction={openFor('join')} onOpenChange={onOpenChange} />
        <InteractDialog prediction={openFor('interact')} onOpenChange={onOpenChange} />
        <EditPredictionDialog prediction={openFor('edit')} onOpenChange={onOpenChange} />
        <RespondPredictionDialog {...keptFor('respond')} />
        <ModeratePredictionDialog {...keptFor('moderate')} />
      </>
    ),
  };
}
