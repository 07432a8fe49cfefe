// The business profile through the data source in every mode (spec §3, §5 Profile, §8), and in
// signed-in mode against the real server (spawned by src/test/global-setup.ts).
import { createDefaultBusinessProfile, type BusinessProfile } from '@jobtrack/core';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '#web/lib/http.ts';
import { createMemoryStorage, type SafeStorage } from '#web/lib/storage.ts';
import {
  apiBaseUrl,
  createRecordingLogger,
  registerOwner,
  type TestOwner,
} from '#web/test/api-helpers.ts';
import { createApiDataSource } from './api/api-source.ts';
import { DataError } from './data-source.ts';
import { createDemoDataSource } from './demo/demo-source.ts';
import { createLocalDataSource } from './local/local-source.ts';
import { profileStorageKey, readLocalProfile, writeLocalProfile } from './shared/profile-store.ts';

let owner: TestOwner;

const profile = (overrides: Partial<BusinessProfile> = {}): BusinessProfile => ({
  ...createDefaultBusinessProfile(),
  businessName: 'Green Valley Landscaping',
  ownerName: 'Alex Johnson',
  email: 'alex@greenvalley.com',
  phone: '(555) 123-4567',
  address: '123 Main Street',
  serviceTypes: ['Lawn Care'],
  ...overrides,
});

/** A device of the owner: its own IndexedDB and browser storage, the same account. */
const device = (
  options: { indexedDB?: IDBFactory; storage?: SafeStorage; baseUrl?: string } = {},
) =>
  createApiDataSource({
    http: createHttpClient({
      baseUrl: options.baseUrl ?? apiBaseUrl(),
      getToken: () => owner.token,
      timeoutMs: 2000,
    }),
    userId: owner.userId,
    storage: options.storage ?? createMemoryStorage(),
    indexedDb: { indexedDB: options.indexedDB ?? new IDBFactory(), IDBKeyRange },
    logger: createRecordingLogger(),
    forwardAnalytics: false,
  });

const serverProfile = () => owner.http.request<{ profile: BusinessProfile | null }>('/api/profile');

beforeEach(async () => {
  owner = await registerOwner();
});

describe('the business profile in signed-in mode (docs/architecture.md §5)', () => {
  it('is null before anything is saved (the screen starts from the account)', async () => {
    const api = device();
    await api.load();
    expect(await api.getProfile()).toBeNull();
  });

  it('a save on one device is what a fresh device loads', async () => {
    const first = device();
    await first.saveProfile(profile({ website: 'https://greenvalley.com' }));
    await first.sync();
    expect(await serverProfile()).toEqual({
      profile: profile({ website: 'https://greenvalley.com' }),
    });
    const fresh = device();
    await fresh.load();
    expect(await fresh.getProfile()).toEqual(profile({ website: 'https://greenvalley.com' }));
  });

  it('a save made offline stays on the device, across a reload, and reaches the server later', async () => {
    const indexedDB = new IDBFactory();
    const offline = device({ indexedDB, baseUrl: 'http://127.0.0.1:9' });
    await offline.saveProfile(profile({ businessName: 'Offline Co' }));
    await offline.sync();
    expect(offline.syncState().pending).toBe(1);

    const reloaded = device({ indexedDB });
    expect(await reloaded.getProfile()).toMatchObject({ businessName: 'Offline Co' });
    await reloaded.sync();
    expect(reloaded.syncState().pending).toBe(0);
    expect((await serverProfile()).profile).toMatchObject({ businessName: 'Offline Co' });
  });

  it('a profile the server would refuse is an error, and the earlier copy stays', async () => {
    const api = device();
    await api.saveProfile(profile());
    await api.sync();
    const refused = profile({ serviceTypes: Array.from({ length: 17 }, (_, i) => `S${i}`) });
    await expect(api.saveProfile(refused)).rejects.toEqual(
      new DataError('profile.saveFailed', 'Failed to save profile. Please try again.'),
    );
    expect(await api.getProfile()).toEqual(profile());
    expect(api.syncState().pending).toBe(0);
    expect(await serverProfile()).toEqual({ profile: profile() });
  });

  it('carries over a profile an earlier build kept in browser storage, unsent', async () => {
    const storage = createMemoryStorage();
    writeLocalProfile(
      owner.userId,
      { profile: profile({ businessName: 'Old Build' }), synced: false },
      storage,
    );
    const api = device({ storage });
    expect(await api.getProfile()).toMatchObject({ businessName: 'Old Build' });
    await api.sync();
    expect((await serverProfile()).profile).toMatchObject({ businessName: 'Old Build' });
    expect(storage.getJSON(profileStorageKey(owner.userId))).toBeNull();
  });

  it('another owner never sees it', async () => {
    const api = device();
    await api.saveProfile(profile());
    await api.sync();
    const other = await registerOwner();
    expect(await other.http.request('/api/profile')).toEqual({ profile: null });
  });
});

describe('the business profile in demo and waitlist modes', () => {
  it('stays on the device, per user', async () => {
    const storage = createMemoryStorage();
    const local = createLocalDataSource({ storage, userId: 'tester' });
    expect(await local.getProfile()).toBeNull();
    await local.saveProfile(profile());
    expect(await local.getProfile()).toEqual(profile());
    expect(readLocalProfile('tester', storage)).toEqual({ profile: profile(), synced: true });
    expect(await createLocalDataSource({ storage, userId: 'someone' }).getProfile()).toBeNull();
  });

  it('reads back only a copy with the profile’s shape', async () => {
    const storage = createMemoryStorage();
    const key = profileStorageKey('tester');
    storage.setJSON(key, {
      profile: { ...profile(), profileImage: 'data:image/png;base64,AA' },
      synced: true,
    });
    expect(readLocalProfile('tester', storage)?.profile.profileImage).toBe(
      'data:image/png;base64,AA',
    );
    const { businessHours: _hours, ...withoutHours } = profile();
    for (const broken of [
      { profile: withoutHours, synced: true },
      { profile: { ...profile(), serviceTypes: 'Lawn care' }, synced: true },
      {
        profile: { ...profile(), pricing: { ...profile().pricing, hourlyRate: '50' } },
        synced: true,
      },
      { profile: { ...profile(), paymentInstructions: 5 }, synced: true },
      { profile: profile() },
      'not a profile',
    ]) {
      storage.setJSON(key, broken);
      expect(readLocalProfile('tester', storage)).toBeNull();
      expect(await createLocalDataSource({ storage, userId: 'tester' }).getProfile()).toBeNull();
    }
  });

  it("a demo save the browser refuses says 'Demo mode: Profile changes are saved locally only.'", async () => {
    const full: SafeStorage = { ...createMemoryStorage(), setJSON: () => false };
    const demo = createDemoDataSource({ storage: full, userId: 'demo-user' });
    const error = await demo.saveProfile(profile()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).key).toBe('profile.demoSaveFailed');
    expect((error as DataError).message).toBe('Demo mode: Profile changes are saved locally only.');
    const local = createLocalDataSource({ storage: full, userId: 'tester' });
    await expect(local.saveProfile(profile())).rejects.toMatchObject({ key: 'profile.saveFailed' });
  });
});
