import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers of at least this many bytes are compressed for a client that asks (issue 12). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** From this size an answer is compressed in one piece off the main thread (decision 036). */
export const LARGE_BODY_BYTES = 64 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** br, else gzip, when the request's Accept-Encoding allows it (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const allowed = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    allowed.add(name);
  }
  if (allowed.has('br')) return 'br';
  if (allowed.has('gzip') || allowed.has('*')) return 'gzip';
  return undefined;
}

/**
 * A large JSON answer (a whole list of 10k jobs is ~6 MB) compressed in one call on libuv's
 * thread pool at the fastest settings: Brotli quality 1 / gzip level 1, about a third of the
 * time of the stream @fastify/compress would pipe it through, and the event loop keeps serving
 * other requests meanwhile. Smaller answers go on to @fastify/compress.
 */
async function compressLarge(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (Buffer.byteLength(payload) < LARGE_BODY_BYTES) return payload;
  if (reply.getHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) {
    return payload;
  }
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
    return payload;
  }
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const compressed =
    encoding === 'br'
      ? await brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 1,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzipAsync(body, { level: 1 });
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) {
    void reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  void reply.header('Content-Encoding', encoding);
  void reply.header('Content-Length', compressed.length);
  return compressed;
}

/**
 * gzip or Brotli for JSON (and any other compressible answer) of 1 KB or more, when the request's
 * Accept-Encoding allows it (decision 022). Brotli at quality 2: as fast as gzip's lowest
 * level and 5x smaller output on a list; the default (11) costs more CPU per list than the query. Files the web
 * build compressed ahead are sent as they are (their Content-Encoding is already set).
 * Answers of 64 KB or more: compressLarge (decision 036).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', compressLarge);
  // A GET has no body to inflate: no request-decompression hooks on the reads (decision 036).
  app.addHook('onRoute', (routeOptions) => {
    const methods = [routeOptions.method].flat();
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) {
      Object.assign(routeOptions, { decompress: false });
    }
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 5 },
  });
}
