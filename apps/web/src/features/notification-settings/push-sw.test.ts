// The hand-written push part of the service worker (apps/web/public/push-sw.js), run in a fresh
// context with a fake `self`: a push shows its title and body, a click takes an open window of
// the app to the push's url or opens one.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const source = readFileSync(new URL('../../../public/push-sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://boldcall.example';

type Listener = (event: unknown) => void;

function worker(windows: Array<{ url: string; navigate: ReturnType<typeof vi.fn> }> = []) {
  const listeners = new Map<string, Listener>();
  const waited: Promise<unknown>[] = [];
  const focusable = windows.map((w) => ({ ...w, focus: vi.fn(async () => undefined) }));
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => focusable),
      openWindow: vi.fn(async () => null),
    },
  };
  runInNewContext(source, { self, URL });
  const dispatch = async (type: string, event: object) => {
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waited.push(p) });
    await Promise.all(waited);
  };
  return { self, dispatch, windows: focusable };
}

describe('push-sw.js', () => {
  it('shows the push title and body with its tag and url', async () => {
    const { self, dispatch } = worker();
    const payload = {
      title: 'Your call was settled',
      body: 'You won 40 points',
      url: '/p/abc',
      tag: 't1',
    };
    await dispatch('push', { data: { json: () => payload } });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Your call was settled', {
      body: 'You won 40 points',
      tag: 't1',
      data: { url: '/p/abc' },
      icon: '/pwa-192.png',
      badge: '/pwa-192.png',
    });
  });

  it('still shows a notice when the payload is not JSON', async () => {
    const { self, dispatch } = worker();
    await dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('not json');
        },
      },
    });
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'BoldCall',
      expect.objectContaining({ data: { url: '/' } }),
    );
  });

  it('a click with no window of the app open opens the url', async () => {
    const { self, dispatch } = worker();
    const notification = { data: { url: '/p/abc' }, close: vi.fn() };
    await dispatch('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/p/abc`);
  });

  it('a click takes an open window of the app to the url', async () => {
    const navigate = vi.fn(async () => null);
    const { self, dispatch, windows } = worker([{ url: `${ORIGIN}/leaderboard`, navigate }]);
    await dispatch('notificationclick', {
      notification: { data: { url: '/nfl' }, close: vi.fn() },
    });
    expect(windows[0]?.focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/nfl`);
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('never opens another site', async () => {
    const { self, dispatch } = worker();
    await dispatch('notificationclick', {
      notification: { data: { url: 'https://evil.example/x' }, close: vi.fn() },
    });
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
