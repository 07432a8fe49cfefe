import { STORAGE_KEYS, type Language, type QrStyle, type Theme } from '@jobtrack/core';
import { languageFrom, themeFrom } from '#web/config/visitor.ts';
import { createLog } from './log.ts';

const log = createLog('preferences');

// Theme and language choices (spec §4), read before React renders so nothing flashes.

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string): void => {
  try {
    localStorage.setItem(key, value);
  } catch (error) {
    log.warn('Could not store a preference', error);
  }
};

/** The stored language, else Spanish for an 'es*' browser, else English. */
export const readLanguage = (): Language =>
  languageFrom(read(STORAGE_KEYS.language), navigator.language);

export const storeLanguage = (language: Language) => write(STORAGE_KEYS.language, language);

export const readStoredTheme = (): Theme | null => themeFrom(read(STORAGE_KEYS.theme));

export const storeTheme = (theme: Theme) => write(STORAGE_KEYS.theme, theme);

export { systemTheme } from '#web/config/visitor.ts';

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

/** What this device's QR codes hold (decision 025): the spec's payload unless link was chosen. */
export const readQrStyle = (): QrStyle =>
  read(STORAGE_KEYS.qrStyle) === 'link' ? 'link' : 'payload';

export const storeQrStyle = (style: QrStyle) => write(STORAGE_KEYS.qrStyle, style);
