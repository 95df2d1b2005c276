// The render worker: draws cards off the main thread, one at a time (og.renderer.ts sends
// them). Layout (satori) is synchronous JavaScript that would otherwise hold the event loop for
// tens of milliseconds per card (docs/decisions/026-share-cards.md).
import { parentPort } from 'node:worker_threads';
import type { CardModel } from './og.model.ts';
import { renderCard } from './og.render.ts';

interface Job {
  id: number;
  model: CardModel;
}

parentPort?.on('message', (job: Job) => {
  renderCard(job.model).then(
    (png) => {
      // Hand the bytes over without a copy.
      const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength).slice();
      parentPort?.postMessage({ id: job.id, png: bytes }, [bytes.buffer]);
    },
    (error: unknown) => {
      parentPort?.postMessage({ id: job.id, error: String((error as Error)?.stack ?? error) });
    },
  );
});
