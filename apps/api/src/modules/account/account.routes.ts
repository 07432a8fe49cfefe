import { changePasswordBody, deleteAccountBody } from '@jobtrack/core/wire';
import { z } from 'zod';
import { bearer, errors, type ZodApp } from '../../lib/http.ts';
import type { Limit } from '../../lib/rate-limit.ts';
import { requireOwner } from '../../plugins/auth.ts';
import type { AccountService } from './account.service.ts';

const tags = ['account'];
const done = z.object({ success: z.literal(true) });

/** Current-password checks per account: a stolen token cannot guess the password quickly. */
export const PASSWORD_CHANGE_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };

export function accountRoutes(app: ZodApp, service: AccountService): void {
  app.post(
    '/api/account/password',
    {
      schema: {
        tags,
        summary: 'Change the password; every other device is signed out',
        description:
          'Takes the current password and the new one (at least 6 characters, not one of the most common: 400 password_too_common). A wrong current password answers 403 wrong_password and changes nothing. Every token of the account but the one of this request stops working at once. 10 attempts per account per 15 minutes (429).',
        security: bearer,
        body: changePasswordBody,
        response: { 200: done, ...errors(400, 401, 403, 429) },
      },
      config: {
        rateLimit: [
          {
            key: (request) => `account-password:${request.owner?.id ?? request.ip}`,
            limit: PASSWORD_CHANGE_LIMIT,
          },
        ],
      },
    },
    async (request) => {
      const owner = requireOwner(request);
      await service.changePassword(owner, request.bearerToken!, request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/api/account/sign-out-everywhere',
    {
      schema: {
        tags,
        summary: 'Sign out on all devices, this one included',
        description: 'Every token of the account stops working at once; sign in again after it.',
        security: bearer,
        response: { 200: done, ...errors(401) },
      },
    },
    async (request) => {
      await service.signOutEverywhere(requireOwner(request));
      return { success: true as const };
    },
  );

  app.delete(
    '/api/account',
    {
      schema: {
        tags,
        summary: 'Delete the account and everything it owns',
        description:
          "The body names the account's e-mail to confirm (400 confirmation_mismatch otherwise, nothing removed). Removes every customer, job, series, payment, invoice and receipt (their share links end), the business profile and its logo, and every token. The server's automatic backups of the embedded database still hold it until they are replaced (7 days).",
        security: bearer,
        body: deleteAccountBody,
        response: { 200: done, ...errors(400, 401) },
      },
    },
    async (request) => {
      await service.deleteAccount(requireOwner(request), request.body.email);
      return { success: true as const };
    },
  );
}
