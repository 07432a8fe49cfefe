// A fresh owner on the real test server, a device of theirs (the api adapter on its own
// IndexedDB), and a logger that records instead of printing.
import { authSuccess } from '@jobtrack/core/wire';
import { IDBKeyRange, type IDBFactory } from 'fake-indexeddb';
import { inject } from 'vitest';
import { createApiDataSource } from '#web/data/api/api-source.ts';
import type { DataSource } from '#web/data/data-source.ts';
import type { Logger } from '#web/data/shared/data-log.ts';
import type { ShrinkPhoto } from '#web/data/shared/photo-shrink-types.ts';
import { createHttpClient, type HttpClient } from '#web/lib/http.ts';
import { createMemoryStorage, type SafeStorage } from '#web/lib/storage.ts';

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

type DeviceOptions = {
  owner: TestOwner;
  /** The device's IndexedDB: the same one again is the app reloaded on that device. */
  indexedDB: IDBFactory;
  storage?: SafeStorage;
  /** The server's address, or a relay's in front of it (switched off: no connection). */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  logger?: Logger;
  /** Another account on the same device (its own replica). */
  userId?: string;
  /** How a photo is shrunk (the browser's worker is not in Node). */
  shrink?: ShrinkPhoto;
};

/** One device of the owner: the api adapter on its own IndexedDB, against the test server. */
export const ownerDevice = (options: DeviceOptions): DataSource =>
  createApiDataSource({
    http: createHttpClient({
      baseUrl: options.baseUrl ?? apiBaseUrl(),
      getToken: () => options.owner.token,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    }),
    userId: options.userId ?? options.owner.userId,
    storage: options.storage ?? createMemoryStorage(),
    indexedDb: { indexedDB: options.indexedDB, IDBKeyRange },
    logger: options.logger ?? createRecordingLogger(),
    forwardAnalytics: false,
    ...(options.shrink ? { shrink: options.shrink } : {}),
    // The photo uploader's and photo reader's calls take the device's way to the server too.
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

/** A fetch that notes each call the server answered ("PUT /api/jobs/…"), in order. */
export const notingFetch =
  (answered: string[]): typeof globalThis.fetch =>
  async (url, init) => {
    const response = await globalThis.fetch(url, init);
    answered.push(`${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`);
    return response;
  };
