import { makeCustomer } from '@jobtrack/core/testing';
import { act, screen } from '@testing-library/react';
import { useEffect, useState, type ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DataSource, SyncState } from '#web/data/data-source.ts';
import { CustomerListScreen } from '#web/features/customers/index.tsx';
import { JobListScreen } from '#web/features/jobs/index.tsx';
import { createFakeDataSource, renderSignedIn } from '#web/test/fake-data-source.tsx';

// Saving while offline says the change is kept on this phone (issue 9); online, the spec's
// success texts stay exactly as they are (spec §8).

const fake = vi.hoisted(() => ({ source: null as DataSource | null }));
vi.mock('#web/data/create-data-source.ts', () => ({ createDataSource: () => fake.source }));

const SAVED_ON_PHONE = "Saved on this phone. It will be sent when you're back online.";

/** Arrives at `path` the way a form sends the owner there: with the banner's state. */
function Arrive({
  path,
  state,
  screen: ui,
}: {
  path: string;
  state: unknown;
  screen: ReactElement;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [hasArrived, setHasArrived] = useState(false);
  if (!hasArrived && location.state !== null) setHasArrived(true);
  useEffect(() => {
    void navigate(path, { state });
  }, [navigate, path, state]);
  return hasArrived ? ui : null;
}

function renderArrival(
  ui: ReactElement,
  path: string,
  state: unknown,
  sync: Partial<SyncState>,
  mode: 'api' | 'local' = 'api',
) {
  const source = createFakeDataSource({
    mode,
    sync,
    snapshot: {
      customers: [makeCustomer({ name: 'Ana Lopez' })],
      jobs: [],
      series: [],
      payments: [],
    },
  });
  fake.source = source;
  renderSignedIn(<Arrive path={path} state={state} screen={ui} />, { mode });
  return source;
}

const customerAdded = { addedCustomerName: 'Ana Lopez' };
const jobScheduled = { jobsFlash: 'jobs.scheduledSuccess' };

describe('success messages', () => {
  it('online, the customer banner is the spec text alone', async () => {
    renderArrival(<CustomerListScreen />, '/app/customers', customerAdded, { online: true });
    const banner = await screen.findByText('Customer "Ana Lopez" added successfully!');
    expect(banner.closest('[role="status"]')!.textContent).toBe(
      'Customer "Ana Lopez" added successfully!',
    );
  });

  it('offline, the customer banner says it is saved on this phone', async () => {
    renderArrival(<CustomerListScreen />, '/app/customers', customerAdded, { online: false });
    const banner = await screen.findByText('Customer "Ana Lopez" added successfully!');
    expect(banner.closest('[role="status"]')!.textContent).toBe(
      `Customer "Ana Lopez" added successfully!${SAVED_ON_PHONE}`,
    );
  });

  it('offline, the job banners say so too, in Spanish as well', async () => {
    const source = createFakeDataSource({ sync: { online: false, pending: 1 } });
    fake.source = source;
    renderSignedIn(<Arrive path="/app/jobs" state={jobScheduled} screen={<JobListScreen />} />, {
      language: 'es',
    });
    const banner = await screen.findByText('¡Trabajo programado correctamente!', { exact: false });
    expect(banner.closest('[role="status"]')!.textContent).toBe(
      '¡Trabajo programado correctamente!Guardado en este teléfono. Se enviará cuando vuelvas a tener conexión.',
    );
    // Back online while the banner shows: the note goes, the spec text stays.
    act(() => source.setSyncState({ online: true }));
    expect(banner.closest('[role="status"]')!.textContent).toBe(
      '¡Trabajo programado correctamente!',
    );
  });

  it('waitlist test mode adds nothing: its data is on the device by design', async () => {
    renderArrival(
      <CustomerListScreen />,
      '/app/customers',
      customerAdded,
      { online: false },
      'local',
    );
    const banner = await screen.findByText('Customer "Ana Lopez" added successfully!');
    expect(banner.closest('[role="status"]')!.textContent).toBe(
      'Customer "Ana Lopez" added successfully!',
    );
  });
});
