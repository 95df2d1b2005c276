// A small job runner for work that must happen once per period however many servers run:
// the monthly Pro refresh today, the NFL sync next.
//
// - Leadership: one instance at a time holds a session advisory lock on a connection of its own
//   and runs the jobs; the others try again each tick, so a leader that dies is replaced within
//   a tick (its lock goes with its connection).
// - Schedule: a job names the period `now` falls in (a month, a ten-minute slot …); it runs when
//   that period has no successful run yet. A period missed while every server was down is run
//   at the next start (catch-up), and a failed run is retried at the next tick.
// - History: each attempt is a `job_runs` row (running → succeeded / failed; rows left running
//   by a dead leader become abandoned). The database refuses a second success for one period.
import os from 'node:os';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { LOCKS, type DatabaseHandle } from '../../db/client.ts';
import { jobRuns } from './jobs.table.ts';

export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobDefinition {
  name: string;
  /** The period `now` falls in; the job succeeds once per period. */
  period(now: Date): string;
  /** Does the work; what it returns is kept in the run history. Must be safe to re-run. */
  run(now: Date): Promise<unknown>;
}

export interface JobRunner {
  /** Runs a first tick (catch-up) and schedules the next ones. */
  start(): Promise<void>;
  /** One round: take or keep leadership, then run each due job. Exposed for tests. */
  tick(): Promise<void>;
  /** Stops ticking, waits for a run in progress and gives up leadership. */
  stop(): Promise<void>;
  isLeader(): boolean;
  /**
   * 'starting' until the first round (catch-up) is over; then 'leader' (this instance runs the
   * jobs) or 'standby' (another one does). Shown by /api/health.
   */
  state(): JobRunnerState;
}

export type JobRunnerState = 'starting' | 'leader' | 'standby' | 'stopped';

export interface JobRunnerOptions {
  database: DatabaseHandle;
  jobs: JobDefinition[];
  log: JobLog;
  clock?: () => Date;
  tickMs?: number;
}

const DEFAULT_TICK_MS = 30_000;

export function createJobRunner({
  database,
  jobs,
  log,
  clock = () => new Date(),
  tickMs = DEFAULT_TICK_MS,
}: JobRunnerOptions): JobRunner {
  const db = database.db;
  const instance = `${os.hostname()}:${process.pid}`;
  let leader: pg.Client | null = null;
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> = Promise.resolve();
  let stopped = false;

  const loseLeadership = () => {
    const client = leader;
    leader = null;
    void client?.end().catch(() => {});
  };

  const takeLeadership = async (): Promise<boolean> => {
    if (leader) return true;
    const client = new pg.Client({ connectionString: database.directUrl });
    client.on('error', () => {
      if (leader === client) loseLeadership();
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [LOCKS.jobs],
      );
      if (!rows[0]?.locked) {
        await client.end();
        return false;
      }
    } catch (err) {
      await client.end().catch(() => {});
      log.error({ err }, 'job runner could not reach the database');
      return false;
    }
    leader = client;
    // Runs still marked running were a dead leader's: nothing runs them any more.
    await db
      .update(jobRuns)
      .set({ status: 'abandoned', finishedAt: new Date() })
      .where(eq(jobRuns.status, 'running'));
    return true;
  };

  const runJob = async (job: JobDefinition, now: Date) => {
    const period = job.period(now);
    const [done] = await db
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .where(
        and(
          eq(jobRuns.name, job.name),
          eq(jobRuns.period, period),
          eq(jobRuns.status, 'succeeded'),
        ),
      )
      .limit(1);
    if (done) return;
    const [row] = await db
      .insert(jobRuns)
      .values({ name: job.name, period, status: 'running', instance })
      .returning({ id: jobRuns.id });
    if (!row) return;
    try {
      const result = await job.run(now);
      await db
        .update(jobRuns)
        .set({ status: 'succeeded', finishedAt: new Date(), result: result ?? null })
        .where(eq(jobRuns.id, row.id));
      log.info({ job: job.name, period, result }, `job ${job.name} done`);
    } catch (err) {
      await db
        .update(jobRuns)
        .set({ status: 'failed', finishedAt: new Date(), error: String(err) })
        .where(eq(jobRuns.id, row.id))
        .catch(() => {});
      log.error({ err, job: job.name, period }, `job ${job.name} failed; will retry`);
    }
  };

  const tick = () => {
    const previous = current;
    current = (async () => {
      await previous;
      if (stopped) return;
      if (!(await takeLeadership())) return;
      const now = clock();
      for (const job of jobs) {
        if (stopped) return;
        await runJob(job, now);
      }
    })().catch((err: unknown) => log.error({ err }, 'job runner tick failed'));
    return current;
  };

  const arm = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick().finally(arm), tickMs);
    timer.unref();
  };

  return {
    async start() {
      await tick();
      started = true;
      arm();
    },
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
      const client = leader;
      leader = null;
      await client?.end().catch(() => {});
    },
    isLeader: () => leader !== null,
    state: () => (stopped ? 'stopped' : !started ? 'starting' : leader ? 'leader' : 'standby'),
  };
}
