// What /boot.js decides before the first paint (decisions 037, 043): the files the visitor's
// first screen needs, and whether the page's prerender is what this visitor would see. Its
// rules (language, theme, data mode) and storage keys are the app's (config/visitor.ts).
import type { Language, Theme } from '@jobtrack/core';
import { dataModeFor, languageFrom, themeFrom, type ModeSettings } from '#web/config/visitor.ts';

/** The first screens boot.js preloads: sign-in, the signed-in frame and dashboard, the adapters. */
export type BootScreen = 'login' | 'shell' | 'dashboard' | 'demo' | 'local' | 'api';

/** The build's file names boot.js needs (written in by vite-plugins/boot-script.ts). */
export type BootFiles = {
  /** Each language's texts chunk. */
  texts: Record<Language, string>;
  /** Each first screen's chunk, with the chunks it imports statically. */
  screens: Record<BootScreen, string[]>;
  /** The app page's entry and the chunks it imports, which boot.js starts (decision 043). */
  app: { entry: string; preloads: string[] };
};

/** What this browser holds for the visit, as boot.js reads it. */
export type Visit = {
  path: string;
  /** The app page's prerender (`data-app-prerender`: 'login' or 'shell'); null on the landing page. */
  prerender: string | null;
  /** The raw values under the visitor's keys (config/visitor.ts VISITOR_KEYS). */
  stored: {
    language: string | null;
    theme: string | null;
    user: string | null;
    runtimeConfig: string | null;
    waitlistEmails: string | null;
  };
  browserLanguage: string | undefined;
  systemTheme: () => Theme;
};

/** The files to preload for the first screen, and whether the prerender fits the visitor. */
export type VisitPlan = { loads: string[]; fits: boolean };

const parse = (raw: string | null, empty: string): unknown => {
  try {
    return JSON.parse(raw || empty);
  } catch {
    return null;
  }
};

type StoredUser = { email?: unknown; isWaitlisted?: unknown };
type StoredSettings = { demoMode?: unknown; demoCredentials?: { email?: unknown } | null };

/** The stored settings as the data-mode rule reads them (from a copy of any shape). */
const modeSettings = (stored: StoredSettings | null): ModeSettings => ({
  demoMode: Boolean(stored?.demoMode),
  demoCredentials: stored?.demoCredentials ? { email: String(stored.demoCredentials.email) } : null,
});

export function planVisit(visit: Visit, files: BootFiles): VisitPlan {
  const { stored } = visit;
  const language = languageFrom(stored.language, visit.browserLanguage);
  const theme = themeFrom(stored.theme) ?? visit.systemTheme();
  let path = visit.path;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  // The app's first screen: its route's code and, signed in, the data mode's adapter.
  let first: BootScreen[] = [];
  let mode = '';
  if (path === '/login') first = ['login'];
  if (path === '/app' || path === '/app/dashboard' || path === '/dashboard') {
    const user = parse(stored.user, 'null') as StoredUser | null;
    if (user) {
      const settings = parse(stored.runtimeConfig, 'null') as StoredSettings | null;
      const userMode = dataModeFor(
        { email: String(user.email), isWaitlisted: Boolean(user.isWaitlisted) },
        modeSettings(settings),
      );
      mode = userMode;
      first = ['shell', 'dashboard', userMode];
    }
  }
  const loads = [files.texts[language], ...first.flatMap((name) => files.screens[name])];
  // The prerendered landing page is the English, light one with the default settings. The app's
  // prerendered pages (decision 043) are English and light too: the sign-in page of a visitor
  // not signed in (the server gave it its settings), and the shell of the demo account's
  // dashboard, which keeps the banner's "Join waitlist" place: not for someone who has joined.
  const signedIn = Boolean(stored.user);
  const emails = parse(stored.waitlistEmails, '[]') as { length?: unknown } | null;
  const joined = Number(emails?.length) > 0;
  const fits =
    language === 'en' &&
    theme === 'light' &&
    (visit.prerender === 'login'
      ? !signedIn
      : visit.prerender === 'shell'
        ? mode === 'demo' && !joined
        : !stored.runtimeConfig);
  return { loads, fits };
}
