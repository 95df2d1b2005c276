// Reminders (docs/rules/reminders.md), run as the job runner runs them: `run(now)` with a fixed
// time. Missing NFL picks at 24 h and 1 h before a week's first kickoff (and only the 1 h one
// after a down time), the season predictor's lock, a call about to expire, the admins' daily
// summary; each sent once however many runs find it due.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer, makePrediction } from '../../seed/seed.factories.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { runStartUpJobs } from '../../test/test-config.ts';
import { jobRuns } from '../../platform/jobs/jobs.table.ts';
import { placeBet } from '../nfl/nfl.service.ts';
import { nflGames, nflSeasonPredictions } from '../nfl/nfl.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { adminRemindersJob, remindersJob } from './reminders.job.ts';

const SEASON = 2031;
const HOUR = 3_600_000;
const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR);

describe('reminders', () => {
  const database = useTestDatabase();
  const db = () => database.db;

  const remindersOf = (userId: string) =>
    db()
      .select({
        message: notifications.message,
        dedupeKey: notifications.dedupeKey,
        link: notifications.link,
        predictionId: notifications.predictionId,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'reminder')))
      .orderBy(notifications.createdAt);

  // The weekly picks reminders (the first week of a season also brings the predictor's lock).
  const pickReminders = async (userId: string) =>
    (await remindersOf(userId)).filter((r) => r.dedupeKey?.startsWith('nfl:'));

  let gameSeq = 0;
  async function game(season: number, week: number, kickoffAt: Date) {
    gameSeq += 1;
    const id = `rem-${season}-${week}-${gameSeq}`;
    await db().insert(nflGames).values({
      id,
      season,
      week,
      kickoffAt,
      homeCode: 'KC',
      awayCode: 'BUF',
      source: 'import',
    });
    return id;
  }

  const seasonPrediction = (userId: string, season: number) =>
    db().insert(nflSeasonPredictions).values({ id: randomUUID(), userId, season, totalWager: 10 });

  it('tells NFL players of their missing picks 24 h and 1 h before the first kickoff, once each', async () => {
    const kickoff = new Date('2031-10-12T17:00:00Z');
    const before = at(kickoff, -48);
    const early = await game(SEASON, 6, kickoff);
    const late = await game(SEASON, 6, at(kickoff, 3));
    const all = await createPlayer(db(), { username: 'rem_all' });
    const some = await createPlayer(db(), { username: 'rem_some' });
    const seasonOnly = await createPlayer(db(), { username: 'rem_season' });
    const never = await createPlayer(db(), { username: 'rem_never' });
    for (const gameId of [early, late]) {
      await placeBet(db(), all.id, { gameId, teamCode: 'KC', wager: 5 }, before);
    }
    await placeBet(db(), some.id, { gameId: early, teamCode: 'BUF', wager: 5 }, before);
    await seasonPrediction(seasonOnly.id, SEASON);
    const job = remindersJob({ db: db(), season: SEASON });

    // A minute before the 24-hour moment: nothing yet.
    await job.run(at(kickoff, -24 - 1 / 60));
    expect(await pickReminders(some.id)).toEqual([]);

    await job.run(at(kickoff, -24));
    // Again, as a restarted server would (a new job remembers nothing): the key holds.
    await remindersJob({ db: db(), season: SEASON }).run(at(kickoff, -23.5));
    expect(await pickReminders(some.id)).toEqual([
      {
        message: 'You have 1 NFL pick to make for Week 6 — first kickoff in 24 hours',
        dedupeKey: `nfl:${SEASON}:6:24h`,
        link: '/nfl',
        predictionId: null,
      },
    ]);
    expect((await pickReminders(seasonOnly.id)).map((r) => r.message)).toEqual([
      'You have 2 NFL picks to make for Week 6 — first kickoff in 24 hours',
    ]);
    expect(await pickReminders(all.id)).toEqual([]);
    expect(await pickReminders(never.id)).toEqual([]);

    await job.run(at(kickoff, -1));
    await remindersJob({ db: db(), season: SEASON }).run(at(kickoff, -0.5));
    expect((await pickReminders(some.id)).map((r) => [r.dedupeKey, r.message])).toEqual([
      [`nfl:${SEASON}:6:24h`, 'You have 1 NFL pick to make for Week 6 — first kickoff in 24 hours'],
      [`nfl:${SEASON}:6:1h`, 'You have 1 NFL pick to make for Week 6 — first kickoff in 1 hour'],
    ]);
    expect(await pickReminders(all.id)).toEqual([]);
    expect(await pickReminders(never.id)).toEqual([]);
  });

  it('after a down time sends only the 1-hour reminder, and none once the week has kicked off', async () => {
    const kickoff = new Date('2031-10-19T17:00:00Z');
    await game(SEASON, 7, kickoff);
    const player = await createPlayer(db(), { username: 'rem_late' });
    await seasonPrediction(player.id, SEASON);
    const job = remindersJob({ db: db(), season: SEASON });

    // Down from before the 24-hour moment until 40 minutes before kickoff.
    await job.run(at(kickoff, -40 / 60));
    const week7 = (await remindersOf(player.id)).filter((r) => r.dedupeKey?.includes(':7:'));
    expect(week7.map((r) => [r.dedupeKey, r.message])).toEqual([
      [
        `nfl:${SEASON}:7:1h`,
        'You have 1 NFL pick to make for Week 7 — first kickoff in 40 minutes',
      ],
    ]);

    // A week whose first kickoff has passed sends nothing, even with picks still missing.
    const other = await createPlayer(db(), { username: 'rem_later' });
    await seasonPrediction(other.id, SEASON);
    await job.run(at(kickoff, 0.5));
    expect((await remindersOf(other.id)).filter((r) => r.dedupeKey?.includes(':7:'))).toEqual([]);
  });

  it('reminds NFL players without a season prediction 24 hours before the predictor locks', async () => {
    const season = 2040;
    const lock = new Date('2040-09-06T00:20:00Z');
    await game(season, 1, lock);
    await game(season, 2, at(lock, 24 * 7));
    const lastSeasonGame = await game(season - 1, 18, new Date('2040-01-05T18:00:00Z'));
    const returning = await createPlayer(db(), { username: 'rem_returning' });
    const submitted = await createPlayer(db(), { username: 'rem_submitted' });
    const stranger = await createPlayer(db(), { username: 'rem_stranger' });
    await placeBet(
      db(),
      returning.id,
      { gameId: lastSeasonGame, teamCode: 'KC', wager: 5 },
      new Date('2040-01-01T00:00:00Z'),
    );
    await seasonPrediction(submitted.id, season - 1);
    await seasonPrediction(submitted.id, season);
    const job = remindersJob({ db: db(), season });

    await job.run(at(lock, -25));
    expect(await remindersOf(returning.id)).toEqual([]);
    await job.run(at(lock, -24));
    await job.run(at(lock, -2));
    const seasonReminders = async (userId: string) =>
      (await remindersOf(userId)).filter((r) => r.dedupeKey?.startsWith('nfl-season:'));
    expect(await seasonReminders(returning.id)).toEqual([
      {
        message:
          'The 2040 season predictor locks in 24 hours: pick your winners before the first kickoff',
        dedupeKey: 'nfl-season:2040:lock',
        link: '/nfl',
        predictionId: null,
      },
    ]);
    expect(await seasonReminders(submitted.id)).toEqual([]);
    expect(await seasonReminders(stranger.id)).toEqual([]);
  });

  it("tells a call's creator once that it expires within 24 hours", async () => {
    const now = new Date('2031-11-03T12:00:00Z');
    const creator = await createPlayer(db(), { username: 'rem_creator' });
    const soon = await makePrediction(db(), {
      userId: creator.id,
      text: 'The comet is visible with the naked eye',
      createdAt: at(now, -100),
      expiresAt: at(now, 20),
    });
    await makePrediction(db(), {
      userId: creator.id,
      text: 'It rains on the parade',
      createdAt: at(now, -100),
      expiresAt: at(now, 30),
    });
    const job = remindersJob({ db: db(), season: SEASON });
    await job.run(now);
    await job.run(at(now, 1));
    expect(await remindersOf(creator.id)).toEqual([
      {
        message: 'Your call expires in 20 hours: "The comet is visible with the naked eye"',
        dedupeKey: `call-expiring:${soon}`,
        link: null,
        predictionId: soon,
      },
    ]);
  });

  it('sends each admin one daily summary of the calls waiting for resolution, none when none wait', async () => {
    const admin = await createPlayer(db(), { username: 'rem_admin', role: 'admin' });
    const listed = await createPlayer(db(), { username: 'rem_listed' });
    const player = await createPlayer(db(), { username: 'rem_player' });
    const rule = { adminEmails: [], adminUsernames: ['rem_listed'] };
    const job = adminRemindersJob(db(), rule);
    const summaries = async (userId: string) =>
      (await remindersOf(userId)).filter((r) => r.dedupeKey?.startsWith('admin-expired:'));

    // Nothing is past its expiry yet (the calls above expire in November 2031).
    await job.run(new Date('2031-01-01T00:00:00Z'));
    expect(await summaries(admin.id)).toEqual([]);

    const day = new Date('2031-12-01T00:00:30Z');
    for (const text of ['First expired call', 'Second expired call']) {
      await makePrediction(db(), {
        userId: player.id,
        text,
        createdAt: at(day, -200),
        expiresAt: at(day, -24),
      });
    }
    await job.run(day);
    await job.run(at(day, 5));
    // The comet call and the rain call of the test above are past their expiry too.
    const expected = {
      message: '4 calls are past their expiry and wait for resolution',
      dedupeKey: 'admin-expired:2031-12-01',
      link: '/admin',
      predictionId: null,
    };
    expect(await summaries(admin.id)).toEqual([expected]);
    expect(await summaries(listed.id)).toEqual([expected]);
    expect(await summaries(player.id)).toEqual([]);
    expect(job.period(day)).toBe('2031-12-01');
  });

  it('runs once a minute', () => {
    const job = remindersJob({ db: db(), season: SEASON });
    expect(job.period(new Date('2031-10-12T16:59:59.900Z'))).toBe('2031-10-12T16:59');
  });
});

describe('the app runs the reminders and the digest when jobs are on', () => {
  const database = useTestDatabase();

  it('at start-up, on the app clock', async () => {
    await runStartUpJobs(database, { clock: () => new Date('2031-10-12T16:00:20Z') });
    const runs = await database.db
      .select({ name: jobRuns.name, period: jobRuns.period, status: jobRuns.status })
      .from(jobRuns);
    expect(runs).toEqual(
      expect.arrayContaining([
        { name: 'reminders', period: '2031-10-12T16:00', status: 'succeeded' },
        { name: 'admin-reminders', period: '2031-10-12', status: 'succeeded' },
        { name: 'digest', period: '2031-10-12T16', status: 'succeeded' },
      ]),
    );
  });
});
