// Outgoing mail: real SMTP through nodemailer when SMTP_URL is set; otherwise, when the config
// allows it (DEV_MAILBOX, see docs/security.md), the dev mailbox keeps every mail in memory and
// logs its first line. With neither, mail cannot be sent and mail steps answer 503.
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable per message, so a mail sent again after a crash is recognised as the same one. */
  messageId?: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface StoredMail extends OutgoingMail {
  id: number;
  sentAt: string;
}

export interface Mailer {
  /** Whether mail can be delivered at all (false in production without SMTP). */
  readonly canSend: boolean;
  readonly devMailbox: boolean;
  send(mail: OutgoingMail): Promise<void>;
  list(): StoredMail[];
}

const DEV_MAILBOX_SIZE = 500;

const MAILBOX = /[^\s<>"'@,;:]+@[^\s<>"',;:]+/g;

/** What went wrong with a send, every e-mail address in it masked. */
function mailFailure(error: unknown): {
  reason: string;
  code?: string;
  responseCode?: number;
  command?: string;
} {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as Record<
    string,
    unknown
  >;
  const message = error instanceof Error ? error.message : String(error);
  return {
    reason: message.replace(MAILBOX, '<address>'),
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.responseCode === 'number' ? { responseCode: fields.responseCode } : {}),
    ...(typeof fields.command === 'string' ? { command: fields.command } : {}),
  };
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const smtpUrl = config.smtpUrl;
    // nodemailer loads with the first mail, and only where SMTP is configured.
    let transport: Promise<Transporter> | undefined;
    return {
      canSend: true,
      devMailbox: false,
      async send(mail) {
        transport ??= import('nodemailer').then(({ default: nodemailer }) =>
          nodemailer.createTransport(smtpUrl),
        );
        try {
          await (await transport).sendMail({ from: config.mailFrom, ...mail });
        } catch (error) {
          // Said here, whatever the caller makes of it: Better Auth swallows a failed sign-up
          // code mail and logs it. Neither the log nor the error thrown names the mailbox (an
          // SMTP reply often quotes it): the address's domain only.
          const failure = mailFailure(error);
          log.error({ ...failure, toDomain: mail.to.split('@').at(-1) }, 'mail not sent');
          transport = undefined; // a failed load of nodemailer is tried again with the next mail
          // eslint-disable-next-line preserve-caught-error -- the cause names the mailbox; what it says is logged above
          throw new Error(`mail not sent: ${failure.reason}`);
        }
      },
      list: () => [],
    };
  }
  const devMailbox = config.devMailbox;
  const stored: StoredMail[] = [];
  let nextId = 1;
  return {
    canSend: devMailbox,
    devMailbox,
    async send(mail) {
      if (!devMailbox) throw new Error('No SMTP_URL configured and the dev mailbox is off');
      stored.unshift({ ...mail, id: nextId++, sentAt: new Date().toISOString() });
      stored.length = Math.min(stored.length, DEV_MAILBOX_SIZE);
      log.info({ to: mail.to, subject: mail.subject }, `dev mailbox: ${mail.text.split('\n')[0]}`);
    },
    list: () => stored.slice(),
  };
}
