import { fillTemplate, type Language, type MessageTemplates } from '@jobtrack/core';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { greetingName, templateFor } from './customer-messages.ts';
import { useCustomerTexts } from './use-customer-texts.ts';

type OnMyWayCustomer = { name: string; language?: Language };

/**
 * The prefilled "on my way" text, in the customer's language (else the app's): "Hi Maria, this is
 * Rivera Lawn — I'm on my way, see you in about 15 minutes." The owner's template for the
 * language when set (decision 065); the app's text otherwise, which leaves the business out
 * rather than saying "this is ," when the profile has no name.
 */
export function onMyWayMessage(
  t: TFunction,
  customer: OnMyWayCustomer,
  businessName: string,
  appLanguage: Language,
  templates?: MessageTemplates,
): string {
  const language = customer.language ?? appLanguage;
  return fillTemplate(templateFor(t, 'onMyWay', language, templates, businessName), {
    firstName: greetingName(customer.name),
    business: businessName.trim(),
  });
}

/**
 * `onMyWayMessage` with the owner's business name and templates (from the profile) and the
 * customer's language when its texts are loaded, else the app's (useCustomerTexts).
 */
export function useOnMyWayMessage(): (customer: OnMyWayCustomer) => string {
  const { t, businessName, appLanguage, loadedLanguage, templates } = useCustomerTexts();
  return useCallback(
    (customer: OnMyWayCustomer) =>
      onMyWayMessage(
        t,
        { ...customer, language: loadedLanguage(customer.language) },
        businessName,
        appLanguage,
        templates,
      ),
    [t, loadedLanguage, businessName, appLanguage, templates],
  );
}
