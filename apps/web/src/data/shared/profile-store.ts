// The business profile on the device (spec §3): browser storage, one entry per user. Demo and
// waitlist test modes keep it here; signed-in mode keeps it in its replica and reads this entry
// once, to carry over a profile an earlier build saved.
import { STORAGE_KEYS, type BusinessProfile } from '@jobtrack/core';
import { businessProfileWire } from '@jobtrack/core/wire';
import { safeStorage, type SafeStorage } from '#web/lib/storage.ts';

/** The copy on this device; `synced` is false while the server has not taken it yet. */
export type StoredProfile = { profile: BusinessProfile; synced: boolean };

export const profileStorageKey = (userId: string) => `${STORAGE_KEYS.businessProfile}:${userId}`;

const isStoredProfile = (value: unknown): value is StoredProfile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredProfile).synced === 'boolean' &&
  businessProfileWire.safeParse((value as StoredProfile).profile).success;

export function readLocalProfile(
  userId: string,
  storage: SafeStorage = safeStorage,
): StoredProfile | null {
  return storage.getJSON(profileStorageKey(userId), isStoredProfile);
}

/** false when the browser refused (storage full or blocked; logged by the storage). */
export function writeLocalProfile(
  userId: string,
  stored: StoredProfile,
  storage: SafeStorage = safeStorage,
): boolean {
  return storage.setJSON(profileStorageKey(userId), stored);
}
