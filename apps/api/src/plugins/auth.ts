import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '@jobtrack/core/wire';
import { AppError } from '../lib/errors.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    owner: AuthUser | undefined;
    bearerToken: string | undefined;
    /** The owner's change number, when a hook already read it for this request (decision 036). */
    ownerVersion: number | undefined;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_\-.~+/]+=*)$/;

/** Reads the bearer token (spec §7) and the account it belongs to, once per request. */
export function registerAuth(app: FastifyInstance, authService: AuthService): void {
  app.decorateRequest('owner', undefined);
  app.decorateRequest('bearerToken', undefined);
  app.decorateRequest('ownerVersion', undefined);
  app.addHook('onRequest', async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1] || match[1].length > 200) return;
    request.bearerToken = match[1];
    request.owner = await authService.authenticate(match[1]);
  });
}

/** The signed-in owner, or a 401 for a missing, unknown, expired or revoked token. */
export function requireOwner(request: FastifyRequest): AuthUser {
  if (!request.owner) {
    throw new AppError(
      'unauthorized',
      request.bearerToken
        ? 'Your session has expired. Please sign in again.'
        : 'Authentication required',
    );
  }
  return request.owner;
}
