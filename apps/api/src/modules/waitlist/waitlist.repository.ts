import type { WaitlistBody } from '@jobtrack/core/wire';
import type { Queryable } from '../../db/db.ts';

export function createWaitlistRepository(db: Queryable) {
  return {
    /** Adds the e-mail once (docs/architecture.md §5); answers false when it was already on the list. */
    async add(body: WaitlistBody): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO waitlist (email, business_type, source) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO NOTHING RETURNING email`,
        [body.email, body.businessType || null, body.source || null],
      );
      return rows.length > 0;
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
