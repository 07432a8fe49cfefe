import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the route schemas, at /api/openapi.json and /api/docs. */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'JobTrack API',
        version,
        description:
          'Customers, jobs, payments and dashboard figures for one owner per account. Send the token from /api/auth/login as `Authorization: Bearer <token>`. Every failed call answers `{ "success": false, "error": "…", "code": "…" }`: `error` is the English text, `code` a stable value for the app to translate (429 adds `retry_after_seconds`; 503 `unavailable` while the database cannot be reached, with `retry_after_seconds` and Retry-After). Creates and payments take an optional `Idempotency-Key` header: the same key and request answer the first answer again, the same key with another request 422 `idempotency_key_reused`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
