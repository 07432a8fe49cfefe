import { describe, expect, it } from 'vitest';
import {
  defaultValidUntil,
  formatQuoteNumber,
  quoteAmount,
  quoteIsOpen,
  quoteStatus,
  quoteTotal,
  type QuoteItem,
} from './quotes.ts';

const items: QuoteItem[] = [
  { id: 'a', description: 'Mow the lawn', quantity: 1, unitPrice: 45, optional: false },
  { id: 'b', description: 'Edge beds', quantity: 3, unitPrice: 12.5, optional: false },
  { id: 'c', description: 'Haul clippings', quantity: 1, unitPrice: 20, optional: true },
];

describe('quote totals', () => {
  it('adds the items that are not optional, and the optional ones chosen', () => {
    expect(quoteTotal(items)).toBe(82.5);
    expect(quoteTotal(items, ['c'])).toBe(102.5);
    expect(quoteTotal(items, ['unknown'])).toBe(82.5);
  });

  it('stands for the accepted total once accepted', () => {
    const answer = {
      decision: 'accepted' as const,
      at: '2026-11-27T15:00:00.000Z',
      signerName: 'Maria Garcia',
      signature: 'data:image/png;base64,AAAA',
      chosenItemIds: ['c'],
      total: 102.5,
    };
    expect(quoteAmount({ items, answer })).toBe(102.5);
    expect(quoteAmount({ items })).toBe(82.5);
  });

  it('rounds quantity times price to the cent', () => {
    expect(
      quoteTotal([{ id: 'x', description: 'x', quantity: 1.5, unitPrice: 0.33, optional: false }]),
    ).toBe(0.5);
  });
});

describe('quote numbers and days', () => {
  it('numbers Q-0001 and grows past four digits', () => {
    expect(formatQuoteNumber(1)).toBe('Q-0001');
    expect(formatQuoteNumber(12345)).toBe('Q-12345');
  });

  it('is valid 30 days from its issue date by default, across a month end', () => {
    expect(defaultValidUntil('2026-11-27')).toBe('2026-12-27');
    expect(defaultValidUntil('2026-02-10')).toBe('2026-03-12');
  });
});

describe('quote status', () => {
  const base = { number: 'Q-0001', validUntil: '2026-12-27' } as const;
  it('moves draft → sent → viewed, and expires after its last day', () => {
    expect(quoteStatus({ ...base, number: null }, '2026-11-27')).toBe('draft');
    expect(quoteStatus(base, '2026-11-27')).toBe('draft');
    expect(quoteStatus({ ...base, sentAt: '2026-11-27T10:00:00Z' }, '2026-11-27')).toBe('sent');
    expect(
      quoteStatus(
        { ...base, sentAt: '2026-11-27T10:00:00Z', viewedAt: '2026-11-27T11:00:00Z' },
        '2026-11-27',
      ),
    ).toBe('viewed');
    expect(quoteStatus({ ...base, viewedAt: '2026-11-27T11:00:00Z' }, '2026-12-27')).toBe('viewed');
    expect(quoteStatus({ ...base, viewedAt: '2026-11-27T11:00:00Z' }, '2026-12-28')).toBe(
      'expired',
    );
    expect(quoteIsOpen(base, '2026-12-27')).toBe(true);
    expect(quoteIsOpen(base, '2026-12-28')).toBe(false);
  });

  it('keeps its answer after the valid-until day', () => {
    const declined = { decision: 'declined' as const, at: '2026-11-28T10:00:00Z', reason: '' };
    expect(quoteStatus({ ...base, answer: declined }, '2027-01-30')).toBe('declined');
    expect(quoteIsOpen({ ...base, answer: declined }, '2026-11-28')).toBe(false);
  });
});
