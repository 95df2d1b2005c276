// Crash test of the embedded database (`npm run test:crash`, also part of `npm test`): players
// create predictions and join each other's while the server is SIGKILLed mid-stream, five
// rounds on one DATA_DIR. Odd rounds kill the app only (its PostgreSQL lives on and the next
// start takes it over); even rounds kill the PostgreSQL server too, as a power cut would, so the
// next start goes through crash recovery. Every write that was answered 2xx must be there, and
// every balance must equal the sum of its ledger rows.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runningEmbeddedUrl } from '../apps/server/src/db/embedded-postgres.ts';
import { signUpViaApi } from './support/accounts.ts';
import type { ApiClient } from './support/api-client.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { expect, test } from './fixtures.ts';

const ROUNDS = 5;
const PLAYERS = 6;
/** Acknowledged writes per round after which the server is killed, requests still in flight. */
const ACKS_BEFORE_KILL = 24;

interface Player {
  api: ApiClient;
  id: string;
}

test('every acknowledged write survives SIGKILL, five rounds', async () => {
  test.setTimeout(900_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boldcall-crash-'));
  let server: AppServer = await startAppServer({}, { dataDir });
  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const api = await signUpViaApi(server.baseURL, `crash_${i}`);
    const me = await (await api.get('/api/users/me')).json();
    players.push({ api, id: me.data.id });
  }

  const predictions: Array<{ id: string; creator: number }> = [];
  const joins: Array<{ predictionId: string; userId: string }> = [];
  const joined = new Set<string>();
  const perRound: number[] = [];

  for (let round = 1; round <= ROUNDS; round += 1) {
    if (round > 1) server = await startAppServer({}, { dataDir, port: server.port });
    let acks = 0;
    let killing: Promise<void> | null = null;
    const kill = () => {
      killing ??= (async () => {
        const postmaster = Number(
          readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
        );
        await server.kill();
        if (round % 2 === 0) process.kill(postmaster, 'SIGKILL');
      })();
    };
    const acknowledge = () => {
      acks += 1;
      if (acks >= ACKS_BEFORE_KILL) kill();
    };

    // Each player writes in a loop until its requests fail: the server is gone.
    await Promise.all(
      players.map(async (player, index) => {
        let refused = 0;
        for (let step = 0; ; step += 1) {
          let answer: { status: number; text: string } | null = null;
          try {
            const target = predictions.find(
              (p) => p.creator !== index && !joined.has(`${p.id}:${player.id}`),
            );
            if (step % 2 === 1 && target) {
              const key = `${target.id}:${player.id}`;
              joined.add(key); // one attempt per pair, answered or not
              const res = await player.api.post(`/api/predictions/${target.id}/join`, {
                data: { pointsWagered: 1 },
              });
              if (res.status() === 200) {
                joins.push({ predictionId: target.id, userId: player.id });
                acknowledge();
              } else answer = { status: res.status(), text: await res.text() };
            } else {
              const res = await player.api.post('/api/predictions', {
                data: {
                  text: `Crash round ${round}: player ${index} call number ${step} comes true`,
                  category: 'other',
                  expiresAt: `${new Date().getFullYear() + 1}-06-30`,
                  pointsWagered: 2,
                },
              });
              if (res.status() === 201) {
                predictions.push({ id: (await res.json()).data.id, creator: index });
                acknowledge();
              } else answer = { status: res.status(), text: await res.text() };
            }
          } catch {
            return; // connection refused or reset: the server was killed
          }
          // A refusal is not a crash; many in a row mean the load itself is wrong.
          refused = answer ? refused + 1 : 0;
          if (refused > 20) throw new Error(`writes refused: ${answer?.status} ${answer?.text}`);
        }
      }),
    );
    await killing;
    perRound.push(acks);
  }

  server = await startAppServer({}, { dataDir, port: server.port });
  const url = await runningEmbeddedUrl(dataDir);
  expect(url).not.toBeNull();
  const client = new pg.Client({ connectionString: url! });
  await client.connect();
  try {
    const { rows: found } = await client.query<{ id: string }>(
      'select id from predictions where id = any($1)',
      [predictions.map((p) => p.id)],
    );
    expect(found.length).toBe(predictions.length);
    const { rows: foundJoins } = await client.query<{ n: number }>(
      `select count(*)::int as n from prediction_joins j
       join unnest($1::text[], $2::text[]) as a(prediction_id, user_id)
         on a.prediction_id = j.prediction_id and a.user_id = j.user_id`,
      [joins.map((j) => j.predictionId), joins.map((j) => j.userId)],
    );
    expect(foundJoins[0]!.n).toBe(joins.length);
    const { rows: off } = await client.query<{ user_id: string }>(
      `select p.user_id from players p
       where p.points <> coalesce((select sum(l.amount) from points_ledger l where l.user_id = p.user_id), 0)`,
    );
    expect(off).toEqual([]);
  } finally {
    await client.end();
    await server.stop();
  }
  console.log(
    `crash test: ${ROUNDS} rounds, acknowledged writes per round ${perRound.join(', ')}; ` +
      `${predictions.length} predictions and ${joins.length} joins all present after restart`,
  );
  expect(perRound.every((n) => n >= ACKS_BEFORE_KILL)).toBe(true);
});
