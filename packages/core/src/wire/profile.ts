import { z } from 'zod';
import { money, text } from './common.ts';

// The business profile on the server (DESIGN.md §5): the same shape the app keeps in browser
// storage (spec §3), bounded so one owner cannot store megabytes. The app's form checks the
// required fields; the server only refuses what could not be a stored profile.

/** The largest profile image, as a data URL: the app scales pictures down well below this. */
export const PROFILE_IMAGE_MAX_CHARS = 300 * 1024;
export const PROFILE_SERVICE_TYPES_MAX = 16;

/** Bounded text without NUL bytes or broken Unicode (the profile is stored as jsonb). */
const profileText = text;

const time = text(5).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM');

const day = z.strictObject({ open: time, close: time, closed: z.boolean() });

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HTTP_URL = /^https?:\/\/[^\s/?#:@]+\.[^\s/?#:@]+(:\d+)?([/?#]\S*)?$/i;
// Pictures only in the formats a browser draws in <img>; no SVG, which can carry scripts.
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

export const businessProfileWire = z.strictObject({
  businessName: profileText(200),
  ownerName: profileText(200),
  email: profileText(254).refine(
    (value) => value === '' || EMAIL_SHAPE.test(value),
    'must be an e-mail address',
  ),
  phone: profileText(40),
  address: profileText(500),
  website: profileText(2000).refine(
    (value) => value === '' || HTTP_URL.test(value),
    'must be an http(s) link',
  ),
  bio: profileText(2000),
  profileImage: z
    .string()
    .max(PROFILE_IMAGE_MAX_CHARS, `must be at most ${PROFILE_IMAGE_MAX_CHARS} characters`)
    .regex(IMAGE_DATA_URL, 'must be a PNG, JPEG, WebP or GIF image data URL')
    .optional(),
  serviceTypes: z
    .array(profileText(100).min(1, 'must not be empty'))
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
    currency: text(3).regex(/^[A-Z]{3}$/, 'must be a currency code such as USD'),
  }),
});

/** GET and PUT /api/profile answer the stored profile; null when the owner never saved one. */
export const profileAnswer = z.object({ profile: businessProfileWire.nullable() });

export type BusinessProfileWire = z.output<typeof businessProfileWire>;
export type ProfileAnswer = z.output<typeof profileAnswer>;
