// Quotes in the modes whose data lives on the device (issue 26): numbered here (Q-0001…), never
// shared (no server, so no link), and the demo's two sample quotes — one sent, one accepted — so
// the demo shows every state. The store source joins them into its one snapshot.
import {
  defaultValidUntil,
  formatQuoteNumber,
  toIsoDate,
  type BusinessProfile,
  type Customer,
  type Job,
  type JobSeries,
  type Quote,
} from '@jobtrack/core';
import { subDays } from 'date-fns';
import type { NewJob, NewQuote, NewSeries, QuoteChanges } from '../data-source.ts';
import { DataError } from '../data-source.ts';

export type QuoteStoreDeps = {
  requireCustomer(id: string): Customer;
  profile(): BusinessProfile | null;
  now(): Date;
  addJob(input: NewJob): Promise<Job>;
  addSeries(input: NewSeries): Promise<{ series: JobSeries; jobs: Job[] }>;
  emit(): void;
  initial?: Quote[];
};

const refuse = (key: 'quotes.notFound' | 'quotes.answered' | 'quotes.notAccepted') =>
  new DataError(key, key);

/** A small drawn signature (a wave), the demo's accepted quote's. */
const DEMO_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAYAAAA16j4lAAABDklEQVR42u2b2w7DIAxD+/8/zfY8adK6kuDYp5IfW2IOt0K41loX8hWVAGAEYARgBGAEYGQP+P2sb7KH9YdnC7DuoJ94tYPrBvmpT5thyRH0Dj+jDFa/5wRWHvBTc1Mh747bEu5UyBXx2sKdCLkiTnuDn99OgisFuLqXKffi0oadAFcZcnnDToGrCLkjlii4SpDbRi0FwEmNq7vsSLgqI4jtcaHiPGhbXjLc7ko/4T0ebttq9tR0kA63cxftyIIOuMV7wYe9A7cwXon/7V8DTYC76wRK6QSrZJXpkDbjkk1SnheVkhOl6p3MxgLfUv/4FWZTks4neN9qNuIqyDDv3N/hbhICMAIwAjACMLqrF/9pf2onlC8pAAAAAElFTkSuQmCC';

const business = (profile: BusinessProfile | null): Quote['business'] => ({
  name: profile?.businessName ?? '',
  phone: profile?.phone ?? '',
  email: profile?.email ?? '',
  address: profile?.address ?? '',
  ...(profile?.profileImage ? { logo: profile.profileImage } : {}),
  paymentInstructions: profile?.paymentInstructions ?? '',
});

const customerCopy = (customer: Customer): Quote['customer'] => ({
  name: customer.name,
  phone: customer.phone,
  email: customer.email ?? '',
  address: customer.address,
});

/** The demo's quotes for `now`: Q-0002 sent to Mike Chen, Q-0001 accepted by Sarah Johnson. */
export const demoQuotes = (customers: readonly Customer[], now: Date): Quote[] => {
  const find = (id: string) => customers.find((customer) => customer.id === id)!;
  const at = (days: number) => subDays(now, days).toISOString();
  const day = (days: number) => toIsoDate(subDays(now, days));
  const base = (id: string, number: string, customer: Customer, issued: number) => ({
    id,
    number,
    customerId: customer.id,
    issuedDate: day(issued),
    validUntil: defaultValidUntil(day(issued)),
    language: customer.language ?? ('en' as const),
    business: business(null),
    customer: customerCopy(customer),
    notes: '',
    createdAt: at(issued),
    updatedAt: at(issued),
  });
  return [
    {
      ...base('demo-quote-2', formatQuoteNumber(2), find('demo-customer-2'), 1),
      items: [
        {
          id: 'item-1',
          description: 'Gutter Cleaning',
          quantity: 1,
          unitPrice: 150,
          optional: false,
        },
      ],
      sentAt: at(1),
    },
    {
      ...base('demo-quote-1', formatQuoteNumber(1), find('demo-customer-1'), 6),
      items: [
        { id: 'item-1', description: 'Lawn Mowing', quantity: 1, unitPrice: 60, optional: false },
        { id: 'item-2', description: 'Hedge Trimming', quantity: 1, unitPrice: 45, optional: true },
        { id: 'item-3', description: 'Leaf Removal', quantity: 2, unitPrice: 20, optional: true },
      ],
      notes: 'Front and back yard.',
      sentAt: at(5),
      viewedAt: at(4),
      answer: {
        decision: 'accepted',
        at: at(3),
        signerName: 'Sarah Johnson',
        signature: DEMO_SIGNATURE,
        chosenItemIds: ['item-2'],
        total: 105,
      },
    },
  ];
};

export const createQuoteStore = (deps: QuoteStoreDeps) => {
  let quotes: Quote[] = deps.initial ?? [];
  let counter = quotes.length;
  const copy = <T>(value: T): T => structuredClone(value);
  const find = (id: string): Quote => {
    const quote = quotes.find((one) => one.id === id);
    if (!quote) throw refuse('quotes.notFound');
    return quote;
  };
  const save = (next: Quote): Quote => {
    quotes = quotes.some((one) => one.id === next.id)
      ? quotes.map((one) => (one.id === next.id ? next : one))
      : [next, ...quotes];
    deps.emit();
    return copy(next);
  };
  const stamp = () => deps.now().toISOString();

  return {
    quotes: (): Quote[] => quotes,
    async addQuote(input: NewQuote): Promise<Quote> {
      const customer = deps.requireCustomer(input.customerId);
      counter += 1;
      return save({
        id: `quote-${crypto.randomUUID()}`,
        number: formatQuoteNumber(counter),
        customerId: customer.id,
        issuedDate: toIsoDate(deps.now()),
        validUntil: input.validUntil,
        language: customer.language ?? input.appLanguage,
        business: business(deps.profile()),
        customer: customerCopy(customer),
        items: input.items,
        notes: input.notes,
        ...(input.repeat ? { repeat: input.repeat } : {}),
        createdAt: stamp(),
        updatedAt: stamp(),
      });
    },
    async updateQuote(id: string, changes: QuoteChanges): Promise<Quote> {
      const quote = find(id);
      if (quote.answer) throw refuse('quotes.answered');
      const { repeat, ...rest } = changes;
      const next: Quote = { ...quote, ...rest, updatedAt: stamp() };
      if (repeat === null) delete next.repeat;
      else if (repeat) next.repeat = repeat;
      return save(next);
    },
    async deleteQuote(id: string): Promise<void> {
      quotes = quotes.filter((one) => one.id !== id);
      deps.emit();
    },
    async markQuoteSent(id: string): Promise<Quote> {
      const quote = find(id);
      return quote.sentAt ? copy(quote) : save({ ...quote, sentAt: stamp(), updatedAt: stamp() });
    },
    // Nothing is shared from this device: there is no link to turn off or end.
    revokeQuote: async (id: string): Promise<Quote> => copy(find(id)),
    setQuoteShareExpiry: async (id: string): Promise<Quote> => copy(find(id)),
    async makeWorkFromQuote(
      id: string,
      today: string,
    ): Promise<{ jobId: string } | { seriesId: string }> {
      const quote = find(id);
      if (quote.jobId) return { jobId: quote.jobId };
      if (quote.seriesId) return { seriesId: quote.seriesId };
      if (quote.answer?.decision !== 'accepted') throw refuse('quotes.notAccepted');
      const chosen = quote.answer.chosenItemIds;
      const first =
        quote.items.find((item) => !item.optional || chosen.includes(item.id)) ?? quote.items[0];
      const common = {
        customerId: quote.customerId,
        serviceType: first?.description ?? '',
        price: quote.answer.total,
        ...(quote.notes ? { notes: quote.notes } : {}),
      };
      if (quote.repeat) {
        const { series } = await deps.addSeries({
          ...common,
          startDate: today,
          rule: { ...quote.repeat, end: { type: 'never' } },
        });
        save({ ...quote, seriesId: series.id, updatedAt: stamp() });
        return { seriesId: series.id };
      }
      const job = await deps.addJob({ ...common, scheduledDate: today });
      save({ ...quote, jobId: job.id, updatedAt: stamp() });
      return { jobId: job.id };
    },
  };
};
