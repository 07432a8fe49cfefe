import type { WaitlistBody } from '@jobtrack/core/wire';
import type { WaitlistRepository } from './waitlist.repository.ts';

export const WAITLIST_JOINED = "You're on the waitlist! We'll be in touch soon.";
export const WAITLIST_ALREADY = "You're already on the waitlist. We'll be in touch soon.";

export function createWaitlistService(repository: WaitlistRepository) {
  return {
    /** One row per e-mail: a repeat join succeeds without a duplicate, with its own message. */
    async join(body: WaitlistBody): Promise<{ success: true; message: string; created: boolean }> {
      const created = await repository.add(body);
      return { success: true, message: created ? WAITLIST_JOINED : WAITLIST_ALREADY, created };
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
