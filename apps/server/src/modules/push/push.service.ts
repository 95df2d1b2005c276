// Web push (docs/rules/notifications.md "Push"): the server's VAPID keys, players' device
// subscriptions, and sending one message to one device.
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushSubscriptionInput } from '@boldcall/shared/schemas/notifications';
import type { DbOrTx } from '../../db/client.ts';
import { deleteOwnedRow } from '../../db/owned-rows.ts';
import {
  checkEndpoint,
  parseEndpoint,
  publicOnlyLookup,
  type EndpointPolicy,
} from './push.endpoint.ts';
import { pushSubscriptions, vapidKeys } from './push.table.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The key pair every instance signs with: made by the first one that needs it, then kept. */
export async function vapidKeyPair(db: DbOrTx): Promise<VapidKeys> {
  const [found] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 'default')).limit(1);
  if (found) return found;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 'default', ...made })
    .onConflictDoNothing();
  // Another instance may have won the race: read what is kept.
  const [kept] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 'default')).limit(1);
  return kept ?? made;
}

export interface SavedSubscription {
  id: string;
  endpointHost: string;
  createdAt: string;
}

/**
 * Saves a device's subscription for the player. A device has one: the same endpoint saved again
 * (new keys, or another player signed in on it) replaces the earlier row.
 */
export async function saveSubscription(
  db: DbOrTx,
  userId: string,
  input: PushSubscriptionInput,
  policy: EndpointPolicy,
): Promise<SavedSubscription> {
  await checkEndpoint(input.endpoint, policy);
  const [row] = await db
    .insert(pushSubscriptions)
    .values({
      id: randomUUID(),
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('subscription not saved');
  return {
    id: row.id,
    endpointHost: new URL(row.endpoint).host,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Removes one of the player's subscriptions; false when they have none with that id. */
export async function deleteSubscription(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, pushSubscriptions, userId, id);
}

export async function subscriptionsOf(db: DbOrTx, userId: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function forgetSubscription(db: DbOrTx, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markSubscriptionUsed(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: new Date() })
    .where(eq(pushSubscriptions.id, id));
}

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** Messages with one tag replace each other on the device (a call's comments). */
  tag: string;
}

export type PushOutcome =
  | { status: 'sent' }
  /** The push service says the subscription is gone (404/410): remove it. */
  | { status: 'gone' }
  | { status: 'failed'; error: string };

export interface PushSender {
  send(
    subscription: { endpoint: string; p256dh: string; auth: string },
    payload: PushPayload,
    options: { dedupeKey: string },
  ): Promise<PushOutcome>;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends through the push service named by the endpoint: encrypted and VAPID-signed by
 * `web-push`, delivered by our own request so the endpoint rules hold on the connected address.
 * The Topic header (from the message's dedupe key) lets the push service replace a copy still
 * queued, so a message sent again after a crash reaches the device once.
 */
export function createPushSender(
  keys: () => Promise<VapidKeys>,
  subject: string,
  policy: EndpointPolicy,
): PushSender {
  return {
    async send(subscription, payload, { dedupeKey }) {
      let target: URL;
      let exempt: boolean;
      try {
        ({ url: target, exempt } = parseEndpoint(subscription.endpoint, policy));
      } catch {
        // A row saved before a rule changed: never sent to, removed.
        return { status: 'gone' };
      }
      const vapid = await keys();
      const details = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: 24 * 60 * 60,
          urgency: 'normal',
          topic: createHash('sha256').update(dedupeKey).digest('base64url').slice(0, 32),
        },
      );
      const client = target.protocol === 'http:' ? http : https;
      return new Promise<PushOutcome>((resolve) => {
        const request = client.request(
          target,
          {
            method: details.method,
            headers: details.headers,
            timeout: SEND_TIMEOUT_MS,
            ...(!exempt && { lookup: publicOnlyLookup }),
          },
          (response) => {
            response.resume();
            response.on('end', () => {
              const code = response.statusCode ?? 0;
              if (code >= 200 && code < 300) resolve({ status: 'sent' });
              else if (code === 404 || code === 410) resolve({ status: 'gone' });
              else resolve({ status: 'failed', error: `push service answered ${code}` });
            });
          },
        );
        request.on('timeout', () => request.destroy(new Error('push service timed out')));
        request.on('error', (err) => resolve({ status: 'failed', error: err.message }));
        if (details.body) request.write(details.body);
        request.end();
      });
    },
  };
}
