// Push on this device (docs/rules/notification-settings.md "Push"): what state the browser is in,
// and turning push on or off. The browser and the API come in as one `PushEnvironment`, so the
// steps are tested with a fake push manager (push-device.test.ts).
import {
  pushSubscriptionInputSchema,
  type PushSubscriptionInput,
} from '@boldcall/shared/schemas/notifications';
import { isApiError } from '@/lib/api-client';

export type PushState = 'unsupported' | 'no-worker' | 'blocked' | 'off' | 'on';

export interface PushSubscriptionLike {
  endpoint: string;
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
}

export interface PushManagerLike {
  getSubscription(): Promise<PushSubscriptionLike | null>;
  subscribe(options: {
    userVisibleOnly: boolean;
    applicationServerKey: Uint8Array<ArrayBuffer>;
  }): Promise<PushSubscriptionLike>;
}

export interface PushEnvironment {
  /** The page's notification permission; null when the browser has no web push at all. */
  permission(): NotificationPermission | null;
  requestPermission(): Promise<NotificationPermission>;
  /** The service worker's push manager; null when no worker controls this site yet. */
  pushManager(): Promise<PushManagerLike | null>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  api: {
    publicKey(): Promise<string>;
    create(subscription: PushSubscriptionInput): Promise<{ id: string }>;
    remove(id: string): Promise<void>;
  };
}

/** What the server calls this device's subscription, and for which browser endpoint. */
export const PUSH_STORAGE_KEY = 'boldcall.push-subscription';
type Stored = { id: string; endpoint: string };

/** A step failed: `message` is for the player. */
export class PushError extends Error {
  override readonly name = 'PushError';
}

function readStored(env: PushEnvironment): Stored | null {
  try {
    const value: unknown = JSON.parse(env.storage.getItem(PUSH_STORAGE_KEY) ?? 'null');
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Stored).id === 'string' &&
      typeof (value as Stored).endpoint === 'string'
    ) {
      return value as Stored;
    }
  } catch {
    // Unreadable: as if nothing was stored.
  }
  return null;
}

/** The VAPID key is base64url; the push manager wants its bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** On: the browser holds a subscription and the server was told of that very one. */
export async function readPushState(env: PushEnvironment): Promise<PushState> {
  const permission = env.permission();
  if (permission === null) return 'unsupported';
  if (permission === 'denied') return 'blocked';
  const manager = await env.pushManager();
  if (!manager) return 'no-worker';
  const subscription = await manager.getSubscription();
  const stored = readStored(env);
  return permission === 'granted' && subscription && stored?.endpoint === subscription.endpoint
    ? 'on'
    : 'off';
}

const NOT_ALLOWED =
  'Notifications were not allowed. Press Turn on again and choose Allow when your browser asks.';
const BLOCKED =
  'Your browser blocks notifications from BoldCall. Allow them in the site settings of your browser, then try again.';

export async function turnPushOn(env: PushEnvironment): Promise<void> {
  const manager = await env.pushManager();
  if (!manager)
    throw new PushError('Push needs the app to be loaded fully. Reload the page and try again.');
  const permission = await env.requestPermission();
  if (permission === 'denied') throw new PushError(BLOCKED);
  if (permission !== 'granted') throw new PushError(NOT_ALLOWED);

  let publicKey: string;
  try {
    publicKey = await env.api.publicKey();
  } catch (error) {
    throw new PushError(
      isApiError(error) && error.status === 503
        ? 'Push notifications are not available on this server right now.'
        : 'Could not reach BoldCall to set up push. Try again.',
    );
  }

  // A subscription the server does not know of (made for another key or another player) is
  // replaced, so the one registered below is this player's, for the server's current key.
  const existing = await manager.getSubscription();
  if (existing && readStored(env)?.endpoint !== existing.endpoint) await existing.unsubscribe();

  let subscription: PushSubscriptionLike;
  try {
    subscription = await manager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    });
  } catch {
    throw new PushError(
      'Your browser could not set up push (its push service did not answer). Try again later.',
    );
  }

  const input = pushSubscriptionInputSchema.safeParse(subscription.toJSON());
  if (!input.success) {
    await subscription.unsubscribe();
    throw new PushError('Your browser gave an incomplete push subscription. Try another browser.');
  }
  try {
    const created = await env.api.create(input.data);
    env.storage.setItem(
      PUSH_STORAGE_KEY,
      JSON.stringify({ id: created.id, endpoint: subscription.endpoint } satisfies Stored),
    );
  } catch (error) {
    // The server refused it: the browser must not keep a subscription nobody will use.
    await subscription.unsubscribe();
    throw new PushError(
      isApiError(error) && error.isClientError
        ? error.message
        : 'Could not reach BoldCall to turn push on. Try again.',
    );
  }
}

export async function turnPushOff(env: PushEnvironment): Promise<void> {
  const stored = readStored(env);
  if (stored) {
    try {
      await env.api.remove(stored.id);
    } catch (error) {
      // Already gone on the server (404) is what we wanted; anything else leaves push on.
      if (!(isApiError(error) && error.status === 404)) {
        throw new PushError('Could not reach BoldCall to turn push off. Try again.');
      }
    }
  }
  env.storage.removeItem(PUSH_STORAGE_KEY);
  const manager = await env.pushManager();
  const subscription = await manager?.getSubscription();
  await subscription?.unsubscribe();
}
