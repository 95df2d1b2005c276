// The two servers `bench:http` compares, each in a process of its own (the load generator runs in
// the parent), started by http.bench.ts:
//   node bench/http-servers.ts app   -> a new embedded PostgreSQL with the demo world plus join
//                                       players, the whole app listening; prints READY <json>
//   node bench/http-servers.ts bare <bodies.json> -> a bare Fastify answering each route's body
// Never run by hand; see docs/performance.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { encode } from '../src/plugins/compress.ts';
import { createPlayer, makePrediction } from '../src/seed/seed.factories.ts';
import { seedDemoData } from '../src/seed/seed.demo.ts';
import { benchConfig, signInCookie, startBenchServer } from './bench-kit.ts';

export interface BareRoute {
  path: string;
  contentType: string;
  body: string;
  /** Sent brotli-compressed (compressed once, at start). */
  brotli?: boolean;
}

const JOIN_PLAYERS = 60;
const JOIN_PREDICTIONS = 100;

async function startApp() {
  const server = await startBenchServer();
  const { url } = await server.createDatabase(`boldcall_http_${process.pid}`);
  const seedDb = server.open(url, 4);
  await seedDemoData(seedDb.db);
  const author = await createPlayer(seedDb.db, { username: 'bench_author', bonusPoints: 100_000 });
  const predictionIds: string[] = [];
  for (let i = 0; i < JOIN_PREDICTIONS; i += 1) {
    predictionIds.push(
      await makePrediction(seedDb.db, {
        userId: author.id,
        text: `Bench call number ${i} comes true before the season ends`,
        pointsWagered: 1,
      }),
    );
  }
  const joiners: string[] = [];
  for (let i = 0; i < JOIN_PLAYERS; i += 1) {
    joiners.push(
      (await createPlayer(seedDb.db, { username: `bench_joiner_${i}`, bonusPoints: 10_000 }))
        .username,
    );
  }
  await seedDb.close();

  const base = benchConfig();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: base.dataDir,
    DATABASE_URL: url,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    PUBLIC_URL: 'http://localhost:3000',
    SPORTS_DATA_URL: 'off',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.resolve(import.meta.dirname, '../../web/dist'),
  });
  const app = await buildApp({ config, database: server.open(url, 10), jobs: false });
  await app.ready();
  const viewer = await signInCookie(app, config, 'bench_joiner_0');
  const joinCookies: string[] = [];
  // One address per player: sign-in is rate-limited per address.
  for (const [i, name] of joiners.entries()) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      remoteAddress: `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      headers: { origin: config.publicUrl },
      payload: { username: name, password: 'BoldCall2468' },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in ${name}: ${res.statusCode} ${res.body}`);
    joinCookies.push(
      ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; '),
    );
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`READY ${JSON.stringify({ port, viewer, joinCookies, predictionIds, url })}`);
  const stop = async () => {
    await app.close();
    await server.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

async function startBare(file: string) {
  const routes = JSON.parse(readFileSync(file, 'utf8')) as BareRoute[];
  const app = Fastify({ logger: false });
  for (const route of routes) {
    if (route.brotli) {
      const bytes = encode(Buffer.from(route.body), 'br');
      app.get(route.path, (_request, reply) =>
        reply
          .type(route.contentType)
          .header('vary', 'accept-encoding')
          .header('content-encoding', 'br')
          .send(bytes),
      );
    } else {
      app.get(route.path, (_request, reply) => reply.type(route.contentType).send(route.body));
    }
  }
  app.post('/bare/join', (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(routes.find((r) => r.path === '/bare/join')?.body ?? '{}'),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`READY ${JSON.stringify({ port })}`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

const [mode, file] = process.argv.slice(2);
if (mode === 'app') await startApp();
else if (mode === 'bare' && file) await startBare(file);
else {
  console.error('usage: http-servers.ts app | bare <routes.json>');
  process.exit(2);
}
