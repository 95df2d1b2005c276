import { describe, expect, it } from 'vitest';
import { oneRunAtATime } from './one-run-at-a-time.ts';

/** A run the test ends by hand, in the order it chooses. */
function gatedRuns() {
  const gates: Array<() => void> = [];
  const started: number[] = [];
  const run = () =>
    new Promise<void>((resolve) => {
      started.push(started.length + 1);
      gates.push(resolve);
    });
  return { run, gates, started };
}

describe('oneRunAtATime', () => {
  it('runs once more after the run in flight, however often it is asked meanwhile', async () => {
    const { run, gates, started } = gatedRuns();
    const runs = oneRunAtATime(run, () => {});
    runs.ask();
    runs.ask();
    runs.ask();
    expect(started).toEqual([1]);
    gates[0]!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);
    gates[1]!();
    await runs.idle();
    expect(started).toEqual([1, 2]);
  });

  it('is idle only once the run asked during the one in flight has ended too', async () => {
    const { run, gates, started } = gatedRuns();
    const runs = oneRunAtATime(run, () => {});
    runs.ask();
    runs.ask();
    let idle = false;
    const waiting = runs.idle().then(() => (idle = true));
    gates[0]!();
    // The first run's end starts the second: idle waits for it.
    while (started.length < 2) await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    gates[1]!();
    await waiting;
    expect(idle).toBe(true);
  });

  it('reports a failed run and still runs the one asked after it', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const runs = oneRunAtATime(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('first fails');
      },
      (error) => errors.push(error),
    );
    runs.ask();
    runs.ask();
    await runs.idle();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
