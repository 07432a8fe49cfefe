import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DataSource } from '#web/data/data-source.ts';
import { createFakeDataSource, renderSignedIn } from '#web/test/fake-data-source.tsx';
import { makeQuote } from '#web/test/quote-fixtures.ts';
import { QuoteOfJobLink } from './quote-of-job-link.tsx';

const fake = vi.hoisted(() => ({ source: null as DataSource | null }));
vi.mock('#web/data/create-data-source.ts', () => ({ createDataSource: () => fake.source }));

const ofJob = makeQuote({ id: 'quote-a', number: 'Q-0002', jobId: 'job-7' });
const ofSeries = makeQuote({ id: 'quote-b', number: 'Q-0003', seriesId: 'series-3' });

const withQuotes = () => {
  fake.source = createFakeDataSource({
    snapshot: { customers: [], jobs: [], series: [], payments: [], quotes: [ofJob, ofSeries] },
  });
};

describe('QuoteOfJobLink (issue 26: the job links back to its quote)', () => {
  it('links a job made from a quote back to it', async () => {
    withQuotes();
    renderSignedIn(<QuoteOfJobLink job={{ id: 'job-7' }} />);
    const link = await screen.findByRole('link', { name: 'From quote Q-0002' });
    expect(link.getAttribute('href')).toBe('/app/quotes/quote-a');
  });

  it('links every visit of a repeating job made from a quote back to it', async () => {
    withQuotes();
    renderSignedIn(<QuoteOfJobLink job={{ id: 'job-visit-4', seriesId: 'series-3' }} />);
    const link = await screen.findByRole('link', { name: 'From quote Q-0003' });
    expect(link.getAttribute('href')).toBe('/app/quotes/quote-b');
  });

  it('shows nothing for a job made without a quote', async () => {
    withQuotes();
    renderSignedIn(
      <>
        <QuoteOfJobLink job={{ id: 'job-7' }} />
        <QuoteOfJobLink job={{ id: 'job-9', seriesId: 'series-other' }} />
      </>,
    );
    // Once the quotes are read, only the job made from one has a link.
    await screen.findByRole('link', { name: 'From quote Q-0002' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
