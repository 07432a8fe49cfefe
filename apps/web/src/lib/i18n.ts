import type { Language } from '@jobtrack/core';
import i18n, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from '#web/locales/merge.ts';
import { readLanguage } from './preferences.ts';

/**
 * Every text of the app in one flat namespace per language: keys are the spec's
 * ('auth.emailRequired'), so dots are not separators. Each language is its own chunk, loaded
 * when it is first needed (decision 023), so a visitor downloads only their language.
 */
export const i18nOptions = (language: Language): InitOptions => ({
  lng: language,
  supportedLngs: ['en', 'es'],
  // NOTE: both languages have every key (locales.test.ts); no fallback, so one language loads.
  fallbackLng: false,
  load: 'currentOnly',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  // Load at once rather than on a timer (the texts come from a chunk, not a timer's turn).
  initAsync: false,
});

const LOADERS: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('#web/locales/en.ts'),
  es: () => import('#web/locales/es.ts'),
};

/** The texts of the screens a first visit does not show, loaded with those screens (decision 042). */
const SCREEN_LOADERS: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('#web/locales/en-screens.ts'),
  es: () => import('#web/locales/es-screens.ts'),
};

/** Once a screen has asked for them, every language loaded later comes with its screens' texts. */
let screenTextsWanted = false;
const withScreenTexts = new Set<string>();

/**
 * Adds the screens' texts of the current language (once); a screen's chunk waits for this, so
 * the screen never shows before its words.
 */
export async function loadScreenTexts(): Promise<void> {
  screenTextsWanted = true;
  const language = i18n.language as Language;
  const loader = SCREEN_LOADERS[language];
  if (!loader || withScreenTexts.has(language)) return;
  const { messages } = await loader();
  i18n.addResourceBundle(language, 'translation', messages, true, true);
  withScreenTexts.add(language);
}

/** Starts loading a language's texts (the entry calls it first, beside the page's code). */
export const loadMessages = async (language: Language): Promise<Messages> =>
  (await LOADERS[language]()).messages;

/** i18next reads each language through loadMessages, when it is first used. */
const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const loader = LOADERS[language as Language];
    if (!loader) {
      callback(new Error(`No texts for ${language}`), false);
      return;
    }
    const screens = screenTextsWanted ? SCREEN_LOADERS[language as Language]() : null;
    Promise.all([loader(), screens]).then(
      ([module, screenModule]) => {
        if (screenModule) withScreenTexts.add(language);
        callback(null, { ...module.messages, ...screenModule?.messages });
      },
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** Initialises i18next with the visitor's language; resolves once its texts are loaded. */
export async function initI18n(language: Language = readLanguage()): Promise<typeof i18n> {
  document.documentElement.lang = language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  await i18n.use(lazyLanguages).use(initReactI18next).init(i18nOptions(language));
  return i18n;
}
