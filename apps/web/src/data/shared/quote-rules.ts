// The device's rules of a quote (issue 26, decision 063), shared by the three adapters: how a new
// quote is made from the owner's input, how a change applies, and what an accepted quote becomes
// (a job, or a series when it repeats). Numbers and the customer's answer are the server's in api
// mode; demo and waitlist test mode number on the device.
import {
  JOB_ID_PREFIX,
  QUOTE_ID_PREFIX,
  SERIES_ID_PREFIX,
  RECURRENCE_LIMITS,
  SERVICE_TYPE_MAX_CHARS,
  toIsoDate,
  type BusinessProfile,
  type Customer,
  type Quote,
} from '@jobtrack/core';
import type { NewJob, NewQuote, NewSeries, QuoteChanges } from '../data-source.ts';
import { dataError } from './errors.ts';

export const newQuoteId = (): string => `${QUOTE_ID_PREFIX}${crypto.randomUUID()}`;

/**
 * The ids of the job and the series an accepted quote becomes: its own uuid under their prefixes,
 * so two devices that make work of one quote offline make the same record, and the server's
 * answer to the second create is the first one (a create of a known id answers it). A quote id
 * that is not quote-<uuid> (never in api mode) gets new ones.
 */
export const workIdsOfQuote = (quoteId: string): { jobId: string; seriesId: string } => {
  const uuid = quoteId.startsWith(QUOTE_ID_PREFIX)
    ? quoteId.slice(QUOTE_ID_PREFIX.length)
    : crypto.randomUUID();
  return { jobId: `${JOB_ID_PREFIX}${uuid}`, seriesId: `${SERIES_ID_PREFIX}${uuid}` };
};

/** Newest first, as the server lists them. */
export const byNewestQuote = (a: Quote, b: Quote): number =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

/** The quotes in order: the same array when they already are (another kind's change). */
export const quotesInOrder = (quotes: Quote[]): Quote[] =>
  quotes.every((quote, i) => i === 0 || byNewestQuote(quotes[i - 1]!, quote) <= 0)
    ? quotes
    : [...quotes].sort(byNewestQuote);

/**
 * A new quote as the device makes it: the business (its payment link too) and the customer copied
 * as they are now (as invoices do, decision 034), in the customer's language or the app's.
 * `number` is null for a draft the server numbers later (api mode).
 */
export const buildQuote = (input: {
  id: string;
  number: string | null;
  customer: Pick<Customer, 'id' | 'name' | 'phone' | 'email' | 'address' | 'language'>;
  profile: BusinessProfile | null;
  quote: NewQuote;
  now: Date;
}): Quote => {
  const { customer, profile, quote } = input;
  const at = input.now.toISOString();
  return {
    id: input.id,
    number: input.number,
    customerId: customer.id,
    issuedDate: toIsoDate(input.now),
    validUntil: quote.validUntil,
    language: customer.language ?? quote.appLanguage,
    business: {
      name: profile?.businessName ?? '',
      phone: profile?.phone ?? '',
      email: profile?.email ?? '',
      address: profile?.address ?? '',
      ...(profile?.profileImage ? { logo: profile.profileImage } : {}),
      paymentInstructions: profile?.paymentInstructions ?? '',
      // Pay now on the accepted quote's page (decision 060), copied as the server copies it.
      ...(profile?.paymentLink ? { paymentLink: profile.paymentLink } : {}),
    },
    customer: {
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      address: customer.address,
    },
    items: structuredClone(quote.items),
    notes: quote.notes.trim(),
    ...(quote.repeat ? { repeat: { ...quote.repeat } } : {}),
    createdAt: at,
    updatedAt: at,
  };
};

export const requireQuote = (quotes: readonly Quote[], id: string): Quote => {
  const quote = quotes.find((one) => one.id === id);
  if (!quote) throw dataError('quotes.notFound');
  return quote;
};

/** NOTE: issue 26 — an answered quote is what the customer signed: it never changes. */
export const applyQuoteChanges = (quote: Quote, changes: QuoteChanges, now: Date): Quote => {
  if (quote.answer) throw dataError('quotes.answered');
  const { repeat: _repeat, ...rest } = quote;
  const repeat = changes.repeat === undefined ? quote.repeat : changes.repeat;
  return {
    ...rest,
    ...(changes.items ? { items: structuredClone(changes.items) } : {}),
    ...(changes.notes !== undefined ? { notes: changes.notes.trim() } : {}),
    ...(changes.validUntil !== undefined ? { validUntil: changes.validUntil } : {}),
    ...(repeat ? { repeat: { ...repeat } } : {}),
    updatedAt: now.toISOString(),
  };
};

/** The quote marked as sent by the owner: the first time only. */
export const withSentAt = (quote: Quote, now: Date): Quote =>
  quote.sentAt ? quote : { ...quote, sentAt: now.toISOString(), updatedAt: now.toISOString() };

/** The job or series already made from the quote, if any. */
export const workOfQuote = (quote: Quote): { jobId: string } | { seriesId: string } | null =>
  quote.jobId ? { jobId: quote.jobId } : quote.seriesId ? { seriesId: quote.seriesId } : null;

/** What an accepted quote becomes: a job, or a series when it repeats. */
export type QuoteWork = { kind: 'job'; job: NewJob } | { kind: 'series'; series: NewSeries };

/**
 * The work of an accepted quote (issue 26 item 3): the accepted total as its price, the first
 * item taken (not optional, or ticked) as its service type, the quote's notes; a job scheduled
 * `today`, or a series from `today` with the quote's rule, never ending.
 */
export const quoteWork = (quote: Quote, today: string): QuoteWork => {
  const answer = quote.answer;
  if (answer?.decision !== 'accepted') throw dataError('quotes.notAccepted');
  const chosen = answer.chosenItemIds;
  const first = quote.items.find((item) => !item.optional || chosen.includes(item.id));
  const serviceType = (first ?? quote.items[0])!.description
    .trim()
    .slice(0, SERVICE_TYPE_MAX_CHARS);
  const price = answer.total;
  const notes = quote.notes ? { notes: quote.notes } : {};
  if (!quote.repeat) {
    return {
      kind: 'job',
      job: { customerId: quote.customerId, serviceType, scheduledDate: today, price, ...notes },
    };
  }
  const { frequency, interval } = quote.repeat;
  const max =
    frequency === 'monthly'
      ? RECURRENCE_LIMITS.monthlyInterval.max
      : RECURRENCE_LIMITS.weeklyInterval.max;
  return {
    kind: 'series',
    series: {
      customerId: quote.customerId,
      serviceType,
      price,
      ...notes,
      startDate: today,
      rule: { frequency, interval: Math.min(interval, max), end: { type: 'never' } },
    },
  };
};

/** The quote linked to the job or series made from it. */
export const linkedQuote = (
  quote: Quote,
  work: { jobId: string } | { seriesId: string },
  now: Date,
): Quote => ({ ...quote, ...work, updatedAt: now.toISOString() });
