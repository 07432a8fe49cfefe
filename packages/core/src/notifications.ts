// The notifications the app generates from its own data (spec §4, §9 thresholds).
import { addDays, differenceInCalendarDays } from 'date-fns';
import {
  INACTIVE_CUSTOMER_DAYS,
  LARGE_BALANCE_THRESHOLD,
  OVERDUE_PAYMENT_DAYS,
} from './constants.ts';
import { isCompletedOn, isScheduledOn } from './dashboard.ts';
import { parseLocalDate, toIsoDate } from './dates.ts';
import type { Customer, Job } from './entities.ts';
import { formatMoney, sumMoney, unpaidAmount } from './money.ts';
import { isOwedJob, owedJobs, totalOwed } from './payments.ts';
import type { Quote } from './quotes.ts';
import { translatable, type TranslatableText } from './translatable.ts';

export type GeneratedNotificationType = 'urgent' | 'warning' | 'info' | 'success';

export type GeneratedNotification = {
  /** Stable for the same data and day, so a dismissal by id sticks (spec §4). */
  id: string;
  type: GeneratedNotificationType;
  title: TranslatableText;
  message: TranslatableText;
  timestamp: string;
  read: boolean;
  dismissible: boolean;
  /** `href` is an app path the action button opens. */
  action?: { label: TranslatableText; href: string };
};

/**
 * Today's open jobs are a reminder ('info'); a day this full needs attention ('urgent'). The spec
 * names both types without a rule, so this threshold is ours.
 */
export const BUSY_DAY_JOB_COUNT = 3;

const TYPE_ORDER: Readonly<Record<GeneratedNotificationType, number>> = {
  urgent: 0,
  warning: 1,
  info: 2,
  success: 3,
};

const isOpen = (job: Job): boolean =>
  job.status !== 'completed' && job.status !== 'cancelled' && !job.skipped;

const customerNames = (jobs: readonly Job[]): string =>
  [...new Set(jobs.map((job) => job.customerName))].join(', ');

/** Calendar days from a yyyy-MM-dd day to today's local day (null for an unreadable day). */
const daysSince = (day: string, now: Date): number | null => {
  const date = parseLocalDate(day);
  return date ? differenceInCalendarDays(now, date) : null;
};

const scheduledOnNotification = (
  jobs: readonly Job[],
  day: Date,
  which: 'jobsToday' | 'jobsTomorrow',
  timestamp: string,
): GeneratedNotification | null => {
  const open = jobs.filter((job) => isOpen(job) && isScheduledOn(job, day));
  if (open.length === 0) return null;
  const params = { count: open.length, customers: customerNames(open) };
  const isBusyToday = which === 'jobsToday' && open.length >= BUSY_DAY_JOB_COUNT;
  return {
    id: `${which === 'jobsToday' ? 'jobs-today' : 'jobs-tomorrow'}-${toIsoDate(day)}`,
    type: isBusyToday ? 'urgent' : 'info',
    title: translatable(`notifications.${which}.title`, params),
    message: translatable(`notifications.${which}.message`, params),
    timestamp,
    read: false,
    dismissible: true,
    action: { label: translatable('notifications.actions.viewJobs'), href: '/app/jobs' },
  };
};

const completedTodayNotification = (
  jobs: readonly Job[],
  now: Date,
  timestamp: string,
): GeneratedNotification | null => {
  const done = jobs.filter((job) => job.status === 'completed' && isCompletedOn(job, now));
  if (done.length === 0) return null;
  const params = { count: done.length, amount: formatMoney(sumMoney(done.map((j) => j.price))) };
  return {
    id: `completed-today-${toIsoDate(now)}`,
    type: 'success',
    title: translatable('notifications.completedToday.title', params),
    message: translatable('notifications.completedToday.message', params),
    timestamp,
    read: false,
    dismissible: true,
  };
};

/** Spec §9: unpaid, completed, scheduled MORE than 7 days ago (exactly 7 is not overdue). */
export const isOverduePayment = (job: Job, now: Date): boolean => {
  if (!isOwedJob(job)) return false;
  const days = daysSince(job.scheduledDate, now);
  return days !== null && days > OVERDUE_PAYMENT_DAYS;
};

const overdueNotifications = (
  jobs: readonly Job[],
  now: Date,
  timestamp: string,
): GeneratedNotification[] =>
  jobs
    .filter((job) => isOverduePayment(job, now))
    .map((job): GeneratedNotification => {
      const params = {
        customer: job.customerName,
        service: job.serviceType,
        amount: formatMoney(unpaidAmount(job)),
        days: daysSince(job.scheduledDate, now) ?? 0,
      };
      return {
        id: `overdue-payment-${job.id}`,
        type: 'urgent',
        title: translatable('notifications.overduePayment.title', params),
        message: translatable('notifications.overduePayment.message', params),
        timestamp,
        read: false,
        dismissible: true,
        action: {
          label: translatable('notifications.actions.viewJob'),
          href: `/app/jobs/${job.id}`,
        },
      };
    });

/** Spec §9: the unpaid completed jobs total MORE than 500 (exactly 500 is not large). */
const largeBalanceNotification = (
  jobs: readonly Job[],
  timestamp: string,
): GeneratedNotification | null => {
  const total = totalOwed(jobs);
  if (total <= LARGE_BALANCE_THRESHOLD) return null;
  const params = { amount: formatMoney(total), count: owedJobs(jobs).length };
  return {
    id: 'large-balance',
    type: 'warning',
    title: translatable('notifications.largeBalance.title', params),
    message: translatable('notifications.largeBalance.message', params),
    timestamp,
    read: false,
    dismissible: true,
    action: { label: translatable('notifications.actions.viewPayments'), href: '/app/payments' },
  };
};

/**
 * Spec §9: a customer whose latest job (by scheduled date, any status) is MORE than 30 days ago.
 * A customer with no job at all has no "latest job", so is not reported.
 */
const inactiveCustomerNotifications = (
  customers: readonly Customer[],
  jobs: readonly Job[],
  now: Date,
  timestamp: string,
): GeneratedNotification[] =>
  customers.flatMap((customer): GeneratedNotification[] => {
    const latest = jobs
      .filter((job) => job.customerId === customer.id)
      .map((job) => job.scheduledDate)
      .sort()
      .at(-1);
    const days = latest === undefined ? null : daysSince(latest, now);
    if (days === null || days <= INACTIVE_CUSTOMER_DAYS) return [];
    const params = { customer: customer.name, days };
    return [
      {
        id: `inactive-customer-${customer.id}`,
        type: 'info',
        title: translatable('notifications.inactiveCustomer.title', params),
        message: translatable('notifications.inactiveCustomer.message', params),
        timestamp,
        read: false,
        dismissible: true,
        action: {
          label: translatable('notifications.actions.viewCustomer'),
          href: `/app/customers/${customer.id}`,
        },
      },
    ];
  });

/** Every generated notification for `now`, most pressing first. */
export const generateNotifications = (
  customers: readonly Customer[],
  jobs: readonly Job[],
  now: Date,
): GeneratedNotification[] => {
  const timestamp = now.toISOString();
  const all = [
    scheduledOnNotification(jobs, now, 'jobsToday', timestamp),
    scheduledOnNotification(jobs, addDays(now, 1), 'jobsTomorrow', timestamp),
    completedTodayNotification(jobs, now, timestamp),
    ...overdueNotifications(jobs, now, timestamp),
    largeBalanceNotification(jobs, timestamp),
    ...inactiveCustomerNotifications(customers, jobs, now, timestamp),
  ].filter((notification): notification is GeneratedNotification => notification !== null);
  // Array.prototype.sort is stable, so equal types keep the order above.
  return all.sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
};

/** A quote's answer is news for this many days; after that the Quotes list tells it. */
export const QUOTE_ANSWER_NOTICE_DAYS = 7;

/**
 * Issue 26: each quote the customer answered in the last QUOTE_ANSWER_NOTICE_DAYS days — "Quote
 * Q-0003 accepted by Maria Garcia" (or declined), dated when they answered, opening the quote. A
 * quote not numbered yet has no answer.
 */
export const quoteAnswerNotifications = (
  quotes: readonly Quote[],
  now: Date,
): GeneratedNotification[] =>
  quotes.flatMap((quote): GeneratedNotification[] => {
    if (!quote.answer || quote.number === null) return [];
    const age = now.getTime() - Date.parse(quote.answer.at);
    if (!(age <= QUOTE_ANSWER_NOTICE_DAYS * 86_400_000)) return [];
    const which = quote.answer.decision === 'accepted' ? 'quoteAccepted' : 'quoteDeclined';
    const params = {
      number: quote.number,
      customer:
        quote.answer.decision === 'accepted' ? quote.answer.signerName : quote.customer.name,
    };
    return [
      {
        id: `quote-answered-${quote.id}`,
        type: quote.answer.decision === 'accepted' ? 'success' : 'info',
        title: translatable(`notifications.${which}.title`, params),
        message: translatable(`notifications.${which}.message`, params),
        timestamp: quote.answer.at,
        read: false,
        dismissible: true,
        action: {
          label: translatable('notifications.actions.viewQuote'),
          href: `/app/quotes/${quote.id}`,
        },
      },
    ];
  });
