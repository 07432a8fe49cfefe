import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsPhone, isValidPhone, phoneDigits } from './phone.ts';

describe('formatUsPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['55', '(55'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['55512', '(555) 12'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['555123456', '(555) 123-456'],
    ['5551234567', '(555) 123-4567'],
  ])('formats %j as %j', (input, output) => {
    expect(formatUsPhone(input)).toBe(output);
  });

  it('keeps at most 10 digits', () => {
    expect(formatUsPhone('555123456789')).toBe('(555) 123-4567');
  });

  it('reformats what it already formatted, and ignores other characters', () => {
    expect(formatUsPhone('(555) 123-45678')).toBe('(555) 123-4567');
    expect(formatUsPhone('555.123.4567')).toBe('(555) 123-4567');
    expect(formatUsPhone('abc')).toBe('');
  });

  it('drops the country code of a pasted +1 number', () => {
    expect(formatUsPhone('+1 555 123 4567')).toBe('(555) 123-4567');
  });

  it('is stable: formatting a formatted number changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = formatUsPhone(input);
        expect(formatUsPhone(once)).toBe(once);
        expect(phoneDigits(once).length).toBeLessThanOrEqual(10);
      }),
    );
  });
});

describe('isValidPhone (spec §5)', () => {
  it('accepts digits, spaces, hyphens, parentheses, dots and plus', () => {
    expect(isValidPhone('(555) 123-4567')).toBe(true);
    expect(isValidPhone('+1 555.123.4567')).toBe(true);
    expect(isValidPhone('5551234567')).toBe(true);
  });

  it('refuses anything else, and a phone without digits', () => {
    expect(isValidPhone('555-CALL-NOW')).toBe(false);
    expect(isValidPhone('555 123 4567 x2')).toBe(false);
    expect(isValidPhone('555/1234')).toBe(false);
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone('()-+')).toBe(false);
  });
});
