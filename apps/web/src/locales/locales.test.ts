import { NOTIFICATION_TEXT_KEYS } from '@jobtrack/core';
import { describe, expect, it } from 'vitest';
import { enMessages, esMessages } from './index.ts';

describe('locale files', () => {
  it('English and Spanish have the same keys', () => {
    expect(Object.keys(esMessages).sort()).toEqual(Object.keys(enMessages).sort());
  });

  it('has English and Spanish words for every notification key core emits', () => {
    const missing = NOTIFICATION_TEXT_KEYS.filter((key) => !enMessages[key] || !esMessages[key]);
    expect(missing).toEqual([]);
  });

  it("keeps the spec's notification panel texts", () => {
    expect(enMessages['notifications.justNow']).toBe('Just now');
    expect(enMessages['notifications.empty.title']).toBe('No notifications');
    expect(enMessages['notifications.empty.message']).toBe("You're all caught up!");
    expect(enMessages['notifications.clearAll']).toBe('Clear All');
    expect(enMessages['notifications.viewDashboard']).toBe('View Dashboard');
  });

  it('no text is empty', () => {
    const empty = [...Object.entries(enMessages), ...Object.entries(esMessages)].filter(
      ([, text]) => !text.trim(),
    );
    expect(empty).toEqual([]);
  });

  it('interpolations match between the languages', () => {
    const names = (text: string) =>
      [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    const mismatched = Object.keys(enMessages).filter(
      (key) =>
        JSON.stringify(names(enMessages[key]!)) !== JSON.stringify(names(esMessages[key] ?? '')),
    );
    expect(mismatched).toEqual([]);
  });

  it('keeps the spec texts of the shell and sign-in', () => {
    expect(enMessages['common.unexpectedError']).toBe('Unexpected Application Error!');
    expect(esMessages['common.unexpectedError']).toBe('¡Error inesperado de la aplicación!');
    expect(enMessages['auth.noAccount']).toBe('No account found with this email address.');
    expect(enMessages['auth.incorrectPassword']).toBe('Incorrect password. Please try again.');
    expect(enMessages['auth.emailExists']).toBe('An account with this email already exists.');
    expect(enMessages['auth.invalidDemoCredentials']).toBe(
      'Invalid demo credentials. Please check your environment variables.',
    );
    expect(enMessages['auth.demoAuthFailed']).toBe('Demo authentication failed');
    expect(enMessages['auth.loginError']).toBe('An error occurred during login. Please try again.');
    expect(enMessages['auth.signupError']).toBe(
      'An error occurred during signup. Please try again.',
    );
    expect(enMessages['auth.invalidCredentials']).toBe('Invalid email or password');
  });
});
