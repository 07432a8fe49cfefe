// The one way the web app talks to the server (spec §7): JSON over HTTP, the bearer token from
// storage, and failures that carry the server's stable error code (docs/architecture.md §8); the UI turns
// them into its own words with lib/error-message.ts.
import { STORAGE_KEYS } from '@jobtrack/core';
import { isApiErrorCode, type ApiErrorCode } from '@jobtrack/core/wire';
import { safeStorage, type SafeStorage } from './storage.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Outlives the page: a background report (analytics) still arrives when the page is left. */
  keepalive?: boolean;
};

export type HttpErrorDetails = {
  /** The body's `code`, when it is one the app knows. */
  code?: ApiErrorCode | undefined;
  /** The body's `retry_after_seconds`, else the Retry-After header (seconds). */
  retryAfterSeconds?: number | undefined;
};

/**
 * The server answered with a failure status. The message is the server's `error` (spec §8),
 * for logs only: what the user reads comes from `code` (lib/error-message.ts).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly code: ApiErrorCode | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    statusText: string,
    message?: string,
    details: HttpErrorDetails = {},
  ) {
    super(message || `HTTP ${status}: ${statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.code = details.code;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** The server could not be reached at all (offline, refused, timed out). */
export class NetworkError extends Error {
  readonly isOffline = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

export const isNetworkError = (error: unknown): error is NetworkError =>
  error instanceof NetworkError;

export type HttpClient = {
  readonly baseUrl: string;
  /** The bearer token sent with each call, or null when signed out. */
  getToken(): string | null;
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
};

export type HttpClientOptions = {
  /** '' (the default) is the app's own origin, which also serves the API (docs/architecture.md §1). */
  baseUrl?: string;
  getToken?: () => string | null;
  fetch?: typeof fetch;
  /** A call that takes longer is abandoned as a network failure. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 20_000;

/** The stored bearer token (spec §7: local storage, `auth_token`). */
export const readAuthToken = (storage: SafeStorage = safeStorage): string | null => {
  const raw = storage.getString(STORAGE_KEYS.authToken)?.trim();
  if (!raw) return null;
  // Tolerates a token stored as a JSON string by an older build.
  if (raw.startsWith('"') && raw.endsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      return typeof parsed === 'string' && parsed !== '' ? parsed : null;
    } catch {
      return null;
    }
  }
  return raw;
};

export const storeAuthToken = (token: string, storage: SafeStorage = safeStorage): boolean =>
  storage.setString(STORAGE_KEYS.authToken, token);

export const clearAuthToken = (storage: SafeStorage = safeStorage): void =>
  storage.remove(STORAGE_KEYS.authToken);

const errorField = (body: unknown, field: 'error' | 'code'): string | undefined => {
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

const seconds = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

/** The code and the wait of an error body `{ success: false, error, code, retry_after_seconds }`. */
const errorDetails = (body: unknown, headers: Headers): HttpErrorDetails => {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const header = headers.get('Retry-After')?.trim();
  // Retry-After may also be an HTTP date; only the seconds form is read.
  const headerSeconds = header && /^\d+$/.test(header) ? Number(header) : undefined;
  return {
    code: isApiErrorCode(fields.code) ? fields.code : undefined,
    retryAfterSeconds: seconds(fields.retry_after_seconds) ?? headerSeconds,
  };
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const createHttpClient = ({
  baseUrl = '',
  getToken = () => readAuthToken(),
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: HttpClientOptions = {}): HttpClient => {
  const root = baseUrl.replace(/\/$/, '');

  const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
    const { method = 'GET', body, signal, headers: extraHeaders, keepalive } = options;
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetchImpl(`${root}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        ...(keepalive ? { keepalive } : {}),
      });
    } catch (error) {
      // The caller's own cancellation is not a connectivity problem; let it through as is.
      if (signal?.aborted) throw error;
      throw new NetworkError(`Could not reach the server (${method} ${path})`, { cause: error });
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new NetworkError(`The connection broke while reading ${method} ${path}`, {
        cause: error,
      });
    }
    // 304: the caller asked with If-None-Match and nothing changed; there is no body.
    if (response.status === 304) return undefined as T;
    const data = text === '' ? undefined : parseJson(text);
    if (!response.ok) {
      throw new HttpError(
        response.status,
        response.statusText,
        errorField(data, 'error'),
        errorDetails(data, response.headers),
      );
    }
    if (text !== '' && data === undefined) {
      throw new HttpError(response.status, response.statusText, 'The server sent invalid JSON');
    }
    return data as T;
  };

  return { baseUrl: root, getToken, request };
};

/** The app's client: same origin, token from storage. */
export const httpClient = createHttpClient();

export const apiRequest = <T = unknown>(path: string, options?: RequestOptions): Promise<T> =>
  httpClient.request<T>(path, options);
