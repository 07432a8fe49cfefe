// Quotes for the data layer's tests (issue 26): factories with overrides.
import type { Quote } from '@jobtrack/core';
import type { ServerQuote } from '@jobtrack/core/wire';

/** A 1 × 1 transparent PNG: the smallest signature the public page would store. */
export const TINY_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const makeQuote = (overrides: Partial<Quote> = {}): Quote => ({
  id: 'quote-00000000-0000-4000-8000-000000000001',
  number: 'Q-0001',
  customerId: 'customer-1',
  issuedDate: '2025-06-04',
  validUntil: '2025-07-04',
  language: 'en',
  business: { name: 'Green Co', phone: '', email: '', address: '', paymentInstructions: '' },
  customer: { name: 'Ana Lopez', phone: '555-0101', email: '', address: '1 Main St' },
  items: [
    { id: 'item-1', description: 'Lawn Mowing', quantity: 1, unitPrice: 50, optional: false },
    { id: 'item-2', description: 'Edging', quantity: 2, unitPrice: 10, optional: true },
  ],
  notes: '',
  createdAt: '2025-06-04T12:00:00.000Z',
  updatedAt: '2025-06-04T12:00:00.000Z',
  ...overrides,
});

/** The customer's yes on the public page, with the optional items ticked. */
export const acceptedBy = (quote: Quote, chosenItemIds: string[], total: number): Quote => ({
  ...quote,
  answer: {
    decision: 'accepted',
    at: '2025-06-05T09:00:00.000Z',
    signerName: quote.customer.name,
    signature: TINY_SIGNATURE,
    chosenItemIds,
    total,
  },
});

export const makeServerQuote = (overrides: Partial<ServerQuote> = {}): ServerQuote => ({
  id: 'quote-00000000-0000-4000-8000-000000000001',
  number: 'Q-0001',
  customer_id: 'customer-1',
  issued_date: '2025-06-04',
  valid_until: '2025-07-04',
  language: 'en',
  business: {
    name: 'Green Co',
    phone: '',
    email: '',
    address: '',
    logo: null,
    payment_instructions: '',
  },
  customer: { name: 'Ana Lopez', phone: '555-0101', email: '', address: '1 Main St' },
  items: [
    { id: 'item-1', description: 'Lawn Mowing', quantity: 1, unit_price: 50, optional: false },
  ],
  notes: '',
  repeat: null,
  sent_at: null,
  viewed_at: null,
  answer: null,
  job_id: null,
  series_id: null,
  share_token: 'tok_abcdefghijklmnopqrstuv',
  share_expires_at: null,
  created_at: '2025-06-04T12:00:00.000Z',
  updated_at: '2025-06-04T12:00:00.000Z',
  ...overrides,
});
