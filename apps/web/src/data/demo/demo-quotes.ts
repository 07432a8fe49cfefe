// The demo's sample quotes (issue 26, decision 063), dated from today so the demo shows both ends
// of a quote's life: one the customer accepted on their phone (signed, with an optional item
// ticked) and one sent and waiting for an answer.
import { defaultValidUntil, formatQuoteNumber, toIsoDate, type Quote } from '@jobtrack/core';
import { subDays, subHours } from 'date-fns';
import { DAVID, MIKE } from './demo-data.ts';

export const DEMO_QUOTE_IDS = ['demo-quote-1', 'demo-quote-2'] as const;
export const [DECK_ACCEPTED, LAWN_SENT] = DEMO_QUOTE_IDS;

/** A small signature: a valid PNG (1 × 1, transparent), as the public page stores one. */
export const DEMO_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const business = {
  name: '',
  phone: '',
  email: '',
  address: '',
  paymentInstructions: '',
};

/** The sample quotes for `now`, newest first, and the counter that numbered them. */
export const createDemoQuotes = (now: Date): { quotes: Quote[]; counter: number } => {
  const deckIssued = subDays(now, 10);
  const lawnIssued = subDays(now, 2);
  const accepted: Quote = {
    id: DECK_ACCEPTED,
    number: formatQuoteNumber(1),
    customerId: DAVID,
    issuedDate: toIsoDate(deckIssued),
    validUntil: defaultValidUntil(toIsoDate(deckIssued)),
    language: 'en',
    business,
    customer: {
      name: 'David Thompson',
      phone: '(555) 456-7890',
      email: '',
      address: '321 Elm Court, Springfield',
    },
    items: [
      { id: 'item-1', description: 'Deck Staining', quantity: 1, unitPrice: 420, optional: false },
      {
        id: 'item-2',
        description: 'Seal the railings',
        quantity: 1,
        unitPrice: 90,
        optional: true,
      },
    ],
    notes: 'Two coats, cedar tone. Needs two dry days.',
    sentAt: subDays(now, 10).toISOString(),
    viewedAt: subDays(now, 9).toISOString(),
    answer: {
      decision: 'accepted',
      at: subHours(subDays(now, 9), 2).toISOString(),
      signerName: 'David Thompson',
      signature: DEMO_SIGNATURE,
      chosenItemIds: ['item-2'],
      total: 510,
    },
    createdAt: deckIssued.toISOString(),
    updatedAt: subDays(now, 9).toISOString(),
  };
  const sent: Quote = {
    id: LAWN_SENT,
    number: formatQuoteNumber(2),
    customerId: MIKE,
    issuedDate: toIsoDate(lawnIssued),
    validUntil: defaultValidUntil(toIsoDate(lawnIssued)),
    language: 'en',
    business,
    customer: {
      name: 'Mike Chen',
      phone: '(555) 234-5678',
      email: 'mike.chen@example.com',
      address: '456 Maple Avenue, Springfield',
    },
    items: [
      { id: 'item-1', description: 'Lawn Mowing', quantity: 1, unitPrice: 55, optional: false },
      {
        id: 'item-2',
        description: 'Edge the flower beds',
        quantity: 1,
        unitPrice: 15,
        optional: true,
      },
    ],
    notes: 'Every two weeks from spring to fall.',
    repeat: { frequency: 'weekly', interval: 2 },
    sentAt: lawnIssued.toISOString(),
    createdAt: lawnIssued.toISOString(),
    updatedAt: lawnIssued.toISOString(),
  };
  return { quotes: [sent, accepted], counter: 2 };
};
