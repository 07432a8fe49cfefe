import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from the same origin, when it has been built. Unknown non-API GETs
 * answer index.html (the app) so deep links (/app/customers/…, /customer/…) open the app; `/`
 * answers landing.html, the prerendered landing page, when the build made one (decision 023).
 * The build writes a .br and a .gz beside each text file: they are sent as they are, by the
 * client's Accept-Encoding, with `Vary: Accept-Encoding`.
 */
export async function registerWeb(app: FastifyInstance, dist: string): Promise<boolean> {
  const webDist = path.resolve(dist);
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return false;
  const hasLanding = existsSync(path.join(webDist, 'landing.html'));
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    // `/` is the landing page's own route below when there is one.
    index: hasLanding ? false : ['index.html'],
    setHeaders(response, filePath) {
      // Hashed assets never change; the shell and the service worker must be revalidated.
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header(
        'Cache-Control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  if (hasLanding) {
    app.get('/', (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('landing.html'),
    );
  }
  return true;
}
