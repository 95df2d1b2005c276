// GET /api/events: server-sent events for the signed-in player's open tabs (session cookie or
// bearer token). Sends `notifications` (new ones, in the order they were written, with the unread
// count; the event id is the resume point for Last-Event-ID: a database transaction id, so any
// instance resumes it) and `balance` (current points), plus a
// comment line as heartbeat. The response is written on the raw socket after `hijack()`, so no
// onSend hook (compression) can buffer it; see docs/rules/live-events.md.
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Notification } from '@boldcall/shared/schemas/notifications';
import { SESSIONS_CHANNEL } from '../../platform/identity/identity.session.ts';
import type { SessionUser } from '../../platform/identity/identity.session.ts';
import { oneRunAtATime } from '../../db/one-run-at-a-time.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { moduleRoutes } from '../../plugins/routes.ts';
import { liveSessionIds } from '../auth/account.service.ts';
import {
  notificationsAfter,
  notificationsPending,
  streamHorizon,
  unreadCount,
  type StreamPoint,
} from '../notifications/notifications.service.ts';
import { readBalance } from '../points/points.service.ts';
import { createEventHub, type ChangeKind } from './events.hub.ts';

/** Reconnect delay the browser uses after a drop. */
const RETRY_MS = 3000;
/**
 * A notification of a transaction that committed while an older one still ran is held back until
 * that one ends (it is below no horizon yet): the stream looks again after this long.
 */
const PENDING_RECHECK_MS = 250;
/** Notifications per read while catching up. */
const PAGE = 100;

/** `tx` or `tx.id` (StreamPoint); anything else is no resume point. */
export function encodeStreamPoint(point: StreamPoint): string {
  return point.id === null ? point.tx.toString() : `${point.tx}.${point.id}`;
}

export function decodeStreamPoint(header: string | string[] | undefined): StreamPoint | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^(\d{1,20})(?:\.([0-9a-f-]{36}))?$/.exec(value) : null;
  if (!match) return null;
  return { tx: BigInt(match[1]!), id: match[2] ?? null };
}

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const hub = createEventHub(app.database, app.log);
  /** Open streams and the session each belongs to. */
  const open = new Map<ServerResponse, { sessionId: string }>();
  /** Streams per player on this instance, counted from the moment one is accepted. */
  const perPlayer = new Map<string, number>();
  let total = 0;
  const { eventsStreamsPerPlayer: maxPerPlayer, eventsStreamsPerInstance: maxInstance } =
    app.config;

  // A stream ends with its session (sign-out, sign-out everywhere, password reset, ban) on every
  // instance: any change to the session or user tables NOTIFYs boldcall_sessions (migration
  // 0012), and one query per notification checks the sessions of all open streams here.
  const sessionsCheck = oneRunAtATime(
    async () => {
      const ids = [...new Set([...open.values()].map((s) => s.sessionId))];
      if (ids.length === 0) return;
      const alive = await liveSessionIds(db, ids);
      for (const [raw, stream] of open) if (!alive.has(stream.sessionId)) raw.end();
    },
    (error) => app.log.warn({ err: error }, 'live events: session check failed'),
  );
  const unlistenSessions = await app.database.listen(SESSIONS_CHANNEL, sessionsCheck.ask);

  app.addHook('preClose', async () => {
    for (const raw of open.keys()) raw.end();
    open.clear();
    await unlistenSessions();
    await sessionsCheck.idle();
    await hub.close();
  });

  moduleRoutes(app, 'notifications').user.get('/events', {
    summary: 'Live updates (server-sent events): new notifications and balance changes',
    description:
      'text/event-stream. Events: `notifications` `{ items, unreadCount }` (id = resume point; ' +
      'send it back as Last-Event-ID to receive what was missed), `balance` `{ points }`. ' +
      '`comments` `{ predictionId }`: that call’s comments changed (read them again if shown). ' +
      'A comment line is sent as heartbeat.',
    handler: async (request, me, reply) => {
      const current = await request.session();
      if (!current) throw new AppError(401, 'UNAUTHORIZED', 'Sign in to receive live updates.');
      // Caps (docs/rules/live-events.md): a few tabs per player, and a bound for the instance.
      if ((perPlayer.get(me.id) ?? 0) >= maxPerPlayer) {
        throw new AppError(
          429,
          'TOO_MANY_STREAMS',
          `You already have ${maxPerPlayer} live connections open. Close a tab to open another.`,
        );
      }
      if (total >= maxInstance) {
        reply.header('retry-after', '30');
        throw new AppError(
          503,
          'STREAMS_FULL',
          'This server has no room for another live connection right now. Try again shortly.',
        );
      }
      perPlayer.set(me.id, (perPlayer.get(me.id) ?? 0) + 1);
      total += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (perPlayer.get(me.id) ?? 1) - 1;
        if (left > 0) perPlayer.set(me.id, left);
        else perPlayer.delete(me.id);
      };
      try {
        await stream(request, me, reply, current.sessionId, release);
      } catch (error) {
        release();
        throw error;
      }
    },
  });

  async function stream(
    request: FastifyRequest,
    me: SessionUser,
    reply: FastifyReply,
    sessionId: string,
    release: () => void,
  ) {
    // The resume point, or (a new stream) the horizon now: read before the response starts, so
    // whatever commits once the browser sees the stream open is after it.
    let cursor: StreamPoint = decodeStreamPoint(request.headers['last-event-id']) ?? {
      tx: await streamHorizon(db),
      id: null,
    };
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies (nginx) must pass events through as they come.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);
    open.set(raw, { sessionId });

    let closed = false;
    let lastPoints: number | null = null;
    let recheck: NodeJS.Timeout | null = null;
    const write = (text: string) => {
      if (!closed) raw.write(text);
    };
    const send = (event: string, data: unknown, id?: string) =>
      write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

    const syncNotifications = async () => {
      // The horizon first: every notification below it has committed before the reads that follow.
      const horizon = await streamHorizon(db);
      const items: Notification[] = [];
      for (;;) {
        const page = await notificationsAfter(db, me.id, cursor, horizon, PAGE);
        items.push(...page.items);
        cursor = page.next;
        if (page.items.length < PAGE) break;
      }
      send(
        'notifications',
        { items, unreadCount: await unreadCount(db, me.id) },
        encodeStreamPoint(cursor),
      );
      // Some committed above the horizon (an older transaction still runs): look again shortly.
      if (!recheck && (await notificationsPending(db, me.id, horizon))) {
        recheck = setTimeout(() => {
          recheck = null;
          schedule('notifications');
        }, PENDING_RECHECK_MS);
        recheck.unref();
      }
    };

    const syncBalance = async () => {
      const points = await readBalance(db, me.id);
      if (points === null || points === lastPoints) return;
      lastPoints = points;
      send('balance', { points });
    };

    // One sync at a time per stream; changes arriving meanwhile are coalesced.
    const pending = new Set<ChangeKind>();
    let running: Promise<void> | null = null;
    const drain = async () => {
      while (pending.size > 0 && !closed) {
        const kinds = [...pending];
        pending.clear();
        if (kinds.includes('notifications')) await syncNotifications();
        if (kinds.includes('balance')) await syncBalance();
      }
    };
    const schedule = (kind: ChangeKind) => {
      pending.add(kind);
      running ??= drain()
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'live event sync failed; closing the stream');
          raw.end(); // the browser reconnects with Last-Event-ID and catches up
        })
        .finally(() => {
          running = null;
          if (pending.size > 0 && !closed) schedule([...pending][0]!);
        });
    };

    const heartbeat = setInterval(() => write(': ping\n\n'), app.config.eventsHeartbeatMs);
    heartbeat.unref();
    let unsubscribe: (() => void) | null = null;
    const finish = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      if (recheck) clearTimeout(recheck);
      unsubscribe?.();
      open.delete(raw);
      release();
    };
    raw.on('close', finish);

    try {
      unsubscribe = await hub.subscribe({
        userId: me.id,
        onChange: schedule,
        // Only says which call's thread changed; the tab reads it again if it shows it.
        onComments: (predictionId) => send('comments', { predictionId }),
      });
      if (closed) unsubscribe();
    } catch (error) {
      request.log.error({ err: error }, 'live events: LISTEN failed');
      raw.end();
      return;
    }
    // First the state (and, on a resume, what was missed), then changes as they commit.
    schedule('notifications');
    schedule('balance');
    // The session may have ended while the stream was being set up.
    sessionsCheck.ask();
  }
};
