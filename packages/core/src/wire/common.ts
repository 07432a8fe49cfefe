import { z } from 'zod';

// Shared building blocks of the wire schemas: strict, bounded, never coercing.

const NUL = '\u0000';

/**
 * Half of a UTF-16 surrogate pair on its own: PostgreSQL's jsonb refuses it and its text silently
 * turns it into U+FFFD (two e-mails differing only there would become one), so it is refused.
 */
export const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string that refuses NUL bytes (PostgreSQL text cannot hold them) and broken Unicode. */
export const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes(NUL), 'must not contain NUL bytes')
    .refine((value) => !LONE_SURROGATE.test(value), 'must be valid Unicode text');

/** Trimmed, non-empty text. */
export const requiredText = (max: number, label: string) =>
  text(max)
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, `${label} is required`);

/** Optional text; null and '' both mean "not set". */
export const optionalText = (max: number) =>
  text(max)
    .transform((value) => value.trim())
    .nullable()
    .optional();

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = text(254)
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => value.length > 0, 'email is required')
  .refine((value) => EMAIL_SHAPE.test(value), 'Please enter a valid email');

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const CUSTOMER_ID = new RegExp(`^customer-${UUID}$`);
export const JOB_ID = new RegExp(`^job-${UUID}$`);

/** A record id in a path: bounded text; an unknown or malformed id simply is not found. */
export const idParam = z.strictObject({ id: text(100) });

/** Money: a JSON number, at least 0, at most 1,000,000, in cents. */
export const money = z
  .number()
  .min(0, 'must be at least 0')
  .max(1_000_000, 'must be at most 1000000')
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'must have at most 2 decimals',
  );

export const hours = z.number().min(0, 'must be at least 0').max(10_000, 'must be at most 10000');

/** A time of day written HH:mm, 24-hour (a job's start time, decision 026). */
export const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:mm');

/** A real calendar date written yyyy-MM-dd. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written yyyy-MM-dd')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a real date')
  .refine(
    (value) => value >= '1900-01-01' && value <= '2999-12-31',
    'must be between 1900 and 2999',
  );

/**
 * An ISO 8601 timestamp on a real day between 1900 and 2999. NOTE: Date.parse rolls
 * 2025-02-30T… over to March while PostgreSQL refuses it, so the day is checked like isoDate.
 */
/** A trailing UTC offset: ±hh:mm, ±hhmm or ±hh. */
const UTC_OFFSET = /[+-](\d{2}):?(\d{2})?$/;

/** PostgreSQL takes offsets up to ±15:59; a larger one must be refused here, not answer 500. */
const hasStorableOffset = (value: string): boolean => {
  const match = UTC_OFFSET.exec(value.slice(11));
  if (!match) return true;
  return Number(match[1]) <= 15 && Number(match[2] ?? '0') <= 59;
};

export const isoTimestamp = text(40).refine(
  (value) =>
    isoDate.safeParse(value.slice(0, 10)).success &&
    value[10] === 'T' &&
    hasStorableOffset(value) &&
    !Number.isNaN(Date.parse(value)),
  'must be an ISO 8601 timestamp',
);

/** A whole number given in a query string (which only carries text). */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be between ${min} and ${max}`);

export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The client's offset from UTC in minutes (east positive), so "today" is the user's day. */
export const utcOffset = z
  .string()
  .regex(/^-?\d{1,3}$/, 'must be a whole number of minutes')
  .transform(Number)
  .refine((value) => value >= -840 && value <= 840, 'must be between -840 and 840');
