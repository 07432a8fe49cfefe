// The one render with the real data layer (decision 038): a screen behind DataProvider, signed
// in as a waitlisted tester (local data source, browser storage, seeded with the records a test
// names) or as the demo user (demo data source on a demo-mode server). For a data source the
// test controls, see fake-data-source.tsx; for a component with no data, render.tsx.
import { STORAGE_KEYS, type Customer, type Job } from '@jobtrack/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { DataSource } from '#web/data/data-source.ts';
import { demoUser, startWaitlistSession } from '#web/lib/auth/auth-service.ts';
import { storeSignedIn } from '#web/lib/auth/session-store.ts';
import { DataProvider, useDataSource } from '#web/data/hooks/data-context.tsx';
import { ThemeProvider } from '#web/lib/theme.tsx';
import { renderWithProviders, type RenderOptions } from './render.tsx';

export type Seed = { customers: Customer[]; jobs: Job[] };

/** The demo account a demo-mode server configures (runtime config's demoCredentials). */
export const TEST_DEMO_CREDENTIALS = { email: 'demo@jobtrack.app', password: 'demo123' };

export type DataRenderOptions = RenderOptions & {
  /** Who is signed in: a waitlisted tester (default) or the demo user of a demo-mode server. */
  user?: 'tester' | 'demo';
};

export function renderWithData(
  ui: ReactElement,
  seed: Seed | null = null,
  { user = 'tester', ...options }: DataRenderOptions = {},
) {
  if (seed) {
    localStorage.setItem(STORAGE_KEYS.localCustomers, JSON.stringify(seed.customers));
    localStorage.setItem(STORAGE_KEYS.localJobs, JSON.stringify(seed.jobs));
  }
  if (user === 'demo') storeSignedIn(demoUser(TEST_DEMO_CREDENTIALS.email));
  else startWaitlistSession('tester@example.com');
  const config =
    user === 'demo'
      ? { demoMode: true, demoCredentials: TEST_DEMO_CREDENTIALS, ...options.config }
      : options.config;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const holder: { source?: DataSource } = {};
  function SourceProbe() {
    holder.source = useDataSource();
    return null;
  }
  const result = renderWithProviders(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <DataProvider>
          {ui}
          <SourceProbe />
        </DataProvider>
      </QueryClientProvider>
    </ThemeProvider>,
    { ...options, config },
  );
  return { ...result, source: () => holder.source!, queryClient };
}

/** The jobs as the local data source stored them. */
export const storedJobs = (): Job[] =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.localJobs) ?? '[]') as Job[];
