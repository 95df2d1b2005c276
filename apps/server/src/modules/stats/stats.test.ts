import { describe, expect, it } from 'vitest';
import { averageAccuracyPercent } from '@boldcall/shared/rules/accuracy';
import { DEMO_PLAYERS, DEMO_PREDICTIONS, seedDemoData } from '../../seed/seed.demo.ts';
import { useTestApp } from '../../test/test-app.ts';

describe('home stats', () => {
  const t = useTestApp();

  it('answers zeros on an empty database', async () => {
    const res = await t.app.inject('/api/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { totalPredictions: 0, correctPredictions: 0, totalUsers: 0, accuracy: 0 },
    });
  });

  it('counts predictions, correct ones, players and the average accuracy', async () => {
    await seedDemoData(t.database.db);
    // The same numbers, from the demo data and the shared accuracy rule.
    const tally = new Map<string, { correct: number; incorrect: number }>();
    for (const p of DEMO_PREDICTIONS) {
      if (p.outcome !== 'CORRECT' && p.outcome !== 'INCORRECT') continue;
      for (const name of [p.author, ...(p.joins ?? []).map(([n]) => n)]) {
        const entry = tally.get(name) ?? { correct: 0, incorrect: 0 };
        if (p.outcome === 'CORRECT') entry.correct += 1;
        else entry.incorrect += 1;
        tally.set(name, entry);
      }
    }
    const res = await t.app.inject('/api/stats');
    expect(res.json().data).toEqual({
      totalPredictions: DEMO_PREDICTIONS.length,
      correctPredictions: DEMO_PREDICTIONS.filter((p) => p.outcome === 'CORRECT').length,
      totalUsers: DEMO_PLAYERS.length,
      accuracy: averageAccuracyPercent([...tally.values()]),
    });
  });
});
