// The read role as the routes see it (docs/decisions/038-connection-roles-direct-pooled-read.md):
// `app.reads.read(request, (db) => …)` runs a hot public read on the replica or the primary
// (db/replica.ts), and every successful write answer under /api sets the read-your-writes cookie
// with the primary's WAL position after the write, so the writer's next reads, on any instance,
// wait for a replica that has replayed it or go to the primary.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WRITE_LSN_COOKIE, type ReadReplica } from '../db/replica.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reads: ReadReplica;
  }
}

/** How long the cookie lives: a replica further behind than this is skipped anyway. */
export function writeCookieSeconds(maxLagMs: number): number {
  return Math.max(60, Math.ceil((maxLagMs * 2) / 1000));
}

export default fp(
  async function readReplicaPlugin(
    app: FastifyInstance,
    opts: { reads: ReadReplica; secure: boolean; maxLagMs: number },
  ) {
    app.decorate('reads', opts.reads);
    app.addHook('onClose', async () => opts.reads.close());
    if (opts.reads.status().state === 'off') return;
    const attributes = [
      'Path=/',
      `Max-Age=${writeCookieSeconds(opts.maxLagMs)}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(opts.secure ? ['Secure'] : []),
    ].join('; ');
    // A callback, not an async function: a read passes without a promise.
    app.addHook('onSend', (request, reply, _payload, done) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) {
        return done();
      }
      if (!request.url.startsWith('/api/')) return done();
      // After the handler's transaction committed: this position covers the write.
      opts.reads
        .writeLsn()
        .catch(() => null)
        .then((lsn) => {
          if (lsn) reply.header('set-cookie', `${WRITE_LSN_COOKIE}=${lsn}; ${attributes}`);
          done();
        }, done);
    });
  },
  { name: 'read-replica' },
);
