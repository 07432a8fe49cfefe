// The business profile on the device (spec §3): browser storage, one entry per user. Demo and
// waitlist test modes keep it here; signed-in mode keeps it in its replica and reads this entry
// once, to carry over a profile an earlier build saved.
import { DEFAULT_BUSINESS_PROFILE, STORAGE_KEYS, type BusinessProfile } from '@jobtrack/core';
import { safeStorage, type SafeStorage } from '#web/lib/storage.ts';

/** The copy on this device; `synced` is false while the server has not taken it yet. */
export type StoredProfile = { profile: BusinessProfile; synced: boolean };

export const profileStorageKey = (userId: string) => `${STORAGE_KEYS.businessProfile}:${userId}`;

/** Whether VALUE has SAMPLE's shape: its keys, with values of the same kind, all the way down. */
const hasShapeOf = (value: unknown, sample: unknown): boolean => {
  if (Array.isArray(sample)) return Array.isArray(value);
  if (typeof sample !== 'object' || sample === null) return typeof value === typeof sample;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(sample).every(([key, inner]) => hasShapeOf(record[key], inner));
};

const OPTIONAL_TEXTS = ['profileImage', 'paymentInstructions', 'paymentLink'] as const;

/**
 * The device's own copy, written only after the data source validated it: read back, it is
 * checked for the profile's shape (a copy from an older build, or edited by hand, is ignored).
 * No schema library here: the first screens read the profile, and zod stays out of their first
 * load (docs/decisions/037); the server checks the full schema when the profile reaches it.
 */
const isStoredProfile = (value: unknown): value is StoredProfile => {
  if (typeof value !== 'object' || value === null) return false;
  const { synced, profile } = value as StoredProfile;
  return (
    typeof synced === 'boolean' &&
    hasShapeOf(profile, DEFAULT_BUSINESS_PROFILE) &&
    OPTIONAL_TEXTS.every((key) => profile[key] === undefined || typeof profile[key] === 'string')
  );
};

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
