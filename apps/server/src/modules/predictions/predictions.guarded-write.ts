// The shape every stake write on a prediction shares (join, vote, jump on, bet against; the
// writes themselves are in predictions.service.ts): lock the prediction, read what the player
// already did there, ask the shared rule, apply the change, answer as the player now sees it.
import { sql } from 'drizzle-orm';
import { heldPosition, type Position } from '@boldcall/shared/rules/predictions';
import {
  interactionRefusal,
  PREDICTION_MSG,
  type Refusal,
} from '@boldcall/shared/rules/predictions.refusals';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import type { Database, Tx } from '../../db/client.ts';
import { builtOnce } from '../../db/prepared.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { lockLivePrediction } from './predictions.moderation.ts';
import { findPredictionForViewer, type PredictionRecord } from './predictions.repository.ts';
import { perPlayerTables } from './predictions.table.ts';

/**
 * For tests and the demo seed: a fixed id, creation time, or clock; and for a stake, the
 * confidence the player attaches to it (docs/rules/track-record.md), stored with the position
 * and never changed.
 */
export interface WriteOptions {
  id?: string;
  createdAt?: Date;
  now?: number;
  confidence?: number | null;
}

export const refusalError = (r: Refusal) => new AppError(r.status, r.code, r.message);

type RowKind = keyof typeof perPlayerTables;

/**
 * What the player already has on the prediction, in one statement: which of the four tables
 * hold a row for them (votes, and the stakes that make their position).
 */
async function rowsOf(tx: Tx, predictionId: string, userId: string): Promise<Set<RowKind>> {
  const rows = await rowsOfStatement<{ kind: RowKind }>(tx, { predictionId, userId });
  return new Set(rows.map((r) => r.kind));
}

const rowsOfStatement = builtOnce<{ predictionId: string; userId: string }>(
  'prediction_rows_of',
  () => {
    const [predictionId, userId] = [sql.placeholder('predictionId'), sql.placeholder('userId')];
    const probes = Object.entries(perPlayerTables).map(
      ([kind, table]) =>
        sql`select ${kind}::text as kind from ${table} where ${table.predictionId} = ${predictionId} and ${table.userId} = ${userId}`,
    );
    return sql.join(probes, sql` union all `);
  },
);

/** The player's standing on a locked prediction: what they did, and the position they hold. */
interface Standing {
  rows: Set<RowKind>;
  position: Position | null;
}

/**
 * One player's write on one prediction: who, which, the request's value, a fixed clock, and the
 * confidence that goes with a stake.
 */
interface Act<V> {
  userId: string;
  id: string;
  value: V;
  now: number | undefined;
  confidence: number | null;
}

/**
 * The shape every stake write shares: lock the prediction, ask the shared rule whether this
 * player may act (given what they already did and the one position they hold, see
 * docs/rules/game.md "Positions"), then apply the change, all in one transaction, so two
 * concurrent requests of one player cannot take both sides. Answers with the prediction as the
 * player now sees it, read by the transaction's last statement (no second round of reads after
 * commit). Returns the write as join, vote, jump-on and bet-against export it.
 */
export function guardedWrite<V>(
  refuse: (p: PredictionRecord, standing: Standing, act: Act<V>) => Refusal | null,
  apply: (tx: Tx, p: PredictionRecord, act: Act<V>) => Promise<void>,
) {
  return (
    db: Database,
    userId: string,
    id: string,
    value: V,
    options: WriteOptions = {},
  ): Promise<Prediction> =>
    db.transaction(async (tx) => {
      const act = { userId, id, value, now: options.now, confidence: options.confidence ?? null };
      const p = await lockLivePrediction(tx, id);
      const rows = await rowsOf(tx, id, userId);
      const position = heldPosition({
        isCreator: p.userId === userId,
        hasJoined: rows.has('join'),
        hasJumped: rows.has('jump'),
        hasBetAgainst: rows.has('bet'),
      });
      const refusal = refuse(p, { rows, position }, act);
      if (refusal) throw refusalError(refusal);
      await apply(tx, p, act);
      const after = await findPredictionForViewer(tx, id, userId);
      if (!after) throw notFound(PREDICTION_MSG.notFound);
      return after;
    });
}

/** Vote, jump on and bet against: each once per player, refused by one shared rule. */
export const onceEach =
  (kind: 'vote' | 'jump' | 'bet') =>
  (p: PredictionRecord, { rows, position }: Standing, { userId, now }: Act<unknown>) =>
    interactionRefusal(kind, p, { userId, alreadyDone: rows.has(kind), position }, now);
