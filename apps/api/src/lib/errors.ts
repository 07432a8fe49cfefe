// Services throw these; one handler (plugins/errors.ts) turns them into HTTP answers.
import type { ApiErrorCode } from '@jobtrack/core/wire';

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

export const notFound = (what: 'Customer' | 'Job' | 'Series' | 'Document') =>
  new AppError('not_found', `${what} not found`);

/** A create for an id this owner deleted before: a retried create must not bring it back. */
export const recordDeleted = (what: 'Customer' | 'Job' | 'Series' | 'Document') =>
  new AppError('record_deleted', `${what} was deleted`);
