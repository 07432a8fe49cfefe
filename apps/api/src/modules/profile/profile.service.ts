import {
  businessProfileWire,
  mergeFields,
  type BusinessProfileWire,
  type ProfilePutAnswer,
  type ProfilePutBody,
} from '@jobtrack/core/wire';
import { AppError } from '../../lib/errors.ts';
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

    /**
     * The whole profile replaces the stored one (spec §3). With `base`, only the fields sent are
     * written, each merged against what the device last saw (decision 047): a field another
     * device changed meanwhile keeps its stored value and is answered in `conflicts`.
     */
    async put(ownerId: string, body: ProfilePutBody): Promise<ProfilePutAnswer> {
      const { base, ...changes } = body;
      if (!base) {
        const profile = businessProfileWire.parse(changes);
        await repository.put(ownerId, profile);
        return { profile };
      }
      return repository.write(ownerId, (_tx, stored) => {
        const current: Record<string, unknown> = { ...readStored(stored) };
        const { write, conflicts } = mergeFields(current, changes, base);
        const answer = (profile: BusinessProfileWire | null): ProfilePutAnswer =>
          conflicts.length > 0 ? { profile, conflicts } : { profile };
        if (Object.keys(write).length === 0) return { value: answer(readStored(stored)) };
        // null takes an optional field away.
        const merged = Object.fromEntries(
          Object.entries({ ...current, ...write }).filter(([, value]) => value !== null),
        );
        const profile = businessProfileWire.safeParse(merged);
        if (!profile.success) {
          throw new AppError(
            'validation_failed',
            'body must be a whole profile when none is stored yet',
          );
        }
        return { profile: profile.data, value: answer(profile.data) };
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
