// The phone field as the owner types (spec §5): US-style digits become '(555) 123-4567'.
import { formatUsPhone } from '@jobtrack/core';

/** Characters a phone may hold (spec §5): digits, spaces, hyphens, parentheses, dots and plus. */
const PHONE_CHARACTERS = /^[\d\s\-().+]*$/;

/**
 * What the phone input shows after a keystroke. Digits (with any US punctuation) are formatted,
 * at most 10. Anything holding another character, such as '555-CALL', is left as typed: eating
 * the letters silently would hide the mistake, and the form then says 'Please enter a valid phone
 * number' (spec §5) instead.
 */
export function formatPhoneInput(raw: string): string {
  if (!PHONE_CHARACTERS.test(raw)) return raw;
  return formatUsPhone(raw);
}
