// The passwords people pick most, refused at sign-up and at a password change (decision 056).
// common-passwords.json: the first 10,000 of the ranked list of @zxcvbn-ts/language-common
// (MIT), lower-cased, those shorter than 6 characters dropped (the 6-character minimum refuses
// them already): 8,464 passwords, ~80 KB, bundled with the server, never sent to the browser.
import list from './common-passwords.json' with { type: 'json' };

const COMMON = new Set<string>(list);

/** The code and English text of the refusal (the app shows its own translation of the code). */
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose a less common one.';

/** True for a password on the list, in any letter case ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
