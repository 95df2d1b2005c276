// The dev mailbox: only registered when config.devMailbox is on (docs/security.md), and even then
// it answers only connections from this machine (the peer address, not a forwarded header)
// addressed to a loopback name (no DNS rebinding), and nothing that came through a proxy.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailboxQuerySchema, devMailboxSchema } from '@boldcall/shared/schemas/mail';
import { isLoopbackHost } from '../../config/config.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { moduleRoutes } from '../../plugins/routes.ts';
import type { Mailer } from './mail.service.ts';

const LOOPBACK_PEER = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const devMailboxRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (
  app,
  { mailer },
) => {
  app.addHook('onRequest', async (request) => {
    if (!LOOPBACK_PEER.test(request.socket.remoteAddress ?? '')) throw notFound();
    // And addressed by a loopback name: a page on a name rebound to 127.0.0.1 never reads it.
    if (!isLoopbackHost(request.hostname)) throw notFound();
    // A proxy on this machine makes every request look local: proxied requests never get in.
    const h = request.headers;
    if (h['x-forwarded-for'] || h.forwarded || h['x-real-ip']) throw notFound();
  });

  moduleRoutes(app, 'dev').anyone.get('/api/dev/mailbox', {
    summary: 'Mails sent while no SMTP server is configured (development only)',
    querystring: devMailboxQuerySchema,
    response: devMailboxSchema,
    handler: async (request) => {
      const to = request.query.to?.toLowerCase();
      const data = mailer
        .list()
        .filter((m) => !to || m.to.toLowerCase() === to)
        .map(({ id, to: rcpt, subject, text, sentAt }) => ({
          id,
          to: rcpt,
          subject,
          text,
          sentAt,
        }));
      return { data };
    },
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const items = mailer
      .list()
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev mailbox · BoldCall</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#111}article{border:1px solid #ddd;border-radius:12px;padding:1rem;margin:1rem 0}.meta{color:#666;font-size:.9rem}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Dev mailbox</h1><p>Mail sent while <code>SMTP_URL</code> is unset. Newest first.</p><p class="meta">Readable only from this machine: the connection must come from a loopback address and be addressed to a loopback name (localhost, 127.0.0.1 or [::1]), never through a proxy.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').send(page);
  });
};
