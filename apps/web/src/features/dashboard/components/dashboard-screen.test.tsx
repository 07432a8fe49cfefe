import { toIsoDate, type Customer, type Job } from '@jobtrack/core';
import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { screen, within } from '@testing-library/react';
import { addDays, subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { renderWithData } from '#web/test/render-with-data.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

/** A waitlisted tester (local mode) whose browser holds exactly these records. */
function renderDashboard(customers: Customer[], jobs: Job[]) {
  return renderWithData(<DashboardScreen notificationsPanel={<p>panel slot</p>} />, {
    customers,
    jobs,
  });
}

const tile = (label: string) => screen.getByText(label, { exact: true }).parentElement!;

describe('DashboardScreen', () => {
  const today = toIsoDate(new Date());
  const customer = makeCustomer({ id: 'customer-1', name: 'Ana Lopez' });

  it('shows the tiles, the unpaid banner and today’s jobs from the data', async () => {
    renderDashboard(
      [customer],
      [
        makeJob({ id: 'job-a', scheduledDate: today, price: 80.4, serviceType: 'Lawn Mowing' }),
        makeJob({
          id: 'job-b',
          scheduledDate: today,
          price: 1234.5,
          status: 'completed',
          paid: true,
          completedAt: new Date().toISOString(),
        }),
        makeJob({
          id: 'job-c',
          scheduledDate: toIsoDate(subDays(new Date(), 20)),
          price: 99.9,
          status: 'completed',
          paid: false,
        }),
      ],
    );
    expect(await screen.findByText('panel slot')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Test User!' })).toBeTruthy();
    expect(within(tile("Today's Jobs")).getByText('2')).toBeTruthy();
    expect(within(tile("This Week's Earnings")).getByText('$1,235')).toBeTruthy();
    // Spec §3/§9: unpaid is paid = false — the scheduled $80.40 and the completed $99.90.
    expect(screen.getByTestId('unpaid-total').textContent).toBe('$180.30');
    expect(screen.getByTestId('unpaid-count').textContent).toBe('Unpaid jobs: 2');
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      '/app/payments',
    );
    const list = screen.getByRole('region', { name: "Today's Schedule" });
    const links = within(list)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/app/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/app/jobs/job-a',
      '/app/jobs/job-b',
    ]);
    expect(within(list).getAllByRole('article')[0]!.textContent).toContain('$80.40');
    // Stat tiles open their lists (issue 13).
    expect(screen.getByRole('link', { name: /Today's Jobs/ }).getAttribute('href')).toBe(
      '/app/jobs',
    );
    expect(screen.getByRole('link', { name: /This Week's Earnings/ }).getAttribute('href')).toBe(
      '/app/payments?tab=paid',
    );
  });

  it('opens on the day: Overdue, Today and Tomorrow first, each row with time, address and Call / Text / Navigate', async () => {
    const day = (offset: number) => toIsoDate(addDays(new Date(), offset));
    const ben = makeCustomer({
      id: 'customer-2',
      name: 'Ben Ortiz',
      phone: '(555) 987-6543',
      address: '9 Elm Road',
    });
    renderDashboard(
      [customer, ben],
      [
        makeJob({ id: 'job-late', scheduledDate: day(-2), serviceType: 'Hedge Trimming' }),
        makeJob({
          id: 'job-now',
          customerId: 'customer-2',
          customerName: 'Ben Ortiz',
          scheduledDate: day(0),
          startTime: '08:30',
          windowEnd: '10:00',
          price: 55,
        }),
        makeJob({ id: 'job-next', scheduledDate: day(1), serviceType: 'Pool Cleaning' }),
        makeJob({ id: 'job-far', scheduledDate: day(9) }),
      ],
    );
    const overdue = await screen.findByRole('region', { name: 'Overdue' });
    const today = screen.getByRole('region', { name: "Today's Schedule" });
    const tomorrow = screen.getByRole('region', { name: 'Tomorrow' });
    // In this order, before the tiles, the unpaid banner and the welcome.
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Overdue',
      "Today's Schedule",
      'Tomorrow',
      'Unpaid Payments',
      'Welcome back, Test User!',
    ]);
    expect(
      tomorrow.compareDocumentPosition(tile("Today's Jobs")) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(overdue).getByText('Hedge Trimming')).toBeTruthy();
    expect(within(tomorrow).getByText('Pool Cleaning')).toBeTruthy();
    const row = within(today).getByRole('article');
    expect(row.textContent).toContain('8:30 AM – 10:00 AM');
    expect(row.textContent).toContain('Ben Ortiz');
    expect(row.textContent).toContain('9 Elm Road');
    expect(row.textContent).toContain('$55.00');
    expect(row.textContent).toContain('Scheduled');
    expect(within(row).getByRole('link', { name: 'Call Ben Ortiz' }).getAttribute('href')).toBe(
      'tel:5559876543',
    );
    expect(within(row).getByRole('link', { name: 'Text Ben Ortiz' }).getAttribute('href')).toMatch(
      /^sms:5559876543/,
    );
    expect(within(row).getByRole('link', { name: 'Navigate to Ben Ortiz' })).toBeTruthy();
    expect(screen.queryByText(day(9))).toBeNull();
  });

  it('hides the banner when nothing is unpaid and offers to schedule a job on an empty day', async () => {
    renderDashboard([customer], []);
    expect(await screen.findByText('No jobs scheduled for today')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View All' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Schedule a Job' }).getAttribute('href')).toBe(
      '/app/jobs/new',
    );
    expect(within(tile("This Week's Earnings")).getByText('$0')).toBeTruthy();
  });

  it('links the five quick actions to their screens', async () => {
    renderDashboard([customer], []);
    const actions = await screen.findByRole('region', { name: 'Welcome back, Test User!' });
    const targets = within(actions)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(targets).toEqual([
      ['Add Customer', '/app/customers/new'],
      ['Schedule Job', '/app/jobs/new'],
      ['View Customers', '/app/customers'],
      ['Scan QR Code', '/app/scan'],
      ['QR Demo', '/app/qr-demo'],
    ]);
  });
});
