// The one family of text field builders (decision 039), used by the app's form schemas
// (schemas/) and the API's wire schemas (wire/). Each builder means the same on both sides:
// the limits of limits.ts, trimming where the name says so, text PostgreSQL can keep, and the
// e-mail shape of spec §5. Only the words differ: a form passes message keys (schemas/fields.ts
// `formSays`), the wire the API's English texts (wire/common.ts `wireSays`).
import { z } from 'zod';
import { EMAIL_MAX_CHARS, EMAIL_SHAPE, LONE_SURROGATE } from './limits.ts';

/** What a field says when it refuses a value. */
export type FieldMessages = {
  /** Past the field's limit. */
  tooLong: string;
  /** A NUL byte (PostgreSQL text cannot hold it). */
  nul: string;
  /** Half a surrogate pair (pasted, never typed; PostgreSQL would change it). */
  brokenUnicode: string;
  /** Empty after trimming (required fields). */
  required?: string;
  /** Not a string at all, or left out; zod's own words when unset. */
  missing?: string;
  /** Not something@something.something (e-mail fields). */
  invalidEmail?: string;
};

const NUL = '\u0000';

/** Spec §5's "simple email shape": something@something.something, no spaces. */
export const isEmailShaped = (value: string): boolean => EMAIL_SHAPE.test(value);

const storable = (schema: z.ZodString, says: FieldMessages) =>
  schema
    .refine((value) => !value.includes(NUL), { error: says.nul, abort: true })
    .refine((value) => !LONE_SURROGATE.test(value), { error: says.brokenUnicode, abort: true });

const string = (says: FieldMessages) =>
  says.missing === undefined ? z.string() : z.string({ error: says.missing });

/** Text kept as written (passwords, ids, stored documents): at most `max` characters. */
export const boundedText = (max: number, says: FieldMessages) =>
  storable(string(says).max(max, { error: says.tooLong, abort: true }), says);

/**
 * Trimmed text that may be empty, at most `max` characters once trimmed. How a left-out field
 * reads is the caller's: a form adds `.default('')`, a wire body `.nullish()`.
 */
export const optionalText = (max: number, says: FieldMessages) =>
  storable(string(says).trim().max(max, { error: says.tooLong, abort: true }), says);

/** Trimmed text that must not be empty; an empty value stops there, with `required` only. */
export const requiredText = (max: number, says: FieldMessages) =>
  storable(
    string(says)
      .trim()
      .min(1, { error: says.required, abort: true })
      .max(max, { error: says.tooLong, abort: true }),
    says,
  );

/** A trimmed, lowercased e-mail that must be given; an empty one says only `required`. */
export const emailText = (says: FieldMessages) =>
  requiredText(EMAIL_MAX_CHARS, says)
    .toLowerCase()
    .refine(isEmailShaped, { error: says.invalidEmail });

/** A trimmed e-mail that may be empty ('' means none); not lowercased (the caller may). */
export const optionalEmailText = (says: FieldMessages) =>
  optionalText(EMAIL_MAX_CHARS, says).refine((value) => value === '' || isEmailShaped(value), {
    error: says.invalidEmail,
  });
