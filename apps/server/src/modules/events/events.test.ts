// GET /api/events (docs/rules/live-events.md): sign-in required; the state on connect; new
// notifications and balance changes pushed when their transaction commits (also when the action
// happened on another server instance on the same database); heartbeats; resume with
// Last-Event-ID delivers exactly what was missed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { createPlayer, makePrediction } from '../../seed/seed.factories.ts';
import {
  createTestApp,
  openSameDatabase,
  signIn,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/test-app.ts';
import { balancesOf } from '../../test/points.ts';
import { jumpOnPrediction, joinPrediction } from '../predictions/predictions.service.ts';
import { notifyEach } from '../notifications/notifications.service.ts';
import { user } from '../../platform/identity/identity.table.ts';

interface SseEvent {
  id?: string;
  event?: string;
  data?: unknown;
  comment?: string;
}

/** An open event stream read as a queue of parsed events. */
async function openStream(baseUrl: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, { headers, signal: controller.signal });
  const queue: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  let markEnded: () => void = () => {};
  /** Resolves when the server ends the stream. */
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  if (!res.body || res.status !== 200) markEnded();
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return markEnded();
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) event.comment = line.slice(1).trim();
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6));
          }
          queue.push(event);
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // aborted
      markEnded();
    }
  })();
  /** The next event matching `match` (skipping others), within 10 s. */
  const next = async (match: (e: SseEvent) => boolean): Promise<SseEvent> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const index = queue.findIndex(match);
      if (index >= 0) return queue.splice(index, 1)[0]!;
      if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(queue)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  return { res, next, queue, ended, close: () => controller.abort() };
}

const isEvent = (name: string) => (e: SseEvent) => e.event === name;
type NotificationsData = {
  items: Array<{ id: string; kind: string; message: string }>;
  unreadCount: number;
};

describe('GET /api/events', () => {
  let t: TestApp;
  let second: App;
  let base: string;
  let secondBase: string;
  let creator: { id: string; cookie: string };
  let fan: { id: string };
  // One position per prediction: a second player takes the jump-on after the fan joined.
  let jumper: { id: string };

  beforeAll(async () => {
    t = await createTestApp({ EVENTS_HEARTBEAT_SECONDS: '0.2' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A second instance on the same database, as behind a load balancer.
    second = await buildApp({
      config: t.app.config,
      database: openSameDatabase(t.database, 4),
      mailer: t.mailer,
    });
    secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
    const c = await createPlayer(t.database.db, { username: 'creator' });
    fan = await createPlayer(t.database.db, { username: 'fan' });
    jumper = await createPlayer(t.database.db, { username: 'jumper' });
    creator = { id: c.id, cookie: await signIn(t, 'creator') };
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  it('needs a session', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('streams the state, then notifications and balance changes as they commit', async () => {
    const stream = await openStream(base, { cookie: creator.cookie });
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('content-encoding')).toBeNull();
    const first = await stream.next(isEvent('notifications'));
    expect(first.data).toEqual({ items: [], unreadCount: 0 });
    expect(first.id).toBeTruthy();
    const [points] = await balancesOf(t.database.db, creator.id);
    expect((await stream.next(isEvent('balance'))).data).toEqual({ points });

    const predictionId = await makePrediction(t.database.db, {
      userId: creator.id,
      pointsWagered: 10,
    });
    expect((await stream.next(isEvent('balance'))).data).toEqual({ points: points! - 10 });

    await joinPrediction(t.database.db, fan.id, predictionId, 7);
    const joined = await stream.next(
      (e) => e.event === 'notifications' && (e.data as NotificationsData).items.length > 0,
    );
    const data = joined.data as NotificationsData;
    expect(data.unreadCount).toBe(1);
    expect(data.items).toEqual([
      expect.objectContaining({
        kind: 'joined',
        message: expect.stringContaining('fan joined your prediction with 7 points'),
      }),
    ]);

    // The creator's +1 is held until the call resolves: no balance change, just the news.
    await jumpOnPrediction(t.database.db, jumper.id, predictionId, 5);
    const jumped = await stream.next(
      (e) => e.event === 'notifications' && (e.data as NotificationsData).items.length > 0,
    );
    expect((jumped.data as NotificationsData).items[0]).toMatchObject({ kind: 'jumped_on' });
    expect((jumped.data as NotificationsData).unreadCount).toBe(2);

    // Marking read (in another tab) updates the count on this one.
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: creator.cookie, origin: TEST_ORIGIN },
      payload: {},
    });
    expect(read.statusCode).toBe(200);
    const counted = await stream.next(
      (e) => e.event === 'notifications' && (e.data as NotificationsData).unreadCount === 0,
    );
    expect((counted.data as NotificationsData).items).toEqual([]);

    // A rolled-back transaction pushes nothing.
    await t.database.db
      .transaction(async (tx) => {
        await notifyEach(tx, [{ userId: creator.id, kind: 'deleted', message: 'never happened' }]);
        throw new Error('rollback');
      })
      .catch(() => {});
    expect((await stream.next((e) => e.comment === 'ping')).comment).toBe('ping');
    stream.queue.length = 0;
    expect((await stream.next((e) => e.comment === 'ping')).comment).toBe('ping');
    expect(stream.queue.filter((e) => e.event === 'notifications')).toEqual([]);
    stream.close();
  });

  it('delivers changes made through another instance on the same database', async () => {
    const stream = await openStream(base, { cookie: creator.cookie });
    await stream.next(isEvent('notifications'));
    const predictionId = await makePrediction(t.database.db, {
      userId: creator.id,
      pointsWagered: 3,
    });
    const fanCookie = await signIn(t, 'fan');
    const res = await fetch(`${secondBase}/api/predictions/${predictionId}/join`, {
      method: 'POST',
      headers: { cookie: fanCookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ pointsWagered: 4 }),
    });
    expect(res.status, await res.text()).toBeLessThan(300);
    const pushed = await stream.next(
      (e) => e.event === 'notifications' && (e.data as NotificationsData).items.length > 0,
    );
    expect((pushed.data as NotificationsData).items[0]).toMatchObject({ kind: 'joined' });
    stream.close();
  });

  it('resumes with Last-Event-ID: what was missed, exactly once', async () => {
    const stream = await openStream(base, { cookie: creator.cookie });
    const start = await stream.next(isEvent('notifications'));
    stream.close();
    // While disconnected: two stakes on a new prediction.
    const predictionId = await makePrediction(t.database.db, {
      userId: creator.id,
      pointsWagered: 2,
    });
    await joinPrediction(t.database.db, fan.id, predictionId, 2);
    await jumpOnPrediction(t.database.db, jumper.id, predictionId, 2);

    const resumed = await openStream(secondBase, {
      cookie: creator.cookie,
      'last-event-id': start.id!,
    });
    // Usually one event; a transaction still running elsewhere on the server may hold the
    // horizon back a moment and split them (docs/rules/live-events.md).
    const kinds: string[] = [];
    let missed = await resumed.next(isEvent('notifications'));
    kinds.push(...(missed.data as NotificationsData).items.map((i) => i.kind));
    while (kinds.length < 2) {
      missed = await resumed.next(isEvent('notifications'));
      kinds.push(...(missed.data as NotificationsData).items.map((i) => i.kind));
    }
    expect(kinds).toEqual(['joined', 'jumped_on']);
    resumed.close();

    // Resuming from the latest id gives nothing new; an unreadable id starts from now.
    const again = await openStream(base, { cookie: creator.cookie, 'last-event-id': missed.id! });
    expect(((await again.next(isEvent('notifications'))).data as NotificationsData).items).toEqual(
      [],
    );
    again.close();
    const garbage = await openStream(base, { cookie: creator.cookie, 'last-event-id': '%%%' });
    expect(
      ((await garbage.next(isEvent('notifications'))).data as NotificationsData).items,
    ).toEqual([]);
    garbage.close();
  });

  it('resumes on another instance what a transaction begun before the resume point wrote', async () => {
    // The event id is a database transaction horizon (decision 038): a notification written by a
    // transaction that began before the id was sent and committed after it is still delivered
    // once, whichever instance the tab reconnects to.
    const first = await openStream(base, { cookie: creator.cookie });
    await first.next(isEvent('notifications'));
    let commitSlow: () => void = () => {};
    let slowCommitted: Promise<void> = Promise.resolve();
    await new Promise<void>((opened) => {
      slowCommitted = t.database.db.transaction(async (tx) => {
        await notifyEach(tx, [{ userId: creator.id, kind: 'joined', message: 'slow one' }]);
        opened();
        await new Promise<void>((resolve) => (commitSlow = resolve));
      });
    });
    await t.database.db.transaction((tx) =>
      notifyEach(tx, [{ userId: creator.id, kind: 'joined', message: 'fast one' }]),
    );
    // The stream answers the fast one's commit; the slow transaction still runs.
    const seen = await first.next(isEvent('notifications'));
    first.close();
    const delivered = (seen.data as NotificationsData).items.map((i) => i.message);
    commitSlow();
    await slowCommitted;
    const resumed = await openStream(secondBase, {
      cookie: creator.cookie,
      'last-event-id': seen.id!,
    });
    // Transactions still running elsewhere on the server (other test files) may hold the horizon
    // back for a moment: the stream sends the rows once it passes them.
    const all = [...delivered];
    while (all.length < 2) {
      const missed = await resumed.next(isEvent('notifications'));
      all.push(...(missed.data as NotificationsData).items.map((i) => i.message));
    }
    resumed.close();
    expect(all.sort()).toEqual(['fast one', 'slow one']);
  });

  /** Whether `promise` settles within `ms` (a bound, not a sleep: it resolves as soon as it does). */
  const within = (promise: Promise<unknown>, ms: number) =>
    Promise.race([
      promise.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
    ]);

  it('ends a stream within 5 s of its session ending on another instance', async () => {
    const player = await createPlayer(t.database.db, { username: 'leaver' });
    for (const end of ['sign-out', 'revoke-sessions', 'ban'] as const) {
      const kept = await signIn(t, player.username);
      const cookie = await signIn(t, player.username);
      const stream = await openStream(secondBase, { cookie });
      await stream.next(isEvent('notifications'));
      const other = await openStream(secondBase, { cookie: kept });
      await other.next(isEvent('notifications'));
      if (end === 'ban') {
        // Banning ends the account's sessions: here, the ban flag alone must end the stream.
        await t.database.db.update(user).set({ banned: true }).where(eq(user.id, player.id));
      } else {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/auth/${end}`,
          headers: { cookie, origin: TEST_ORIGIN },
          payload: {},
        });
        expect(res.statusCode, end).toBe(200);
      }
      expect(await within(stream.ended, 5000), end).toBe(true);
      if (end === 'sign-out') {
        // Another session of the same player keeps its stream: it still gets heartbeats.
        other.queue.length = 0;
        expect(await other.next((e) => e.comment === 'ping')).toBeTruthy();
      } else {
        expect(await within(other.ended, 5000), end).toBe(true);
      }
      other.close();
      stream.close();
    }
  }, 120_000);

  it('refuses a sixth stream of one player, and any beyond the instance cap', async () => {
    const player = await createPlayer(t.database.db, { username: 'tabber' });
    const cookie = await signIn(t, player.username);
    const streams = [];
    for (let i = 0; i < 5; i += 1) {
      const stream = await openStream(base, { cookie });
      expect(stream.res.status).toBe(200);
      await stream.next(isEvent('notifications'));
      streams.push(stream);
    }
    const sixth = await fetch(`${base}/api/events`, { headers: { cookie } });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({
      code: 'TOO_MANY_STREAMS',
      message: expect.stringContaining('Close a tab'),
    });
    for (const stream of streams) stream.close();

    const small = await createTestApp({ EVENTS_STREAMS_PER_INSTANCE: '1' });
    try {
      const smallBase = await small.app.listen({ port: 0, host: '127.0.0.1' });
      await createPlayer(small.database.db, { username: 'one' });
      await createPlayer(small.database.db, { username: 'two' });
      const first = await openStream(smallBase, { cookie: await signIn(small, 'one') });
      await first.next(isEvent('notifications'));
      const full = await fetch(`${smallBase}/api/events`, {
        headers: { cookie: await signIn(small, 'two') },
      });
      expect(full.status).toBe(503);
      expect(full.headers.get('retry-after')).toBe('30');
      expect(await full.json()).toMatchObject({ code: 'STREAMS_FULL' });
      first.close();
    } finally {
      await small.close();
    }
  }, 120_000);

  it('ends open streams when the server shuts down (the browser reconnects elsewhere)', async () => {
    const stream = await openStream(secondBase, { cookie: creator.cookie });
    await stream.next(isEvent('notifications'));
    await second.close(); // would hang while a stream kept its socket open
    const reader = await fetch(`${secondBase}/api/health`).catch((error: unknown) => error);
    expect(reader).toBeInstanceOf(Error);
    stream.close();
  });
});
