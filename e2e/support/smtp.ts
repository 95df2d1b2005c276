// A real SMTP server for end-to-end tests (the `smtp-server` package): the app under test
// sends its mail here over TCP, and the test reads the codes out of what arrived.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startAppServer, type AppServer } from './app-server.ts';
import { forTheFile } from './per-file.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** Waits for the next mail to `to` after `since` mails had arrived; returns its 6-digit code. */
  waitForCode(to: string, since?: number, timeoutMs?: number): Promise<string>;
  count(to: string): number;
  /** Addresses refused at RCPT TO (550), as a mail server that will not take them. */
  refuse: Set<string>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse.has(address.address.toLowerCase())) return callback();
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const forTo = (to: string) => mails.filter((m) => m.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse,
    count: (to) => forTo(to).length,
    // Generous, so that a slow machine never fails a test here; a miss names the mails that came.
    async waitForCode(to, since = 0, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const list = forTo(to);
        if (list.length > since) {
          const match = list[list.length - 1]?.raw.match(/code is (\d{6})/);
          if (match?.[1]) return match[1];
        }
        if (Date.now() > deadline) {
          const seen = mails.map((m) => m.to.join(',')).join('; ') || 'none';
          throw new Error(`no code mailed to ${to} in ${timeoutMs} ms (mails so far: ${seen})`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a spec file: a server of its own that mails through an SMTP server started here (both
 * stopped after the file's tests). Read `server` and `smtp` inside the tests.
 */
export function serverWithSmtp(env: Record<string, string> = {}): {
  server: AppServer;
  smtp: TestSmtp;
} {
  return forTheFile(
    async () => {
      const smtp = await startSmtp();
      return { smtp, server: await startAppServer({ SMTP_URL: smtp.url, ...env }) };
    },
    async ({ server, smtp }) => {
      await server.stop();
      await smtp.close();
    },
  );
}
