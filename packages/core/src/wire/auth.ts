import { z } from 'zod';
import { optionalText, requiredText } from '../fields.ts';
import { email, text, wireSays } from './common.ts';
import { NAME_MAX_CHARS, PASSWORD_MAX_CHARS } from '../limits.ts';
import { MIN_PASSWORD_LENGTH_WIRE } from './limits.ts';

const password = text(PASSWORD_MAX_CHARS).refine(
  (value) => value.length > 0,
  'Password is required',
);

/** The spec's 6-character minimum, for every new password (sign-up and change). */
const newPassword = password.refine(
  (value) => value.length >= MIN_PASSWORD_LENGTH_WIRE,
  `Password must be at least ${MIN_PASSWORD_LENGTH_WIRE} characters`,
);

/** POST /api/auth/register: the sign-up form of spec §5 (confirmPassword optional on the wire). */
export const registerBody = z
  .strictObject({
    name: requiredText(NAME_MAX_CHARS, wireSays(NAME_MAX_CHARS, 'name')),
    email,
    password: newPassword,
    confirmPassword: text(PASSWORD_MAX_CHARS).optional(),
    businessName: optionalText(NAME_MAX_CHARS, wireSays(NAME_MAX_CHARS)).nullish(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** POST /api/auth/login. */
export const loginBody = z.strictObject({ email, password });

/** POST /api/account/password: the current password and the new one (decision 057). */
export const changePasswordBody = z.strictObject({ currentPassword: password, newPassword });

/** DELETE /api/account: the owner types the account's e-mail to confirm (decision 057). */
export const deleteAccountBody = z.strictObject({ email });

export const authUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  businessName: z.string().nullable(),
  createdAt: z.string(),
});

export const authSuccess = z.object({
  success: z.literal(true),
  token: z.string(),
  expiresAt: z.string(),
  user: authUser,
});

export type RegisterBody = z.output<typeof registerBody>;
export type LoginBody = z.output<typeof loginBody>;
export type ChangePasswordBody = z.output<typeof changePasswordBody>;
export type DeleteAccountBody = z.output<typeof deleteAccountBody>;
export type AuthUser = z.output<typeof authUser>;
