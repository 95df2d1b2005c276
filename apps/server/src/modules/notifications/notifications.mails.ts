// The mails the outbox sends (docs/rules/notifications.md "E-mail"): a plain-text part first,
// the same words in HTML, and the one-click unsubscribe of their reason (RFC 8058).
import { PRODUCT_NAME } from '@boldcall/shared/constants';
import type { NotificationReason } from '@boldcall/shared/rules/notifications';
import type { OutgoingMail } from '../mail/mail.service.ts';

/** How a reason is named in mails and on the unsubscribe page ("Stop results e-mails?"). */
export const REASON_LABEL: Record<NotificationReason, string> = {
  results: 'results',
  positions: 'activity on your calls',
  comments: 'comments',
  mentions: 'mentions',
  reminders: 'reminders',
  leagues: 'league activity',
  follows: 'followed players',
  invitations: 'invitations used',
  digest: 'digest',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Paths of the app written in a message (`/p/…`) as links on the site. */
function absolute(text: string, origin: string): string {
  return text.replace(
    /(^|\s)(\/(?:p|u|nfl|leagues|leaderboard|admin|settings)(?:\/[^\s]*)?)/g,
    `$1${origin}$2`,
  );
}

export interface OutboxMailInput {
  id: string;
  to: string;
  reason: NotificationReason;
  subject: string | null;
  message: string;
  /** Where the message leads (instant mails), a path of the app. */
  path: string | null;
  origin: string;
  unsubscribeUrl: string;
}

export function outboxMail(input: OutboxMailInput): OutgoingMail {
  const { origin, unsubscribeUrl } = input;
  const label = REASON_LABEL[input.reason];
  const subject =
    input.subject ??
    `${PRODUCT_NAME}: ${input.message.length > 70 ? `${input.message.slice(0, 69)}…` : input.message}`;
  const body = absolute(input.message, origin);
  const open = input.path ? `${origin}${input.path}` : null;
  const footer = `You get this mail because ${label} e-mails are on.\nUnsubscribe from ${label} e-mails: ${unsubscribeUrl}\nAll notification settings: ${origin}/settings/notifications`;
  const text = [body, open && `Open: ${open}`, '--', footer].filter(Boolean).join('\n\n');
  const html = `<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${PRODUCT_NAME}</h1>
<p style="white-space:pre-line">${escapeHtml(body)}</p>
${open ? `<p><a href="${escapeHtml(open)}">Open in ${PRODUCT_NAME}</a></p>` : ''}
<p style="color:#666;font-size:13px;margin-top:32px">You get this mail because ${label} e-mails are on.
<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe from ${label} e-mails</a> ·
<a href="${escapeHtml(`${origin}/settings/notifications`)}">All notification settings</a></p></div>`;
  const host = new URL(origin).hostname;
  return {
    to: input.to,
    subject,
    text,
    html,
    messageId: `<${input.id}@${host}>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
