import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers of at least this many bytes are compressed for a client that asks (issue 12). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * gzip or Brotli for JSON (and any other compressible answer) of 1 KB or more, when the request's
 * Accept-Encoding allows it (decision 022). Brotli at quality 2: as fast as gzip's lowest
 * level and 5x smaller output on a list; the default (11) costs more CPU per list than the query. Files the web
 * build compressed ahead are sent as they are (their Content-Encoding is already set).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 5 },
  });
}
