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
export const errors = (
  ...statuses: Array<400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503>
) => Object.fromEntries(statuses.map((status) => [status, errorBody]));

export const bearer = [{ bearerAuth: [] }];

/**
 * For routes whose answers are rows of fixed SELECT lists (the lists, by-id reads, the dashboard
 * stats): JSON as is, without zod checking every row again on the way out (issue 12: a quarter
 * of a list's time). The tests keep the check, so a row that drifts from its schema still fails.
 */
export const rowsAsIs = process.env.VITEST
  ? {}
  : { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** Paging of the long lists, documented once (decision 022). */
export const pagingDescription = `Optional paging: with limit the answer holds at most that many records and, while more follow, an ${NEXT_CURSOR_HEADER} header; send its value back as cursor for the next page. Without limit the answer is the whole list.`;

/** The records of a page, with the cursor of the next one in its header. */
export function sendPage<T>(
  reply: { header(name: string, value: string): unknown },
  page: { rows: T[]; next: string | undefined },
): T[] {
  if (page.next) reply.header(NEXT_CURSOR_HEADER, page.next);
  return page.rows;
}

/** The Idempotency-Key header of the routes that take one (plugins/idempotency.ts). */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'must be 1 to 255 visible ASCII characters')
    .optional()
    .describe(
      'Optional, for a client that retries without sending a record id: the same key with the same request answers the first answer again (with Idempotent-Replayed: true); with a different request, 422 idempotency_key_reused. Keys belong to the signed-in owner and are kept 24 hours.',
    ),
});
