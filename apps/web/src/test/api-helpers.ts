// A fresh owner on the real test server, and a logger that records instead of printing.
import { authSuccess } from '@jobtrack/core/wire';
import { inject } from 'vitest';
import { createHttpClient, type HttpClient } from '#web/lib/http.ts';
import type { Logger } from '#web/data/shared/data-log.ts';

export type TestOwner = { userId: string; token: string; email: string; http: HttpClient };

export const apiBaseUrl = (): string => inject('apiBaseUrl');

/** Registers a new account through POST /api/auth/register (spec §7). */
export const registerOwner = async (baseUrl = apiBaseUrl()): Promise<TestOwner> => {
  const email = `owner-${crypto.randomUUID()}@example.com`;
  const anonymous = createHttpClient({ baseUrl, getToken: () => null });
  const answer = authSuccess.parse(
    await anonymous.request('/api/auth/register', {
      method: 'POST',
      body: { name: 'Test Owner', email, password: 'correct horse battery' },
    }),
  );
  return {
    userId: answer.user.id,
    token: answer.token,
    email,
    http: createHttpClient({ baseUrl, getToken: () => answer.token }),
  };
};

export type RecordingLogger = Logger & {
  warnings: { message: string; detail: unknown }[];
  errors: { message: string; detail: unknown }[];
};

export const createRecordingLogger = (): RecordingLogger => {
  const warnings: RecordingLogger['warnings'] = [];
  const errors: RecordingLogger['errors'] = [];
  return {
    warnings,
    errors,
    warn: (message, detail) => void warnings.push({ message, detail }),
    error: (message, detail) => void errors.push({ message, detail }),
  };
};
