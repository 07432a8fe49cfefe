// The limits of what JobTrack stores, in one place: the API's wire schemas refuse past them and
// the app's forms say so by the field before saving (issue 11). No other module writes these
// numbers; a test (schemas/limits-parity.test.ts) checks that both sides refuse at the same point.

/** Names: a customer's, a business's, an owner's, the account holder's, a job's service. */
export const NAME_MAX_CHARS = 200;
/** RFC 5321's longest forward path. */
export const EMAIL_MAX_CHARS = 254;
export const PHONE_MAX_CHARS = 40;
export const ADDRESS_MAX_CHARS = 500;
/** A service type of a customer or of the profile, and the waitlist's business type. */
export const SERVICE_TYPE_MAX_CHARS = 100;
/** A job's title is its service type (spec §3). */
export const JOB_TITLE_MAX_CHARS = NAME_MAX_CHARS;
/** A customer's notes and a job's notes (its description on the server). */
export const NOTES_MAX_CHARS = 5000;
export const WEBSITE_MAX_CHARS = 2000;
export const BIO_MAX_CHARS = 2000;
export const PASSWORD_MAX_CHARS = 200;
export const MIN_PASSWORD_LENGTH = 6;
export const WAITLIST_SOURCE_MAX_CHARS = 50;
/** A record id the client made or names in a path. */
export const ID_MAX_CHARS = 100;
/** The largest profile image, as a data URL: the app scales pictures down well below this. */
export const PROFILE_IMAGE_MAX_CHARS = 300 * 1024;
export const PROFILE_SERVICE_TYPES_MAX = 16;

/** Money (prices, rates, charges) is at least 0, at most this, in whole cents. */
export const MONEY_MIN = 0;
export const MONEY_MAX = 1_000_000;
export const MONEY_MAX_DECIMALS = 2;
export const HOURS_MAX = 10_000;

/** Calendar days are kept between these (yyyy-MM-dd compares as text). */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2999-12-31';
export const DATE_MIN_YEAR = Number(DATE_MIN.slice(0, 4));
export const DATE_MAX_YEAR = Number(DATE_MAX.slice(0, 4));

/**
 * A payment's day (issue 23): inside the years a business can have been paid in, and never after
 * the device's today (value-rules.ts). Scheduled days keep the wider DATE_MIN..DATE_MAX: a job
 * may be planned far ahead, a payment cannot have happened before 2000 or tomorrow.
 */
export const PAYMENT_DAY_MIN = '2000-01-01';
export const PAYMENT_DAY_MAX = '2100-12-31';
export const PAYMENT_DAY_MIN_YEAR = Number(PAYMENT_DAY_MIN.slice(0, 4));
export const PAYMENT_DAY_MAX_YEAR = Number(PAYMENT_DAY_MAX.slice(0, 4));

/** Spec §5: "a simple email shape" — something@something.something, no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An http(s) link with a dotted host, as the profile's website is shown as a link. */
export const HTTP_URL = /^https?:\/\/[^\s/?#:@]+\.[^\s/?#:@]+(:\d+)?([/?#]\S*)?$/i;

/** Pictures only in the formats a browser draws in <img>; no SVG, which can carry scripts. */
export const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** A time of day written HH:MM, 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const NUL = '\u0000';

/**
 * Half of a UTF-16 surrogate pair on its own: PostgreSQL's jsonb refuses it and its text silently
 * turns it into U+FFFD (two e-mails differing only there would become one), so it is refused.
 */
export const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can keep as written: no NUL byte, no half of a surrogate pair. */
export const isStorableText = (value: string): boolean =>
  !value.includes(NUL) && !LONE_SURROGATE.test(value);

/** At most MONEY_MAX_DECIMALS decimals (floating point aside: 0.1 + 0.2 has 2). */
const CENTS = 10 ** MONEY_MAX_DECIMALS;
export const hasWholeCents = (value: number): boolean =>
  Math.abs(value * CENTS - Math.round(value * CENTS)) < 1e-6;

/** A yyyy-MM-dd day inside DATE_MIN..DATE_MAX. */
export const isDayInRange = (day: string): boolean => day >= DATE_MIN && day <= DATE_MAX;

/** The business profile's payment instructions (Zelle, bank details), printed on bills. */
export const PAYMENT_INSTRUCTIONS_MAX_CHARS = 500;
/** The longest payment link the profile keeps (a Stripe or Square link is under 100). */
export const PAYMENT_LINK_MAX_CHARS = 500;
