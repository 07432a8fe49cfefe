// The business profile form (spec §5). Its output is a whole BusinessProfile, ready to store,
// within the limits the API keeps (limits.ts).
import { PAYMENT_INSTRUCTIONS_MAX_CHARS, PAYMENT_LINK_MAX_CHARS } from '../limits.ts';
import { isPaymentLink } from '../pay-now.ts';
import { MESSAGE_KINDS, MESSAGE_TEMPLATE_MAX_CHARS } from '../message-templates.ts';
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../constants.ts';
import {
  ADDRESS_MAX_CHARS,
  BIO_MAX_CHARS,
  CURRENCY_CODE,
  HTTP_URL,
  IMAGE_DATA_URL,
  MONEY_MAX,
  MONEY_MIN,
  NAME_MAX_CHARS,
  PHONE_MAX_CHARS,
  PROFILE_IMAGE_MAX_CHARS,
  PROFILE_SERVICE_TYPES_MAX,
  SERVICE_TYPE_MAX_CHARS,
  TIME_OF_DAY,
  WEBSITE_MAX_CHARS,
  hasWholeCents,
} from '../limits.ts';
import { emailText, optionalText, requiredText } from '../fields.ts';
import { formSays } from './fields.ts';

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

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

const time = z.string().regex(TIME_OF_DAY, { error: 'profile.timeInvalid' });

const day = z.object({ open: time, close: time, closed: z.boolean() });

// The owner's texts to customers (decision 065), edited on their own screen and kept through
// the profile form's saves.
const template = z
  .string()
  .max(MESSAGE_TEMPLATE_MAX_CHARS, { error: 'profile.messageTemplateTooLong' })
  .optional();
const languageTemplates = z.object(
  Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, template])) as Record<
    (typeof MESSAGE_KINDS)[number],
    typeof template
  >,
);

const amount = z
  .number({ error: 'profile.rateInvalid' })
  .min(MONEY_MIN, { error: 'profile.rateInvalid', abort: true })
  .max(MONEY_MAX, { error: 'profile.rateTooHigh', abort: true })
  .refine(hasWholeCents, { error: 'profile.rateDecimals' });

export const profileFormSchema = z.object({
  businessName: requiredText(
    NAME_MAX_CHARS,
    formSays('profile.businessNameTooLong', 'profile.businessNameRequired'),
  ),
  ownerName: requiredText(
    NAME_MAX_CHARS,
    formSays('profile.ownerNameTooLong', 'profile.ownerNameRequired'),
  ),
  email: emailText(formSays('form.emailTooLong', 'profile.emailRequired', 'profile.emailInvalid')),
  phone: requiredText(PHONE_MAX_CHARS, formSays('profile.phoneTooLong', 'profile.phoneRequired')),
  address: requiredText(
    ADDRESS_MAX_CHARS,
    formSays('profile.addressTooLong', 'profile.addressRequired'),
  ),
  // The limit holds for the link as kept, 'https://' included.
  website: optionalText(WEBSITE_MAX_CHARS, formSays('profile.websiteTooLong'))
    .default('')
    .transform((value, ctx) => {
      const website = normalizeWebsite(value);
      if (website !== null) return website;
      ctx.addIssue({ code: 'custom', message: 'profile.websiteInvalid' });
      return z.NEVER;
    })
    .refine((value) => value.length <= WEBSITE_MAX_CHARS, { error: 'profile.websiteTooLong' }),
  bio: optionalText(BIO_MAX_CHARS, formSays('profile.bioTooLong')).default(''),
  // Printed on invoices and receipts (issue 15): "Zelle to …", "checks payable to …".
  paymentInstructions: optionalText(
    PAYMENT_INSTRUCTIONS_MAX_CHARS,
    formSays('profile.paymentInstructionsTooLong'),
  ).default(''),
  // Pay now on invoices and receipts (decision 060): an https link only, as bills open it.
  paymentLink: optionalText(PAYMENT_LINK_MAX_CHARS, formSays('profile.paymentLinkTooLong'))
    .default('')
    .refine((value) => value === '' || isPaymentLink(value), {
      error: 'profile.paymentLinkInvalid',
    }),
  // A picked file, read as a data URL (spec §3), in a format every browser draws.
  profileImage: z
    .string()
    .max(PROFILE_IMAGE_MAX_CHARS, { error: 'profile.imageTooLarge', abort: true })
    .regex(IMAGE_DATA_URL, { error: 'profile.imageInvalid' })
    .optional(),
  messageTemplates: z
    .object({ en: languageTemplates.optional(), es: languageTemplates.optional() })
    .optional(),
  serviceTypes: z
    .array(
      z.string().trim().min(1).max(SERVICE_TYPE_MAX_CHARS, { error: 'profile.serviceTypeTooLong' }),
      { error: 'profile.serviceTypesRequired' },
    )
    .min(1, { error: 'profile.serviceTypesRequired' })
    // A type picked twice is kept once, as the server keeps each type once.
    .transform((list) => [...new Set(list)])
    .refine((list) => list.length <= PROFILE_SERVICE_TYPES_MAX, {
      error: 'profile.serviceTypesTooMany',
    }),
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
    currency: z
      .string()
      .trim()
      .regex(CURRENCY_CODE, { error: 'profile.currencyInvalid' })
      .default(DEFAULT_CURRENCY),
  }),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;
