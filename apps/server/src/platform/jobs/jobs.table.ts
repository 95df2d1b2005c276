// Run history of the scheduled jobs (platform/jobs/jobs.runner.ts): one row per attempt.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const JOB_RUN_STATUSES = ['running', 'succeeded', 'failed', 'abandoned'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The job's name, e.g. `pro-refresh`. */
    name: text('name').notNull(),
    /** The period the run is for, from the job's schedule (e.g. `2026-11-01` for a month). */
    period: text('period').notNull(),
    status: text('status', { enum: JOB_RUN_STATUSES }).notNull(),
    /** Which server ran it (host:pid), for the history. */
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: jsonb('result'),
    error: text('error'),
  },
  (t) => [
    // A period succeeds once: a second success for the same period is refused by the database.
    uniqueIndex('job_runs_succeeded_once')
      .on(t.name, t.period)
      .where(sql`${t.status} = 'succeeded'`),
    index('job_runs_name_started').on(t.name, t.startedAt),
  ],
);
