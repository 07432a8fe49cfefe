import { createHash } from 'node:crypto';
import { authSuccess, loginBody, registerBody, type RegisterBody } from '@jobtrack/core/wire';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireOwner } from '../../plugins/auth.ts';
import { bearer, errors, type ZodApp } from '../../lib/http.ts';
import { addressKey, type Limit } from '../../lib/rate-limit.ts';
import { DEVICE_LIFETIME_MS, type AuthService, type SignInResult } from './auth.service.ts';

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

/**
 * The device cookie (decision 056): issued at a successful sign-in or sign-up, sent back only to
 * the sign-in calls, never readable by scripts. A device that has it is recognised at its next
 * sign-in, so failures from other devices and addresses never hold it back.
 */
export const DEVICE_COOKIE = 'jobtrack_device';
const DEVICE_VALUE = /^[A-Za-z0-9_-]{43}$/;

function deviceOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DEVICE_COOKIE && value && DEVICE_VALUE.test(value)) return value;
  }
  return undefined;
}

/** Sets the device cookie and answers the result without it. */
function withDevice(request: FastifyRequest, reply: FastifyReply, result: SignInResult) {
  const { device, ...answer } = result;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header(
    'Set-Cookie',
    `${DEVICE_COOKIE}=${device}; Path=/api/auth; Max-Age=${DEVICE_LIFETIME_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
  );
  return { success: true as const, ...answer };
}

export function authRoutes(app: ZodApp, service: AuthService, addressLimit: Limit): void {
  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        description:
          'A password on the list of the most common ones answers 400 password_too_common. An e-mail that already has an account answers 409 email_taken. Sets the device cookie (jobtrack_device). Limits (429 with Retry-After): AUTH_RATE_LIMIT sign-ups per address per minute, 5 per e-mail per hour, and 10 "already exists" answers per address per hour, after which every sign-up from that address waits for the hour to end.',
        body: registerBody,
        response: { 201: authSuccess, ...errors(400, 403, 409, 429) },
      },
      config: {
        rateLimit: [
          { key: (request) => `register:${addressKey(request.ip)}`, limit: addressLimit },
          {
            key: (request) => `register-taken:${addressKey(request.ip)}`,
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
      return reply.status(201).send(withDevice(request, reply, result));
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers the bearer token',
        description:
          "Failures are counted per account, per client address and per device (decision 056): an address that failed 5 times for one account within 15 minutes answers 429 account_locked for that account; an address failing on any accounts is slowed (429 rate_limited with Retry-After) after 5 failures in an hour and locked for the hour at 20; an account failed 5 times makes the addresses that failed it wait a growing delay. An address that has not failed, and a device that signed in before (its jobtrack_device cookie, set by a successful sign-in), are never held back by others' failures.",
        body: loginBody,
        response: { 200: authSuccess, ...errors(400, 401, 403, 429) },
      },
      config: {
        rateLimit: [{ key: (request) => `login:${addressKey(request.ip)}`, limit: addressLimit }],
      },
    },
    async (request, reply) => {
      const result = await service.login(request.body, {
        address: addressKey(request.ip),
        device: deviceOf(request),
      });
      return withDevice(request, reply, result);
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
