import { authSuccess, loginBody, registerBody } from '@jobtrack/core/wire';
import { z } from 'zod';
import type { Queryable } from '../../db/db.ts';
import { requireOwner } from '../../plugins/auth.ts';
import { bearer, errors, type ZodApp } from '../../lib/http.ts';
import { hitRateLimit, type Limit } from '../../lib/rate-limit.ts';
import type { AuthService } from './auth.service.ts';

export function authRoutes(
  app: ZodApp,
  service: AuthService,
  db: Queryable,
  addressLimit: Limit,
): void {
  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: registerBody,
        response: { 201: authSuccess, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await hitRateLimit(db, `register:${request.ip}`, addressLimit);
      const result = await service.register(request.body);
      return reply.status(201).send({ success: true as const, ...result });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers the bearer token',
        description:
          'After 5 failed sign-ins for one e-mail within 15 minutes the account answers 429 with Retry-After.',
        body: loginBody,
        response: { 200: authSuccess, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      await hitRateLimit(db, `login:${request.ip}`, addressLimit);
      return { success: true as const, ...(await service.login(request.body)) };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the bearer token',
        security: bearer,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      if (request.bearerToken) await service.logout(request.bearerToken);
      return { success: true as const };
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account',
        security: bearer,
        response: { 200: z.object({ user: authSuccess.shape.user }), ...errors(401) },
      },
    },
    async (request) => ({ user: requireOwner(request) }),
  );
}
