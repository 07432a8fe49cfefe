import { businessProfileWire, type BusinessProfileWire } from '@jobtrack/core/wire';
import type { Queryable } from '../../db/db.ts';
import type { ProfileRepository } from './profile.repository.ts';

/** A stored profile that no longer reads as one (an older shape) counts as none. */
const readStored = (stored: unknown): BusinessProfileWire | null => {
  const parsed = businessProfileWire.safeParse(stored);
  return parsed.success ? parsed.data : null;
};

export function createProfileService(repository: ProfileRepository) {
  return {
    /**
     * The owner's stored profile, or null when there is none. A stored profile that no longer
     * reads as one (an older shape) also counts as none, so the app offers its own copy again.
     */
    async get(ownerId: string): Promise<BusinessProfileWire | null> {
      const stored = await repository.get(ownerId);
      return stored === undefined ? null : readStored(stored);
    },

    /** For the sync pull, inside its snapshot: undefined when the profile did not change. */
    async changed(
      runner: Queryable,
      ownerId: string,
      after: number,
      upTo: number,
    ): Promise<BusinessProfileWire | null | undefined> {
      const row = await repository.changed(runner, ownerId, after, upTo);
      return row && readStored(row.profile);
    },

    async put(ownerId: string, profile: BusinessProfileWire): Promise<BusinessProfileWire> {
      await repository.put(ownerId, profile);
      return profile;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
