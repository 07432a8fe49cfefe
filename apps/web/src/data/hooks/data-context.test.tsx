import { act, screen } from '@testing-library/react';
import { Suspense, useEffect, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DataSource } from '../data-source.ts';
import { createFakeDataSource, renderSignedIn } from '#web/test/fake-data-source.tsx';
import { useData, useOptionalAnalyticsSink, useOptionalDataSource } from './data-context.tsx';

// The adapter of a mode loads on demand (decision 037): here createDataSource answers with a
// promise, as it does before the mode's chunk has loaded.
const fake = vi.hoisted(() => ({ loaded: null as Promise<DataSource> | null }));
vi.mock('../create-data-source.ts', () => ({ createDataSource: () => fake.loaded }));

function Customers() {
  const { data } = useData((snapshot) => snapshot.customers.length);
  return <p>{data === undefined ? 'loading data' : `${data} customers`}</p>;
}

function Optional() {
  const source = useOptionalDataSource();
  return <p>{source ? 'source ready' : 'no source yet'}</p>;
}

const event: Parameters<DataSource['trackEvent']>[0] = {
  event: 'page_view',
  properties: { page: '/app' },
  userId: 'u1',
  demoMode: false,
  timestamp: '2030-01-01T00:00:00.000Z',
};

/** One view, recorded at once (as AnalyticsTracker does on the first path). */
function EarlyPageView() {
  const sink = useOptionalAnalyticsSink();
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    void sink?.trackEvent(event);
  }, [sink]);
  return null;
}

describe('DataProvider while the adapter loads', () => {
  it('holds the screens that read the data until it is there, the rest render at once', async () => {
    const source = createFakeDataSource({
      snapshot: { customers: [], jobs: [], series: [], payments: [] },
    });
    let finish!: (source: DataSource) => void;
    fake.loaded = new Promise((resolve) => (finish = resolve));
    // Async act: React retries a suspended screen through act's queue in tests.
    await act(async () => {
      renderSignedIn(
        <>
          <Optional />
          <Suspense fallback={<p>waiting for the adapter</p>}>
            <Customers />
          </Suspense>
        </>,
      );
    });
    expect(screen.getByText('no source yet')).toBeTruthy();
    expect(screen.getByText('waiting for the adapter')).toBeTruthy();
    await act(async () => finish(source));
    expect(await screen.findByText('0 customers')).toBeTruthy();
    expect(screen.getByText('source ready')).toBeTruthy();
  });

  it('gives a page view recorded before the adapter loaded to the signed-in source', async () => {
    const source = createFakeDataSource();
    const tracked = vi.spyOn(source, 'trackEvent');
    let finish!: (source: DataSource) => void;
    fake.loaded = new Promise((resolve) => (finish = resolve));
    renderSignedIn(<EarlyPageView />);
    expect(tracked).not.toHaveBeenCalled();
    finish(source);
    await vi.waitFor(() => expect(tracked).toHaveBeenCalledWith(event));
    expect(tracked).toHaveBeenCalledTimes(1);
  });
});
