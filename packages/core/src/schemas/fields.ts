// Field builders shared by the form schemas: trimming and e-mail lowercasing happen here, once.
import { z } from 'zod';

/** Spec §5: "a simple email shape" — something@something.something, no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A trimmed text that must not be empty; `requiredKey` also answers a missing field. An empty
 * value stops there, so a later format check does not add a second message.
 */
export const requiredText = (requiredKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey, abort: true });

/** A trimmed, lowercased e-mail; an empty one reports only `requiredKey`, not both keys. */
export const emailField = (requiredKey: string, invalidKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredKey, abort: true })
    .regex(EMAIL_SHAPE, { error: invalidKey });

/** A trimmed text that may be left out or empty ('' either way). */
export const optionalText = () => z.string().trim().optional().default('');
