// Card images on demand, without stalling the server (docs/decisions/026-share-cards.md):
//   - one render worker thread (og.worker.ts), started at the first image asked for, so layout
//     and painting never run on the event loop that answers every other request;
//   - a bounded queue in front of it: past QUEUE_LIMIT waiting renders the answer is 503 with
//     Retry-After rather than an ever longer wait;
//   - the PNGs kept in memory by version (the hash of what the card shows, og.model.ts), so a
//     card is drawn once per change, and two requests for the same version share one render.
import { Worker } from 'node:worker_threads';
import { AppError } from '../../platform/errors/app-error.ts';
import { cardVersion, type CardModel } from './og.model.ts';

/** Renders waiting for the worker before new ones are refused. */
const QUEUE_LIMIT = 32;
/** Images kept (≈ 60–120 KB each). */
const CACHE_ENTRIES = 300;

export interface CardRenderer {
  /** The PNG of this card, drawn at most once per version. */
  png(model: CardModel): Promise<{ version: string; png: Buffer }>;
  close(): Promise<void>;
}

interface Waiting {
  resolve(png: Buffer): void;
  reject(error: Error): void;
}

export function createCardRenderer(): CardRenderer {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();
  const done = new Map<string, Buffer>();
  const inFlight = new Map<string, Promise<Buffer>>();

  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };

  const start = () => {
    const w = new Worker(new URL('./og.worker.ts', import.meta.url));
    w.on('message', (msg: { id: number; png?: Uint8Array; error?: string }) => {
      const job = waiting.get(msg.id);
      if (!job) return;
      waiting.delete(msg.id);
      if (msg.png) job.resolve(Buffer.from(msg.png.buffer, msg.png.byteOffset, msg.png.byteLength));
      else job.reject(new Error(`card render failed: ${msg.error ?? 'unknown'}`));
    });
    w.on('error', (error) => {
      worker = null;
      failAll(error);
    });
    w.on('exit', () => {
      if (worker === w) worker = null;
      failAll(new Error('card render worker stopped'));
    });
    // An idle worker does not keep the process alive.
    w.unref();
    return w;
  };

  const render = (model: CardModel) =>
    new Promise<Buffer>((resolve, reject) => {
      if (waiting.size >= QUEUE_LIMIT) {
        reject(
          new AppError(503, 'CARD_BUSY', 'Too many images are being drawn; try again shortly.'),
        );
        return;
      }
      worker ??= start();
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, model });
    });

  return {
    async png(model) {
      const version = cardVersion(model);
      const kept = done.get(version);
      if (kept) {
        // Most recently used last.
        done.delete(version);
        done.set(version, kept);
        return { version, png: kept };
      }
      let pending = inFlight.get(version);
      if (!pending) {
        pending = render(model).finally(() => inFlight.delete(version));
        inFlight.set(version, pending);
      }
      const png = await pending;
      done.set(version, png);
      if (done.size > CACHE_ENTRIES) done.delete(done.keys().next().value as string);
      return { version, png };
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
