// What every text sent to a customer needs (on my way, payment and visit reminders, booking
// confirmations): `t`, the owner's business name and templates, the app's language, and the customer's language once its texts are loaded. The
// app loads one language's texts (decision 023); a customer may be written to in the other, so
// both are loaded here, and until they are, the text goes out in the app's language.
import type { Language } from '@jobtrack/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '#web/lib/format.ts';
import { useBusinessProfile } from '#web/data/hooks/use-business-profile.ts';

const LANGUAGES: Language[] = ['en', 'es'];

export function useCustomerTexts() {
  const { t, i18n } = useTranslation(undefined, { bindI18n: 'languageChanged loaded' });
  const { profile } = useBusinessProfile();
  useEffect(() => {
    void i18n.loadLanguages(LANGUAGES);
  }, [i18n]);
  /** The customer's language when its texts are loaded; undefined otherwise. */
  const loadedLanguage = useCallback(
    (language: Language | undefined): Language | undefined =>
      language && i18n.hasResourceBundle(language, 'translation') ? language : undefined,
    [i18n],
  );
  return {
    t,
    businessName: profile.businessName,
    /** The owner's own texts (decision 065); absent: the app's. */
    templates: profile.messageTemplates,
    appLanguage: toLanguage(i18n.language),
    loadedLanguage,
  };
}
