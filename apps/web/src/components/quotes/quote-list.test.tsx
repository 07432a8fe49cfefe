import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Quote } from '@jobtrack/core';
import { renderWithProviders } from '#web/test/render.tsx';
import { QuoteList } from './quote-list.tsx';

const quote = (over: Partial<Quote>): Quote => ({
  id: 'quote-1',
  number: 'Q-0001',
  customerId: 'customer-1',
  issuedDate: '2026-03-01',
  validUntil: '2999-01-01',
  language: 'en',
  business: { name: 'Sparkle', phone: '', email: '', address: '', paymentInstructions: '' },
  customer: { name: 'Maria Garcia', phone: '', email: '', address: '' },
  items: [
    { id: 'a', description: 'Mowing', quantity: 2, unitPrice: 30, optional: false },
    { id: 'b', description: 'Hedges', quantity: 1, unitPrice: 45, optional: true },
  ],
  notes: '',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

describe('QuoteList', () => {
  it('shows each quote with its number, customer, total and status', () => {
    renderWithProviders(
      <QuoteList
        quotes={[
          quote({ sentAt: '2026-03-01T11:00:00.000Z' }),
          quote({
            id: 'quote-2',
            number: 'Q-0002',
            answer: {
              decision: 'accepted',
              at: '2026-03-02T10:00:00.000Z',
              signerName: 'Maria Garcia',
              signature: 'data:image/png;base64,AAAA',
              chosenItemIds: ['b'],
              total: 105,
            },
          }),
          quote({ id: 'quote-3', number: null }),
        ]}
      />,
    );
    const rows = screen.getAllByRole('link');
    expect(rows[0]!.textContent).toContain('Q-0001');
    expect(rows[0]!.textContent).toContain('Maria Garcia');
    expect(rows[0]!.textContent).toContain('$60.00');
    expect(rows[0]!.textContent).toContain('Sent');
    expect(rows[1]!.textContent).toContain('$105.00');
    expect(rows[1]!.textContent).toContain('Accepted');
    expect(rows[2]!.textContent).toContain('Draft');
    expect(rows[2]!.textContent).toContain('Waiting to sync');
    expect(rows[1]!.getAttribute('href')).toBe('/app/quotes/quote-2');
  });
});
