// What a page knows of its visitor from this browser before any of the app's code has run: the
// language and theme chosen, the server's settings from the last visit, and the data mode a
// stored user gets (spec §4). The app reads them through here, and so does /boot.js (src/boot)
// before the first paint; so this module imports nothing that runs (no React, texts or logging),
// and the boot script stays a few KB (decision 053).
import { STORAGE_KEYS, type Language, type Theme, type User } from '@jobtrack/core';

/** Where the app keeps the server's settings from the last visit (runtime-config-load.ts). */
export const RUNTIME_CONFIG_KEY = 'jobtrack_runtime_config';

/** The keys a page reads before its code runs: the core's names, and the settings' copy. */
export const VISITOR_KEYS = {
  language: STORAGE_KEYS.language,
  theme: STORAGE_KEYS.theme,
  user: STORAGE_KEYS.user,
  waitlistEmails: STORAGE_KEYS.waitlistEmails,
  runtimeConfig: RUNTIME_CONFIG_KEY,
} as const;

/** The stored language, else Spanish for an 'es*' browser, else English. */
export function languageFrom(stored: string | null, browserLanguage: string | undefined): Language {
  if (stored === 'en' || stored === 'es') return stored;
  return browserLanguage?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** The stored theme, or null when none was chosen (the system's applies). */
export const themeFrom = (stored: string | null): Theme | null =>
  stored === 'light' || stored === 'dark' ? stored : null;

export const systemTheme = (): Theme =>
  window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

/** The server's settings the data mode depends on (a part of the runtime settings). */
export type ModeSettings = {
  demoMode: boolean;
  demoCredentials: { email: string } | null;
};

/** Where a signed-in user's data lives (spec §4): the demo's fixed set, this browser, or the server. */
export type DataMode = 'demo' | 'local' | 'api';

/** The data mode a stored user gets (spec §4): waitlisted local, the demo account demo, else api. */
export function dataModeFor(
  user: Pick<User, 'email' | 'isWaitlisted'>,
  settings: ModeSettings,
): DataMode {
  if (user.isWaitlisted) return 'local';
  const demoEmail = settings.demoCredentials?.email.toLowerCase();
  if (settings.demoMode && demoEmail && user.email.toLowerCase() === demoEmail) return 'demo';
  return 'api';
}
