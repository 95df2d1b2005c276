// Reminders and the weekly digest end to end (docs/rules/reminders.md), on a PostgreSQL of the
// spec's own and the SMTP test server. A first server (jobs off) is where the players sign up,
// pick, call and follow; the week's activity is then moved into last week (as if it had
// happened then) and a second server starts on the same database with its jobs on, as a
// deployment would: its first round of jobs sends the 1-hour NFL reminder to the player with a
// missing pick (not to the one who picked every game) and mails last week's digest.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../apps/server/src/db/embedded-postgres.ts';
import { wallClock } from '../apps/server/src/test/wall-clock.ts';
import type { ApiClient } from './support/api-client.ts';
import { createPredictionViaApi, signUpViaApi } from './support/accounts.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { startSmtp, type TestSmtp } from './support/smtp.ts';
import { expect, test } from './fixtures.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const season =
  new Date().getUTCMonth() < 2 ? new Date().getUTCFullYear() - 1 : new Date().getUTCFullYear();
const secret = 'reminders-digest-secret-reminders-digest-secret';

let database: EmbeddedPostgres;
let smtp: TestSmtp;
const servers: AppServer[] = [];

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await smtp?.close();
  await database?.stop();
});

/** Week 9: two games, the first kicking off in 50 minutes. */
function importWeek(databaseUrl: string) {
  const header =
    'game_id,season,game_type,week,gameday,weekday,gametime,away_team,away_score,home_team,home_score,location,espn,spread_line,total_line,stadium';
  const games = [
    { id: '991000001', away: 'BUF', home: 'KC', at: new Date(Date.now() + 50 * 60_000) },
    { id: '991000002', away: 'NE', home: 'SEA', at: new Date(Date.now() + 3 * 3_600_000) },
  ];
  const rows = games.map((g) => {
    const { date, time } = wallClock(g.at, 'America/New_York');
    return [
      `${season}_09_${g.away}_${g.home}`,
      season,
      'REG',
      9,
      date,
      'Sunday',
      time,
      g.away,
      '',
      g.home,
      '',
      'Home',
      g.id,
      3,
      47.5,
      'Stadium',
    ].join(',');
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'boldcall-remind-')), 'games.csv');
  writeFileSync(file, [header, ...rows].join('\n') + '\n');
  execFileSync(process.execPath, ['apps/server/src/modules/nfl/nfl.import.cli.ts', file], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, AUTH_SECRET: secret, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
  return games;
}

async function query(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

test('the 1-hour NFL reminder reaches only the player with a missing pick; the weekly digest mails a player their week', async () => {
  test.setTimeout(300_000); // a PostgreSQL, two servers and the jobs' first round on a busy machine
  database = await startEmbeddedPostgres({
    dataDir: mkdtempSync(path.join(tmpdir(), 'boldcall-remind-db-')),
  });
  smtp = await startSmtp();
  const env = {
    DATABASE_URL: database.url,
    AUTH_SECRET: secret,
    NFL_SEASON: String(season),
    SPORTS_DATA_URL: 'off',
    ADMIN_USERNAMES: 'rd_admin',
  };

  // The first server: sign-ups (codes through its dev mailbox), picks, calls, a follow.
  const first = await startAppServer({ ...env, JOBS: 'off' });
  servers.push(first);
  const games = importWeek(database.url);
  const missing = await signUpViaApi(first.baseURL, 'rd_missing');
  const complete = await signUpViaApi(first.baseURL, 'rd_complete');
  const reader = await signUpViaApi(first.baseURL, 'rd_reader');
  const star = await signUpViaApi(first.baseURL, 'rd_star');
  const admin = await signUpViaApi(first.baseURL, 'rd_admin');
  for (const [who, picks] of [
    [missing, [games[0]!]],
    [complete, games],
  ] as const) {
    for (const g of picks) {
      const res = await who.post('/api/nfl/bets', {
        data: { gameId: g.id, teamCode: g.home, wager: 5 },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
  }
  const starsCall = await createPredictionViaApi(star, 'A rookie throws for 400 yards this month');
  const own = await createPredictionViaApi(reader, 'It snows in the capital before December ends');
  const resolved = await admin.post(`/api/predictions/${own}/resolve`, {
    data: { resolution: 'CORRECT', adminNote: 'It snowed.' },
  });
  expect(resolved.ok(), await resolved.text()).toBe(true);
  const starId = (await (await star.get('/api/users/me')).json()).data.id as string;
  expect((await reader.post(`/api/users/${starId}/follow`)).ok()).toBe(true);
  await first.stop();
  servers.length = 0;

  // What the reader did this week happened last week.
  await query(
    `update predictions set created_at = created_at - interval '7 days',
       resolved_at = resolved_at - interval '7 days' where id = any($1)`,
    [[starsCall, own]],
  );
  await query(`update points_ledger set created_at = created_at - interval '7 days'
    where user_id = (select id from "user" where username = 'rd_reader')`);

  // The second server: jobs on, mail through SMTP.
  const second = await startAppServer({ ...env, JOBS: 'on', SMTP_URL: smtp.url });
  servers.push(second);
  const on = (api: ApiClient) => api.on(second.baseURL);
  const reminders = async (api: ApiClient) => {
    const body = (await (await on(api).get('/api/notifications')).json()) as {
      data: Array<{ kind: string; message: string; link: string | null }>;
    };
    // Week 9 is this season's first: the season predictor's lock reminder comes too.
    return body.data.filter((n) => n.kind === 'reminder' && n.message.includes('NFL pick'));
  };
  await expect
    .poll(async () => (await reminders(missing)).map((n) => n.message), { timeout: 120_000 })
    .toEqual([
      expect.stringMatching(
        /^You have 1 NFL pick to make for Week 9 — first kickoff in \d+ minutes$/,
      ),
    ]);
  expect((await reminders(missing))[0]?.link).toBe('/nfl');
  expect(await reminders(complete)).toEqual([]);

  await expect.poll(() => smtp.count('rd_reader@example.com'), { timeout: 120_000 }).toBe(1);
  const mail = smtp.mails.find((m) => m.to.includes('rd_reader@example.com'))!.raw;
  // Quoted-printable may wrap long lines: read the text unwrapped.
  // and long headers folded onto the next line.
  const text = mail
    .replace(/=\r?\n/g, '')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=E2=80=9C|=E2=80=9D/g, '"');
  expect(text).toContain('Subject: Your BoldCall week');
  expect(text).toContain('It snows in the capital before December ends');
  expect(text).toContain('rd_star: "A rookie throws for 400 yards this month"');
  expect(text).toContain(`/p/${starsCall}`);
  expect(text).toMatch(
    /List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/notifications\/unsubscribe\?token=/,
  );
  expect(text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(text).toMatch(/Content-Type: text\/plain/);
  // A player with no week gets no digest.
  expect(smtp.count('rd_complete@example.com')).toBe(0);
});
