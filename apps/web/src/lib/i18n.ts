import { notificationMessages, validationMessages, type Language } from '@jobtrack/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enMessages, esMessages } from '../locales/index.ts';
import { readLanguage } from './preferences.ts';

// One flat namespace: keys are the spec's ('auth.emailRequired'), so dots are not separators.
export function initI18n(language: Language = readLanguage()): typeof i18n {
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: {
      en: { translation: { ...validationMessages.en, ...notificationMessages.en, ...enMessages } },
      es: { translation: { ...validationMessages.es, ...notificationMessages.es, ...esMessages } },
    },
  });
  document.documentElement.lang = language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18n;
}
