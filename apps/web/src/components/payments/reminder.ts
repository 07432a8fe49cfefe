// The payment reminder of issue 15: a polite text in the customer's language (else the app's,
// as decision 024's "on my way"), with the amount due in that language's money format and, when
// there is one, the invoice link; sent by SMS, WhatsApp or e-mail.
import {
  formatDate,
  formatMoney,
  jobBalance,
  type Customer,
  type Job,
  type Language,
} from '@jobtrack/core';
import type { TFunction } from 'i18next';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '#web/lib/format.ts';
import { useBusinessProfile } from '#web/lib/profile/use-business-profile.ts';
import { LISTED_SERVICE_TYPES, serviceTypeKey } from '#web/lib/service-types.ts';
import { greetingName } from '../contact/on-my-way.ts';

type ReminderCustomer = Pick<Customer, 'name'> & { language?: Language | undefined };

/** The reminder's text for `job`, in `language`. */
export function reminderMessage(
  t: TFunction,
  job: Job,
  customer: ReminderCustomer,
  businessName: string,
  language: Language,
  invoiceUrl?: string,
): string {
  const business = businessName.trim();
  const lng = language;
  const message = t(business ? 'payments.reminderMessage' : 'payments.reminderMessageNoBusiness', {
    lng,
    name: greetingName(customer.name),
    business,
    amount: formatMoney(jobBalance(job), language),
    service: LISTED_SERVICE_TYPES.has(job.serviceType)
      ? t(serviceTypeKey(job.serviceType), { lng }).toLowerCase()
      : job.serviceType,
    date: formatDate(job.scheduledDate, language),
  });
  return invoiceUrl
    ? `${message}\n${t('payments.reminderInvoice', { lng, url: invoiceUrl })}`
    : message;
}

/**
 * A WhatsApp link with the text prefilled. wa.me wants the number with its country code and only
 * digits; a 10-digit number is taken as a US one (the app's market, decision 016).
 */
export function whatsappHref(phone: string, text: string): string {
  const digits = phone.replace(/\D/g, '');
  const international =
    !phone.trim().startsWith('+') && digits.length === 10 ? `1${digits}` : digits;
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}

/** A mailto: link with the subject and body prefilled. */
export const mailtoHref = (email: string, subject: string, body: string): string =>
  `mailto:${encodeURIComponent(email.trim()).replace('%40', '@')}?subject=${encodeURIComponent(
    subject,
  )}&body=${encodeURIComponent(body)}`;

const LANGUAGES: Language[] = ['en', 'es'];

export type Reminder = { language: Language; message: string; subject: string };

/**
 * `reminderMessage` with the owner's business name and the customer's language when its texts
 * are loaded (the app loads one language, decision 023), else the app's.
 */
export function useReminder(): (
  job: Job,
  customer: ReminderCustomer,
  invoiceUrl?: string,
) => Reminder {
  const { t, i18n } = useTranslation(undefined, { bindI18n: 'languageChanged loaded' });
  const { profile } = useBusinessProfile();
  const businessName = profile.businessName;
  const appLanguage = toLanguage(i18n.language);
  useEffect(() => {
    void i18n.loadLanguages(LANGUAGES);
  }, [i18n]);
  return useCallback(
    (job: Job, customer: ReminderCustomer, invoiceUrl?: string) => {
      const isLoaded =
        customer.language && i18n.hasResourceBundle(customer.language, 'translation');
      const language = isLoaded && customer.language ? customer.language : appLanguage;
      return {
        language,
        message: reminderMessage(t, job, customer, businessName, language, invoiceUrl),
        subject: t('payments.reminderSubject', { lng: language }),
      };
    },
    [t, i18n, businessName, appLanguage],
  );
}
