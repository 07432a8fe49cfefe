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
import { useCallback } from 'react';
import { LISTED_SERVICE_TYPES, serviceTypeKey } from '#web/lib/service-types.ts';
import { greetingName } from '../contact/on-my-way.ts';
import { useCustomerTexts } from '../contact/use-customer-texts.ts';

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
  const { t, businessName, appLanguage, loadedLanguage } = useCustomerTexts();
  return useCallback(
    (job: Job, customer: ReminderCustomer, invoiceUrl?: string) => {
      const language = loadedLanguage(customer.language) ?? appLanguage;
      return {
        language,
        message: reminderMessage(t, job, customer, businessName, language, invoiceUrl),
        subject: t('payments.reminderSubject', { lng: language }),
      };
    },
    [t, loadedLanguage, businessName, appLanguage],
  );
}
