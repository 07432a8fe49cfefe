import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import type { ZodApp } from '../../lib/http.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../plugins/errors.ts';

const runtimeSettings = z.object({
  demoMode: z.boolean(),
  demoCredentials: z.object({ email: z.string(), password: z.string() }).nullable(),
  version: z.string(),
  buildHash: z.string(),
  publicUrl: z.string(),
});

export function systemRoutes(app: ZodApp, config: Config, db: Db): void {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness, with a database round trip',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok'), engine: z.string() }),
          503: z.object({ status: z.literal('error'), database: z.literal('unavailable') }),
        },
      },
      config: { openInDemo: true },
    },
    async (request, reply) => {
      try {
        await db.query('SELECT 1');
        return { status: 'ok' as const, database: 'ok' as const, engine: db.engine };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply
          .status(503)
          .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
          .send({ status: 'error' as const, database: 'unavailable' as const });
      }
    },
  );

  app.get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Runtime settings for the web app (nothing secret)',
        description:
          'The demo credentials are given only in demo mode, where the sign-in page shows them.',
        response: { 200: runtimeSettings },
      },
      config: { openInDemo: true },
    },
    (request) => ({
      demoMode: config.demoMode,
      demoCredentials: config.demoMode
        ? { email: config.demoEmail, password: config.demoPassword }
        : null,
      version: config.version,
      buildHash: config.buildHash,
      // Unset: the address this request came to (behind a proxy, as TRUST_PROXY lets it read).
      publicUrl: config.publicUrl ?? `${request.protocol}://${request.host}`,
    }),
  );
}
