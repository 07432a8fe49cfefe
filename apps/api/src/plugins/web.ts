import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from the same origin, when it has been built. Unknown non-API GETs
 * answer index.html so deep links (/app/customers/…, /customer/…) open the app.
 */
export async function registerWeb(app: FastifyInstance, dist: string): Promise<boolean> {
  const webDist = path.resolve(dist);
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    setHeaders(response, filePath) {
      // Hashed assets never change; the shell and the service worker must be revalidated.
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header(
        'Cache-Control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}
