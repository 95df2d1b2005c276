// The e-mail digest (docs/rules/reminders.md "The e-mail digest"), run as the job runner runs
// it: `run(now)` at fixed times around the next Monday 08:00 (or day's 08:00) of each player's
// time zone. What the players do happens at the real time, inside the period that ends there.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createPlayer,
  makeComment,
  makePrediction,
  resolvePredictionNow,
  type CreatedPlayer,
} from '../../seed/seed.factories.ts';
import { balancesOf } from '../../test/points.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { wallClock } from '../../test/wall-clock.ts';
import { user } from '../../platform/identity/identity.table.ts';
import { follows } from '../follows/follows.table.ts';
import { pointsLedger } from '../points/points.table.ts';
import { joinPrediction } from '../predictions/predictions.service.ts';
import { composeDigest, digestJob, hasNews } from './notifications.digest.ts';
import { digestSources } from '../../app.ts';
import { notificationOutbox, notificationSettings } from './notifications.table.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The first whole hour after `after` that is 08:00 in `timeZone` (on a Monday when asked). */
function next8(timeZone: string, after: Date, monday: boolean): Date {
  let t = Math.ceil(after.getTime() / HOUR) * HOUR;
  for (;;) {
    const l = wallClock(new Date(t), timeZone);
    if (l.hour === 8 && (!monday || l.weekday === 'Mon')) return new Date(t);
    t += HOUR;
  }
}

/** ISO week of a YYYY-MM-DD date: 2026-W48. */
function isoWeek(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const thursday = new Date(d.getTime() + (3 - ((d.getUTCDay() + 6) % 7)) * 86_400_000);
  const firstThursday = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  const week =
    1 +
    Math.round(
      ((thursday.getTime() - firstThursday.getTime()) / 86_400_000 -
        3 +
        ((firstThursday.getUTCDay() + 6) % 7)) /
        7,
    );
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

describe('the e-mail digest', () => {
  const database = useTestDatabase();
  const db = () => database.db;
  const realNow = new Date();
  const mondayUtc = next8('UTC', realNow, true);
  const mondayLa = next8('America/Los_Angeles', realNow, true);
  const dayUtc = next8('UTC', realNow, false);
  let reader: CreatedPlayer;
  let followee: CreatedPlayer;
  let joiner: CreatedPlayer;
  let off: CreatedPlayer;
  let quiet: CreatedPlayer;
  let unverified: CreatedPlayer;
  let westerner: CreatedPlayer;
  let daily: CreatedPlayer;
  let elsewhere: CreatedPlayer;
  let settledCall: string;
  let followedCall: string;

  beforeAll(async () => {
    reader = await createPlayer(db(), { username: 'dig_reader' });
    followee = await createPlayer(db(), { username: 'dig_Followee' });
    joiner = await createPlayer(db(), { username: 'dig_joiner' });
    off = await createPlayer(db(), { username: 'dig_off' });
    quiet = await createPlayer(db(), { username: 'dig_quiet' });
    unverified = await createPlayer(db(), { username: 'dig_unverified' });
    westerner = await createPlayer(db(), { username: 'dig_west' });
    daily = await createPlayer(db(), { username: 'dig_daily' });
    elsewhere = await createPlayer(db(), { username: 'dig_elsewhere' });

    // The reader's week: a call of theirs settled right, another joined and commented on by
    // someone else, and a new call of a player they follow.
    settledCall = await makePrediction(db(), {
      userId: reader.id,
      text: 'The bridge opens before spring',
    });
    await resolvePredictionNow(db(), settledCall, 'CORRECT');
    const openCall = await makePrediction(db(), {
      userId: reader.id,
      text: 'The new line runs on time',
    });
    await joinPrediction(db(), joiner.id, openCall, 5);
    await makeComment(db(), { predictionId: openCall, userId: joiner.id });
    await db().insert(follows).values({ followerId: reader.id, followeeId: followee.id });
    followedCall = await makePrediction(db(), {
      userId: followee.id,
      text: 'Snow in the city before December ends',
    });

    await db()
      .insert(notificationSettings)
      .values([
        { userId: off.id, digest: 'off' },
        { userId: westerner.id, timeZone: 'America/Los_Angeles' },
        { userId: daily.id, digest: 'daily' },
        // A zone the database does not know counts as UTC (and breaks nobody else's digest).
        { userId: elsewhere.id, timeZone: 'Mars/Olympus_Mons' },
      ]);
    // Nothing happened to this one in the period (their sign-up points are from long ago).
    await db()
      .update(pointsLedger)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(pointsLedger.userId, quiet.id));
    await db().update(user).set({ emailVerified: false }).where(eq(user.id, unverified.id));
  });

  /** The mails written for a player (rows the worker will send). */
  const mailsOf = (userId: string) =>
    db()
      .select({
        dedupeKey: notificationOutbox.dedupeKey,
        channel: notificationOutbox.channel,
        reason: notificationOutbox.reason,
        subject: notificationOutbox.subject,
        message: notificationOutbox.message,
      })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.userId, userId), isNull(notificationOutbox.gaveUpAt)));

  it("writes a player's week once, after 08:00 on Monday", async () => {
    const job = digestJob(db(), digestSources);
    const week = isoWeek(wallClock(mondayUtc, 'UTC').date);

    await job.run(new Date(mondayUtc.getTime() - MINUTE));
    expect(await mailsOf(reader.id)).toEqual([]);

    await job.run(new Date(mondayUtc.getTime() + MINUTE));
    await job.run(new Date(mondayUtc.getTime() + HOUR));
    const mails = await mailsOf(reader.id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const [balance] = await balancesOf(db(), reader.id);
    const [{ change } = { change: 0 }] = await db()
      .select({ change: sql<number>`sum(${pointsLedger.amount})::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, reader.id));
    expect(mail).toMatchObject({
      dedupeKey: `digest:${reader.id}:${week}`,
      channel: 'email',
      reason: 'digest',
      subject: 'Your BoldCall week',
    });
    const body = mail?.message.split('\n') ?? [];
    expect(body).toContain(`Points: +${change} this week. Balance: ${balance}.`);
    expect(body).toContain(`- Right: "The bridge opens before spring" /p/${settledCall}`);
    expect(body).toContain('- 1 join, 1 comment');
    expect(body).toContain(
      `- dig_Followee: "Snow in the city before December ends" /p/${followedCall}`,
    );
    // One settled call does not rank a player yet: no rank line (composeDigest's test has one).
    expect(body.some((line) => line.startsWith('Rank:'))).toBe(false);
    expect(mail?.message).not.toContain('http');
    expect((await mailsOf(elsewhere.id)).map((m) => m.dedupeKey)).toEqual([
      `digest:${elsewhere.id}:${week}`,
    ]);
  });

  it('sends nothing with the digest off, an empty week or an unverified e-mail', async () => {
    const job = digestJob(db(), digestSources);
    await job.run(new Date(mondayUtc.getTime() + 2 * MINUTE));
    expect(await mailsOf(off.id)).toEqual([]);
    expect(await mailsOf(quiet.id)).toEqual([]);
    expect(await mailsOf(unverified.id)).toEqual([]);
    // The joiner's and the followee's weeks had something in them: they do get one.
    expect(await mailsOf(joiner.id)).toHaveLength(1);
  });

  it("waits for 08:00 in the player's own time zone", async () => {
    const job = digestJob(db(), digestSources);
    const key = `digest:${westerner.id}:${isoWeek(wallClock(mondayLa, 'America/Los_Angeles').date)}`;
    // An hour before: Monday 07:00 in Los Angeles, well past 08:00 in UTC.
    const before = new Date(mondayLa.getTime() - HOUR);
    expect(wallClock(before, 'UTC')).toMatchObject({ weekday: 'Mon' });
    expect(wallClock(before, 'UTC').hour).toBeGreaterThanOrEqual(8);
    await job.run(before);
    expect((await mailsOf(westerner.id)).map((m) => m.dedupeKey)).not.toContain(key);

    await job.run(new Date(mondayLa.getTime() + MINUTE));
    expect((await mailsOf(westerner.id)).map((m) => m.dedupeKey)).toEqual([key]);
  });

  it('writes a daily digest for each local day', async () => {
    const job = digestJob(db(), digestSources);
    await job.run(new Date(dayUtc.getTime() + MINUTE));
    const mails = await mailsOf(daily.id);
    expect(mails.map((m) => [m.dedupeKey, m.subject])).toEqual([
      [`digest:${daily.id}:${wallClock(dayUtc, 'UTC').date}`, 'Your BoldCall day'],
    ]);
    expect(mails[0]?.message).toMatch(/^Your day on BoldCall\n\nPoints: \+\d+ this day\./);
  });

  it('names the rank when there is one and shortens long lists', () => {
    const calls = Array.from({ length: 7 }, (_, i) => ({
      userId: 'u',
      predictionId: `c${i}`,
      text: `Call ${i}`,
      author: 'amy',
      total: 7,
    }));
    const content = {
      frequency: 'weekly' as const,
      balance: 1250,
      pointsChange: -30,
      pointsEntries: 2,
      rank: 12,
      settled: [],
      picks: { userId: 'u', won: 2, lost: 1, refunded: 0, net: 10 },
      activity: null,
      followed: calls.slice(0, 5),
    };
    expect(hasNews(content)).toBe(true);
    expect(composeDigest(content).body.split('\n')).toEqual([
      'Your week on BoldCall',
      '',
      'Points: −30 this week. Balance: 1,250.',
      'Rank: #12 on the all-time leaderboard.',
      '',
      'Results',
      '- NFL picks: 2 won, 1 lost (+10 points) /nfl',
      '',
      'New calls from players you follow',
      '- amy: "Call 0" /p/c0',
      '- amy: "Call 1" /p/c1',
      '- amy: "Call 2" /p/c2',
      '- amy: "Call 3" /p/c3',
      '- amy: "Call 4" /p/c4',
      '- and 2 more',
    ]);
    expect(hasNews({ ...content, pointsEntries: 0, picks: null, followed: [], rank: 3 })).toBe(
      false,
    );
  });
});
