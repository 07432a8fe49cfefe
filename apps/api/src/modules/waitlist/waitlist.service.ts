import type { WaitlistBody } from '@jobtrack/core/wire';
import type { Queryable } from '../../db/db.ts';

export const WAITLIST_JOINED = "You're on the waitlist! We'll be in touch soon.";
export const WAITLIST_ALREADY = "You're already on the waitlist. We'll be in touch soon.";

export function createWaitlistService(db: Queryable) {
  return {
    /** One row per e-mail: a repeat join succeeds without a duplicate (DESIGN.md §5). */
    async join(body: WaitlistBody): Promise<{ success: true; message: string; created: boolean }> {
      const rows = await db.query(
        `INSERT INTO waitlist (email, business_type, source) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO NOTHING RETURNING email`,
        [body.email, body.businessType || null, body.source || null],
      );
      const created = rows.length > 0;
      return { success: true, message: created ? WAITLIST_JOINED : WAITLIST_ALREADY, created };
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
