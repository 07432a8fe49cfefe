// Renders a screen with the real data layer: a waitlisted tester's local data source (browser
// storage), seeded with the records a test names (the jobs and payments screens' tests).
import { STORAGE_KEYS, type Customer, type Job, type Language } from '@jobtrack/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { DataSource } from '#web/data/data-source.ts';
import { startWaitlistSession } from '#web/lib/auth/auth-service.ts';
import { DataProvider, useDataSource } from '#web/lib/data/data-context.tsx';
import { renderWithProviders } from './render.tsx';

export type Seed = { customers: Customer[]; jobs: Job[] };

export function renderWithData(
  ui: ReactElement,
  seed: Seed,
  options: { route?: string; language?: Language } = {},
) {
  localStorage.setItem(STORAGE_KEYS.localCustomers, JSON.stringify(seed.customers));
  localStorage.setItem(STORAGE_KEYS.localJobs, JSON.stringify(seed.jobs));
  startWaitlistSession('tester@example.com');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const holder: { source?: DataSource } = {};
  function SourceProbe() {
    holder.source = useDataSource();
    return null;
  }
  const result = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <DataProvider>
        {ui}
        <SourceProbe />
      </DataProvider>
    </QueryClientProvider>,
    options,
  );
  return { ...result, source: () => holder.source!, queryClient };
}

/** The jobs as the local data source stored them. */
export const storedJobs = (): Job[] =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.localJobs) ?? '[]') as Job[];
