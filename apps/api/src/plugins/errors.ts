import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERROR_STATUS, type ApiErrorBody, type ApiErrorCode } from '@jobtrack/core/wire';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { AppError } from '../lib/errors.ts';

/** Every error body: the spec's text, and the stable code the app translates (docs/architecture.md §8). */
export const errorBody = (
  code: ApiErrorCode,
  error: string,
  retryAfterSeconds?: number,
): ApiErrorBody =>
  retryAfterSeconds === undefined
    ? { success: false, error, code }
    : { success: false, error, code, retry_after_seconds: retryAfterSeconds };

/**
 * How long a client waits before retrying while the database cannot be reached: a restart of
 * PostgreSQL takes seconds, and the pool reconnects on the next call by itself.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own 4xx codes, answered with a safe message of ours. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
};

/** Any other 4xx the framework raises, by status; a body it cannot read is malformed. */
const CODE_BY_STATUS: Partial<Record<number, ApiErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};

/**
 * The one error boundary: domain errors map to their status, validation to 400, an unreachable
 * database to 503, anything else to a 500 whose body carries no internals (the whole error goes
 * to the log).
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: { spaFallback: boolean },
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      return reply
        .status(API_ERROR_STATUS[error.code])
        .send(errorBody(error.code, error.message, error.retryAfterSeconds));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const message = first?.message ?? 'Invalid request';
      return reply
        .status(400)
        .send(errorBody('validation_failed', where ? `${where}: ${message}` : message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return reply.status(400).send(errorBody('malformed_body', 'Malformed JSON body'));
      }
      return reply
        .status(status)
        .send(errorBody(CODE_BY_STATUS[status] ?? 'malformed_body', known ?? error.message));
    }
    if (isDatabaseUnavailable(error)) {
      // One short line per refused request: an outage must not flood the log with stacks.
      const { code, message } = error as { code?: unknown; message?: unknown };
      request.log.warn({ code, message }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send(
          errorBody(
            'unavailable',
            'The service is unavailable. Please try again later.',
            UNAVAILABLE_RETRY_AFTER_SECONDS,
          ),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(errorBody('server_error', 'Something went wrong. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (options.spaFallback && request.method === 'GET' && !path.startsWith('/api/')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody('not_found', `Route ${request.method} ${path} not found`));
  });
}
