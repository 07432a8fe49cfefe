// Loading and saving the business profile in each data mode. Demo and waitlist modes keep it on
// the device only; signed in, the device copy answers at once and the server's is the reference.
import { createDefaultBusinessProfile, type BusinessProfile, type User } from '@jobtrack/core';
import type { DataMode } from '../../../data/data-source.ts';
import { HttpError, type HttpClient } from '../../../lib/http.ts';
import { safeStorage, type SafeStorage } from '../../../lib/storage.ts';
import {
  fetchServerProfile,
  profileStorageKey,
  putServerProfile,
  readLocalProfile,
  writeLocalProfile,
} from './profile-store.ts';

export type ProfileContext = {
  mode: DataMode;
  user: User;
  http: HttpClient;
  storage?: SafeStorage;
  warn?: (message: string, detail: unknown) => void;
};

/** A save the owner must hear about; `key` is the message to show (spec §8). */
export class ProfileSaveError extends Error {
  constructor(readonly key: 'profile.saveFailed' | 'profile.demoSaveFailed') {
    super(key);
    this.name = 'ProfileSaveError';
  }
}

const defaultWarn = (message: string, detail: unknown) =>
  console.warn(`[profile] ${message}`, detail);

/**
 * The first profile of an owner who never saved one: the spec §3 defaults, with what the
 * account already knows (names, e-mail, phone, address, bio) filled in.
 */
export function startingProfile(user: User): BusinessProfile {
  return {
    ...createDefaultBusinessProfile(),
    businessName: user.businessName ?? '',
    ownerName: user.name,
    email: user.email,
    phone: user.phone ?? '',
    address: user.address ?? '',
    bio: user.bio ?? '',
  };
}

/** What the screen shows before any server answer: this device's copy, else the start. */
export function localProfile({ user, storage = safeStorage }: ProfileContext): BusinessProfile {
  return readLocalProfile(user.id, storage)?.profile ?? startingProfile(user);
}

/**
 * Signed in: sends a copy the server has not taken yet, else takes the server's (a profile
 * saved on another device). Offline, the device copy stands; the failure is only logged.
 */
export async function loadProfile(context: ProfileContext): Promise<BusinessProfile> {
  const { mode, user, http, storage = safeStorage, warn = defaultWarn } = context;
  const local = readLocalProfile(user.id, storage);
  if (mode !== 'api') return local?.profile ?? startingProfile(user);
  try {
    if (local && !local.synced) {
      await putServerProfile(http, local.profile);
      writeLocalProfile(user.id, { profile: local.profile, synced: true }, storage);
      return local.profile;
    }
    const server = await fetchServerProfile(http);
    if (server) {
      writeLocalProfile(user.id, { profile: server, synced: true }, storage);
      return server;
    }
    if (local) await putServerProfile(http, local.profile);
    return local?.profile ?? startingProfile(user);
  } catch (error) {
    warn('could not reach the server; showing the copy on this device', error);
    return local?.profile ?? startingProfile(user);
  }
}

/**
 * Keeps the profile on the device and, signed in, on the server. A server out of reach is not
 * a failure: the device copy is sent on the next visit. A refusal by the server is.
 */
export async function saveProfile(
  context: ProfileContext,
  profile: BusinessProfile,
): Promise<void> {
  const { mode, user, http, storage = safeStorage, warn = defaultWarn } = context;
  if (mode !== 'api') {
    if (!writeLocalProfile(user.id, { profile, synced: true }, storage)) {
      // NOTE: spec §8 — the demo-mode failure text; the other modes' text is ours.
      throw new ProfileSaveError(mode === 'demo' ? 'profile.demoSaveFailed' : 'profile.saveFailed');
    }
    return;
  }
  const previous = readLocalProfile(user.id, storage);
  const isStored = writeLocalProfile(user.id, { profile, synced: false }, storage);
  try {
    await putServerProfile(http, profile);
    writeLocalProfile(user.id, { profile, synced: true }, storage);
  } catch (error) {
    if (error instanceof HttpError || !isStored) {
      warn('the server did not take the profile', error);
      // The refused profile must not be sent again on the next visit.
      if (previous) writeLocalProfile(user.id, previous, storage);
      else storage.remove(profileStorageKey(user.id));
      throw new ProfileSaveError('profile.saveFailed');
    }
    warn('saved on this device; the server will get it on the next visit', error);
  }
}
