import { makeJob } from '@jobtrack/core/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DataSource } from '#web/data/data-source.ts';
import { createFakeDataSource, renderSignedIn } from '#web/test/fake-data-source.tsx';
import { acceptedBy, makeQuote } from '#web/test/quote-fixtures.ts';
import { QuoteScreen } from './quote-screen.tsx';

const fake = vi.hoisted(() => ({ source: null as DataSource | null }));
vi.mock('#web/data/create-data-source.ts', () => ({ createDataSource: () => fake.source }));

/** An accepted quote that repeats, already made into the series 'series-3'. */
const repeating = {
  ...acceptedBy(makeQuote({ id: 'quote-c', repeat: { frequency: 'weekly', interval: 2 } }), [], 50),
  seriesId: 'series-3',
};

const renderQuote = () =>
  renderSignedIn(
    <Routes>
      <Route path="app/quotes/:id" element={<QuoteScreen />} />
    </Routes>,
    { route: '/app/quotes/quote-c' },
  );

describe('QuoteScreen: the work made from an accepted quote that repeats (issue 26)', () => {
  it('opens the series at its first visit', async () => {
    const visits = [
      makeJob({ id: 'job-visit-2', seriesId: 'series-3', scheduledDate: '2025-06-20' }),
      makeJob({ id: 'job-visit-1', seriesId: 'series-3', scheduledDate: '2025-06-06' }),
    ];
    fake.source = createFakeDataSource({
      snapshot: { customers: [], jobs: visits, series: [], payments: [], quotes: [repeating] },
    });
    renderQuote();
    const open = await screen.findByRole('link', {
      name: 'Open the first visit of the repeating job',
    });
    expect(open.getAttribute('href')).toBe('/app/jobs/job-visit-1');
    expect(screen.queryByRole('button', { name: 'Make repeating job' })).toBeNull();
  });

  it('opens the customer when no visit of the series is on the device, never Make again', async () => {
    fake.source = createFakeDataSource({
      snapshot: { customers: [], jobs: [], series: [], payments: [], quotes: [repeating] },
    });
    renderQuote();
    const open = await screen.findByRole('link', {
      name: "Open the customer: the repeating job's visits are there",
    });
    expect(open.getAttribute('href')).toBe('/app/customers/customer-1');
    expect(screen.queryByRole('button', { name: 'Make repeating job' })).toBeNull();
  });
});
