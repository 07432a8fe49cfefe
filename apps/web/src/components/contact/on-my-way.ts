import type { Language } from '@jobtrack/core';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useCustomerTexts } from './use-customer-texts.ts';

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

/**
 * `onMyWayMessage` with the owner's business name (from the profile) and the customer's language
 * when its texts are loaded, else the app's (useCustomerTexts).
 */
export function useOnMyWayMessage(): (customer: OnMyWayCustomer) => string {
  const { t, businessName, appLanguage, loadedLanguage } = useCustomerTexts();
  return useCallback(
    (customer: OnMyWayCustomer) =>
      onMyWayMessage(
        t,
        { ...customer, language: loadedLanguage(customer.language) },
        businessName,
        appLanguage,
      ),
    [t, loadedLanguage, businessName, appLanguage],
  );
}
