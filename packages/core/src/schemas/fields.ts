// Field builders shared by the form schemas: trimming, e-mail lowercasing and the limits of
// limits.ts happen here, once, so a form refuses what the API would refuse (issue 11).
import { z } from 'zod';
import { EMAIL_MAX_CHARS, EMAIL_SHAPE, isStorableText } from '../limits.ts';

export { EMAIL_SHAPE };

/** A NUL byte or half a surrogate pair (pasted, never typed): the server cannot keep it. */
export const INVALID_CHARACTERS_KEY = 'form.invalidCharacters';
export const EMAIL_TOO_LONG_KEY = 'form.emailTooLong';

/** The limit of a text field and the message shown past it. */
export type TextLimit = { max: number; tooLongKey: string };

/**
 * A trimmed text that must not be empty; `requiredKey` also answers a missing field. An empty
 * value stops there, so a later format check does not add a second message.
 */
export const requiredText = (requiredKey: string, { max, tooLongKey }: TextLimit) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(max, { error: tooLongKey, abort: true })
    .refine(isStorableText, { error: INVALID_CHARACTERS_KEY, abort: true });

/** A trimmed, lowercased e-mail; an empty one reports only `requiredKey`, not both keys. */
export const emailField = (requiredKey: string, invalidKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredKey, abort: true })
    .max(EMAIL_MAX_CHARS, { error: EMAIL_TOO_LONG_KEY, abort: true })
    .refine(isStorableText, { error: INVALID_CHARACTERS_KEY, abort: true })
    .regex(EMAIL_SHAPE, { error: invalidKey });

/** A trimmed text that may be left out or empty ('' either way). */
export const optionalText = ({ max, tooLongKey }: TextLimit) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLongKey, abort: true })
    .refine(isStorableText, { error: INVALID_CHARACTERS_KEY, abort: true })
    .optional()
    .default('');
