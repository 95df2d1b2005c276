// A player's accuracy over time by resolution day (the profile page); the points ledger is the
// points module's (points.repository.ts).
import { accuracyPercent } from '@boldcall/shared/rules/accuracy';
import type { AccuracyPoint } from '@boldcall/shared/schemas/users';
import type { DbOrTx } from '../../db/client.ts';
import { decidedPerDay } from '../predictions/predictions.repository.ts';

/**
 * One point per UTC day on which some of the caller's created or joined predictions resolved
 * CORRECT or INCORRECT, with the running accuracy, resolved and correct counts after that day.
 */
export async function accuracyHistory(db: DbOrTx, userId: string): Promise<AccuracyPoint[]> {
  const rows = await decidedPerDay(db, userId);
  const byDay = new Map<string, { correct: number; incorrect: number }>();
  for (const row of rows) {
    const entry = byDay.get(row.day) ?? { correct: 0, incorrect: 0 };
    entry.correct += Number(row.correct);
    entry.incorrect += Number(row.incorrect);
    byDay.set(row.day, entry);
  }
  let correct = 0;
  let incorrect = 0;
  return [...byDay.keys()].sort().map((date) => {
    const d = byDay.get(date) ?? { correct: 0, incorrect: 0 };
    correct += d.correct;
    incorrect += d.incorrect;
    return {
      date,
      accuracy: accuracyPercent(correct, incorrect),
      resolved: correct + incorrect,
      correct,
    };
  });
}
