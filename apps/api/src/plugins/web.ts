import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from the same origin, when it has been built. Unknown non-API GETs
 * answer index.html (the app) so deep links (/app/customers/…, /customer/…) open the app; `/`
 * answers landing.html, the prerendered landing page, when the build made one (decision 023).
 * The build writes a .br and a .gz beside each text file: they are sent as they are, by the
 * client's Accept-Encoding, with `Vary: Accept-Encoding`. `/login` answers the prerendered sign-in
 * page of the server's mode (decision 043): login.html, or in demo mode login-demo.html with the
 * demo credentials written in (compressed as any response).
 */
export async function registerWeb(
  app: FastifyInstance,
  dist: string,
  settings: WebSettings = { demoMode: false, demoEmail: '', demoPassword: '' },
): Promise<boolean> {
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
  const login = loginPage(webDist, settings);
  if (login) {
    app.get('/login', (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return typeof login === 'string'
        ? reply.sendFile(login)
        : reply.type('text/html; charset=utf-8').send(login.html);
    });
  }
  return true;
}

export type WebSettings = { demoMode: boolean; demoEmail: string; demoPassword: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** The file to send for /login, or the demo page with the credentials written in; null: none. */
function loginPage(webDist: string, settings: WebSettings): string | { html: string } | null {
  if (!settings.demoMode) return existsSync(path.join(webDist, 'login.html')) ? 'login.html' : null;
  const file = path.join(webDist, 'login-demo.html');
  if (!existsSync(file)) return null;
  // In the page's settings (JSON in a script element) and in its text (HTML).
  const inJson = (text: string) => JSON.stringify(text).slice(1, -1).replaceAll('<', '\\u003c');
  const html = readFileSync(file, 'utf8')
    .replaceAll('"__JOBTRACK_DEMO_EMAIL__"', `"${inJson(settings.demoEmail)}"`)
    .replaceAll('"__JOBTRACK_DEMO_PASSWORD__"', `"${inJson(settings.demoPassword)}"`)
    .replaceAll('__JOBTRACK_DEMO_EMAIL__', escapeHtml(settings.demoEmail))
    .replaceAll('__JOBTRACK_DEMO_PASSWORD__', escapeHtml(settings.demoPassword));
  return { html };
}
