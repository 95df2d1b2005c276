// Turning push on and off on a device, with a fake browser (permission, push manager, storage)
// and a fake API: what the server is sent, what the device remembers, and the plain-words
// errors.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  base64UrlToBytes,
  PUSH_STORAGE_KEY,
  readPushState,
  turnPushOff,
  turnPushOn,
  type PushEnvironment,
  type PushSubscriptionLike,
} from './push-device';

const KEY = 'BPx-_w'; // base64url of the bytes 04 fc 7e ff
const JSON_OF = {
  endpoint: 'https://push.example/send/abc',
  expirationTime: null,
  keys: { p256dh: 'p256', auth: 'auth' },
};

function fakeDevice({
  permission = 'default' as NotificationPermission | null,
  answer = 'granted' as NotificationPermission,
  subscribed = false,
  create = async () => ({ id: 'sub-1' }),
  remove = async (_id: string) => undefined,
  publicKey = async () => KEY,
} = {}) {
  const store = new Map<string, string>();
  let current: PushSubscriptionLike | null = null;
  const makeSubscription = (): PushSubscriptionLike => {
    const sub: PushSubscriptionLike = {
      endpoint: JSON_OF.endpoint,
      toJSON: () => JSON_OF,
      unsubscribe: vi.fn(async () => {
        if (current === sub) current = null;
        return true;
      }),
    };
    return sub;
  };
  if (subscribed) current = makeSubscription();
  const manager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current ??= makeSubscription();
      return current;
    }),
  };
  let granted = permission;
  const api = { publicKey: vi.fn(publicKey), create: vi.fn(create), remove: vi.fn(remove) };
  const env: PushEnvironment = {
    permission: () => granted,
    requestPermission: vi.fn(async () => {
      granted = answer;
      return answer;
    }),
    pushManager: async () => manager,
    storage: {
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => store.set(k, v),
      removeItem: (k) => store.delete(k),
    },
    api,
  };
  return { env, manager, api, store, current: () => current };
}

describe('push on this device', () => {
  it('decodes the base64url VAPID key', () => {
    expect([...base64UrlToBytes(KEY)]).toEqual([0x04, 0xfc, 0x7e, 0xff]);
  });

  it('tells unsupported, blocked and off apart', async () => {
    expect(await readPushState(fakeDevice({ permission: null }).env)).toBe('unsupported');
    expect(await readPushState(fakeDevice({ permission: 'denied' }).env)).toBe('blocked');
    expect(await readPushState(fakeDevice().env)).toBe('off');
    // Subscribed in the browser but unknown to the server (nothing remembered): off.
    expect(await readPushState(fakeDevice({ permission: 'granted', subscribed: true }).env)).toBe(
      'off',
    );
  });

  it('turning on asks permission, subscribes with the key, sends the subscription and remembers its id', async () => {
    const device = fakeDevice();
    await turnPushOn(device.env);
    expect(device.env.requestPermission).toHaveBeenCalled();
    expect(device.manager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(KEY),
    });
    expect(device.api.create).toHaveBeenCalledWith(JSON_OF);
    expect(JSON.parse(device.store.get(PUSH_STORAGE_KEY) ?? '')).toEqual({
      id: 'sub-1',
      endpoint: JSON_OF.endpoint,
    });
    expect(await readPushState(device.env)).toBe('on');
  });

  it('turning off deletes the remembered subscription and unsubscribes the browser', async () => {
    const device = fakeDevice();
    await turnPushOn(device.env);
    const subscription = device.current();
    await turnPushOff(device.env);
    expect(device.api.remove).toHaveBeenCalledWith('sub-1');
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    expect(device.store.has(PUSH_STORAGE_KEY)).toBe(false);
    expect(await readPushState(device.env)).toBe('off');
  });

  it('a refused permission says so and subscribes nothing', async () => {
    const device = fakeDevice({ answer: 'denied' });
    await expect(turnPushOn(device.env)).rejects.toThrow(/blocks notifications/);
    expect(device.manager.subscribe).not.toHaveBeenCalled();
  });

  it('no push on the server (503) is said in plain words', async () => {
    const device = fakeDevice({
      publicKey: async () => {
        throw new ApiError({ status: 503, code: 'UNAVAILABLE', message: 'push disabled' });
      },
    });
    await expect(turnPushOn(device.env)).rejects.toThrow(
      'Push notifications are not available on this server right now.',
    );
  });

  it("the server's refusal is shown and the browser's subscription dropped", async () => {
    const device = fakeDevice({
      create: async () => {
        throw new ApiError({
          status: 400,
          code: 'BAD_REQUEST',
          message: 'This push service is not accepted',
        });
      },
    });
    await expect(turnPushOn(device.env)).rejects.toThrow('This push service is not accepted');
    expect(device.current()).toBeNull();
    expect(device.store.has(PUSH_STORAGE_KEY)).toBe(false);
  });
});
