import { STORAGE_KEYS } from '@jobtrack/core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { RequestOptions } from '#web/lib/http.ts';
import { createHttpClient, HttpError } from '#web/lib/http.ts';
import { readWaitlistEmails } from '#web/lib/auth/session-store.ts';
import { JOIN_FAILED_KEY, joinWaitlist } from './join-waitlist.ts';

// The real API server of the web project (src/test/global-setup.ts).
const server = createHttpClient({ baseUrl: inject('apiBaseUrl'), getToken: () => null });
const uniqueEmail = () => `owner-${crypto.randomUUID()}@example.com`;

afterEach(() => localStorage.clear());

describe('joinWaitlist', () => {
  it('joins, answers the server message, and keeps the e-mail in this browser', async () => {
    const email = uniqueEmail();
    const result = await joinWaitlist(
      { email, businessType: 'Landscaping', source: 'demo-mode' },
      server.request,
    );
    expect(result).toEqual({ success: true, message: expect.any(String) });
    expect(readWaitlistEmails()).toEqual([email]);
  });

  it('succeeds again for an e-mail already on the list', async () => {
    const email = uniqueEmail();
    await joinWaitlist({ email, source: 'landing-page' }, server.request);
    const again = await joinWaitlist({ email, source: 'landing-page' }, server.request);
    expect(again.success).toBe(true);
    expect(readWaitlistEmails()).toEqual([email]);
  });

  it('posts only the fields the strict server schema knows, without an empty business type', async () => {
    const calls: { path: string; options: RequestOptions | undefined }[] = [];
    const request = <T>(path: string, options?: RequestOptions) => {
      calls.push({ path, options });
      return Promise.resolve({ success: true, message: 'ok' } as T);
    };
    await joinWaitlist({ email: 'a@b.co', businessType: '', source: 'landing-page' }, request);
    expect(calls).toEqual([
      {
        path: '/api/waitlist',
        options: { method: 'POST', body: { email: 'a@b.co', source: 'landing-page' } },
      },
    ]);
  });

  it("answers the server's refusal as { success: false }, never its English text, and stores nothing", async () => {
    const result = await joinWaitlist(
      { email: 'not-an-email', source: 'demo-mode' },
      server.request,
    );
    expect(result).toEqual({ success: false });
    expect(localStorage.getItem(STORAGE_KEYS.waitlistEmails)).toBeNull();
  });

  it('answers a rate limit in the words of the app, with the wait', async () => {
    const request = () =>
      Promise.reject(
        new HttpError(429, 'Too Many Requests', 'Too many requests. Please try again later.', {
          code: 'rate_limited',
          retryAfterSeconds: 300,
        }),
      );
    await expect(
      joinWaitlist({ email: uniqueEmail(), source: 'demo-mode' }, request),
    ).resolves.toEqual({
      success: false,
      error: { key: 'errors.rateLimitedInMinutes', params: { count: 5 } },
    });
  });

  it('answers { success: false } without an error when the server sent no message', async () => {
    const request = () => Promise.reject(new HttpError(502, 'Bad Gateway'));
    await expect(
      joinWaitlist({ email: uniqueEmail(), source: 'demo-mode' }, request),
    ).resolves.toEqual({
      success: false,
    });
  });

  it('throws the API-failure message when the server cannot be reached', async () => {
    const offline = createHttpClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => null });
    await expect(
      joinWaitlist({ email: uniqueEmail(), source: 'demo-mode' }, offline.request),
    ).rejects.toMatchObject({ name: 'DataError', key: JOIN_FAILED_KEY });
    expect(readWaitlistEmails()).toEqual([]);
  });
});
