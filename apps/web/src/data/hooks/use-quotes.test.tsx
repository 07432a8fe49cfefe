import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DataSource } from '../data-source.ts';
import { createFakeDataSource, renderSignedIn } from '#web/test/fake-data-source.tsx';
import { makeQuote } from '#web/test/quote-fixtures.ts';
import { useQuote, useQuoteOfWork, useQuotes } from './use-quotes.ts';

const fake = vi.hoisted(() => ({ source: null as DataSource | null }));
vi.mock('../create-data-source.ts', () => ({ createDataSource: () => fake.source }));

const anas = makeQuote({ id: 'quote-a', number: 'Q-0002', jobId: 'job-7' });
const bens = makeQuote({ id: 'quote-b', number: 'Q-0001', customerId: 'customer-2' });
const repeating = makeQuote({ id: 'quote-c', number: null, seriesId: 'series-3' });

function Quotes() {
  const all = useQuotes();
  const ben = useQuotes('customer-2');
  const one = useQuote('quote-a');
  const ofJob = useQuoteOfWork('job-7');
  const ofSeries = useQuoteOfWork('series-3');
  const none = useQuoteOfWork(undefined);
  return (
    <ul>
      <li>all: {all.map((quote) => quote.id).join(' ')}</li>
      <li>customer: {ben.map((quote) => quote.id).join(' ')}</li>
      <li>one: {one?.number}</li>
      <li>job: {ofJob?.id}</li>
      <li>series: {ofSeries?.id}</li>
      <li>none: {none === undefined ? 'nothing' : none.id}</li>
    </ul>
  );
}

describe('the quote hooks (issue 26): selects on the one snapshot', () => {
  it("read every quote, one customer's, one by id and the quote of a job or series", async () => {
    fake.source = createFakeDataSource({
      snapshot: {
        customers: [],
        jobs: [],
        series: [],
        payments: [],
        quotes: [anas, bens, repeating],
      },
    });
    renderSignedIn(<Quotes />);
    expect(await screen.findByText('all: quote-a quote-b quote-c')).toBeTruthy();
    expect(screen.getByText('customer: quote-b')).toBeTruthy();
    expect(screen.getByText('one: Q-0002')).toBeTruthy();
    expect(screen.getByText('job: quote-a')).toBeTruthy();
    expect(screen.getByText('series: quote-c')).toBeTruthy();
    expect(screen.getByText('none: nothing')).toBeTruthy();
  });
});
