// Sign-in and sign-up forms (spec §5), shared by the web forms and the auth routes.
import { z } from 'zod';
import {
  MIN_PASSWORD_LENGTH,
  NAME_MAX_CHARS,
  PASSWORD_MAX_CHARS,
  isStorableText,
} from '../limits.ts';
import { INVALID_CHARACTERS_KEY, emailField, requiredText } from './fields.ts';

const email = () => emailField('auth.emailRequired', 'auth.emailInvalid');

// Passwords are never trimmed: a space is a character the owner chose.
const password = () =>
  z
    .string({ error: 'auth.passwordRequired' })
    .min(1, { error: 'auth.passwordRequired', abort: true })
    .max(PASSWORD_MAX_CHARS, { error: 'auth.passwordTooLong', abort: true })
    .refine(isStorableText, { error: INVALID_CHARACTERS_KEY, abort: true });

export const signInFormSchema = z.object({
  email: email(),
  password: password(),
});
export type SignInFormInput = z.input<typeof signInFormSchema>;
export type SignInForm = z.output<typeof signInFormSchema>;

export const signUpFormSchema = z
  .object({
    name: requiredText('auth.fullNameRequired', {
      max: NAME_MAX_CHARS,
      tooLongKey: 'auth.fullNameTooLong',
    }),
    email: email(),
    password: password().min(MIN_PASSWORD_LENGTH, 'auth.passwordMinLength'),
    confirmPassword: z
      .string({ error: 'auth.confirmPasswordRequired' })
      .min(1, 'auth.confirmPasswordRequired'),
    // Optional (spec §5): left empty, it is absent rather than ''.
    businessName: z
      .string()
      .trim()
      .max(NAME_MAX_CHARS, { error: 'auth.businessNameTooLong', abort: true })
      .refine(isStorableText, { error: INVALID_CHARACTERS_KEY })
      .optional()
      .transform((value) => value || undefined),
  })
  .superRefine((form, ctx) => {
    if (!passwordsMatch(form)) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'auth.passwordsDoNotMatch',
      });
    }
  });

// An empty confirmation already says "required"; "do not match" would be noise.
const passwordsMatch = (form: { password: string; confirmPassword: string }) =>
  form.confirmPassword === '' || form.confirmPassword === form.password;

/**
 * The mismatch rule alone. zod skips an object's refinements while any field is still in
 * error, so a form checks this too, to show the mismatch beside the other messages (spec §5).
 */
export const passwordConfirmationSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine(passwordsMatch, { path: ['confirmPassword'], message: 'auth.passwordsDoNotMatch' });

export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpForm = z.output<typeof signUpFormSchema>;
