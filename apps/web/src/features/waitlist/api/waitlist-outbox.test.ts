import { STORAGE_KEYS } from '@jobtrack/core';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { readWaitlistEmails } from '#web/lib/auth/session-store.ts';
import { createHttpClient, HttpError, NetworkError, type RequestOptions } from '#web/lib/http.ts';
import { queueWaitlistJoin, readWaitlistOutbox, sendWaitlistOutbox } from './waitlist-outbox.ts';

// The real API server of the web project (src/test/global-setup.ts).
const server = createHttpClient({ baseUrl: inject('apiBaseUrl'), getToken: () => null });
const offline = createHttpClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => null });
const uniqueEmail = () => `owner-${crypto.randomUUID()}@example.com`;

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the waitlist outbox (spec §2: stored locally, sent in the background)', () => {
  it('keeps the e-mail on this browser at once, lowercased, once per address', () => {
    expect(queueWaitlistJoin({ email: 'Owner@Example.com', source: 'landing-page' })).toBe(true);
    expect(queueWaitlistJoin({ email: 'owner@example.com', source: 'landing-page' })).toBe(true);
    expect(readWaitlistEmails()).toEqual(['owner@example.com']);
    expect(readWaitlistOutbox()).toEqual([{ email: 'owner@example.com', source: 'landing-page' }]);
  });

  it('keeps a join made offline, then sends it to the real server once it can', async () => {
    const email = uniqueEmail();
    queueWaitlistJoin({ email, source: 'landing-page' });
    expect(await sendWaitlistOutbox(offline.request)).toBe(1);
    expect(readWaitlistOutbox()).toEqual([{ email, source: 'landing-page' }]);

    expect(await sendWaitlistOutbox(server.request)).toBe(0);
    expect(readWaitlistOutbox()).toEqual([]);
    // The server has it: joining again is the repeat join it answers without a duplicate.
    const again = await server.request<{ success: boolean }>('/api/waitlist', {
      method: 'POST',
      body: { email, source: 'landing-page' },
    });
    expect(again.success).toBe(true);
    expect(readWaitlistEmails()).toEqual([email]);
  });

  it('retries a busy or failing server, drops what it refuses for good', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls: string[] = [];
    const answers: unknown[] = [
      new HttpError(429, 'Too Many Requests'),
      new HttpError(503, 'Service Unavailable'),
      new NetworkError('offline'),
      new HttpError(400, 'Bad Request', 'Invalid email'),
      { success: true },
    ];
    const request = <T>(_path: string, options?: RequestOptions): Promise<T> => {
      calls.push((options?.body as { email: string }).email);
      const answer = answers.shift();
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as T);
    };
    queueWaitlistJoin({ email: 'a@example.com', source: 'landing-page' });
    queueWaitlistJoin({ email: 'b@example.com', source: 'landing-page' });
    expect(await sendWaitlistOutbox(request)).toBe(2); // 429: later
    expect(await sendWaitlistOutbox(request)).toBe(2); // 503: later
    expect(await sendWaitlistOutbox(request)).toBe(2); // no connection: later
    expect(await sendWaitlistOutbox(request)).toBe(0); // a refused for good, b accepted
    expect(calls).toEqual([
      'a@example.com',
      'a@example.com',
      'a@example.com',
      'a@example.com',
      'b@example.com',
    ]);
    // The local list keeps both: the visitor joined on this browser either way.
    expect(readWaitlistEmails()).toEqual(['a@example.com', 'b@example.com']);
  });

  it('answers false when this browser cannot keep it', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(queueWaitlistJoin({ email: 'a@example.com', source: 'landing-page' })).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.waitlistEmails)).toBeNull();
  });
});
