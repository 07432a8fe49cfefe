// The English words of the validation keys the first pages need: sign-in, sign-up, the waitlist
// and the form-wide ones. Apart from the record forms' words (messages-en.ts), so the landing page
// and the app's first load carry only these (decision 042).
import {
  EMAIL_MAX_CHARS,
  NAME_MAX_CHARS,
  PASSWORD_MAX_CHARS,
  SERVICE_TYPE_MAX_CHARS,
} from '../limits.ts';
import { n } from './message-limits.ts';

export const authMessagesEn = {
  'auth.emailRequired': 'Email is required',
  'auth.emailInvalid': 'Please enter a valid email',
  'auth.passwordRequired': 'Password is required',
  'auth.fullNameRequired': 'Full name is required',
  'auth.passwordMinLength': 'Password must be at least 6 characters',
  'auth.confirmPasswordRequired': 'Please confirm your password',
  'auth.passwordsDoNotMatch': 'Passwords do not match',
  'waitlist.emailRequired': 'Please enter your email address',
  'waitlist.emailInvalid': 'Please enter a valid email address',
  'form.invalidCharacters': 'Remove the characters that cannot be saved',
  'form.emailTooLong': `Email must be at most ${n(EMAIL_MAX_CHARS)} characters`,
  'auth.fullNameTooLong': `Full name must be at most ${n(NAME_MAX_CHARS)} characters`,
  'auth.businessNameTooLong': `Business name must be at most ${n(NAME_MAX_CHARS)} characters`,
  'auth.passwordTooLong': `Password must be at most ${n(PASSWORD_MAX_CHARS)} characters`,
  'waitlist.businessTypeTooLong': `Business type must be at most ${n(SERVICE_TYPE_MAX_CHARS)} characters`,
} as const;

export type AuthMessageKey = keyof typeof authMessagesEn;
