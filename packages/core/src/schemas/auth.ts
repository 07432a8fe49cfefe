// Sign-in and sign-up forms (spec §5), shared by the web forms and the auth routes.
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, NAME_MAX_CHARS, PASSWORD_MAX_CHARS } from '../limits.ts';
import { boundedText, emailText, optionalText, requiredText } from '../fields.ts';
import { EMAIL_TOO_LONG_KEY, formSays } from './fields.ts';

const email = () =>
  emailText(formSays(EMAIL_TOO_LONG_KEY, 'auth.emailRequired', 'auth.emailInvalid'));

// Passwords are never trimmed: a space is a character the owner chose.
const password = () =>
  boundedText(PASSWORD_MAX_CHARS, formSays('auth.passwordTooLong', 'auth.passwordRequired')).refine(
    (value) => value.length > 0,
    { error: 'auth.passwordRequired', abort: true },
  );

export const signInFormSchema = z.object({
  email: email(),
  password: password(),
});
export type SignInFormInput = z.input<typeof signInFormSchema>;
export type SignInForm = z.output<typeof signInFormSchema>;

export const signUpFormSchema = z
  .object({
    name: requiredText(NAME_MAX_CHARS, formSays('auth.fullNameTooLong', 'auth.fullNameRequired')),
    email: email(),
    password: password().min(MIN_PASSWORD_LENGTH, 'auth.passwordMinLength'),
    confirmPassword: z
      .string({ error: 'auth.confirmPasswordRequired' })
      .min(1, 'auth.confirmPasswordRequired'),
    // Optional (spec §5): left empty, it is absent rather than ''.
    businessName: optionalText(NAME_MAX_CHARS, formSays('auth.businessNameTooLong'))
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
