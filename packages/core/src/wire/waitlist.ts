import { z } from 'zod';
import { email, optionalText } from './common.ts';

/** POST /api/waitlist: what the modal and the inline form send (spec §7). */
export const waitlistBody = z.strictObject({
  email,
  businessType: optionalText(100),
  source: optionalText(50),
});

export const waitlistAnswer = z.object({ success: z.literal(true), message: z.string() });

export type WaitlistBody = z.output<typeof waitlistBody>;
