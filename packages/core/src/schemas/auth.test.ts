import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues.ts';
import { passwordConfirmationSchema, signInFormSchema, signUpFormSchema } from './auth.ts';

describe('signInFormSchema (spec §5)', () => {
  it('trims and lowercases the e-mail', () => {
    expect(signInFormSchema.parse({ email: '  Ana@Example.COM ', password: 'x' })).toEqual({
      email: 'ana@example.com',
      password: 'x',
    });
  });

  it('requires the e-mail after trimming, with only the required message', () => {
    expect(issuesOf(signInFormSchema, { email: '   ', password: 'x' })).toEqual({
      email: ['auth.emailRequired'],
    });
    expect(issuesOf(signInFormSchema, { password: 'x' })).toEqual({
      email: ['auth.emailRequired'],
    });
  });

  it('requires a simple e-mail shape', () => {
    for (const email of ['ana', 'ana@example', '@example.com', 'ana @example.com', 'a@b.']) {
      expect(issuesOf(signInFormSchema, { email, password: 'x' })).toEqual({
        email: ['auth.emailInvalid'],
      });
    }
    expect(issuesOf(signInFormSchema, { email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('requires the password, untrimmed', () => {
    expect(issuesOf(signInFormSchema, { email: 'a@b.co', password: '' })).toEqual({
      password: ['auth.passwordRequired'],
    });
    expect(signInFormSchema.parse({ email: 'a@b.co', password: ' pw ' }).password).toBe(' pw ');
  });
});

describe('signUpFormSchema (spec §5)', () => {
  const valid = {
    name: ' Ana Lopez ',
    email: 'Ana@Example.com',
    password: 'secret',
    confirmPassword: 'secret',
  };

  it('accepts a complete form, trimmed and lowercased, business name optional', () => {
    expect(signUpFormSchema.parse(valid)).toEqual({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      password: 'secret',
      confirmPassword: 'secret',
      businessName: undefined,
    });
    expect(signUpFormSchema.parse({ ...valid, businessName: ' Ana Co ' }).businessName).toBe(
      'Ana Co',
    );
    expect(signUpFormSchema.parse({ ...valid, businessName: '  ' }).businessName).toBeUndefined();
  });

  it('requires every field but the business name', () => {
    expect(
      issuesOf(signUpFormSchema, { name: '', email: '', password: '', confirmPassword: '' }),
    ).toEqual({
      name: ['auth.fullNameRequired'],
      email: ['auth.emailRequired'],
      password: ['auth.passwordRequired'],
      confirmPassword: ['auth.confirmPasswordRequired'],
    });
  });

  it('needs a password of at least 6 characters', () => {
    expect(
      issuesOf(signUpFormSchema, { ...valid, password: '12345', confirmPassword: '12345' }),
    ).toEqual({ password: ['auth.passwordMinLength'] });
    expect(
      issuesOf(signUpFormSchema, { ...valid, password: '123456', confirmPassword: '123456' }),
    ).toEqual({});
  });

  it('needs the confirmation to match', () => {
    expect(issuesOf(signUpFormSchema, { ...valid, confirmPassword: 'secreT' })).toEqual({
      confirmPassword: ['auth.passwordsDoNotMatch'],
    });
  });

  it('rejects a bad e-mail', () => {
    expect(issuesOf(signUpFormSchema, { ...valid, email: 'nope' })).toEqual({
      email: ['auth.emailInvalid'],
    });
  });
});

describe('passwordConfirmationSchema', () => {
  it('says the passwords do not match, whatever the other fields hold', () => {
    expect(
      issuesOf(passwordConfirmationSchema, {
        name: '',
        password: '123456',
        confirmPassword: '654321',
      }),
    ).toEqual({ confirmPassword: ['auth.passwordsDoNotMatch'] });
  });

  it('leaves an empty confirmation to the required message', () => {
    expect(
      issuesOf(passwordConfirmationSchema, { password: '123456', confirmPassword: '' }),
    ).toEqual({});
  });
});
