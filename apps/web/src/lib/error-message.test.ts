import {
  API_ERROR_CODES,
  API_ERROR_STATUS,
  type ApiErrorBody,
  type ApiErrorCode,
} from '@jobtrack/core/wire';
import { describe, expect, it } from 'vitest';
import { DataError } from './data-error.ts';
import { createTestI18n } from '#web/test/render.tsx';
import { AuthError } from './auth/auth-service.ts';
import { errorMessage, errorText } from './error-message.ts';
import { createHttpClient, HttpError, NetworkError } from './http.ts';

const LOGIN = { fallback: 'auth.loginError' };
const SIGNUP = { fallback: 'auth.signupError', unexpected: 'auth.unexpectedError' };

/** The failure a call answered the way a server or a gateway would, through the real client. */
async function failureOf(body: string, init: ResponseInit): Promise<unknown> {
  const client = createHttpClient({
    baseUrl: 'https://jobtrack.test',
    getToken: () => null,
    fetch: () => Promise.resolve(new Response(body, init)),
  });
  try {
    await client.request('/api/auth/login', { method: 'POST', body: {} });
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

const STATUS = API_ERROR_STATUS;

const apiFailure = (code: ApiErrorCode, retryAfterSeconds?: number) => {
  const body: ApiErrorBody = { success: false, error: 'Some English text', code };
  if (retryAfterSeconds !== undefined) body.retry_after_seconds = retryAfterSeconds;
  return failureOf(JSON.stringify(body), { status: STATUS[code] });
};

describe('HttpError carries the code and the wait of an error body', () => {
  it('reads code and retry_after_seconds from the body', async () => {
    const error = (await apiFailure('account_locked', 600)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect([error.status, error.code, error.retryAfterSeconds]).toEqual([
      429,
      'account_locked',
      600,
    ]);
    expect(error.message).toBe('Some English text');
  });

  it('takes the wait from the Retry-After header when the body has none', async () => {
    const error = (await failureOf('{"success":false,"error":"x","code":"rate_limited"}', {
      status: 429,
      headers: { 'Retry-After': '90' },
    })) as HttpError;
    expect([error.code, error.retryAfterSeconds]).toEqual(['rate_limited', 90]);
  });

  it('ignores a code the app does not know', async () => {
    const error = (await failureOf('{"success":false,"error":"x","code":"brand_new"}', {
      status: 400,
    })) as HttpError;
    expect(error.code).toBeUndefined();
  });
});

describe('errorMessage: every failure as an i18n key', () => {
  it.each<[ApiErrorCode, string]>([
    ['invalid_credentials', 'auth.invalidCredentials'],
    ['email_taken', 'auth.emailExists'],
    ['account_locked', 'errors.accountLocked'],
    ['rate_limited', 'errors.rateLimited'],
    ['unauthorized', 'errors.sessionExpired'],
    ['forbidden', 'errors.forbidden'],
    ['password_too_common', 'auth.passwordTooCommon'],
    ['demo_mode', 'errors.demoMode'],
    ['record_deleted', 'errors.recordDeleted'],
    ['wrong_password', 'errors.wrongPassword'],
    ['confirmation_mismatch', 'errors.confirmationMismatch'],
    // Quotes (issue 26): the words of the device's own refusals.
    ['quote_answered', 'quotes.answered'],
    ['quote_expired', 'quotes.expired'],
    ['quote_not_accepted', 'quotes.notAccepted'],
    // Photos (issue 27): an upload refused.
    ['not_an_image', 'errors.notAnImage'],
    ['photo_too_large', 'errors.photoTooLarge'],
    ['storage_full', 'errors.storageFull'],
    // Refusals without words of their own take the screen's text (spec §8).
    ['validation_failed', 'auth.signupError'],
    ['malformed_body', 'auth.signupError'],
    ['not_found', 'auth.signupError'],
    ['conflict', 'auth.signupError'],
    // The server's own failures are not refusals: the unexpected text.
    ['server_error', 'auth.unexpectedError'],
    ['unavailable', 'auth.unexpectedError'],
  ])('%s -> %s', async (code, key) => {
    expect(errorMessage(await apiFailure(code), SIGNUP)).toEqual({ key });
  });

  it('covers every code of the wire', () => {
    expect(Object.keys(STATUS).sort()).toEqual([...API_ERROR_CODES].sort());
  });

  it('gives the wait in minutes, rounded up, one minute at least', async () => {
    expect(errorMessage(await apiFailure('account_locked', 600), LOGIN)).toEqual({
      key: 'errors.accountLockedInMinutes',
      params: { count: 10 },
    });
    expect(errorMessage(await apiFailure('account_locked', 61), LOGIN)).toEqual({
      key: 'errors.accountLockedInMinutes',
      params: { count: 2 },
    });
    expect(errorMessage(await apiFailure('rate_limited', 30), LOGIN)).toEqual({
      key: 'errors.rateLimitedInMinute',
    });
  });

  it('a network failure (offline, refused, timed out) gives the unexpected text', () => {
    const offline = new NetworkError('Could not reach the server (POST /api/auth/login)');
    expect(errorMessage(offline, LOGIN)).toEqual({ key: 'auth.loginError' });
    expect(errorMessage(offline, SIGNUP)).toEqual({ key: 'auth.unexpectedError' });
  });

  it('a 5xx without a code (a gateway) gives the unexpected text', async () => {
    const gateway = await failureOf('<html>Bad gateway</html>', {
      status: 502,
      statusText: 'Bad Gateway',
    });
    expect((gateway as HttpError).message).toBe('HTTP 502: Bad Gateway');
    expect(errorMessage(gateway, LOGIN)).toEqual({ key: 'auth.loginError' });
    expect(errorMessage(gateway, SIGNUP)).toEqual({ key: 'auth.unexpectedError' });
  });

  it("a gateway's 429 without a code still reads as a rate limit", async () => {
    const error = await failureOf('Too Many Requests', {
      status: 429,
      headers: { 'Retry-After': '120' },
    });
    expect(errorMessage(error, LOGIN)).toEqual({
      key: 'errors.rateLimitedInMinutes',
      params: { count: 2 },
    });
  });

  it('a success that is not JSON gives the unexpected text', async () => {
    const error = await failureOf('<html>captive portal</html>', { status: 200 });
    expect(error).toBeInstanceOf(HttpError);
    expect(errorMessage(error, SIGNUP)).toEqual({ key: 'auth.unexpectedError' });
  });

  it("the app's own failures keep their key; anything else is unexpected", () => {
    expect(errorMessage(new AuthError('auth.noAccount'), LOGIN)).toEqual({
      key: 'auth.noAccount',
    });
    expect(errorMessage(new DataError('demo.cannotImport'), LOGIN)).toEqual({
      key: 'demo.cannotImport',
    });
    expect(errorMessage(new TypeError('x is undefined'), SIGNUP)).toEqual({
      key: 'auth.unexpectedError',
    });
    expect(errorMessage('a string', LOGIN)).toEqual({ key: 'auth.loginError' });
  });
});

describe('errorText: the words in the UI language, never the server text', () => {
  it('reads the lock-out wait in English and Spanish', async () => {
    const locked = await apiFailure('account_locked', 600);
    expect(errorText(createTestI18n('en').t, locked, LOGIN)).toBe(
      'Too many failed sign-in attempts. Please try again in 10 minutes.',
    );
    expect(errorText(createTestI18n('es').t, locked, LOGIN)).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en 10 minutos.',
    );
  });

  it('never shows the English server text in Spanish', async () => {
    const es = createTestI18n('es').t;
    for (const code of API_ERROR_CODES) {
      const text = errorText(es, await apiFailure(code, 120), SIGNUP);
      expect(text).not.toContain('Some English text');
      expect(text).not.toMatch(/please|try again|error occurred/i);
    }
  });
});
