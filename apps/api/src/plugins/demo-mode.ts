import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

// DEMO_MODE=true (decision 056): the demo lives in the browser (spec §1), so the server keeps no
// accounts and no owned data. Every API call and share page answers 403 demo_mode unless its
// route says `config: { openInDemo: true }`: health, runtime settings, the waitlist and
// analytics. The share pages (/d/, /q/) are refused too. A route added later is refused in demo mode until it says otherwise.

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** The route answers in demo mode too (plugins/demo-mode.ts); the others answer 403. */
    openInDemo?: true;
  }
}

export const DEMO_MODE_REFUSAL = 'This server runs the demo, which keeps its data in the browser.';

/** The server's own calls and pages; the web app's files and the API docs stay open. */
const isGuarded = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs') && url !== '/api/openapi.json') ||
  url.startsWith('/d/') ||
  url.startsWith('/q/');

/** Registered before the auth plugin, so a refused call never looks its token up. */
export function registerDemoMode(app: FastifyInstance, demoMode: boolean): void {
  if (!demoMode) return;
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const { url, config } = request.routeOptions;
    if (url === undefined || config.openInDemo || !isGuarded(url)) return;
    throw new AppError('demo_mode', DEMO_MODE_REFUSAL);
  });
}
