import { businessProfileWire, type BusinessProfileWire } from '@jobtrack/core/wire';
import type { ProfileRepository } from './profile.repository.ts';

export function createProfileService(repository: ProfileRepository) {
  return {
    /**
     * The owner's stored profile, or null when there is none. A stored profile that no longer
     * reads as one (an older shape) also counts as none, so the app offers its own copy again.
     */
    async get(ownerId: string): Promise<BusinessProfileWire | null> {
      const stored = await repository.get(ownerId);
      if (stored === undefined) return null;
      const parsed = businessProfileWire.safeParse(stored);
      return parsed.success ? parsed.data : null;
    },

    async put(ownerId: string, profile: BusinessProfileWire): Promise<BusinessProfileWire> {
      await repository.put(ownerId, profile);
      return profile;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
