// A local push service for tests: it takes what our sender posts, decrypts it with the keys of
// the "device" it made (RFC 8291, as a browser would) and answers with the status the test
// chooses (201, or 410 for a subscription that is gone).
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece comes with web-push (the sender's encryption); it has no types of its own.
// @ts-expect-error -- untyped CommonJS module
import ece from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  payload: { title: string; body: string; url: string; tag: string } | null;
}

export interface FakePushService {
  origin: string;
  received: ReceivedPush[];
  /** A device's subscription JSON, as `PushSubscription.toJSON()` gives it. */
  device(name: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The status the next pushes to `name` get (default 201). */
  answer(name: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<FakePushService> {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = (req.url ?? '/').split('/').pop() ?? '';
      const device = devices.get(name);
      let payload: ReceivedPush['payload'] = null;
      if (device && chunks.length > 0) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth,
        }) as Buffer;
        payload = JSON.parse(plain.toString('utf8')) as ReceivedPush['payload'];
      }
      received.push({ path: req.url ?? '', headers: req.headers, payload });
      res.statusCode = statuses.get(name) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    device(name) {
      let device = devices.get(name);
      if (!device) {
        const ecdh = createECDH('prime256v1');
        ecdh.generateKeys();
        device = { ecdh, auth: randomBytes(16).toString('base64url') };
        devices.set(name, device);
      }
      return {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: device.ecdh.getPublicKey().toString('base64url'), auth: device.auth },
      };
    },
    answer(name, status) {
      statuses.set(name, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
