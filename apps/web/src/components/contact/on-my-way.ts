import type { Language } from '@jobtrack/core';
import type { TFunction } from 'i18next';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '#web/lib/format.ts';
import { useBusinessProfile } from '#web/lib/profile/use-business-profile.ts';

/** How far away "on my way" says the owner is (issue 13's text). */
export const ON_MY_WAY_MINUTES = 15;

type OnMyWayCustomer = { name: string; language?: Language };

/** The name a text greets: the first word of the customer's name ('Maria Garcia' -> 'Maria'). */
export const greetingName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/**
 * The prefilled "on my way" text, in the customer's language (else the app's): "Hi Maria, this is
 * Rivera Lawn — I'm on my way, see you in about 15 minutes." Without a business name the text
 * leaves it out rather than saying "this is ,".
 */
export function onMyWayMessage(
  t: TFunction,
  customer: OnMyWayCustomer,
  businessName: string,
  appLanguage: Language,
): string {
  const business = businessName.trim();
  return t(business ? 'contact.onMyWayMessage' : 'contact.onMyWayMessageNoBusiness', {
    lng: customer.language ?? appLanguage,
    name: greetingName(customer.name),
    business,
    minutes: ON_MY_WAY_MINUTES,
  });
}

const LANGUAGES: Language[] = ['en', 'es'];

/**
 * `onMyWayMessage` with the owner's business name (from the profile) and the app's language. The
 * app loads one language's texts (decision 023); a customer may be texted in the other, so it is
 * loaded here, and until it is, the text goes out in the app's language rather than as a key.
 */
export function useOnMyWayMessage(): (customer: OnMyWayCustomer) => string {
  const { t, i18n } = useTranslation(undefined, { bindI18n: 'languageChanged loaded' });
  const { profile } = useBusinessProfile();
  const businessName = profile.businessName;
  const appLanguage = toLanguage(i18n.language);
  useEffect(() => {
    void i18n.loadLanguages(LANGUAGES);
  }, [i18n]);
  return useCallback(
    (customer: OnMyWayCustomer) => {
      const isLoaded =
        customer.language && i18n.hasResourceBundle(customer.language, 'translation');
      const language = isLoaded ? customer.language : undefined;
      return onMyWayMessage(t, { ...customer, language }, businessName, appLanguage);
    },
    [t, i18n, businessName, appLanguage],
  );
}
