// The texts sent to a customer about a visit (issue 28, decision 065): the visit reminder and the
// booking confirmation, in the customer's language, from the owner's template when there is one
// (core's fillTemplate), else the app's text in the locales.
import {
  fillTemplate,
  formatMessageDay,
  formatTime12h,
  ownerTemplate,
  type Job,
  type Language,
  type MessageKind,
  type MessageTemplates,
} from '@jobtrack/core';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useCustomerTexts } from './use-customer-texts.ts';

/** The app's text of each kind: its key with a business name, and without one. */
const DEFAULT_KEYS: Record<MessageKind, { key: string; noBusiness: string }> = {
  visitReminder: {
    key: 'reminders.visitReminderMessage',
    noBusiness: 'reminders.visitReminderMessageNoBusiness',
  },
  bookingConfirmation: {
    key: 'reminders.bookingMessage',
    noBusiness: 'reminders.bookingMessageNoBusiness',
  },
  onMyWay: { key: 'contact.onMyWayMessage', noBusiness: 'contact.onMyWayMessageNoBusiness' },
  paymentReminder: {
    key: 'payments.reminderMessage',
    noBusiness: 'payments.reminderMessageNoBusiness',
  },
};

/** The name a text greets: the first word of the customer's name ('Maria Garcia' -> 'Maria'). */
export const greetingName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** How far away "on my way" says the owner is (issue 13's text). */
export const ON_MY_WAY_MINUTES = 15;

/** The app's own text of a kind in a language (what "Reset to default" brings back). */
export const defaultTemplate = (
  t: TFunction,
  kind: MessageKind,
  language: Language,
  hasBusiness = true,
): string => {
  const keys = DEFAULT_KEYS[kind];
  return t(hasBusiness ? keys.key : keys.noBusiness, {
    lng: language,
    minutes: ON_MY_WAY_MINUTES,
  });
};

/**
 * The template a text is written from: the owner's for this language when set, else the app's
 * (whose wording leaves the business out when the profile has no name).
 */
export const templateFor = (
  t: TFunction,
  kind: MessageKind,
  language: Language,
  templates: MessageTemplates | undefined,
  businessName: string,
): string =>
  ownerTemplate(templates, language, kind) ??
  defaultTemplate(t, kind, language, businessName.trim() !== '');

/** 'at 9:00 AM', 'between 8:00 AM and 10:00 AM' ('a las 9:00 a.m.'); '' without a start time. */
export const visitTimePhrase = (
  t: TFunction,
  job: Pick<Job, 'startTime' | 'windowEnd'>,
  language: Language,
): string => {
  if (!job.startTime) return '';
  const start = formatTime12h(job.startTime, language);
  if (job.windowEnd) {
    const end = formatTime12h(job.windowEnd, language);
    return t('reminders.timeWindow', { lng: language, start, end });
  }
  const hour = Number(job.startTime.slice(0, 2)) % 12 || 12;
  return t('reminders.timeAt', { lng: language, time: start, count: hour });
};

export type VisitMessageKind = 'visitReminder' | 'bookingConfirmation';

type MessageCustomer = { name: string; language?: Language | undefined };

/** The reminder's or the confirmation's text for a visit, in `language`. */
export function visitMessage(
  t: TFunction,
  kind: VisitMessageKind,
  job: Pick<Job, 'scheduledDate' | 'startTime' | 'windowEnd'>,
  customer: MessageCustomer,
  businessName: string,
  language: Language,
  templates?: MessageTemplates,
): string {
  return fillTemplate(templateFor(t, kind, language, templates, businessName), {
    firstName: greetingName(customer.name),
    date: formatMessageDay(job.scheduledDate, language),
    time: visitTimePhrase(t, job, language),
    business: businessName.trim(),
  });
}

const SUBJECT_KEYS: Record<VisitMessageKind, string> = {
  visitReminder: 'reminders.visitReminderSubject',
  bookingConfirmation: 'reminders.bookingSubject',
};

/** A text ready to send: its words, the e-mail subject and the language it is written in. */
export type CustomerMessage = { language: Language; message: string; subject: string };

/**
 * `visitMessage` with the owner's business name and templates, in the customer's language when
 * its texts are loaded, else the app's (useCustomerTexts).
 */
export function useVisitMessage(): (
  kind: VisitMessageKind,
  job: Pick<Job, 'scheduledDate' | 'startTime' | 'windowEnd'>,
  customer: MessageCustomer,
) => CustomerMessage {
  const { t, businessName, appLanguage, loadedLanguage, templates } = useCustomerTexts();
  return useCallback(
    (kind, job, customer) => {
      const language = loadedLanguage(customer.language) ?? appLanguage;
      return {
        language,
        message: visitMessage(t, kind, job, customer, businessName, language, templates),
        subject: t(SUBJECT_KEYS[kind], { lng: language }),
      };
    },
    [t, loadedLanguage, businessName, appLanguage, templates],
  );
}
