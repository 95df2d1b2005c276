// The card dialogs of a list of predictions (the bet sheet, Edit, Respond, Moderate): which one
// is open for which card, the actions to hand to the cards (a vote goes straight from the card),
// and the dialogs to render. A visitor pressing a side or a vote is told why with the catalogue's
// text and asked to sign in instead.
import { SIGN_IN_TO } from '@boldcall/shared/rules/predictions';
import type { VoteType } from '@boldcall/shared/rules/predictions';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { useState, type ReactNode } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { useCurrentUser } from '@/lib/current-user';
import { showToast } from '@/lib/toast';
import { useVoteOnPrediction } from '../api/use-predictions';
import type { BetSide } from '../components/bet-sides';
import type { PredictionCardActions } from '../components/prediction-card';

// Each dialog's code (forms, validation) loads the first time it opens.
const hasPrediction = (props: { prediction: Prediction | null }) => props.prediction !== null;
const isOpen = (props: { open: boolean }) => props.open;
const BetSheet = lazyDialog(
  () => import('../components/bet-sheet').then((m) => m.BetSheet),
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

type DialogKind = 'bet' | 'edit' | 'respond' | 'moderate';
type OpenDialog = {
  kind: DialogKind;
  prediction: Prediction;
  open: boolean;
  side?: BetSide;
} | null;

export function usePredictionDialogs(
  predictions: Prediction[],
  onRequireSignIn: () => void,
): { actions: PredictionCardActions; dialogs: ReactNode } {
  const { user } = useCurrentUser();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const vote = useVoteOnPrediction();

  // Dialogs show the live copy, so counts and "your vote" update in place after an action.
  const live = (p: Prediction) => predictions.find((item) => item.id === p.id) ?? p;
  const askToSignIn = (text: string) => {
    showToast((toast) => toast.info(text));
    onRequireSignIn();
  };
  const show = (kind: DialogKind) => (prediction: Prediction) =>
    setDialog({ kind, prediction, open: true });
  const takeSide = (prediction: Prediction, side: BetSide) => {
    if (!user) {
      askToSignIn(side === 'join' ? SIGN_IN_TO.join : SIGN_IN_TO.interact);
    } else setDialog({ kind: 'bet', prediction, side, open: true });
  };
  const onVote = (prediction: Prediction, type: VoteType) => {
    if (!user) return askToSignIn(SIGN_IN_TO.interact);
    void vote.vote({ id: prediction.id, type }).then(
      () => showToast((toast) => toast.success(type === 'up' ? 'You voted up' : 'You voted down')),
      (error: Error) => showToast((toast) => toast.error(error.message)),
    );
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
      onTakeSide: takeSide,
      onVote,
      isVoting: (p) => vote.isVoting(p.id),
      onEdit: show('edit'),
      onRespond: show('respond'),
      onModerate: show('moderate'),
    },
    dialogs: (
      <>
        <BetSheet
          prediction={openFor('bet')}
          side={dialog?.side ?? 'join'}
          onOpenChange={onOpenChange}
        />
        <EditPredictionDialog prediction={openFor('edit')} onOpenChange={onOpenChange} />
        <RespondPredictionDialog {...keptFor('respond')} />
        <ModeratePredictionDialog {...keptFor('moderate')} />
      </>
    ),
  };
}
