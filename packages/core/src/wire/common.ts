import { z } from 'zod';
import { boundedText, emailText, type FieldMessages } from '../fields.ts';
import {
  DATE_MAX_YEAR,
  DATE_MIN_YEAR,
  EMAIL_MAX_CHARS,
  HOURS_MAX,
  TIME_OF_DAY,
  ID_MAX_CHARS,
  LONE_SURROGATE,
  MONEY_MAX,
  MONEY_MAX_DECIMALS,
  MONEY_MIN,
  PAYMENT_DAY_MAX,
  PAYMENT_DAY_MIN,
  hasWholeCents,
  isDayInRange,
} from '../limits.ts';
import {
  isCalendarDay,
  latestPaymentDayOnServer,
  paidAtProblem,
  paymentDayProblem,
  wireDaySays,
} from '../value-rules.ts';

// Shared building blocks of the wire schemas: strict, bounded, never coercing. Text fields use
// core's one family of field builders (fields.ts, decision 039) with the API's words below.

export { LONE_SURROGATE };

/** The API's words for a text field of at most `max` characters; `label` names a required one. */
export const wireSays = (max: number, label?: string): FieldMessages => ({
  tooLong: `must be at most ${max} characters`,
  nul: 'must not contain NUL bytes',
  brokenUnicode: 'must be valid Unicode text',
  invalidEmail: 'Please enter a valid email',
  ...(label === undefined ? {} : { required: `${label} is required` }),
});

/** A string kept as written that refuses NUL bytes (PostgreSQL text cannot hold them) and broken Unicode. */
export const text = (max: number) => boundedText(max, wireSays(max));

export const email = emailText(wireSays(EMAIL_MAX_CHARS, 'email'));

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const CUSTOMER_ID = new RegExp(`^customer-${UUID}$`);
export const JOB_ID = new RegExp(`^job-${UUID}$`);

/** A record id in a path: bounded text; an unknown or malformed id simply is not found. */
export const idParam = z.strictObject({ id: text(ID_MAX_CHARS) });

/** Money: a JSON number, at least 0, at most 1,000,000, in cents. */
export const money = z
  .number()
  .min(MONEY_MIN, `must be at least ${MONEY_MIN}`)
  .max(MONEY_MAX, `must be at most ${MONEY_MAX}`)
  .refine(hasWholeCents, `must have at most ${MONEY_MAX_DECIMALS} decimals`);

export const hours = z
  .number()
  .min(0, 'must be at least 0')
  .max(HOURS_MAX, `must be at most ${HOURS_MAX}`);

/** A time of day written HH:mm, 24-hour (a job's start time, decision 026). */
export const timeOfDay = z.string().regex(TIME_OF_DAY, 'must be a time written HH:mm');

/** A real calendar date written yyyy-MM-dd. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written yyyy-MM-dd')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a real date')
  .refine(isDayInRange, `must be between ${DATE_MIN_YEAR} and ${DATE_MAX_YEAR}`);

/**
 * The shape of an ISO 8601 timestamp: a day, `T`, a time to the minute (seconds and up to 9
 * decimals optional) and an optional `Z` or UTC offset (±hh:mm, ±hhmm or ±hh).
 */
const TIMESTAMP_SHAPE =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?$/;

/**
 * Real offsets run from -12:00 to +14:00 (Kiribati); anything beyond ±14:00 is refused here
 * (PostgreSQL would answer a 500 past ±15:59, and no clock shows such a time).
 */
const MAX_OFFSET_MINUTES = 14 * 60;

/**
 * An ISO 8601 timestamp on a real day between 1900 and 2999, with an offset within ±14:00.
 * NOTE: Date.parse rolls 2025-02-30T… over to March while PostgreSQL refuses it, so the day is
 * checked like isoDate; the strict shape keeps Date.parse's other leniencies (time zone names,
 * spaces) away from PostgreSQL.
 */
const isTimestamp = (value: string): boolean => {
  const match = TIMESTAMP_SHAPE.exec(value);
  if (!match || !isCalendarDay(value.slice(0, 10))) return false;
  const [, hours, minutes] = match;
  if (minutes !== undefined && Number(minutes) > 59) return false;
  const offset = Number(hours ?? '0') * 60 + Number(minutes ?? '0');
  return offset <= MAX_OFFSET_MINUTES && !Number.isNaN(Date.parse(value));
};

export const isoTimestamp = text(40).refine(
  (value) => isTimestamp(value) && isDayInRange(value.slice(0, 10)),
  'must be an ISO 8601 timestamp',
);

/**
 * A payment's day on the wire (issue 23, value-rules.ts): between 2000-01-01 and 2100-12-31 and not
 * after the server's UTC day plus one. The same rule as the app's payment sheet.
 */
export const paymentDay = z.string().superRefine((value, ctx) => {
  const problem = paymentDayProblem(value, latestPaymentDayOnServer(new Date()));
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      message: wireDaySays(problem, { min: PAYMENT_DAY_MIN, max: PAYMENT_DAY_MAX }),
    });
  }
});

/**
 * A payment's time (`paid_at`): an ISO 8601 timestamp of a payment day (paymentDay, with a day
 * of slack for the time zones). A timestamp of 0001-05-01 is refused saying so, not "must be an
 * ISO 8601 timestamp".
 */
export const paidAt = text(40)
  .refine(isTimestamp, { error: 'must be an ISO 8601 timestamp', abort: true })
  .superRefine((value, ctx) => {
    const problem = paidAtProblem(value, new Date());
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a payment time: ${wireDaySays(problem, { min: PAYMENT_DAY_MIN, max: PAYMENT_DAY_MAX })}`,
      });
    }
  });

/** A whole number given in a query string (which only carries text). */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be between ${min} and ${max}`);

/** The most records one page of GET /api/customers or GET /api/jobs holds. */
export const LIST_PAGE_MAX = 5000;

/**
 * Optional paging of GET /api/customers and GET /api/jobs (issue 12). Without limit the answer is
 * the whole list (spec §3); with it, at most limit records, and an X-Next-Cursor header while more
 * follow: send it back as cursor for the next page.
 */
export const listPageQuery = {
  limit: queryInt(1, LIST_PAGE_MAX)
    .optional()
    .describe(`At most this many records (1–${LIST_PAGE_MAX}); absent: the whole list`),
  cursor: text(400)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a cursor from an earlier page')
    .optional()
    .describe('The X-Next-Cursor header of the previous page'),
};

export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The client's offset from UTC in minutes (east positive), so "today" is the user's day. */
export const utcOffset = z
  .string()
  .regex(/^-?\d{1,3}$/, 'must be a whole number of minutes')
  .transform(Number)
  .refine((value) => value >= -840 && value <= 840, 'must be between -840 and 840');
