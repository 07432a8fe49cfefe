import { describe, expect, it } from 'vitest';
import { quoteAnswerNotifications } from './notifications.ts';
import type { Quote } from './quotes.ts';

const quote = (over: Partial<Quote>): Quote => ({
  id: 'quote-1',
  number: 'Q-0003',
  customerId: 'customer-1',
  issuedDate: '2026-03-01',
  validUntil: '2026-03-31',
  language: 'en',
  business: { name: 'Sparkle', phone: '', email: '', address: '', paymentInstructions: '' },
  customer: { name: 'Maria Garcia', phone: '', email: '', address: '' },
  items: [{ id: 'a', description: 'Mowing', quantity: 1, unitPrice: 60, optional: false }],
  notes: '',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

describe('quote answer notifications (issue 26)', () => {
  it('tells of an accepted and a declined quote, opening each; nothing for an open one or an answer over a week old', () => {
    const found = quoteAnswerNotifications(
      [
        quote({
          answer: {
            decision: 'accepted',
            at: '2026-03-02T10:00:00.000Z',
            signerName: 'Maria Garcia',
            signature: 'data:image/png;base64,AAAA',
            chosenItemIds: [],
            total: 60,
          },
        }),
        quote({
          id: 'quote-2',
          number: 'Q-0004',
          answer: { decision: 'declined', at: '2026-03-03T10:00:00.000Z', reason: '' },
        }),
        quote({ id: 'quote-3', number: 'Q-0005' }),
        quote({
          id: 'quote-4',
          number: 'Q-0006',
          answer: { decision: 'declined', at: '2026-02-20T10:00:00.000Z', reason: '' },
        }),
      ],
      new Date('2026-03-09T10:00:00.000Z'),
    );
    expect(found.map((one) => [one.id, one.message, one.action?.href])).toEqual([
      [
        'quote-answered-quote-1',
        {
          key: 'notifications.quoteAccepted.message',
          params: { number: 'Q-0003', customer: 'Maria Garcia' },
        },
        '/app/quotes/quote-1',
      ],
      [
        'quote-answered-quote-2',
        {
          key: 'notifications.quoteDeclined.message',
          params: { number: 'Q-0004', customer: 'Maria Garcia' },
        },
        '/app/quotes/quote-2',
      ],
    ]);
  });
});
