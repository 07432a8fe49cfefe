// One family of field builders (decision 039): the forms and the wire refuse the same values,
// each in its own words.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailText, optionalEmailText, optionalText, requiredText } from './fields.ts';
import { formSays } from './schemas/fields.ts';
import { issuesOf } from './testing/issues.ts';
import { wireSays } from './wire/common.ts';

const form = formSays('customers.nameTooLong', 'customers.nameRequired', 'customers.emailInvalid');
const wire = wireSays(5, 'name');
/** The first message a schema says about a value; null when it takes the value. */
const first = (schema: z.ZodType, value: unknown): string | null =>
  Object.values(issuesOf(schema, value))[0]?.[0] ?? null;

describe('requiredText', () => {
  it.each([
    ['', 'customers.nameRequired', 'name is required'],
    ['   ', 'customers.nameRequired', 'name is required'],
    ['abcdef', 'customers.nameTooLong', 'must be at most 5 characters'],
    ['a\u0000b', 'form.invalidCharacters', 'must not contain NUL bytes'],
    ['a\ud800b', 'form.invalidCharacters', 'must be valid Unicode text'],
  ])('refuses %j the same way on both sides, in their words', (value, formWords, wireWords) => {
    expect(first(requiredText(5, form), value)).toBe(formWords);
    expect(first(requiredText(5, wire), value)).toBe(wireWords);
  });

  it('trims, and measures the trimmed text', () => {
    expect(requiredText(5, wire).parse('  abcde  ')).toBe('abcde');
    expect(requiredText(5, form).parse('  abcde  ')).toBe('abcde');
  });

  it('says one message per field', () => {
    expect(Object.values(issuesOf(requiredText(5, wire), 'abcdef\u0000'))).toEqual([
      ['must be at most 5 characters'],
    ]);
  });
});

describe('optionalText', () => {
  it('takes empty text; absence is the caller’s (.default or .nullish)', () => {
    expect(optionalText(5, form).parse('  ')).toBe('');
    expect(optionalText(5, form).default('').parse(undefined)).toBe('');
    expect(optionalText(5, wire).nullish().parse(null)).toBeNull();
    expect(first(optionalText(5, wire), 'abcdef')).toBe('must be at most 5 characters');
  });
});

describe('the one e-mail shape', () => {
  it('requires, trims and lowercases an e-mail', () => {
    const email = emailText(wireSays(254, 'email'));
    expect(email.parse('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(first(email, '')).toBe('email is required');
    expect(first(email, 'ana@example')).toBe('Please enter a valid email');
  });

  it("takes '' or an e-mail when optional", () => {
    const email = optionalEmailText(form);
    expect(email.parse('')).toBe('');
    expect(email.parse(' ana@example.com ')).toBe('ana@example.com');
    expect(first(email, 'ana at example.com')).toBe('customers.emailInvalid');
  });
});
