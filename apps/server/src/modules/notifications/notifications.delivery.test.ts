// Notifications that reach people (docs/rules/notifications.md): routing by settings at insert,
// the settings API, the outbox sending each message once with two instances, retries, quiet
// hours, push to a local push service (410 removes the subscription), the push endpoint rules,
// and the one-click unsubscribe.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_REASONS,
  reasonOfKind,
} from '@boldcall/shared/rules/notifications';
import type { NotificationSettings } from '@boldcall/shared/schemas/notifications';
import { startPushService, type FakePushService } from '../../test/push-service.ts';
import { signedInPlayers } from '../../test/call-as.ts';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app.ts';
import type { Mailer, OutgoingMail } from '../mail/mail.service.ts';
import {
  createPushSender,
  saveSubscription,
  subscriptionsOf,
  vapidKeyPair,
} from '../push/push.service.ts';
import { deliverDue, type OutboxDeps } from './notifications.outbox.ts';
import { notifyEach } from './notifications.service.ts';
import { notificationOutbox, notifications } from './notifications.table.ts';
import { unsubscribeToken } from './notifications.unsubscribe.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123';

function recordingMailer(failFirst = 0): Mailer & { sent: OutgoingMail[]; failures: number } {
  const sent: OutgoingMail[] = [];
  let failures = 0;
  return {
    canSend: true,
    devMailbox: false,
    sent,
    get failures() {
      return failures;
    },
    async send(mail) {
      if (failures < failFirst) {
        failures += 1;
        throw new Error('SMTP 451 try again later');
      }
      sent.push(mail);
    },
    list: () => [],
  };
}

describe('notifications delivery', () => {
  const t = useTestApp();
  let push: FakePushService;
  const policy = () => ({ allowedOrigins: [push.origin] });

  beforeAll(async () => {
    push = await startPushService();
  });
  afterAll(async () => push.close());

  const NAMES = ['nd_alice', 'nd_bob', 'nd_carol', 'nd_dave', 'nd_erin'];
  const { ids, call } = signedInPlayers(t, NAMES);

  const deps = (over: Partial<OutboxDeps> = {}): OutboxDeps => ({
    db: t.database.db,
    mailer: recordingMailer(),
    push: createPushSender(() => vapidKeyPair(t.database.db), 'mailto:ops@example.com', policy()),
    origin: TEST_ORIGIN,
    secret: SECRET,
    ...over,
  });

  const tell = (
    userId: string,
    kind: 'resolved' | 'comment' | 'mention' | 'joined',
    message: string,
    predictionId: string | null = null,
  ) => t.database.db.transaction((tx) => notifyEach(tx, [{ userId, kind, message, predictionId }]));

  const outboxOf = (userId: string) =>
    t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId));

  it('the database routes each kind to the reason and defaults the shared rules name', async () => {
    for (const kind of NOTIFICATION_KINDS) {
      const { rows } = (await t.database.db.execute(
        sql`select boldcall_notification_reason(${kind}) as r`,
      )) as unknown as { rows: { r: string | null }[] };
      expect(rows[0]?.r ?? null, kind).toBe(reasonOfKind(kind));
    }
    const { rows } = (await t.database.db.execute(
      sql`select boldcall_notification_defaults() as d`,
    )) as unknown as { rows: { d: unknown }[] };
    expect(rows[0]?.d).toEqual(DEFAULT_CHANNELS);
  });

  it('settings: defaults, a partial change, and clear messages for bad input', async () => {
    const first = await call('GET', '/api/notifications/settings', 'nd_alice');
    expect(first.statusCode, first.body).toBe(200);
    const s = first.json<{ data: NotificationSettings }>().data;
    expect(s.reasons.map((r) => r.reason)).toEqual([...NOTIFICATION_REASONS]);
    expect(s.reasons.find((r) => r.reason === 'mentions')).toEqual({
      reason: 'mentions',
      inApp: true,
      email: false,
      push: true,
    });
    expect(s).toMatchObject({ digest: 'weekly', quietHours: null, timeZone: 'UTC' });

    const put = await call('PUT', '/api/notifications/settings', 'nd_alice', {
      reasons: [{ reason: 'comments', inApp: true, email: false, push: true }],
      quietHours: { start: '22:00', end: '07:00' },
      timeZone: 'Europe/Berlin',
      digest: 'daily',
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = put.json<{ data: NotificationSettings }>().data;
    expect(after.reasons.find((r) => r.reason === 'comments')?.push).toBe(true);
    expect(after.reasons.find((r) => r.reason === 'results')).toMatchObject({ push: true });
    expect(after).toMatchObject({
      digest: 'daily',
      quietHours: { start: '22:00', end: '07:00' },
      timeZone: 'Europe/Berlin',
    });

    const zone = await call('PUT', '/api/notifications/settings', 'nd_alice', {
      timeZone: 'Mars/Olympus',
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json<{ message: string }>().message).toContain('Choose a time zone from the list');
    const same = await call('PUT', '/api/notifications/settings', 'nd_alice', {
      quietHours: { start: '08:00', end: '08:00' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json<{ message: string }>().message).toBe(
      'Quiet hours must start and end at different times.',
    );
    expect((await call('GET', '/api/notifications/settings', null)).statusCode).toBe(401);
    // Reset for the tests below.
    await call('PUT', '/api/notifications/settings', 'nd_alice', {
      quietHours: null,
      timeZone: 'UTC',
    });
  });

  it('routes by settings: push only with a device, instant e-mail when on, nothing in-app when off', async () => {
    const bob = ids.nd_bob!;
    await tell(bob, 'resolved', 'Your call was settled');
    expect(await outboxOf(bob)).toHaveLength(0); // push on by default, but no device yet

    await saveSubscription(t.database.db, bob, push.device('bob-phone'), policy());
    const set = await call('PUT', '/api/notifications/settings', 'nd_bob', {
      reasons: [
        { reason: 'results', inApp: true, email: true, push: true },
        { reason: 'positions', inApp: false, email: true, push: false },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    await tell(bob, 'resolved', 'Second call settled');
    await tell(bob, 'joined', 'Someone joined');
    const rows = await outboxOf(bob);
    expect(rows.map((r) => `${r.reason}:${r.channel}`).sort()).toEqual([
      'results:email',
      'results:push',
    ]); // positions' e-mail waits for the digest
    const inApp = await t.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, bob));
    expect(inApp.map((n) => n.kind).sort()).toEqual(['resolved', 'resolved']); // 'joined' is off
  });

  it('sends each message once with two instances delivering at the same time', async () => {
    const carol = ids.nd_carol!;
    // What earlier tests left due is sent first, so the count below is Carol's alone.
    while ((await deliverDue(deps())).sent > 0);
    await saveSubscription(t.database.db, carol, push.device('carol-phone'), policy());
    await call('PUT', '/api/notifications/settings', 'nd_carol', {
      reasons: [{ reason: 'mentions', inApp: true, email: true, push: true }],
    });
    for (let i = 0; i < 20; i += 1) await tell(carol, 'mention', `mention ${i}`);
    const mailA = recordingMailer();
    const mailB = recordingMailer();
    const before = push.received.length;
    // Two instances: each its own sender and mailer, the same database.
    const drain = async (mailer: typeof mailA) => {
      let n = 0;
      for (
        let r = await deliverDue(deps({ mailer }), 7);
        r.sent > 0;
        r = await deliverDue(deps({ mailer }), 7)
      )
        n += r.sent;
      return n;
    };
    const [a, b] = await Promise.all([drain(mailA), drain(mailB)]);
    expect(a + b).toBe(40);
    const mails = [...mailA.sent, ...mailB.sent].filter((m) => m.to === 'nd_carol@example.com');
    expect(mails).toHaveLength(20);
    expect(new Set(mails.map((m) => m.text.split('\n')[0])).size).toBe(20);
    const pushes = push.received.slice(before).filter((p) => p.path.endsWith('/carol-phone'));
    expect(pushes).toHaveLength(20);
    expect(new Set(pushes.map((p) => p.payload?.body)).size).toBe(20);
    const left = (await outboxOf(carol)).filter((r) => r.sentAt === null);
    expect(left).toHaveLength(0);
  });

  it('a push carries the call’s page and the Topic; a 410 removes the subscription', async () => {
    const dave = ids.nd_dave!;
    await saveSubscription(t.database.db, dave, push.device('dave-old'), policy());
    await saveSubscription(t.database.db, dave, push.device('dave-new'), policy());
    push.answer('dave-old', 410);
    const { makePrediction } = await import('../../seed/seed.factories.ts');
    const callId = await makePrediction(t.database.db, { userId: dave, pointsWagered: 10 });
    await tell(dave, 'comment', '1 new comment on your call', callId);
    // comments push off by default: turn it on and tell again
    await call('PUT', '/api/notifications/settings', 'nd_dave', {
      reasons: [{ reason: 'comments', inApp: true, email: false, push: true }],
    });
    await tell(dave, 'comment', '2 new comments on your call', callId);
    const before = push.received.length;
    const round = await deliverDue(deps());
    expect(round.sent).toBe(1);
    const got = push.received.slice(before);
    expect(got.map((p) => p.path).sort()).toEqual(['/push/dave-new', '/push/dave-old']);
    const delivered = got.find((p) => p.path === '/push/dave-new');
    expect(delivered?.payload).toMatchObject({
      title: 'BoldCall',
      body: '2 new comments on your call',
      url: `/p/${callId}`,
    });
    expect(delivered?.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(delivered?.headers.authorization).toMatch(/^vapid t=/);
    const left = await subscriptionsOf(t.database.db, dave);
    expect(left.map((s) => s.endpoint)).toEqual([push.device('dave-new').endpoint]);
  });

  it('retries a failed SMTP send with backoff, then sends it once', async () => {
    const erin = ids.nd_erin!;
    await call('PUT', '/api/notifications/settings', 'nd_erin', {
      reasons: [{ reason: 'results', inApp: true, email: true, push: false }],
    });
    await tell(erin, 'resolved', 'Your call "Rain tomorrow" was settled: correct');
    const mailer = recordingMailer(2);
    let now = new Date();
    const at = () => now;
    expect(await deliverDue(deps({ mailer, clock: at }))).toMatchObject({ sent: 0, retried: 1 });
    // Not due again before its backoff.
    expect(await deliverDue(deps({ mailer, clock: at }))).toMatchObject({ sent: 0, retried: 0 });
    now = new Date(now.getTime() + 61_000);
    expect(await deliverDue(deps({ mailer, clock: at }))).toMatchObject({ retried: 1 });
    now = new Date(now.getTime() + 121_000);
    expect(await deliverDue(deps({ mailer, clock: at }))).toMatchObject({ sent: 1 });
    expect(mailer.sent).toHaveLength(1);
    const [row] = (await outboxOf(erin)).filter((r) => r.channel === 'email');
    expect(row).toMatchObject({ attempts: 3, lastError: 'SMTP 451 try again later' });
    expect(row?.sentAt).not.toBeNull();
    const mail = mailer.sent[0]!;
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${TEST_ORIGIN}/api/notifications/unsubscribe\\?token=`),
    );
    expect(mail.text).toContain('Your call "Rain tomorrow" was settled: correct');
    expect(mail.messageId).toBe(`<${row?.id}@localhost>`);
  });

  it('quiet hours delay a push to their end, never drop it', async () => {
    const alice = ids.nd_alice!;
    await saveSubscription(t.database.db, alice, push.device('alice-phone'), policy());
    await call('PUT', '/api/notifications/settings', 'nd_alice', {
      quietHours: { start: '22:00', end: '07:00' },
      timeZone: 'America/New_York',
    });
    await tell(alice, 'mention', 'late mention');
    // 23:30 in New York (04:30 UTC, standard time).
    const night = new Date(Date.UTC(2031, 0, 15, 4, 30));
    const before = push.received.length;
    expect(await deliverDue(deps({ clock: () => night }))).toMatchObject({ delayed: 1, sent: 0 });
    const [row] = (await outboxOf(alice)).filter((r) => r.sentAt === null);
    expect(row?.dueAt.toISOString()).toBe('2031-01-15T12:00:00.000Z'); // 07:00 New York
    expect(await deliverDue(deps({ clock: () => new Date('2031-01-15T11:59:00Z') }))).toMatchObject(
      { sent: 0 },
    );
    expect(await deliverDue(deps({ clock: () => new Date('2031-01-15T12:00:00Z') }))).toMatchObject(
      { sent: 1 },
    );
    expect(push.received.slice(before).map((p) => p.payload?.body)).toEqual(['late mention']);
  });

  it('refuses push endpoints that are not https on a public host, with a clear message', async () => {
    const keys = push.device('x').keys;
    for (const endpoint of [
      'https://127.0.0.1/push/1',
      'https://10.1.2.3/push/1',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push/1',
      'https://[::ffff:10.0.0.1]/push/1',
      'http://push.example.com/push/1',
      'https://localhost/push/1',
      'https://push.example.com:8443/push/1',
      'not a url',
    ]) {
      const res = await call('POST', '/api/push/subscriptions', 'nd_alice', { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json<{ message: string }>().message, endpoint).toBe(
        'This push address cannot be used: it must be an https address of a public push service.',
      );
    }
    // And at use: a row that slipped in before (or whose DNS changed) is never sent to.
    const sender = createPushSender(() => vapidKeyPair(t.database.db), 'mailto:ops@example.com', {
      allowedOrigins: [],
    });
    expect(
      await sender.send(
        { endpoint: 'https://10.0.0.1/x', ...keys },
        { title: 't', body: 'b', url: '/', tag: 't' },
        { dedupeKey: 'k' },
      ),
    ).toEqual({ status: 'gone' });
    const key = await call('GET', '/api/push/public-key', null);
    expect(key.json<{ data: { publicKey: string } }>().data.publicKey).toMatch(
      /^[A-Za-z0-9_-]{80,}$/,
    );
  });

  it('unsubscribes by the link without a session, only for its reason', async () => {
    const erin = ids.nd_erin!;
    await call('PUT', '/api/notifications/settings', 'nd_erin', {
      reasons: [
        { reason: 'results', inApp: true, email: true, push: false },
        { reason: 'mentions', inApp: true, email: true, push: false },
      ],
    });
    const token = unsubscribeToken(SECRET, erin, 'results');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/unsubscribe?token=${token}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop results e-mails?');
    // Opening the page changes nothing.
    let s = (await call('GET', '/api/notifications/settings', 'nd_erin')).json<{
      data: NotificationSettings;
    }>().data;
    expect(s.reasons.find((r) => r.reason === 'results')?.email).toBe(true);

    // The mail client's one-click POST: no cookie, no Origin.
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    s = (await call('GET', '/api/notifications/settings', 'nd_erin')).json<{
      data: NotificationSettings;
    }>().data;
    expect(s.reasons.find((r) => r.reason === 'results')).toMatchObject({
      email: false,
      inApp: true,
    });
    expect(s.reasons.find((r) => r.reason === 'mentions')?.email).toBe(true);

    // A token for another reason, or altered, does nothing.
    const forged = `${token.slice(0, -2)}xx`;
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${forged}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(bad.statusCode).toBe(400);
    const swapped = token.replace('.results.', '.mentions.');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/notifications/unsubscribe?token=${swapped}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        })
      ).statusCode,
    ).toBe(400);
    s = (await call('GET', '/api/notifications/settings', 'nd_erin')).json<{
      data: NotificationSettings;
    }>().data;
    expect(s.reasons.find((r) => r.reason === 'mentions')?.email).toBe(true);

    // The digest's link turns the digest off.
    const digest = unsubscribeToken(SECRET, erin, 'digest');
    await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${digest}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    s = (await call('GET', '/api/notifications/settings', 'nd_erin')).json<{
      data: NotificationSettings;
    }>().data;
    expect(s.digest).toBe('off');
  });
});
