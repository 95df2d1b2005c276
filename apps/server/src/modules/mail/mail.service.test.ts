// The SMTP path end to end: createMailer with SMTP_URL talks SMTP over TCP to a minimal server in
// this test, which records the envelope and the message it is given.
import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { createMailer } from './mail.service.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

const received: Received[] = [];
const REFUSED = 'grace.hopper@example.com';

function speakSmtp(socket: Socket) {
  let buffer = '';
  let current: Received = { from: '', to: [], data: '' };
  let inData = false;
  socket.write('220 test ESMTP\r\n');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
        } else current.data += `${line}\n`;
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
      else if (verb === 'MAIL') {
        current.from = line;
        socket.write('250 ok\r\n');
      } else if (verb === 'RCPT') {
        // Refused as real servers refuse, naming the address in the reply.
        if (line.includes(REFUSED)) socket.write(`550 5.1.1 <${REFUSED}>: Recipient refused\r\n`);
        else {
          current.to.push(line);
          socket.write('250 ok\r\n');
        }
      } else if (verb === 'DATA') {
        inData = true;
        socket.write('354 go ahead\r\n');
      } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    }
  });
}

const server = createServer(speakSmtp);
let port = 0;

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('mailer over SMTP', () => {
  it('delivers the mail to the SMTP server named by SMTP_URL', async () => {
    const config = loadConfig({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'BoldCall <no-reply@boldcall.test>',
    });
    const log = { info: () => undefined } as unknown as Parameters<typeof createMailer>[1];
    const mailer = createMailer(config, log);
    expect(mailer.canSend).toBe(true);
    expect(mailer.devMailbox).toBe(false);
    await mailer.send({ to: 'ada@example.com', subject: 'Your code', text: 'Code: 123456' });
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toContain('no-reply@boldcall.test');
    expect(received[0]!.to.join()).toContain('ada@example.com');
    expect(received[0]!.data).toContain('Subject: Your code');
    expect(received[0]!.data).toContain('Code: 123456');
    expect(mailer.list()).toEqual([]);
  });

  it('says when a mail could not be sent, and still fails the send', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
    const errors: Array<[Record<string, unknown>, string]> = [];
    const log = {
      info: () => undefined,
      error: (fields: Record<string, unknown>, message: string) => errors.push([fields, message]),
    } as unknown as Parameters<typeof createMailer>[1];
    const mailer = createMailer(config, log);
    await expect(
      mailer.send({ to: 'ada@example.com', subject: 'Your code', text: 'Code: 123456' }),
    ).rejects.toThrow();
    expect(errors).toHaveLength(1);
    expect(errors[0]![1]).toBe('mail not sent');
    expect(errors[0]![0]).toMatchObject({ toDomain: 'example.com' });
    expect(JSON.stringify(errors[0]![0].toDomain)).not.toContain('ada');
  });

  it('keeps the address out of the log and out of the error when the server refuses it', async () => {
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const errors: Array<Record<string, unknown>> = [];
    const log = {
      info: () => undefined,
      error: (fields: Record<string, unknown>) => errors.push(fields),
    } as unknown as Parameters<typeof createMailer>[1];
    const failure = await createMailer(config, log)
      .send({ to: REFUSED, subject: 'Your code', text: 'Code: 123456' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain('550');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ toDomain: 'example.com', responseCode: 550 });
    // Nothing the caller or the log gets names the mailbox (Better Auth logs what it catches).
    expect(JSON.stringify(errors[0])).not.toContain('grace');
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).not.toContain('grace');
  });
});
