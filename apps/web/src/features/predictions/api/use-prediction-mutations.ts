// The predictions feature's writes other than the cards' vote (use-predictions.ts): create, edit,
// join, jump on, bet against. Each patches the changed prediction into the cached lists, then
// refreshes what a prediction write changes (lib/invalidate-after.ts: the lists, the stats, the
// leaderboard and the signed-in user, whose balance the navigation shows). Only the dialogs and
// pages that make these writes import this module, so useMutation stays out of Home's first load.
import type { VoteType } from '@boldcall/shared/rules/predictions';
import type {
  CreatePredictionInput,
  EditPredictionInput,
  Prediction,
} from '@boldcall/shared/schemas/predictions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markFirstSuccess } from '@/lib/first-success';
import { invalidateAfter } from '@/lib/invalidate-after';
import { afterPredictionWrite, afterRefusedWrite } from './prediction-cache';
import {
  betAgainstPrediction,
  createPrediction,
  editPrediction,
  joinPrediction,
  jumpOnPrediction,
  type StakeInput,
} from './prediction-writes-api';
import { votePrediction } from './predictions-api';

/** A mutation answering the changed prediction: patched into the lists, then refreshed. */
function usePredictionMutation<V>(
  mutationFn: (variables: V) => Promise<Prediction>,
  { stake = false }: { stake?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (updated) => afterPredictionWrite(queryClient, updated, { stake }),
    onError: (error) => afterRefusedWrite(queryClient, error),
  });
}

export function useCreatePrediction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePredictionInput) => createPrediction(body),
    // A new prediction has no place in the cached lists yet: the refetch brings it.
    onSuccess: () => {
      markFirstSuccess();
      return invalidateAfter(queryClient, 'prediction');
    },
  });
}

export function useEditPrediction(id: string) {
  return usePredictionMutation((body: EditPredictionInput) => editPrediction(id, body));
}

export function useJoinPrediction(id: string) {
  return usePredictionMutation((stake: StakeInput) => joinPrediction(id, stake), { stake: true });
}

export function useVotePrediction(id: string) {
  return usePredictionMutation((voteType: VoteType) => votePrediction(id, voteType));
}

export function useJumpOnPrediction(id: string) {
  return usePredictionMutation((stake: StakeInput) => jumpOnPrediction(id, stake), {
    stake: true,
  });
}

export function useBetAgainstPrediction(id: string) {
  return usePredictionMutation((stake: StakeInput) => betAgainstPrediction(id, stake), {
    stake: true,
  });
}
