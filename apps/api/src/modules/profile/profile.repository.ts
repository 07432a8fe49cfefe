import type { Queryable } from '../../db/db.ts';

/** One business profile per owner, stored as the JSON the app sends (DESIGN.md §5). */
export function createProfileRepository(db: Queryable) {
  return {
    async get(ownerId: string): Promise<unknown> {
      const [row] = await db.query<{ profile: unknown }>(
        'SELECT profile FROM business_profiles WHERE owner_id = $1',
        [ownerId],
      );
      return row?.profile;
    },

    /** Replaces the owner's profile (creating it the first time). */
    async put(ownerId: string, profile: unknown): Promise<void> {
      await db.query(
        `INSERT INTO business_profiles (owner_id, profile) VALUES ($1, $2::jsonb)
         ON CONFLICT (owner_id) DO UPDATE SET profile = EXCLUDED.profile, updated_at = now()`,
        [ownerId, JSON.stringify(profile)],
      );
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
