import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  .object({ success: z.literal(false), error: z.string() })
  .describe('Every failed call answers this body');

/** The error answers a route documents, by status. */
export const errors = (...statuses: Array<400 | 401 | 403 | 404 | 409 | 429>) =>
  Object.fromEntries(statuses.map((status) => [status, errorBody]));

export const bearer = [{ bearerAuth: [] }];
