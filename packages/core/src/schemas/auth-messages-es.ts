// The Spanish words of the validation keys the first pages need (auth-messages-en.ts says why
// they are apart), typed by the English keys.
import type { AuthMessageKey } from './auth-messages-en.ts';
import {
  EMAIL_MAX_CHARS,
  NAME_MAX_CHARS,
  PASSWORD_MAX_CHARS,
  SERVICE_TYPE_MAX_CHARS,
} from '../limits.ts';
import { n } from './message-limits.ts';

export const authMessagesEs: Readonly<Record<AuthMessageKey, string>> = {
  'auth.emailRequired': 'El correo electrónico es obligatorio',
  'auth.emailInvalid': 'Introduce un correo electrónico válido',
  'auth.passwordRequired': 'La contraseña es obligatoria',
  'auth.fullNameRequired': 'El nombre completo es obligatorio',
  'auth.passwordMinLength': 'La contraseña debe tener al menos 6 caracteres',
  'auth.confirmPasswordRequired': 'Confirma tu contraseña',
  'auth.passwordsDoNotMatch': 'Las contraseñas no coinciden',
  'waitlist.emailRequired': 'Introduce tu dirección de correo electrónico',
  'waitlist.emailInvalid': 'Introduce una dirección de correo electrónico válida',
  'form.invalidCharacters': 'Quita los caracteres que no se pueden guardar',
  'form.emailTooLong': `El correo electrónico debe tener como máximo ${n(EMAIL_MAX_CHARS)} caracteres`,
  'auth.fullNameTooLong': `El nombre completo debe tener como máximo ${n(NAME_MAX_CHARS)} caracteres`,
  'auth.businessNameTooLong': `El nombre del negocio debe tener como máximo ${n(NAME_MAX_CHARS)} caracteres`,
  'auth.passwordTooLong': `La contraseña debe tener como máximo ${n(PASSWORD_MAX_CHARS)} caracteres`,
  'waitlist.businessTypeTooLong': `El tipo de negocio debe tener como máximo ${n(SERVICE_TYPE_MAX_CHARS)} caracteres`,
};
