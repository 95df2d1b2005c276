// Reminders (docs/rules/reminders.md): notifications of kind 'reminder' written on a schedule by
// reminders.job.ts. Each carries a once-only key (`dedupeKey`), so a reminder reaches a player
// once however many runs find it due; each type is one read of who is due, then one insert.
// The NFL ones are read once per moment: `done` (kept by the job for the life of the process)
// holds the keys already written, so the minutes after a moment do not read the season's
// players again; after a restart the first run reads them once more and the keys hold.
// The recipient's settings route it (migration 0026: in-app and push by default).
import type { Database } from '../../db/client.ts';
import {
  playersMissingPicks,
  playersWithoutSeasonPrediction,
  weeksStartingBetween,
} from '../nfl/nfl.repository.ts';
import { getSeasonPredictionState } from '../nfl/nfl.season.ts';
import {
  notifyEach,
  quote,
  type NotificationInput,
} from '../notifications/notifications.service.ts';
import {
  callsExpiringBetween,
  countCallsAwaitingResolution,
} from '../predictions/predictions.repository.ts';
import { adminIds } from '../users/users.service.ts';
import { type AdminRule } from '../../platform/identity/identity.admin.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Reminder = NotificationInput & { userId: string };

/** "1 hour", "24 hours", "40 minutes": the time from `now` to `at`, as a reminder says it. */
export function timeUntil(at: Date, now: Date): string {
  const minutes = Math.max(1, Math.round((at.getTime() - now.getTime()) / MINUTE));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// Inserts stay well below PostgreSQL's limit of parameters per statement.
const CHUNK = 1000;

async function send(db: Database, reminders: readonly Reminder[]): Promise<number> {
  if (reminders.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < reminders.length; i += CHUNK) {
      await notifyEach(tx, reminders.slice(i, i + CHUNK));
    }
  });
  return reminders.length;
}

/**
 * Missing NFL picks, 24 hours and 1 hour before a week's first kickoff, to the season's players
 * with a game of that week still unpicked. A moment missed while no server ran: the 1-hour one
 * is still sent while the kickoff is ahead; the 24-hour one is skipped once the last hour has
 * begun, so a player never gets both at once.
 */
export async function remindMissingPicks(
  db: Database,
  season: number,
  now: Date,
  done: Set<string> = new Set(),
): Promise<number> {
  const lastHour = now.getTime() + HOUR;
  const weeks = await weeksStartingBetween(db, season, now, new Date(now.getTime() + DAY));
  const reminders: Reminder[] = [];
  const keys: string[] = [];
  for (const { week, firstKickoff } of weeks) {
    const slot = firstKickoff.getTime() <= lastHour ? '1h' : '24h';
    const key = `nfl:${season}:${week}:${slot}`;
    if (done.has(key)) continue;
    keys.push(key);
    for (const { userId, missing } of await playersMissingPicks(db, season, week, now)) {
      reminders.push({
        userId,
        kind: 'reminder',
        message: `You have ${plural(missing, 'NFL pick', 'NFL picks')} to make for Week ${week} — first kickoff in ${timeUntil(firstKickoff, now)}`,
        link: '/nfl',
        dedupeKey: key,
      });
    }
  }
  const count = await send(db, reminders);
  for (const key of keys) done.add(key);
  return count;
}

/** The season predictor locks at the season's first kickoff: 24 hours before, to NFL players without one. */
export async function remindSeasonLock(
  db: Database,
  season: number,
  now: Date,
  done: Set<string> = new Set(),
): Promise<number> {
  const key = `nfl-season:${season}:lock`;
  if (done.has(key)) return 0;
  const { lockAt } = await getSeasonPredictionState(db, season, null, now);
  if (!lockAt) return 0;
  const lock = new Date(lockAt);
  if (lock <= now || lock.getTime() > now.getTime() + DAY) return 0;
  const userIds = await playersWithoutSeasonPrediction(db, season);
  const count = await send(
    db,
    userIds.map((userId) => ({
      userId,
      kind: 'reminder',
      message: `The ${season} season predictor locks in ${timeUntil(lock, now)}: pick your winners before the first kickoff`,
      link: '/nfl',
      dedupeKey: key,
    })),
  );
  done.add(key);
  return count;
}

/** An open call expiring within 24 hours: once, to its creator. */
export async function remindExpiringCalls(db: Database, now: Date): Promise<number> {
  const calls = await callsExpiringBetween(db, now, new Date(now.getTime() + DAY));
  return send(
    db,
    calls.map((call) => ({
      userId: call.userId,
      kind: 'reminder',
      predictionId: call.id,
      message: `Your call expires in ${timeUntil(call.expiresAt, now)}: ${quote(call.text)}`,
      dedupeKey: `call-expiring:${call.id}`,
    })),
  );
}

/** Calls past their expiry waiting for resolution: one summary a day (UTC) to each admin. */
export async function remindAdminsOfExpiredCalls(
  db: Database,
  rule: AdminRule,
  now: Date,
): Promise<number> {
  const waiting = await countCallsAwaitingResolution(db, now);
  if (waiting === 0) return 0;
  const admins = await adminIds(db, rule);
  const message =
    waiting === 1
      ? '1 call is past its expiry and waits for resolution'
      : `${waiting} calls are past their expiry and wait for resolution`;
  const day = now.toISOString().slice(0, 10);
  return send(
    db,
    admins.map((userId) => ({
      userId,
      kind: 'reminder',
      message,
      link: '/admin',
      dedupeKey: `admin-expired:${day}`,
    })),
  );
}
