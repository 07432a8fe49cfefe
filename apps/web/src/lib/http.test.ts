import { STORAGE_KEYS } from '@jobtrack/core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiBaseUrl, registerOwner } from '#web/test/api-helpers.ts';
import { freePort } from '#web/test/net-helpers.ts';
import {
  HttpError,
  NetworkError,
  clearAuthToken,
  createHttpClient,
  isNetworkError,
  readAuthToken,
  storeAuthToken,
} from './http.ts';

afterEach(() => localStorage.clear());

const failure = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

describe('the bearer token in storage (spec §7)', () => {
  it('is stored under auth_token, read back and cleared', () => {
    expect(readAuthToken()).toBeNull();
    storeAuthToken('abc.def');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('abc.def');
    expect(readAuthToken()).toBe('abc.def');
    localStorage.setItem(STORAGE_KEYS.authToken, '"quoted"');
    expect(readAuthToken()).toBe('quoted');
    clearAuthToken();
    expect(readAuthToken()).toBeNull();
  });
});

describe('apiRequest against the real server', () => {
  it('sends the stored token and reads JSON', async () => {
    const owner = await registerOwner();
    localStorage.setItem(STORAGE_KEYS.authToken, owner.token);
    const client = createHttpClient({ baseUrl: apiBaseUrl() });
    const me = await client.request<{ user: { email: string } }>('/api/auth/me');
    expect(me.user.email).toBe(owner.email);
  });

  it("fails with the server's error field as the message, carrying the status", async () => {
    const client = createHttpClient({ baseUrl: apiBaseUrl(), getToken: () => null });
    const error = await failure(client.request('/api/customers'));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).message).toBe('Authentication required');
  });

  it("carries the body's error code, which the UI translates (docs/architecture.md §8)", async () => {
    const owner = await registerOwner();
    const client = createHttpClient({ baseUrl: apiBaseUrl(), getToken: () => null });
    const error = await failure(
      client.request('/api/auth/login', {
        method: 'POST',
        body: { email: owner.email, password: 'not the password' },
      }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).code).toBe('invalid_credentials');
    expect((error as HttpError).retryAfterSeconds).toBeUndefined();
  });

  it('sends a JSON body and reports validation errors by message', async () => {
    const owner = await registerOwner();
    const error = await failure(
      owner.http.request('/api/customers', { method: 'POST', body: { name: '' } }),
    );
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).message).toMatch(/name is required/);
    const created = await owner.http.request<{ name: string }>('/api/customers', {
      method: 'POST',
      body: { name: 'Ana' },
    });
    expect(created.name).toBe('Ana');
  });

  it('marks an unreachable server as a network failure', async () => {
    const client = createHttpClient({ baseUrl: `http://127.0.0.1:${await freePort()}` });
    const error = await failure(client.request('/api/health'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(isNetworkError(error)).toBe(true);
    expect((error as NetworkError).isOffline).toBe(true);
  });
});

describe('failures without a server error field (spec §8)', () => {
  // A stand-in for a proxy or gateway in front of the server, which answers in its own words.
  const answering = (body: string, status: number, statusText: string) =>
    createHttpClient({
      baseUrl: 'https://jobtrack.test',
      getToken: () => 'token-1',
      fetch: async (_input, init) => {
        expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
        return new Response(body, { status, statusText });
      },
    });

  it("reads 'HTTP {status}: {statusText}'", async () => {
    const error = await failure(
      answering('<html>Bad gateway</html>', 502, 'Bad Gateway').request('/x'),
    );
    expect((error as HttpError).message).toBe('HTTP 502: Bad Gateway');
    expect((error as HttpError).status).toBe(502);
  });

  it('uses the fallback when the error field is empty', async () => {
    const error = await failure(
      answering('{"success":false,"error":""}', 500, 'Internal Server Error').request('/x'),
    );
    expect((error as HttpError).message).toBe('HTTP 500: Internal Server Error');
  });

  it('answers undefined for an empty success body', async () => {
    expect(await answering('', 200, 'OK').request('/x')).toBeUndefined();
  });

  it('gives up on a call that takes too long, as a network failure', async () => {
    const client = createHttpClient({
      timeoutMs: 50,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    expect(await failure(client.request('/slow'))).toBeInstanceOf(NetworkError);
  });

  it("passes the caller's own cancellation through as is", async () => {
    const controller = new AbortController();
    const client = createHttpClient({
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('x', 'AbortError')),
          ),
        ),
    });
    const pending = failure(client.request('/slow', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });
});
