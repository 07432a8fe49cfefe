// Services throw these; one handler (plugins/errors.ts) turns them into HTTP answers.
import type { ApiErrorCode } from '@jobtrack/core/wire';

/** Each stable code of the wire (DESIGN.md §8) answers one HTTP status. */
export const STATUS_BY_CODE: Record<ApiErrorCode, number> = {
  validation_failed: 400,
  malformed_body: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  email_taken: 409,
  record_deleted: 409,
  conflict: 409,
  account_locked: 429,
  rate_limited: 429,
  server_error: 500,
  unavailable: 503,
};

export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: 'Customer' | 'Job') =>
  new AppError('not_found', `${what} not found`);

/** A create for an id this owner deleted before: a retried create must not bring it back. */
export const recordDeleted = (what: 'Customer' | 'Job') =>
  new AppError('record_deleted', `${what} was deleted`);
