// The profile's server copy, against the real server (spawned by src/test/global-setup.ts).
import { createDefaultBusinessProfile, type BusinessProfile, type User } from '@jobtrack/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../lib/http.ts';
import { createMemoryStorage, type SafeStorage } from '../../../lib/storage.ts';
import { apiBaseUrl, registerOwner, type TestOwner } from '../../../test/api-helpers.ts';
import { readLocalProfile } from './profile-store.ts';
import {
  loadProfile,
  ProfileSaveError,
  saveProfile,
  startingProfile,
  type ProfileContext,
} from './profile-sync.ts';

const quiet = () => undefined;
let owner: TestOwner;
let user: User;

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

/** A device of the owner: its own browser storage, the same account. */
const device = (storage: SafeStorage = createMemoryStorage()): ProfileContext => ({
  mode: 'api',
  user,
  http: owner.http,
  storage,
  warn: quiet,
});

beforeEach(async () => {
  owner = await registerOwner();
  user = {
    id: owner.userId,
    email: owner.email,
    name: 'Test Owner',
    createdAt: new Date().toISOString(),
  };
});

describe('the business profile in signed-in mode (DESIGN.md §5)', () => {
  it('starts from the account before anything is saved', async () => {
    expect(await loadProfile(device())).toEqual(startingProfile(user));
    expect(startingProfile(user)).toMatchObject({
      ownerName: 'Test Owner',
      email: owner.email,
      pricing: { hourlyRate: 75 },
    });
  });

  it('a save on one device is what a fresh device loads', async () => {
    await saveProfile(device(), profile({ website: 'https://greenvalley.com' }));
    const fresh = createMemoryStorage();
    expect(await loadProfile(device(fresh))).toEqual(
      profile({ website: 'https://greenvalley.com' }),
    );
    expect(readLocalProfile(user.id, fresh)).toEqual({
      profile: profile({ website: 'https://greenvalley.com' }),
      synced: true,
    });
  });

  it('a save made offline stays on the device and reaches the server on the next visit', async () => {
    const storage = createMemoryStorage();
    const offline = createHttpClient({
      baseUrl: 'http://127.0.0.1:9',
      getToken: () => owner.token,
      timeoutMs: 2000,
    });
    await saveProfile(
      { ...device(storage), http: offline },
      profile({ businessName: 'Offline Co' }),
    );
    expect(readLocalProfile(user.id, storage)?.synced).toBe(false);
    expect(await loadProfile({ ...device(storage), http: offline })).toMatchObject({
      businessName: 'Offline Co',
    });

    expect(await loadProfile(device(storage))).toMatchObject({ businessName: 'Offline Co' });
    expect(readLocalProfile(user.id, storage)?.synced).toBe(true);
    expect(await loadProfile(device())).toMatchObject({ businessName: 'Offline Co' });
  });

  it('a profile the server refuses is an error, and the earlier copy stays', async () => {
    const storage = createMemoryStorage();
    await saveProfile(device(storage), profile());
    const refused = profile({ serviceTypes: Array.from({ length: 17 }, (_, i) => `S${i}`) });
    await expect(saveProfile(device(storage), refused)).rejects.toEqual(
      new ProfileSaveError('profile.saveFailed'),
    );
    expect(readLocalProfile(user.id, storage)).toEqual({ profile: profile(), synced: true });
    expect(await loadProfile(device())).toEqual(profile());
  });

  it('another owner never sees it', async () => {
    await saveProfile(device(), profile());
    const other = await registerOwner();
    const answer = await createHttpClient({
      baseUrl: apiBaseUrl(),
      getToken: () => other.token,
    }).request('/api/profile');
    expect(answer).toEqual({ profile: null });
  });
});

describe('the business profile in demo and waitlist modes', () => {
  it('stays on the device and never calls the server', async () => {
    const storage = createMemoryStorage();
    const noServer = createHttpClient({
      baseUrl: 'http://127.0.0.1:9',
      getToken: () => null,
      timeoutMs: 500,
    });
    const context: ProfileContext = { mode: 'local', user, http: noServer, storage, warn: quiet };
    await saveProfile(context, profile());
    expect(await loadProfile(context)).toEqual(profile());
  });

  it("a demo save the browser refuses says 'Demo mode: Profile changes are saved locally only.'", async () => {
    const full: SafeStorage = { ...createMemoryStorage(), setJSON: () => false };
    const context: ProfileContext = {
      mode: 'demo',
      user,
      http: owner.http,
      storage: full,
      warn: quiet,
    };
    await expect(saveProfile(context, profile())).rejects.toEqual(
      new ProfileSaveError('profile.demoSaveFailed'),
    );
    await expect(saveProfile({ ...context, mode: 'local' }, profile())).rejects.toEqual(
      new ProfileSaveError('profile.saveFailed'),
    );
  });
});
