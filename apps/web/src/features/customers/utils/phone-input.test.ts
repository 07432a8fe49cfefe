import { describe, expect, it } from 'vitest';
import { formatPhoneInput } from './phone-input.ts';

describe('formatPhoneInput (spec §5: US auto-format as typed, up to 10 digits)', () => {
  it('formats digits as they are typed', () => {
    const typed = '5551234567';
    const shown = Array.from(typed, (_, index) => formatPhoneInput(typed.slice(0, index + 1)));
    expect(shown).toEqual([
      '(5',
      '(55',
      '(555',
      '(555) 1',
      '(555) 12',
      '(555) 123',
      '(555) 123-4',
      '(555) 123-45',
      '(555) 123-456',
      '(555) 123-4567',
    ]);
  });

  it('keeps at most 10 digits', () => {
    expect(formatPhoneInput('(555) 123-45678')).toBe('(555) 123-4567');
    expect(formatPhoneInput('555123456789')).toBe('(555) 123-4567');
  });

  it('reformats pasted numbers with any US punctuation', () => {
    expect(formatPhoneInput('555.123.4567')).toBe('(555) 123-4567');
    expect(formatPhoneInput('555-123-4567')).toBe('(555) 123-4567');
    expect(formatPhoneInput('+1 555 123 4567')).toBe('(555) 123-4567');
  });

  it('empties when nothing but punctuation is left', () => {
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput('(')).toBe('');
  });

  it('leaves a value with other characters as typed, for the validator to refuse', () => {
    expect(formatPhoneInput('555-CALL')).toBe('555-CALL');
    expect(formatPhoneInput('555 123 x4')).toBe('555 123 x4');
  });
});
