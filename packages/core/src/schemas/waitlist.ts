// Waitlist forms (spec §5): the landing page's inline form and the demo-mode modal.
import { z } from 'zod';
import { WAITLIST_SOURCES } from '../constants.ts';
import { SERVICE_TYPE_MAX_CHARS, WAITLIST_SOURCE_MAX_CHARS, isStorableText } from '../limits.ts';
import { emailText, optionalText } from '../fields.ts';
import { EMAIL_TOO_LONG_KEY, INVALID_CHARACTERS_KEY, formSays } from './fields.ts';

const email = () =>
  emailText(formSays(EMAIL_TOO_LONG_KEY, 'waitlist.emailRequired', 'waitlist.emailInvalid'));

export const waitlistInlineFormSchema = z.object({ email: email() });
export type WaitlistInlineForm = z.output<typeof waitlistInlineFormSchema>;

/** The modal's form, and the body of a waitlist join (email, businessType, source — spec §7). */
export const waitlistModalFormSchema = z.object({
  email: email(),
  businessType: optionalText(SERVICE_TYPE_MAX_CHARS, formSays('waitlist.businessTypeTooLong'))
    .optional()
    .transform((value) => value || undefined),
  source: z
    .string()
    .trim()
    .min(1)
    .max(WAITLIST_SOURCE_MAX_CHARS)
    .refine(isStorableText, { error: INVALID_CHARACTERS_KEY })
    .default(WAITLIST_SOURCES.modal),
});
export type WaitlistModalFormInput = z.input<typeof waitlistModalFormSchema>;
export type WaitlistModalForm = z.output<typeof waitlistModalFormSchema>;
