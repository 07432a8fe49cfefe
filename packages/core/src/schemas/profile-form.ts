// The business profile form (spec §5). Its output is a whole BusinessProfile, ready to store.
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../constants.ts';
import { emailField, optionalText, requiredText } from './fields.ts';

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const HTTP_URL = /^https?:\/\/[^\s/?#:@]+\.[^\s/?#:@]+(:\d+)?([/?#]\S*)?$/i;

/**
 * '' stays ''; 'example.com' becomes 'https://example.com'; only http(s) links are kept, because
 * the website is shown as a link and a 'javascript:' one would run in the owner's page.
 * Returns null when the text is not such a link.
 */
export const normalizeWebsite = (value: string): string | null => {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const url = HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  return HTTP_URL.test(url) ? url : null;
};

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'profile.timeInvalid' });

const day = z.object({ open: time, close: time, closed: z.boolean() });

const amount = z
  .number({ error: 'profile.rateInvalid' })
  .min(0, { error: 'profile.rateInvalid' })
  .max(1_000_000, { error: 'profile.rateInvalid' });

export const profileFormSchema = z.object({
  businessName: requiredText('profile.businessNameRequired'),
  ownerName: requiredText('profile.ownerNameRequired'),
  email: emailField('profile.emailRequired', 'profile.emailInvalid'),
  phone: requiredText('profile.phoneRequired'),
  address: requiredText('profile.addressRequired'),
  website: optionalText().transform((value, ctx) => {
    const website = normalizeWebsite(value);
    if (website !== null) return website;
    ctx.addIssue({ code: 'custom', message: 'profile.websiteInvalid' });
    return z.NEVER;
  }),
  bio: optionalText(),
  // A picked file, read as a data URL (spec §3).
  profileImage: z
    .string()
    .regex(/^data:image\//, { error: 'profile.imageInvalid' })
    .optional(),
  serviceTypes: z
    .array(z.string().trim().min(1), { error: 'profile.serviceTypesRequired' })
    .min(1, { error: 'profile.serviceTypesRequired' }),
  businessHours: z.object({
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: day,
  }),
  pricing: z.object({
    hourlyRate: amount,
    minimumCharge: amount,
    currency: z.string().trim().min(1).default(DEFAULT_CURRENCY),
  }),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;
