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

export const notFound = (what: RecordName) => new AppError('not_found', `${what} not found`);

/** A create for an id this owner deleted before: a retried create must not bring it back. */
export const recordDeleted = (what: RecordName) =>
  new AppError('record_deleted', `${what} was deleted`);

type RecordName = 'Customer' | 'Job' | 'Series' | 'Document' | 'Payment' | 'Quote' | 'Photo';

/** The record a read or write found, or the 404 of its kind. */
export function found<T>(record: T | undefined, what: RecordName): T {
  if (record === undefined) throw notFound(what);
  return record;
}

/** A create's answer, or 409 record_deleted when the owner deleted that id before. */
export function notDeleted<T>(answer: T | 'deleted', what: RecordName): T {
  if (answer === 'deleted') throw recordDeleted(what);
  return answer;
}
