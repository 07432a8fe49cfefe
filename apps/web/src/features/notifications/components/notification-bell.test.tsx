import { STORAGE_KEYS, toIsoDate, type Customer, type Job } from '@jobtrack/core';
import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subDays } from 'date-fns';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitlistUser } from '#web/lib/auth/auth-service.ts';
import { storeSignedIn } from '#web/lib/auth/session-store.ts';
import { DataProvider } from '#web/data/hooks/data-context.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationsPanel } from './notifications-panel.tsx';

/** A waitlisted tester (local mode) whose browser holds exactly these records. */
function signInWith(customers: Customer[], jobs: Job[]) {
  storeSignedIn(waitlistUser('tester@example.com'));
  localStorage.setItem(STORAGE_KEYS.localCustomers, JSON.stringify(customers));
  localStorage.setItem(STORAGE_KEYS.localJobs, JSON.stringify(jobs));
}

const withData = (ui: ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>
    <DataProvider>{ui}</DataProvider>
  </QueryClientProvider>
);

/** `count` customers whose only job was 31 days ago: one 'Inactive customer' entry each. */
function inactiveCustomers(count: number) {
  const day = toIsoDate(subDays(new Date(), 31));
  const customers = Array.from({ length: count }, (_, index) =>
    makeCustomer({ id: `customer-${index}`, name: `Customer ${index}` }),
  );
  const jobs = customers.map((customer, index) =>
    makeJob({ id: `job-${index}`, customerId: customer.id, scheduledDate: day }),
  );
  return { customers, jobs };
}

describe('NotificationBell', () => {
  it('caps the unread badge at 9+, and opening the panel marks everything read', async () => {
    const user = userEvent.setup();
    const { customers, jobs } = inactiveCustomers(10);
    signInWith(customers, jobs);
    renderWithProviders(withData(<NotificationBell />));

    const bell = await screen.findByRole('button', { name: 'Notifications, 9+ unread' });
    expect(screen.getByTestId('notification-badge').textContent).toBe('9+');

    await user.click(bell);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getAllByText('Inactive customer')).toHaveLength(10);
    // Still marked as new while open, so the owner sees what came in.
    expect(within(dialog).getAllByText('Unread')).toHaveLength(10);
    expect(screen.queryByTestId('notification-badge')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(within(screen.getByRole('dialog')).queryAllByText('Unread')).toHaveLength(0);
  });

  it('dismisses one entry, clears all, then shows the empty state', async () => {
    const user = userEvent.setup();
    const { customers, jobs } = inactiveCustomers(3);
    signInWith(customers, jobs);
    renderWithProviders(withData(<NotificationBell />));

    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    await user.click(
      within(dialog).getAllByRole('button', { name: 'Dismiss: Inactive customer' })[0]!,
    );
    expect(within(dialog).getAllByText('Inactive customer')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    expect(within(dialog).getByText('No notifications')).toBeTruthy();
    expect(within(dialog).getByText("You're all caught up!")).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Clear All' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'View Dashboard' }).getAttribute('href')).toBe(
      '/app',
    );
  });

  it("offers 'Clear All' only for more than one entry, and the action opens its target", async () => {
    const user = userEvent.setup();
    const { customers, jobs } = inactiveCustomers(1);
    signInWith(customers, jobs);
    renderWithProviders(withData(<NotificationBell />));

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).queryByRole('button', { name: 'Clear All' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'View Customer' }));
    expect(screen.getByTestId('location').textContent).toBe('/app/customers/customer-0');
  });

  it('generates nothing when the Settings switch is off', async () => {
    const { customers, jobs } = inactiveCustomers(2);
    signInWith(customers, jobs);
    localStorage.setItem(STORAGE_KEYS.notificationsEnabled, 'false');
    renderWithProviders(withData(<NotificationBell />));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });
});

describe('notification ages (spec §2)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['en', 'Just now', '2 h ago', '1 d ago'],
    ['es', 'Justo ahora', 'hace 2 h', 'hace 1 d'],
  ] as const)(
    'count from when a notification was first raised, not from each render (%s)',
    async (language, justNow, twoHours, oneDay) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2025, 5, 11, 9, 0));
      const user = userEvent.setup();
      const { customers, jobs } = inactiveCustomers(1);
      signInWith(customers, jobs);
      const open = async () => {
        const view = renderWithProviders(withData(<NotificationBell />), { language });
        await user.click(
          await screen.findByRole('button', { name: /^(Notifications|Notificaciones)/ }),
        );
        return { view, dialog: screen.getByRole('dialog') };
      };

      const first = await open();
      expect(within(first.dialog).getByText(justNow)).toBeTruthy();
      first.view.unmount();

      // Two hours later, a new render (as after a reload) still dates it from 9:00.
      vi.setSystemTime(new Date(2025, 5, 11, 11, 0));
      const second = await open();
      expect(within(second.dialog).getByText(twoHours)).toBeTruthy();
      second.view.unmount();

      vi.setSystemTime(new Date(2025, 5, 12, 9, 30));
      const third = await open();
      expect(within(third.dialog).getByText(oneDay)).toBeTruthy();
    },
  );
});

describe('NotificationsPanel', () => {
  it('folds open on the dashboard with the same entries as the bell', async () => {
    const user = userEvent.setup();
    const { customers, jobs } = inactiveCustomers(2);
    signInWith(customers, jobs);
    renderWithProviders(
      withData(
        <>
          <NotificationBell />
          <NotificationsPanel />
        </>,
      ),
    );
    const toggle = await screen.findByRole('button', { name: /^Notifications2 unread$/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByText('Inactive customer')).toHaveLength(2);
    // Opening it read them, so the bell agrees.
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });
});
