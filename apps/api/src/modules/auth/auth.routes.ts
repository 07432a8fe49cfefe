import { createHash } from 'node:crypto';
import { authSuccess, loginBody, registerBody, type RegisterBody } from '@jobtrack/core/wire';
import { z } from 'zod';
import { requireOwner } from '../../plugins/auth.ts';
import { bearer, errors, type ZodApp } from '../../lib/http.ts';
import type { Limit } from '../../lib/rate-limit.ts';
import type { AuthService } from './auth.service.ts';

/**
 * Sign-up limits beyond the per-address one (decision 019): "already exists" tells whether an
 * e-mail has an account, so one address gets few such answers, and one e-mail few attempts.
 */
export const SIGN_UP_LIMITS = {
  /** Sign-ups for one e-mail, from any address, per hour. */
  perEmail: { max: 5, windowMs: 60 * 60_000 },
  /** "Already exists" answers per address per hour; past them every sign-up from it waits. */
  takenPerAddress: { max: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/** Rate-limit rows name an e-mail by its hash, so the table keeps no addresses. */
const emailKey = (email: string) => createHash('sha256').update(email).digest('hex');

export function authRoutes(app: ZodApp, service: AuthService, addressLimit: Limit): void {
  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        description:
          'An e-mail that already has an account answers 409 email_taken. Limits (429 with Retry-After): AUTH_RATE_LIMIT sign-ups per address per minute, 5 per e-mail per hour, and 10 "already exists" answers per address per hour, after which every sign-up from that address waits for the hour to end.',
        body: registerBody,
        response: { 201: authSuccess, ...errors(400, 409, 429) },
      },
      config: {
        rateLimit: [
          { key: (request) => `register:${request.ip}`, limit: addressLimit },
          {
            key: (request) => `register-taken:${request.ip}`,
            limit: SIGN_UP_LIMITS.takenPerAddress,
            countOnly: 'email_taken',
          },
          {
            key: (request) => `register-email:${emailKey((request.body as RegisterBody).email)}`,
            limit: SIGN_UP_LIMITS.perEmail,
          },
        ],
      },
    },
    async (request, reply) => {
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
      config: { rateLimit: [{ key: (request) => `login:${request.ip}`, limit: addressLimit }] },
    },
    async (request) => ({ success: true as const, ...(await service.login(request.body)) }),
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
