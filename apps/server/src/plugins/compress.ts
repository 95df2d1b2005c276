// Brotli or gzip for every compressible response the app builds (JSON, the OpenAPI UI, the app
// shell), negotiated on Accept-Encoding, with `Vary: Accept-Encoding`. Bodies under 1 KB go out
// raw (the framing would cost more than it saves); event streams are never compressed, because a
// compressor buffers and would hold back each event. Static files that the build already
// compressed (`.br`/`.gz` beside them, plugins/web.ts) are sent as they are and not touched here.
// docs/performance.md describes the whole first-load path.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)\b/i;

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

export default fp(
  async function compressPlugin(app: FastifyInstance) {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      customTypes: isCompressible,
      // Quality 4 (the plugin's default for brotli) and gzip level 6: fast enough per request
      // that compressing costs less than sending the raw bytes even on a local network.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
