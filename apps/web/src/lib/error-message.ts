// The one way a failure becomes words on screen: an i18n key (and its values), never the text
// of an exception or the server's English `error` (docs/architecture.md §8, issue 10).
import type { ApiErrorCode } from '@jobtrack/core/wire';
import type { TFunction } from 'i18next';
import { DataError } from './data-error.ts';
import { AuthError } from './auth/auth-service.ts';
import { HttpError } from './http.ts';

export type ErrorMessage = { key: string; params?: { count: number } };

export type ErrorFallbacks = {
  /** The screen's own failure text, for a refusal with no code of its own (spec §8). */
  fallback: string;
  /**
   * For what is not a refusal: offline, a network error, a 5xx, an answer that is not what the
   * app expects, or an exception. Defaults to `fallback`.
   */
  unexpected?: string;
};

/** A wait in whole minutes, never 0: 30 s reads "1 minute". */
const minutes = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/** "…later", "…in 1 minute" or "…in {{count}} minutes" (no plural rules needed). */
const waitMessage = (key: string, retryAfterSeconds: number | undefined): ErrorMessage => {
  if (retryAfterSeconds === undefined) return { key };
  const count = minutes(retryAfterSeconds);
  return count === 1 ? { key: `${key}InMinute` } : { key: `${key}InMinutes`, params: { count } };
};

/** The server's refusals that have words of their own; the others take the screen's fallback. */
function codeMessage(code: ApiErrorCode, retryAfterSeconds?: number): ErrorMessage | null {
  switch (code) {
    case 'invalid_credentials':
      return { key: 'auth.invalidCredentials' };
    case 'email_taken':
      return { key: 'auth.emailExists' };
    case 'password_too_common':
      return { key: 'auth.passwordTooCommon' };
    case 'demo_mode':
      return { key: 'errors.demoMode' };
    case 'account_locked':
      return waitMessage('errors.accountLocked', retryAfterSeconds);
    case 'rate_limited':
      return waitMessage('errors.rateLimited', retryAfterSeconds);
    case 'unauthorized':
      return { key: 'errors.sessionExpired' };
    case 'forbidden':
      return { key: 'errors.forbidden' };
    case 'record_deleted':
      return { key: 'errors.recordDeleted' };
    case 'wrong_password':
      return { key: 'errors.wrongPassword' };
    case 'confirmation_mismatch':
      return { key: 'errors.confirmationMismatch' };
    // Quotes (issue 26): the same words as the device's own refusals (DataError).
    case 'quote_answered':
      return { key: 'quotes.answered' };
    case 'quote_expired':
      return { key: 'quotes.expired' };
    case 'quote_not_accepted':
      return { key: 'quotes.notAccepted' };
    // Photos (issue 27): an upload the server refused, storing nothing.
    case 'not_an_image':
      return { key: 'errors.notAnImage' };
    case 'photo_too_large':
      return { key: 'errors.photoTooLarge' };
    case 'storage_full':
      return { key: 'errors.storageFull' };
    default:
      return null;
  }
}

/** The words for a server refusal whose code has its own (a gateway's 429 counts), else null. */
export function refusalMessage(error: HttpError): ErrorMessage | null {
  const code = error.code ?? (error.status === 429 ? 'rate_limited' : undefined);
  return code ? codeMessage(code, error.retryAfterSeconds) : null;
}

/**
 * What to tell the user about `error`: the app's own failures (AuthError, DataError) by their
 * key; a server refusal by its code; anything else by the screen's fallback texts.
 */
export function errorMessage(error: unknown, fallbacks: ErrorFallbacks): ErrorMessage {
  const unexpected = { key: fallbacks.unexpected ?? fallbacks.fallback };
  if (error instanceof AuthError) return { key: error.messageKey };
  if (error instanceof DataError) return { key: error.key };
  if (!(error instanceof HttpError)) return unexpected;
  const known = refusalMessage(error);
  if (known) return known;
  const isRefusal = error.status >= 400 && error.status < 500;
  return isRefusal ? { key: fallbacks.fallback } : unexpected;
}

/** The text of an ErrorMessage in the UI's language. */
export const messageText = (t: TFunction, message: ErrorMessage): string =>
  t(message.key, message.params);

/** `errorMessage` in the UI's language, for a screen that shows a failure where it happens. */
export const errorText = (t: TFunction, error: unknown, fallbacks: ErrorFallbacks): string =>
  messageText(t, errorMessage(error, fallbacks));
