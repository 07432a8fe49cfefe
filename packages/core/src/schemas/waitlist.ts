// Waitlist forms (spec §5): the landing page's inline form and the demo-mode modal.
import { z } from 'zod';
import { WAITLIST_SOURCES } from '../constants.ts';
import { emailField } from './fields.ts';

const email = () => emailField('waitlist.emailRequired', 'waitlist.emailInvalid');

export const waitlistInlineFormSchema = z.object({ email: email() });
export type WaitlistInlineForm = z.output<typeof waitlistInlineFormSchema>;

/** The modal's form, and the body of a waitlist join (email, businessType, source — spec §7). */
export const waitlistModalFormSchema = z.object({
  email: email(),
  businessType: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  source: z.string().trim().min(1).max(64).default(WAITLIST_SOURCES.modal),
});
export type WaitlistModalFormInput = z.input<typeof waitlistModalFormSchema>;
export type WaitlistModalForm = z.output<typeof waitlistModalFormSchema>;
