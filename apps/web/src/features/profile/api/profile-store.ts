// Where the business profile lives (spec §3): browser storage, one entry per user, and in
// signed-in mode also the server (DESIGN.md §5), so it follows the owner to another device.
import { STORAGE_KEYS, type BusinessProfile } from '@jobtrack/core';
import { businessProfileWire, profileAnswer } from '@jobtrack/core/wire';
import type { HttpClient } from '../../../lib/http.ts';
import { safeStorage, type SafeStorage } from '../../../lib/storage.ts';

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

/** The profile the server holds for the signed-in owner, or null when none was saved. */
export async function fetchServerProfile(http: HttpClient): Promise<BusinessProfile | null> {
  const answer = profileAnswer.parse(await http.request('/api/profile'));
  return answer.profile;
}

export async function putServerProfile(http: HttpClient, profile: BusinessProfile): Promise<void> {
  await http.request('/api/profile', { method: 'PUT', body: profile });
}
