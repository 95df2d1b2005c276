// The reminders as scheduled jobs (platform/jobs: one leader runs each once per period and
// catches up after a restart). Every minute: missing NFL picks, the season predictor's lock and
// calls about to expire; once a day (UTC): the admins' summary of calls to resolve. Running a
// period again writes nothing new: every reminder has its once-only key (reminders.service.ts).
import type { Database } from '../../db/client.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.runner.ts';
import type { AdminRule } from '../../platform/identity/identity.admin.ts';
import {
  remindAdminsOfExpiredCalls,
  remindExpiringCalls,
  remindMissingPicks,
  remindSeasonLock,
} from './reminders.service.ts';

export interface RemindersJobOptions {
  db: Database;
  /** The NFL season the picks reminders are about (NFL_SEASON). */
  season: number;
}

/** YYYY-MM-DDTHH:MM (UTC): one run per minute. */
export const isoMinute = (now: Date) => now.toISOString().slice(0, 16);

export function remindersJob({ db, season }: RemindersJobOptions): JobDefinition {
  // The NFL reminders this process has written (see reminders.service.ts).
  const done = new Set<string>();
  return {
    name: 'reminders',
    period: isoMinute,
    async run(now) {
      return {
        nflPicks: await remindMissingPicks(db, season, now, done),
        seasonLock: await remindSeasonLock(db, season, now, done),
        expiringCalls: await remindExpiringCalls(db, now),
      };
    },
  };
}

/**
 * The admins' daily summary. Its own job with a daily period, so the count of expired calls is
 * read once a day rather than every minute; a day with none sends nothing.
 */
export function adminRemindersJob(db: Database, rule: AdminRule): JobDefinition {
  return {
    name: 'admin-reminders',
    period: (now) => now.toISOString().slice(0, 10),
    run: async (now) => ({ admins: await remindAdminsOfExpiredCalls(db, rule, now) }),
  };
}
