// Test helper: a run of predictions, for lists, dashboards, statement budgets and races.
import type { Database } from '../db/client.ts';
import { makePrediction, type PredictionInput } from '../seed/seed.factories.ts';

/** `count` predictions made one after another, the i-th from `input(i)`: their ids in order. */
export async function makePredictions(
  db: Database,
  count: number,
  input: (i: number) => PredictionInput,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await makePrediction(db, input(i)));
  return ids;
}
