// The outbox worker (docs/rules/notifications.md "Delivery"): sends what the outbox holds, push
// and e-mail, on every instance at once.
//
// - Claim: a batch of due rows is claimed in one statement (`for update skip locked`, then a
//   lease in `claimed_until`), so two instances never hold the same row; a row whose claimer
//   died is claimed again when its lease runs out.
// - Once: a row is marked sent right after its send; only a crash between the provider
//   accepting and that mark sends it again, and then with the same Message-ID / push Topic,
//   which mail clients and push services use to keep one copy.
// - Failure: retried with backoff (1, 2, 4 … minutes, at most 6 h apart), given up after
//   MAX_ATTEMPTS with the last error kept.
// - Quiet hours: a push or mail due inside the player's quiet hours is moved to their end,
//   never dropped.
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { deliverAfterQuietHours, notificationPath } from '@boldcall/shared/rules/notifications';
import { PRODUCT_NAME } from '@boldcall/shared/constants';
import type { DbOrTx } from '../../db/client.ts';
import { user } from '../../platform/identity/identity.table.ts';
import type { Mailer } from '../mail/mail.service.ts';
import {
  forgetSubscription,
  markSubscriptionUsed,
  subscriptionsOf,
  type PushSender,
} from '../push/push.service.ts';
import { outboxMail } from './notifications.mails.ts';
import { quietHoursOf } from './notifications.settings.ts';
import { notificationOutbox } from './notifications.table.ts';
import { unsubscribeToken } from './notifications.unsubscribe.ts';

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

export interface OutboxDeps {
  db: DbOrTx;
  mailer: Mailer;
  push: PushSender;
  /** The site's origin, for links in mails. */
  origin: string;
  /** Signs unsubscribe links. */
  secret: string;
  clock?: () => Date;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

type OutboxRow = typeof notificationOutbox.$inferSelect;

export interface DeliveryRound {
  sent: number;
  retried: number;
  gaveUp: number;
  delayed: number;
}

async function claim(db: DbOrTx, now: Date, limit: number): Promise<OutboxRow[]> {
  const t = notificationOutbox;
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        isNull(t.sentAt),
        isNull(t.gaveUpAt),
        lte(t.dueAt, now),
        or(isNull(t.claimedUntil), lt(t.claimedUntil, now)),
      ),
    )
    .orderBy(t.dueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(t)
    .set({ claimedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${t.attempts} + 1` })
    .where(inArray(t.id, due))
    .returning();
}

function backoff(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

type Outcome = { status: 'sent' } | { status: 'failed'; error: string };

async function sendPush(deps: OutboxDeps, row: OutboxRow): Promise<Outcome> {
  const devices = await subscriptionsOf(deps.db, row.userId);
  if (devices.length === 0) return { status: 'sent' };
  const path =
    notificationPath({
      kind: row.kind ?? 'reminder',
      predictionId: row.predictionId,
      link: row.link,
    }) ?? '/';
  const payload = {
    title: PRODUCT_NAME,
    body: row.message,
    url: path,
    tag: row.predictionId ? `${row.kind ?? 'n'}:${row.predictionId}` : row.id,
  };
  let delivered = 0;
  let lastError = '';
  for (const device of devices) {
    const outcome = await deps.push.send(device, payload, { dedupeKey: row.dedupeKey });
    if (outcome.status === 'sent') {
      delivered += 1;
      await markSubscriptionUsed(deps.db, device.id);
    } else if (outcome.status === 'gone') {
      await forgetSubscription(deps.db, device.id);
    } else {
      lastError = outcome.error;
    }
  }
  // Retried only when no device got it: a retry would reach the others twice.
  return delivered > 0 || !lastError ? { status: 'sent' } : { status: 'failed', error: lastError };
}

async function sendMail(deps: OutboxDeps, row: OutboxRow): Promise<Outcome> {
  const [to] = await deps.db
    .select({ email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, row.userId))
    .limit(1);
  // No verified address: nothing to send, and nothing to retry.
  if (!to?.verified || !deps.mailer.canSend) return { status: 'sent' };
  const token = unsubscribeToken(deps.secret, row.userId, row.reason);
  const mail = outboxMail({
    id: row.id,
    to: to.email,
    reason: row.reason,
    subject: row.subject,
    message: row.message,
    path:
      row.reason === 'digest'
        ? null
        : notificationPath({
            kind: row.kind ?? 'reminder',
            predictionId: row.predictionId,
            link: row.link,
          }),
    origin: deps.origin,
    unsubscribeUrl: `${deps.origin}/api/notifications/unsubscribe?token=${token}`,
  });
  try {
    await deps.mailer.send(mail);
    return { status: 'sent' };
  } catch (err) {
    return { status: 'failed', error: err instanceof Error ? err.message : String(err) };
  }
}

/** One round: claims what is due and sends it. Safe to run on several instances at once. */
export async function deliverDue(deps: OutboxDeps, limit = 50): Promise<DeliveryRound> {
  const now = (deps.clock ?? (() => new Date()))();
  const rows = await claim(deps.db, now, limit);
  const round: DeliveryRound = { sent: 0, retried: 0, gaveUp: 0, delayed: 0 };
  if (rows.length === 0) return round;
  const quiet = await quietHoursOf(deps.db, [...new Set(rows.map((r) => r.userId))]);
  for (const row of rows) {
    const q = quiet.get(row.userId);
    // The digest is written for the player's morning; quiet hours hold push and instant mail.
    const after =
      q && row.reason !== 'digest' ? deliverAfterQuietHours(now, q.quiet, q.timeZone) : now;
    if (after > now) {
      await deps.db
        .update(notificationOutbox)
        .set({
          dueAt: after,
          claimedUntil: null,
          attempts: sql`${notificationOutbox.attempts} - 1`,
        })
        .where(eq(notificationOutbox.id, row.id));
      round.delayed += 1;
      continue;
    }
    const outcome = row.channel === 'push' ? await sendPush(deps, row) : await sendMail(deps, row);
    if (outcome.status === 'sent') {
      await deps.db
        .update(notificationOutbox)
        .set({ sentAt: new Date(), claimedUntil: null })
        .where(eq(notificationOutbox.id, row.id));
      round.sent += 1;
    } else if (row.attempts >= MAX_ATTEMPTS) {
      await deps.db
        .update(notificationOutbox)
        .set({ gaveUpAt: new Date(), claimedUntil: null, lastError: outcome.error })
        .where(eq(notificationOutbox.id, row.id));
      deps.log?.error({ outbox: row.id, error: outcome.error }, 'notification given up');
      round.gaveUp += 1;
    } else {
      await deps.db
        .update(notificationOutbox)
        .set({
          dueAt: new Date(now.getTime() + backoff(row.attempts)),
          claimedUntil: null,
          lastError: outcome.error,
        })
        .where(eq(notificationOutbox.id, row.id));
      deps.log?.warn(
        { outbox: row.id, error: outcome.error },
        'notification send failed; will retry',
      );
      round.retried += 1;
    }
  }
  return round;
}

export interface OutboxWorker {
  start(): void;
  /** Runs rounds until nothing due is left (tests, and a wake-up). */
  drain(): Promise<DeliveryRound>;
  stop(): Promise<void>;
}

export function createOutboxWorker(deps: OutboxDeps, pollMs = 3_000): OutboxWorker {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const drain = async (): Promise<DeliveryRound> => {
    const total: DeliveryRound = { sent: 0, retried: 0, gaveUp: 0, delayed: 0 };
    for (;;) {
      const round = await deliverDue(deps);
      total.sent += round.sent;
      total.retried += round.retried;
      total.gaveUp += round.gaveUp;
      total.delayed += round.delayed;
      if (round.sent + round.retried + round.gaveUp + round.delayed === 0 || stopped) return total;
    }
  };
  const arm = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = drain()
        .catch((err: unknown) => deps.log?.error({ err }, 'outbox round failed'))
        .finally(arm);
    }, pollMs);
    timer.unref();
  };
  return {
    start: arm,
    drain,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
