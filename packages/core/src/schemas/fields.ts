// The form side of core's field builders (fields.ts, decision 039): the same builders as the
// API's wire schemas, saying message keys (messages.ts) the app translates. A form refuses what
// the API would refuse, by the field, before saving (issue 11).
import type { FieldMessages } from '../fields.ts';

/** A NUL byte or half a surrogate pair (pasted, never typed): the server cannot keep it. */
export const INVALID_CHARACTERS_KEY = 'form.invalidCharacters';
export const EMAIL_TOO_LONG_KEY = 'form.emailTooLong';

/**
 * A form field's message keys: `tooLongKey` past its limit, `requiredKey` (if any) when it is
 * empty or missing, `invalidKey` (if any) when it is not an e-mail.
 */
export const formSays = (
  tooLongKey: string,
  requiredKey?: string,
  invalidKey?: string,
): FieldMessages => ({
  tooLong: tooLongKey,
  nul: INVALID_CHARACTERS_KEY,
  brokenUnicode: INVALID_CHARACTERS_KEY,
  ...(requiredKey === undefined ? {} : { required: requiredKey, missing: requiredKey }),
  ...(invalidKey === undefined ? {} : { invalidEmail: invalidKey }),
});
