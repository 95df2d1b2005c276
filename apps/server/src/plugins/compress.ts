// Brotli or gzip for every compressible response the app builds (JSON, the OpenAPI UI, the app
// shell), negotiated on Accept-Encoding, with `Vary: Accept-Encoding`. Bodies under 1 KB go out
// raw (the framing would cost more than it saves); event streams are never compressed, because a
// compressor buffers and would hold back each event. Static files that the build already
// compressed (`.br`/`.gz` beside them, plugins/web.ts) are sent as they are and not touched here.
// Answers kept in memory (plugins/read-cache.ts) keep their compressed bytes too: `encodingFor`
// and `encode` are this plugin's negotiation and settings, for bytes compressed once.
// docs/performance.md describes the whole first-load path.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)\b/i;

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Bodies smaller than this go out raw. */
export const COMPRESS_THRESHOLD = 1024;
// Quality 4 (the plugin's default for brotli) and gzip level 6: fast enough per request that
// compressing costs less than sending the raw bytes even on a local network.
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const zlibOptions = { level: 6 };

/**
 * The encoding the plugin would answer `request` with, for a compressible body of at least
 * COMPRESS_THRESHOLD bytes: undefined to send it as it is. The same negotiation as the plugin's
 * (`*` and `x-gzip` count as gzip; an `x-no-compression` request is answered raw).
 */
export function encodingFor(request: Pick<FastifyRequest, 'headers'>): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return undefined;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS) ?? undefined;
}

/** `body` compressed as the plugin compresses it. */
export function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body, zlibOptions);
}

export default fp(
  async function compressPlugin(app: FastifyInstance) {
    await app.register(compress, {
      encodings: ENCODINGS,
      threshold: COMPRESS_THRESHOLD,
      customTypes: isCompressible,
      brotliOptions,
      zlibOptions,
    });
  },
  { name: 'compress' },
);
