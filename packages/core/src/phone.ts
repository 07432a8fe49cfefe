// US phone input of spec §5: formatted as the owner types, at most 10 digits.
import { PHONE_MAX_DIGITS } from './constants.ts';

/**
 * '555' -> '(555', '5551' -> '(555) 1', '555123' -> '(555) 123', '5551234' -> '(555) 123-4',
 * '5551234567' -> '(555) 123-4567'. The closing parenthesis waits for the 4th digit so that
 * backspacing over it removes a digit instead of getting stuck on the ')'.
 * A pasted '+1 555 123 4567' drops its country code rather than losing the last digit.
 */
export const formatUsPhone = (input: string): string => {
  let digits = input.replace(/\D/g, '');
  if (digits.length === PHONE_MAX_DIGITS + 1 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, PHONE_MAX_DIGITS);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
};

/**
 * Spec §5: only digits, spaces, hyphens, parentheses, dots and plus. At least one digit too, so
 * '()' or '+' alone is not taken for a phone number.
 */
export const isValidPhone = (value: string): boolean =>
  /^[\d\s\-().+]+$/.test(value) && /\d/.test(value);

/** The digits of a phone, for tel: links and search. */
export const phoneDigits = (value: string): string => value.replace(/\D/g, '');
