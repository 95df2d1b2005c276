// The e-mail digest (docs/rules/reminders.md "The e-mail digest"): once a player's local time
// has passed 08:00 of their period (daily: each local day; weekly: each local week from Monday),
// one mail about the period just ended, written as one outbox row for the outbox worker to send.
//
// - Who is due is computed in SQL, a batch of players at a time in id order: digest not 'off'
//   (no settings row means weekly), a verified e-mail, not banned, and no outbox row yet for the
//   period's key `digest:<userId>:<period>`.
// - Each batch reads what happened in each player's own window with one statement per module
//   (points, predictions, NFL, follows through a subquery): never one player at a time, except
//   the leaderboard rank of the players who get a mail.
// - A player with nothing to tell gets no mail; the period's key is still taken, by a row the
//   worker never sends (given up at once, "nothing to tell"), so the next runs do not read their
//   period again.
// - The insert ignores a key already there, so two runs, or two servers, write one mail.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { predictionPath } from '@boldcall/shared/routes';
import type { Database, DbOrTx } from '../../db/client.ts';
import { rowsOf, type UserWindow } from '../../db/user-windows.ts';
import { user, players } from '../../platform/identity/identity.table.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.runner.ts';
import { quote } from './notifications.service.ts';
import { notificationOutbox, notificationSettings } from './notifications.table.ts';

/** Players read and written per round. */
export const DIGEST_BATCH = 200;
/** The local hour from which a period's digest is due. */
const DIGEST_HOUR = '08:00';
/** Lines of a list before "and N more". */
const LIST_MAX = 5;

export interface DueDigest {
  userId: string;
  frequency: 'daily' | 'weekly';
  /** The period's key: the local date (daily) or ISO week, e.g. 2026-11-27 or 2026-W48. */
  period: string;
  since: Date;
  until: Date;
  balance: number;
}

/**
 * Up to `limit` players after `after` (id order) whose current period's digest is due at `now`
 * and not yet written. The current period is the latest whose 08:00 (local) has passed: after a
 * down time only that one is written, not every period missed. A zone the database does not know
 * (its tz data may be older than the runtime's, which validated the setting) counts as UTC
 * rather than failing everyone's batch.
 */
export async function dueDigests(
  db: DbOrTx,
  now: Date,
  after: string,
  limit: number,
  zones: readonly string[],
): Promise<DueDigest[]> {
  const s = notificationSettings;
  const o = notificationOutbox;
  const result = await db.execute(sql`
    with zones as (select unnest(string_to_array(${zones.join(',')}, ',')) as name),
    candidates as (
      select ${players.userId} as user_id, ${players.points} as balance,
             coalesce(${s.digest}, 'weekly') as frequency,
             coalesce(z.name, 'UTC') as tz,
             (${now.toISOString()}::timestamptz at time zone coalesce(z.name, 'UTC'))
               - ${DIGEST_HOUR}::interval as shifted
        from ${players}
        join ${user} on ${user.id} = ${players.userId}
        left join ${s} on ${s.userId} = ${players.userId}
        left join zones z on z.name = ${s.timeZone}
       where ${user.emailVerified} and not coalesce(${user.banned}, false)
         and coalesce(${s.digest}, 'weekly') <> 'off'
         and coalesce((${s.channels} -> 'digest' ->> 'email')::boolean, true)
         and ${players.userId} > ${after}
    ), periods as (
      select user_id, balance, frequency, tz,
             case when frequency = 'daily' then shifted::date
                  else date_trunc('week', shifted)::date end as day
        from candidates
    ), keyed as (
      select *, case when frequency = 'daily' then to_char(day, 'YYYY-MM-DD')
                     else to_char(day, 'IYYY-"W"IW') end as period
        from periods
    )
    select k.user_id as "userId", k.frequency, k.period, k.balance,
           ((k.day - case when k.frequency = 'daily' then 1 else 7 end) + ${DIGEST_HOUR}::time)
             at time zone k.tz as since,
           (k.day + ${DIGEST_HOUR}::time) at time zone k.tz as until
      from keyed k
     where not exists (
       select 1 from ${o} where ${o.dedupeKey} = 'digest:' || k.user_id || ':' || k.period)
     order by k.user_id
     limit ${limit}`);
  return rowsOf<{
    userId: string;
    frequency: 'daily' | 'weekly';
    period: string;
    balance: number;
    since: Date | string;
    until: Date | string;
  }>(result).map((r) => ({
    userId: r.userId,
    frequency: r.frequency,
    period: r.period,
    balance: Number(r.balance),
    since: new Date(r.since),
    until: new Date(r.until),
  }));
}

/** The time zones the database knows (read once a run: the view reads the tz files). */
export async function knownTimeZones(db: DbOrTx): Promise<string[]> {
  const result = await db.execute(sql`select name from pg_timezone_names`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

/**
 * What the digest reads of the modules that own the data, each for a batch of windows in one
 * statement. Those modules call notifications (to notify), so the digest names what it needs and
 * the app hands the readers in (`digestSources` in app.ts; docs/decisions/037-a-ground-floor-for-the-server.md).
 */
export interface DigestSources {
  pointsChangeIn(
    db: DbOrTx,
    windows: readonly UserWindow[],
  ): Promise<Array<{ userId: string; change: number; entries: number }>>;
  settledPositionsIn(db: DbOrTx, windows: readonly UserWindow[]): Promise<SettledPosition[]>;
  picksSettledIn(db: DbOrTx, windows: readonly UserWindow[]): Promise<SettledPicks[]>;
  activityOnCallsIn(db: DbOrTx, windows: readonly UserWindow[]): Promise<CallActivity[]>;
  /** The newest calls of the players each one follows, at most `limit` a player. */
  newCallsIn(db: DbOrTx, windows: readonly UserWindow[], limit: number): Promise<NewCall[]>;
  overallRank(db: DbOrTx, userId: string): Promise<number | null>;
}

/** A call of the player's resolved in their window, and how it went for them. */
export interface SettledPosition {
  userId: string;
  predictionId: string;
  text: string;
  /** For the player: their side was right, wrong, or the call was refunded (unmeasurable). */
  outcome: 'right' | 'wrong' | 'refunded';
}

/** What others did on the player's calls in their window. */
export interface CallActivity {
  userId: string;
  joins: number;
  jumps: number;
  betsAgainst: number;
  comments: number;
}

/** A call made in the window by a player the digest's reader follows. */
export interface NewCall {
  /** The player the list is for. */
  userId: string;
  predictionId: string;
  text: string;
  author: string;
  /** How many such calls the player's window holds in all (the list stops at `limit`). */
  total: number;
}

/** The player's weekly NFL picks settled in their window. */
export interface SettledPicks {
  userId: string;
  won: number;
  lost: number;
  /** Ties and canceled games: the wager came back. */
  refunded: number;
  /** Payouts minus wagers of those picks. */
  net: number;
}

/** What a player's period holds, read for a batch at once. */
export interface DigestContent {
  frequency: 'daily' | 'weekly';
  balance: number;
  pointsChange: number;
  /** Ledger rows in the period: any points movement is activity. */
  pointsEntries: number;
  rank: number | null;
  settled: SettledPosition[];
  picks: SettledPicks | null;
  activity: CallActivity | null;
  followed: NewCall[];
}

const signed = (n: number) =>
  n > 0 ? `+${n.toLocaleString('en-US')}` : n < 0 ? `−${(-n).toLocaleString('en-US')}` : '0';
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Whether the period holds anything to tell (the rank alone is not news). */
export function hasNews(c: DigestContent): boolean {
  const a = c.activity;
  return (
    c.pointsEntries > 0 ||
    c.settled.length > 0 ||
    (c.picks !== null && c.picks.won + c.picks.lost + c.picks.refunded > 0) ||
    (a !== null && a.joins + a.jumps + a.betsAgainst + a.comments > 0) ||
    c.followed.length > 0
  );
}

/** The mail's subject and plain-text body (the sender adds the site origin and the footer). */
export function composeDigest(c: DigestContent): { subject: string; body: string } {
  const span = c.frequency === 'daily' ? 'day' : 'week';
  const lines: string[] = [`Your ${span} on BoldCall`, ''];
  lines.push(
    `Points: ${signed(c.pointsChange)} this ${span}. Balance: ${c.balance.toLocaleString('en-US')}.`,
  );
  if (c.rank !== null) lines.push(`Rank: #${c.rank} on the all-time leaderboard.`);

  const results: string[] = [];
  const label = { right: 'Right', wrong: 'Wrong', refunded: 'Refunded (unmeasurable)' } as const;
  for (const s of c.settled.slice(0, LIST_MAX)) {
    results.push(`- ${label[s.outcome]}: ${quote(s.text)} ${predictionPath(s.predictionId)}`);
  }
  if (c.settled.length > LIST_MAX) results.push(`- and ${c.settled.length - LIST_MAX} more`);
  if (c.picks && c.picks.won + c.picks.lost + c.picks.refunded > 0) {
    const parts = [`${c.picks.won} won`, `${c.picks.lost} lost`];
    if (c.picks.refunded > 0) parts.push(`${c.picks.refunded} refunded`);
    results.push(`- NFL picks: ${parts.join(', ')} (${signed(c.picks.net)} points) /nfl`);
  }
  if (results.length > 0) lines.push('', 'Results', ...results);

  const a = c.activity;
  if (a && a.joins + a.jumps + a.betsAgainst + a.comments > 0) {
    const parts = [
      a.joins > 0 ? count(a.joins, 'join', 'joins') : null,
      a.jumps > 0 ? count(a.jumps, 'jump-on', 'jump-ons') : null,
      a.betsAgainst > 0 ? count(a.betsAgainst, 'bet against', 'bets against') : null,
      a.comments > 0 ? count(a.comments, 'comment', 'comments') : null,
    ].filter((p): p is string => p !== null);
    lines.push('', 'On your calls', `- ${parts.join(', ')}`);
  }

  if (c.followed.length > 0) {
    lines.push('', 'New calls from players you follow');
    for (const f of c.followed.slice(0, LIST_MAX)) {
      lines.push(`- ${f.author}: ${quote(f.text)} ${predictionPath(f.predictionId)}`);
    }
    const total = c.followed[0]?.total ?? 0;
    if (total > LIST_MAX) lines.push(`- and ${total - LIST_MAX} more`);
  }
  return { subject: `Your BoldCall ${span}`, body: lines.join('\n') };
}

const groupBy = <T extends { userId: string }>(rows: readonly T[]) => {
  const map = new Map<string, T[]>();
  for (const r of rows) {
    const list = map.get(r.userId);
    if (list) list.push(r);
    else map.set(r.userId, [r]);
  }
  return map;
};

export interface DigestRun {
  /** Mails written. */
  sent: number;
  /** Players due whose period held nothing to tell. */
  empty: number;
}

/** Writes every digest due at `now`, a batch at a time. */
export async function runDigest(
  db: Database,
  now: Date,
  sources: DigestSources,
  batch: number = DIGEST_BATCH,
): Promise<DigestRun> {
  const run: DigestRun = { sent: 0, empty: 0 };
  const zones = await knownTimeZones(db);
  let after = '';
  for (;;) {
    const due = await dueDigests(db, now, after, batch, zones);
    if (due.length === 0) return run;
    const windows: UserWindow[] = due.map((d) => ({
      userId: d.userId,
      since: d.since,
      until: d.until,
    }));
    const [points, settled, picks, activity, followed] = await Promise.all([
      sources.pointsChangeIn(db, windows),
      sources.settledPositionsIn(db, windows),
      sources.picksSettledIn(db, windows),
      sources.activityOnCallsIn(db, windows),
      sources.newCallsIn(db, windows, LIST_MAX),
    ]);
    const pointsOf = new Map(points.map((p) => [p.userId, p]));
    const settledOf = groupBy(settled);
    const picksOf = new Map(picks.map((p) => [p.userId, p]));
    const activityOf = new Map(activity.map((a) => [a.userId, a]));
    const followedOf = groupBy(followed);
    const rows: Array<typeof notificationOutbox.$inferInsert> = [];
    for (const d of due) {
      const content: DigestContent = {
        frequency: d.frequency,
        balance: d.balance,
        pointsChange: pointsOf.get(d.userId)?.change ?? 0,
        pointsEntries: pointsOf.get(d.userId)?.entries ?? 0,
        rank: null,
        settled: settledOf.get(d.userId) ?? [],
        picks: picksOf.get(d.userId) ?? null,
        activity: activityOf.get(d.userId) ?? null,
        followed: followedOf.get(d.userId) ?? [],
      };
      const base = {
        id: randomUUID(),
        userId: d.userId,
        reason: 'digest' as const,
        channel: 'email' as const,
        dedupeKey: `digest:${d.userId}:${d.period}`,
        kind: null,
        predictionId: null,
        link: null,
        dueAt: now,
      };
      if (!hasNews(content)) {
        // Takes the period's key without a mail: the worker only sends rows not given up.
        rows.push({ ...base, message: '', gaveUpAt: now, lastError: 'nothing to tell' });
        continue;
      }
      content.rank = await sources.overallRank(db, d.userId);
      const mail = composeDigest(content);
      rows.push({ ...base, subject: mail.subject, message: mail.body });
    }
    const written = await db
      .insert(notificationOutbox)
      .values(rows)
      .onConflictDoNothing()
      .returning({ gaveUpAt: notificationOutbox.gaveUpAt });
    for (const row of written) {
      if (row.gaveUpAt) run.empty += 1;
      else run.sent += 1;
    }
    if (due.length < batch) return run;
    after = due[due.length - 1]?.userId ?? after;
  }
}

/** The digest as a scheduled job: each hour (UTC), so a mail leaves within the hour after 08:00 local. */
export function digestJob(db: Database, sources: DigestSources): JobDefinition {
  return {
    name: 'digest',
    period: (now) => now.toISOString().slice(0, 13),
    run: (now) => runDigest(db, now, sources),
  };
}
