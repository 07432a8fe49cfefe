// The payment reminder of issue 15: a polite text in the customer's language (else the app's,
// as decision 024's "on my way"), with the amount due in that language's money format and, when
// there is one, the invoice link; sent by SMS, WhatsApp or e-mail.
import {
  fillTemplate,
  formatDate,
  formatMoney,
  jobBalance,
  usesPlaceholder,
  type Customer,
  type Job,
  type Language,
  type MessageTemplates,
} from '@jobtrack/core';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { LISTED_SERVICE_TYPES, serviceTypeKey } from '#web/lib/service-types.ts';
import { greetingName, templateFor } from '../contact/customer-messages.ts';
import { useCustomerTexts } from '../contact/use-customer-texts.ts';

type ReminderCustomer = Pick<Customer, 'name'> & { language?: Language | undefined };

/**
 * The reminder's text for `job`, in `language`: the owner's template when set (decision 065),
 * else the app's. The invoice link goes where the template says {link}; a template without it
 * gets the link on a line of its own, so a reminder never loses it.
 */
export function reminderMessage(
  t: TFunction,
  job: Job,
  customer: ReminderCustomer,
  businessName: string,
  language: Language,
  invoiceUrl?: string,
  templates?: MessageTemplates,
): string {
  const lng = language;
  const template = templateFor(t, 'paymentReminder', language, templates, businessName);
  const message = fillTemplate(template, {
    firstName: greetingName(customer.name),
    business: businessName.trim(),
    amount: formatMoney(jobBalance(job), language),
    service: LISTED_SERVICE_TYPES.has(job.serviceType)
      ? t(serviceTypeKey(job.serviceType), { lng }).toLowerCase()
      : job.serviceType,
    date: formatDate(job.scheduledDate, language),
    ...(invoiceUrl ? { link: invoiceUrl } : {}),
  });
  return invoiceUrl && !usesPlaceholder(template, 'link')
    ? `${message}\n${t('payments.reminderInvoice', { lng, url: invoiceUrl })}`
    : message;
}

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
  const { t, businessName, appLanguage, loadedLanguage, templates } = useCustomerTexts();
  return useCallback(
    (job: Job, customer: ReminderCustomer, invoiceUrl?: string) => {
      const language = loadedLanguage(customer.language) ?? appLanguage;
      return {
        language,
        message: reminderMessage(t, job, customer, businessName, language, invoiceUrl, templates),
        subject: t('payments.reminderSubject', { lng: language }),
      };
    },
    [t, loadedLanguage, businessName, appLanguage, templates],
  );
}
