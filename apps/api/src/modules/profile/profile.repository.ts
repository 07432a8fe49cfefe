import { writeOwned } from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';

/** One business profile per owner, stored as the JSON the app sends (docs/architecture.md §5). */
export function createProfileRepository(db: Db) {
  return {
    async get(ownerId: string): Promise<unknown> {
      const [row] = await db.query<{ profile: unknown }>(
        'SELECT profile FROM business_profiles WHERE owner_id = $1',
        [ownerId],
      );
      return row?.profile;
    },

    /**
     * Works out the profile to store from the stored one (locked) and writes it with a new change
     * number in one transaction; `work` answers undefined when there is nothing to write.
     */
    async write<T>(
      ownerId: string,
      work: (tx: Queryable, stored: unknown) => { profile: unknown; value: T } | { value: T },
    ): Promise<T> {
      const { value } = await writeOwned(db, ownerId, async (tx, seq) => {
        const [row] = await tx.query<{ profile: unknown }>(
          'SELECT profile FROM business_profiles WHERE owner_id = $1 FOR UPDATE',
          [ownerId],
        );
        const result = work(tx, row?.profile);
        if (!('profile' in result)) return { changed: false, value: result.value };
        await tx.query(
          `INSERT INTO business_profiles (owner_id, profile, change_seq) VALUES ($1, $2::jsonb, $3)
           ON CONFLICT (owner_id) DO UPDATE
             SET profile = EXCLUDED.profile, change_seq = EXCLUDED.change_seq, updated_at = now()`,
          [ownerId, JSON.stringify(result.profile), seq],
        );
        return { changed: true, value: result.value };
      });
      return value;
    },

    /** Replaces the owner's profile (creating it the first time), with a new change number. */
    async put(ownerId: string, profile: unknown): Promise<void> {
      await writeOwned(db, ownerId, async (tx, seq) => {
        await tx.query(
          `INSERT INTO business_profiles (owner_id, profile, change_seq) VALUES ($1, $2::jsonb, $3)
           ON CONFLICT (owner_id) DO UPDATE
             SET profile = EXCLUDED.profile, change_seq = EXCLUDED.change_seq, updated_at = now()`,
          [ownerId, JSON.stringify(profile), seq],
        );
        return { changed: true, value: undefined };
      });
    },

    /** The stored profile when it was written after change `after` up to change `upTo`. */
    async changed(
      runner: Queryable,
      ownerId: string,
      after: number,
      upTo: number,
    ): Promise<{ profile: unknown } | undefined> {
      const [row] = await runner.query<{ profile: unknown }>(
        `SELECT profile FROM business_profiles
         WHERE owner_id = $1 AND change_seq > $2 AND change_seq <= $3`,
        [ownerId, after, upTo],
      );
      return row;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
