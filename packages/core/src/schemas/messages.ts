// The words behind every validation key the schemas use, so the server's error bodies and the
// web forms say the same thing: each language in its own module (messages-en.ts, messages-es.ts).
import { authMessagesEn } from './auth-messages-en.ts';
import { authMessagesEs } from './auth-messages-es.ts';
import { recordMessagesEn } from './messages-en.ts';
import { recordMessagesEs } from './messages-es.ts';

/** Every validation key's English words: the first pages' and the record forms'. */
export const validationMessagesEn = { ...authMessagesEn, ...recordMessagesEn } as const;
export type ValidationMessageKey = keyof typeof validationMessagesEn;
export const validationMessagesEs: Readonly<Record<ValidationMessageKey, string>> = {
  ...authMessagesEs,
  ...recordMessagesEs,
};

export const validationMessages: Readonly<
  Record<'en' | 'es', Readonly<Record<ValidationMessageKey, string>>>
> = { en: validationMessagesEn, es: validationMessagesEs };

export const isValidationMessageKey = (key: string): key is ValidationMessageKey =>
  Object.hasOwn(validationMessagesEn, key);

/** The words for a key in a language; an unknown key (not one of ours) is returned as is. */
export const validationMessage = (key: string, language: 'en' | 'es' = 'en'): string =>
  isValidationMessageKey(key) ? validationMessages[language][key] : key;
