import type { Customer, Job } from '@jobtrack/core';
import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithData, storedJobs } from '#web/test/render-with-data.tsx';
import { PaymentsScreen } from './payments-screen.tsx';

/** The screen on a waitlisted tester's local data (the real data layer), seeded with `jobs`. */
const renderPayments = (customers: Customer[], jobs: Job[]) =>
  renderWithData(<PaymentsScreen />, { customers, jobs });
const tile = (label: string) => screen.getByText(label).parentElement!.textContent;
// The first list of the panel holds the jobs; the paginator has its own list.
const rows = () => {
  const [jobList] = within(screen.getByRole('tabpanel')).queryAllByRole('list');
  return jobList ? within(jobList).queryAllByRole('listitem') : [];
};

const ana = makeCustomer({ id: 'customer-ana', name: 'Ana Lopez' });
const job = (id: string, fields: Partial<Job>) =>
  makeJob({ id, customerId: ana.id, customerName: ana.name, ...fields });

describe('PaymentsScreen', () => {
  it('totals owed (actual, else estimate, else price) and paid, with counted tabs', async () => {
    renderPayments(
      [ana],
      [
        job('job-1', { status: 'completed', price: 100, actualCost: 90, estimatedCost: 120 }),
        job('job-2', { status: 'completed', price: 50, estimatedCost: 55.25 }),
        job('job-3', { status: 'completed', price: 10.1 }),
        // Not yet owed: scheduled work is never unpaid.
        job('job-4', { status: 'scheduled', price: 500 }),
        job('job-5', { status: 'completed', price: 200, paid: true }),
        job('job-6', { status: 'in-progress', price: 300, paid: true }),
      ],
    );
    await screen.findByRole('tab', { name: 'Unpaid (3)' });
    expect(tile('Total Unpaid')).toContain('$155.35');
    expect(tile('Total Paid')).toContain('$500.00');
    expect(screen.getByRole('tab', { name: 'Paid (2)' })).toBeTruthy();
    expect(rows()).toHaveLength(3);
    expect(rows().map((row) => row.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('$90.00')]),
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Paid (2)' }));
    expect(rows()).toHaveLength(2);
    // Only a completed job's payment can change.
    const inProgress = rows().find((row) => row.textContent?.includes('$300.00'))!;
    expect(
      (within(inProgress).getByRole('button', { name: 'Paid' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('the toggle moves a job between the tabs and the totals by its amount', async () => {
    renderPayments([ana], [job('job-1', { status: 'completed', price: 42.5 })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Unpaid: mark as paid' }));
    expect(await screen.findByText('All jobs are paid up!')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Unpaid (0)' })).toBeTruthy();
    expect(tile('Total Unpaid')).toContain('$0.00');
    expect(tile('Total Paid')).toContain('$42.50');
    await waitFor(() => expect(storedJobs()[0]!.paid).toBe(true));
    await userEvent.click(screen.getByRole('tab', { name: 'Paid (1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Paid: mark as unpaid' }));
    expect(await screen.findByText('No paid jobs yet')).toBeTruthy();
    expect(tile('Total Unpaid')).toContain('$42.50');
  });

  it('pages 10 at a time', async () => {
    renderPayments(
      [ana],
      Array.from({ length: 11 }, (_, i) => job(`job-${i}`, { status: 'completed' })),
    );
    await screen.findByRole('tab', { name: 'Unpaid (11)' });
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 11 results')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(rows()).toHaveLength(1);
  });

  it("lists owed jobs oldest first with their age, and Remind in the customer's language", async () => {
    const today = new Date();
    const daysAgo = (n: number) => {
      const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - n, 12);
      return day.toISOString();
    };
    const maria = makeCustomer({
      id: 'customer-maria',
      name: 'Maria Garcia',
      phone: '(555) 111-2222',
      email: 'maria@example.com',
      language: 'es',
    });
    const jobs = [
      job('job-new', { status: 'completed', price: 30, completedAt: daysAgo(1) }),
      makeJob({
        id: 'job-old',
        customerId: maria.id,
        customerName: maria.name,
        serviceType: 'Window Cleaning',
        status: 'completed',
        price: 1234.5,
        amountPaid: 200,
        completedAt: daysAgo(12),
      }),
    ];
    renderWithData(
      <PaymentsScreen
        invoiceUrlFor={(id) => (id === 'job-old' ? 'https://x.test/d/abc' : undefined)}
      />,
      { customers: [ana, maria], jobs },
    );
    await screen.findByRole('tab', { name: 'Unpaid (2)' });
    expect(rows()[0]!.textContent).toContain('Maria Garcia');
    expect(rows()[0]!.textContent).toContain('12 days');
    expect(rows()[0]!.textContent).toContain('$200.00 paid · $1,034.50 due');
    expect(rows()[1]!.textContent).toContain('1 day');
    await userEvent.click(screen.getByRole('button', { name: 'Remind Maria Garcia' }));
    const sms = decodeURIComponent(
      screen.getByRole('link', { name: 'Text message' }).getAttribute('href')!,
    );
    expect(sms).toMatch(/^sms:5551112222\?body=Hola Maria, /);
    expect(sms).toContain('aún se debe $1,034.50 por limpieza de ventanas');
    expect(sms).toContain('Factura: https://x.test/d/abc');
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/15551112222\?text=Hola%20Maria/,
    );
    expect(screen.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(
      /^mailto:maria@example\.com\?subject=Recordatorio%20de%20pago&body=Hola/,
    );
    // The partial $200 counts in the month it was made (no payment date: its completion's).
    const sameMonth = new Date(daysAgo(12)).getMonth() === today.getMonth();
    expect(tile('Paid this month')).toContain(sameMonth ? '$200.00' : '$0.00');
    expect(tile('Paid last month')).toContain(sameMonth ? '$0.00' : '$200.00');
  });
});
