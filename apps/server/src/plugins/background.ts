// Work a request starts and does not wait for: the mail behind an answer that must not show
// whether an account exists (docs/security.md). `app.background.run` logs a failure instead of
// losing it silently; closing the app first waits for what still runs, so a graceful stop sends every
// mail it promised; `settled()` lets a test wait for exactly that work instead of the clock.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface BackgroundWork {
  /** Starts `work` now, without the caller waiting; a failure is logged under `label`. */
  run(label: string, work: () => Promise<unknown>): void;
  /** Resolves when every piece of work started so far has finished. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundWork;
  }
}

export default fp(
  async function backgroundPlugin(app: FastifyInstance) {
    const running = new Set<Promise<void>>();
    const background: BackgroundWork = {
      run(label, work) {
        const task = Promise.resolve()
          .then(work)
          .then(
            () => undefined,
            (err: unknown) => app.log.error({ err }, `${label} failed`),
          )
          .finally(() => running.delete(task));
        running.add(task);
      },
      async settled() {
        while (running.size > 0) await Promise.all(running);
      },
    };
    app.decorate('background', background);
    // preClose: before onClose closes the database the work may still need.
    app.addHook('preClose', async () => background.settled());
  },
  { name: 'background' },
);
