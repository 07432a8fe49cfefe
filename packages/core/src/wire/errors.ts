// The stable codes of the API's error bodies (docs/architecture.md §8): `{ success: false, error, code }`.
// The app shows a translation of the code, never the server's English `error` text.

export const API_ERROR_CODES = [
  /** The body or query failed the schema (400). */
  'validation_failed',
  /**
   * The request cannot be read: the body is not JSON, is empty, too large or of another content
   * type, or the URL is malformed or too long (400, 413, 414, 415).
   */
  'malformed_body',
  /** No token, or an expired or revoked one (401). */
  'unauthorized',
  /** Wrong e-mail or password at sign-in (401). */
  'invalid_credentials',
  /** A sign-up or new password on the list of the most common passwords (400). */
  'password_too_common',
  /** Admin calls without the right password (403). */
  'forbidden',
  /** A call the server refuses in demo mode, where the demo lives in the browser (403). */
  'demo_mode',
  /** A password change whose current password is wrong (403; the session stays). */
  'wrong_password',
  /** Deleting the account with an e-mail that is not the account's (400). */
  'confirmation_mismatch',
  /** The record or route does not exist for this owner (404). */
  'not_found',
  /** Sign-up with an e-mail that already has an account (409). */
  'email_taken',
  /** A create for an id this owner deleted before (409): the record is gone for good. */
  'record_deleted',
  /** Any other conflict with what is stored (409). */
  'conflict',
  /** A quote the customer already answered: the owner cannot change it, nor the customer re-answer it otherwise (409). */
  'quote_answered',
  /** A quote past its valid-until day: the customer can no longer answer it (409). */
  'quote_expired',
  /** Making work from, or linking work to, a quote the customer has not accepted (409). */
  'quote_not_accepted',
  /** An uploaded photo file whose bytes are not a JPEG, WebP or PNG image (415). */
  'not_an_image',
  /** An uploaded photo file over its limit: 2 MB an image, 200 KB a thumbnail, 100 KB a signature (413). */
  'photo_too_large',
  /** The owner's storage for photos is full (413): delete photos to make room. */
  'storage_full',
  /** An Idempotency-Key sent again with a different request (422). */
  'idempotency_key_reused',
  /** Too many failed sign-ins: locked for `retry_after_seconds` (429). */
  'account_locked',
  /** Too many calls from this address: try again after `retry_after_seconds` (429). */
  'rate_limited',
  /** Something failed on the server (500). */
  'server_error',
  /** The database cannot be reached right now (503). */
  'unavailable',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The one HTTP status each code answers with (the server sends it; the app's tests fake it). */
export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  validation_failed: 400,
  malformed_body: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  password_too_common: 400,
  forbidden: 403,
  demo_mode: 403,
  wrong_password: 403,
  confirmation_mismatch: 400,
  not_found: 404,
  email_taken: 409,
  record_deleted: 409,
  conflict: 409,
  quote_answered: 409,
  quote_expired: 409,
  quote_not_accepted: 409,
  not_an_image: 415,
  photo_too_large: 413,
  storage_full: 413,
  idempotency_key_reused: 422,
  account_locked: 429,
  rate_limited: 429,
  server_error: 500,
  unavailable: 503,
};

/** Every error body of the API. `retry_after_seconds` comes with 429 and 503 (and Retry-After). */
export type ApiErrorBody = {
  success: false;
  error: string;
  code: ApiErrorCode;
  retry_after_seconds?: number;
};

export const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
