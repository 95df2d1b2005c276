// The predictions API's writes made from dialogs (docs/api.md): create, edit, join, jump on, bet
// against. Out of Home's first load (the cards' vote is in predictions-api.ts), so the answer's
// schema is imported directly, as the dialogs' forms import theirs (docs/decisions/040).
import type {
  CreatePredictionInput,
  EditPredictionInput,
} from '@boldcall/shared/schemas/predictions';
import { predictionSchema, type Prediction } from '@boldcall/shared/schemas/predictions';
import { api } from '@/lib/api-client';

export function createPrediction(body: CreatePredictionInput): Promise<Prediction> {
  return api.post('/predictions', body, { schema: predictionSchema });
}

export function editPrediction(id: string, body: EditPredictionInput): Promise<Prediction> {
  return api.patch(`/predictions/${encodeURIComponent(id)}`, body, { schema: predictionSchema });
}

/** A stake and the confidence that goes with it (absent: none). */
export type StakeInput = { wager: number; confidence?: number | undefined };

/** A stake on a call: POST /api/predictions/:id/{join,jump-on,bet-against}. */
function stake(id: string, action: 'join' | 'jump-on' | 'bet-against', body: object) {
  return api.post(`/predictions/${encodeURIComponent(id)}/${action}`, body, {
    schema: predictionSchema,
  });
}

export function joinPrediction(id: string, { wager, confidence }: StakeInput): Promise<Prediction> {
  return stake(id, 'join', { pointsWagered: wager, confidence });
}

export function jumpOnPrediction(id: string, input: StakeInput): Promise<Prediction> {
  return stake(id, 'jump-on', { wager: input.wager, confidence: input.confidence });
}

export function betAgainstPrediction(id: string, input: StakeInput): Promise<Prediction> {
  return stake(id, 'bet-against', { wager: input.wager, confidence: input.confidence });
}
