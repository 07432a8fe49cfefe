import {
  notificationMessages,
  statusLabels,
  validationMessages,
  type Language,
} from '@jobtrack/core';
import i18n, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enMessages, esMessages } from '../locales/index.ts';
import { readLanguage } from './preferences.ts';

/**
 * Every text of the app in one flat namespace per language: keys are the spec's
 * ('auth.emailRequired'), so dots are not separators. Core's words come first, the app's last.
 */
export const i18nOptions = (language: Language): InitOptions => ({
  lng: language,
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  resources: {
    en: {
      translation: {
        ...validationMessages.en,
        ...notificationMessages.en,
        ...statusLabels.en,
        ...enMessages,
      },
    },
    es: {
      translation: {
        ...validationMessages.es,
        ...notificationMessages.es,
        ...statusLabels.es,
        ...esMessages,
      },
    },
  },
});

export function initI18n(language: Language = readLanguage()): typeof i18n {
  void i18n.use(initReactI18next).init(i18nOptions(language));
  document.documentElement.lang = language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18n;
}
