import { z } from 'zod';
import { SERVICE_TYPE_MAX_CHARS, WAITLIST_SOURCE_MAX_CHARS } from '../limits.ts';
import { optionalText } from '../fields.ts';
import { email, wireSays } from './common.ts';

/** POST /api/waitlist: what the modal and the inline form send (spec §7). */
export const waitlistBody = z.strictObject({
  email,
  businessType: optionalText(SERVICE_TYPE_MAX_CHARS, wireSays(SERVICE_TYPE_MAX_CHARS)).nullish(),
  source: optionalText(WAITLIST_SOURCE_MAX_CHARS, wireSays(WAITLIST_SOURCE_MAX_CHARS)).nullish(),
});

export const waitlistAnswer = z.object({ success: z.literal(true), message: z.string() });

export type WaitlistBody = z.output<typeof waitlistBody>;
