import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERROR_CODES } from '@jobtrack/core/wire';
import { z } from 'zod';

/** The Fastify instance as route modules see it: zod schemas validate and document each route. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export const errorBody = z
  .object({
    success: z.literal(false),
    error: z.string().describe("The spec's English text; show a translation of code instead"),
    code: z.enum(API_ERROR_CODES).describe('Stable: the app translates it'),
    retry_after_seconds: z
      .number()
      .int()
      .optional()
      .describe('With 429 and 503: the seconds to wait (also in the Retry-After header)'),
  })
  .describe('Every failed call answers this body');

/** The error answers a route documents, by status. */
export const errors = (...statuses: Array<400 | 401 | 403 | 404 | 409 | 429 | 503>) =>
  Object.fromEntries(statuses.map((status) => [status, errorBody]));

export const bearer = [{ bearerAuth: [] }];
