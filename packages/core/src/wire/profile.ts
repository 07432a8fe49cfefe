import { z } from 'zod';
import {
  ADDRESS_MAX_CHARS,
  BIO_MAX_CHARS,
  CURRENCY_CODE,
  EMAIL_MAX_CHARS,
  HTTP_URL,
  IMAGE_DATA_URL,
  NAME_MAX_CHARS,
  PHONE_MAX_CHARS,
  PROFILE_IMAGE_MAX_CHARS,
  PROFILE_SERVICE_TYPES_MAX,
  SERVICE_TYPE_MAX_CHARS,
  TIME_OF_DAY,
  WEBSITE_MAX_CHARS,
} from '../limits.ts';
import { PAYMENT_INSTRUCTIONS_MAX_CHARS, PAYMENT_LINK_MAX_CHARS } from '../limits.ts';
import { isPaymentLink } from '../pay-now.ts';
import { MESSAGE_KINDS, MESSAGE_TEMPLATE_MAX_CHARS } from '../message-templates.ts';
import { optionalEmailText } from '../fields.ts';
import { money, text, wireSays } from './common.ts';
import { baseValues, conflictsField } from './merge.ts';

// The business profile on the server (docs/architecture.md §5): the same shape the app keeps in browser
// storage (spec §3), bounded so one owner cannot store megabytes. The app's form checks the
// required fields; the server only refuses what could not be a stored profile.

export { PROFILE_IMAGE_MAX_CHARS, PROFILE_SERVICE_TYPES_MAX };

/** Bounded text without NUL bytes or broken Unicode (the profile is stored as jsonb). */
const profileText = text;

const time = text(5).regex(TIME_OF_DAY, 'must be a time written HH:MM');

const day = z.strictObject({ open: time, close: time, closed: z.boolean() });

/** One language's templates (decision 065): each kind optional, bounded. */
const languageTemplates = z.strictObject(
  Object.fromEntries(
    MESSAGE_KINDS.map((kind) => [kind, profileText(MESSAGE_TEMPLATE_MAX_CHARS).optional()]),
  ) as Record<(typeof MESSAGE_KINDS)[number], z.ZodOptional<ReturnType<typeof profileText>>>,
);

/** The owner's texts to customers, per language (decision 065). */
const messageTemplates = z.strictObject({
  en: languageTemplates.optional(),
  es: languageTemplates.optional(),
});

export const businessProfileWire = z.strictObject({
  businessName: profileText(NAME_MAX_CHARS),
  ownerName: profileText(NAME_MAX_CHARS),
  email: optionalEmailText({
    ...wireSays(EMAIL_MAX_CHARS),
    invalidEmail: 'must be an e-mail address',
  }),
  phone: profileText(PHONE_MAX_CHARS),
  address: profileText(ADDRESS_MAX_CHARS),
  website: profileText(WEBSITE_MAX_CHARS).refine(
    (value) => value === '' || HTTP_URL.test(value),
    'must be an http(s) link',
  ),
  bio: profileText(BIO_MAX_CHARS),
  profileImage: z
    .string()
    .max(PROFILE_IMAGE_MAX_CHARS, `must be at most ${PROFILE_IMAGE_MAX_CHARS} characters`)
    .regex(IMAGE_DATA_URL, 'must be a PNG, JPEG, WebP or GIF image data URL')
    .optional(),
  paymentInstructions: profileText(PAYMENT_INSTRUCTIONS_MAX_CHARS).optional(),
  /** Pay now's link (decision 060): an https address or ''. */
  paymentLink: profileText(PAYMENT_LINK_MAX_CHARS)
    .refine((value) => value === '' || isPaymentLink(value), 'must be an https link')
    .optional(),
  messageTemplates: messageTemplates.optional(),
  serviceTypes: z
    .array(profileText(SERVICE_TYPE_MAX_CHARS).min(1, 'must not be empty'))
    .max(PROFILE_SERVICE_TYPES_MAX, `must have at most ${PROFILE_SERVICE_TYPES_MAX} items`)
    .refine((list) => new Set(list).size === list.length, 'must not repeat a service type'),
  businessHours: z.strictObject({
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: day,
  }),
  pricing: z.strictObject({
    hourlyRate: money,
    minimumCharge: money,
    currency: text(3).regex(CURRENCY_CODE, 'must be a currency code such as USD'),
  }),
});

/** GET and PUT /api/profile answer the stored profile; null when the owner never saved one. */
export const profileAnswer = z.object({ profile: businessProfileWire.nullable() });

const profileFields = businessProfileWire.partial().extend({
  // null takes the picture, the payment instructions, the payment link or the templates away in a field-wise write.
  profileImage: businessProfileWire.shape.profileImage.unwrap().nullable().optional(),
  paymentInstructions: businessProfileWire.shape.paymentInstructions.unwrap().nullable().optional(),
  paymentLink: businessProfileWire.shape.paymentLink.unwrap().nullable().optional(),
  messageTemplates: businessProfileWire.shape.messageTemplates.unwrap().nullable().optional(),
  base: baseValues.optional(),
});

/**
 * PUT /api/profile: the whole profile (as spec §3 has it), or, with `base`, only the fields the
 * device changed and the values it last saw of them (a field-wise merge, decision 047).
 */
export const profilePutBody = profileFields.superRefine((body, context) => {
  if (body.base !== undefined) return;
  const whole = businessProfileWire.safeParse(body);
  if (!whole.success) for (const issue of whole.error.issues) context.addIssue({ ...issue });
});

/** PUT /api/profile answers the stored profile and the fields it kept (decision 047). */
export const profilePutAnswer = profileAnswer.extend(conflictsField);

export type BusinessProfileWire = z.output<typeof businessProfileWire>;
export type ProfileAnswer = z.output<typeof profileAnswer>;
export type ProfilePutBody = z.output<typeof profilePutBody>;
export type ProfilePutAnswer = z.output<typeof profilePutAnswer>;
