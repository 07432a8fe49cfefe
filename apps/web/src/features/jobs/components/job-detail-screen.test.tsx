import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithData, storedJobs, type Seed } from '#web/test/render-with-data.tsx';
import { JobDetailScreen } from './job-detail-screen.tsx';

const ana = makeCustomer({ id: 'customer-ana', name: 'Ana Lopez', phone: '(555) 222-3333' });

const renderDetail = (seed: Seed, id: string) =>
  renderWithData(
    <Routes>
      <Route path="/app/jobs/:id" element={<JobDetailScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    seed,
    { route: `/app/jobs/${id}` },
  );

const button = (name: string) => screen.queryByRole('button', { name });

describe('JobDetailScreen', () => {
  it('Start Job, Complete Job, then Mark as Paid only while completed and unpaid', async () => {
    const job = makeJob({ id: 'job-1', customerId: ana.id, price: 75.5, serviceType: 'Painting' });
    renderDetail({ customers: [ana], jobs: [job] }, 'job-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Painting' })).toBeTruthy();
    expect(screen.getByText('Scheduled for Mar 6, 2024')).toBeTruthy();
    expect(screen.getByText('$75.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Customer' }).getAttribute('href')).toBe(
      '/app/customers/customer-ana',
    );
    expect(button('Mark as Paid')).toBeNull();
    expect((button('Unpaid') as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(button('Start Job')!);
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Job' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Paid' }));
    // Issue 15: the sheet asks how, when and how much; the defaults are cash, today, the balance.
    const sheet = await screen.findByRole('dialog', { name: 'Mark as Paid' });
    expect((screen.getByLabelText('Amount received') as HTMLInputElement).value).toBe('75.50');
    expect((screen.getByRole('radio', { name: 'Cash' }) as HTMLInputElement).checked).toBe(true);
    expect(sheet.textContent).toContain('Balance: $75.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(button('Mark as Paid')).toBeNull());
    expect(storedJobs()[0]).toMatchObject({
      status: 'completed',
      paid: true,
      amountPaid: 75.5,
      paymentMethod: 'cash',
    });
    // The job's payments are listed, each with Remove (decision 046).
    const list = screen.getByRole('list', { name: 'Payments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText(/\$75\.50 · Cash · /)).toBeTruthy();
    expect(button('Paid: mark as unpaid')).toBeTruthy();
  });

  it('lists two payments and removes one after asking, leaving the balance; Undo brings it back', async () => {
    const user = userEvent.setup();
    const job = makeJob({ id: 'job-1', customerId: ana.id, status: 'completed', price: 150 });
    renderDetail({ customers: [ana], jobs: [job] }, 'job-1');
    for (const [amount, method] of [
      ['100', 'Check'],
      ['30', 'Cash'],
    ] as const) {
      await user.click(await screen.findByRole('button', { name: 'Mark as Paid' }));
      await user.click(await screen.findByRole('radio', { name: method }));
      const field = screen.getByLabelText('Amount received');
      await user.clear(field);
      await user.type(field, amount);
      await user.click(screen.getByRole('button', { name: 'Save payment' }));
      await screen.findByText('Payment recorded.');
    }
    const list = screen.getByRole('list', { name: 'Payments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(storedJobs()[0]).toMatchObject({ paid: false, amountPaid: 130 });
    expect(screen.getByText('$20.00')).toBeTruthy();

    await user.click(
      within(list).getByRole('button', { name: /^Remove payment \$100\.00 · Check/ }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Remove this payment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Payment removed.');
    expect(storedJobs()[0]).toMatchObject({ paid: false, amountPaid: 30 });
    expect(
      within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem'),
    ).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(storedJobs()[0]?.amountPaid).toBe(130));
  });

  it('offers Undo for 5 s after a step or a payment, restoring what the job had', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      const job = makeJob({ id: 'job-1', customerId: ana.id, status: 'in-progress' });
      renderDetail({ customers: [ana], jobs: [job] }, 'job-1');
      await user.click(await screen.findByRole('button', { name: 'Complete Job' }));
      expect((await screen.findByRole('status')).textContent).toContain('Job completed.');
      expect(storedJobs()[0]).toMatchObject({ status: 'completed' });
      await user.click(screen.getByRole('button', { name: 'Undo' }));
      await waitFor(() => expect(storedJobs()[0]?.status).toBe('in-progress'));
      expect(storedJobs()[0]?.completedAt).toBeUndefined();
      expect(await screen.findByRole('button', { name: 'Complete Job' })).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Complete Job' }));
      await user.click(await screen.findByRole('button', { name: 'Mark as Paid' }));
      await user.click(await screen.findByRole('button', { name: 'Save payment' }));
      await screen.findByText('Marked as paid.');
      expect(storedJobs()[0]).toMatchObject({ status: 'completed', paid: true });
      vi.advanceTimersByTime(4900);
      expect(button('Undo')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(100);
      await waitFor(() => expect(button('Undo')).toBeNull());
      expect(storedJobs()[0]).toMatchObject({ status: 'completed', paid: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('records a partial payment by check, leaving a balance, and Undo clears it', async () => {
    const user = userEvent.setup();
    const job = makeJob({ id: 'job-1', customerId: ana.id, status: 'completed', price: 100 });
    renderDetail({ customers: [ana], jobs: [job] }, 'job-1');
    await user.click(await screen.findByRole('button', { name: 'Mark as Paid' }));
    await user.click(await screen.findByRole('radio', { name: 'Check' }));
    const amount = screen.getByLabelText('Amount received');
    await user.clear(amount);
    await user.type(amount, '100.01');
    await user.click(screen.getByRole('button', { name: 'Save payment' }));
    expect(await screen.findByText('The amount cannot be more than the balance')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(screen.getByRole('button', { name: 'Save payment' }));
    await screen.findByText('Payment recorded.');
    expect(storedJobs()[0]).toMatchObject({ paid: false, amountPaid: 40, paymentMethod: 'check' });
    expect(screen.getByText('$60.00')).toBeTruthy();
    // The rest is still owed, so Mark as Paid stays, defaulting to the balance.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(storedJobs()[0]?.amountPaid).toBeUndefined());
    expect(storedJobs()[0]).toMatchObject({ paid: false });
    expect(storedJobs()[0]?.paymentMethod).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Mark as Paid' }));
    expect((screen.getByLabelText('Amount received') as HTMLInputElement).value).toBe('100');
  });

  it('holds Call and Navigate in the action bar and the texts on the customer card', async () => {
    const job = makeJob({ id: 'job-1', customerId: ana.id });
    renderDetail({ customers: [ana], jobs: [job] }, 'job-1');
    const bar = await screen.findByRole('group', { name: 'Next step' });
    const names = [...bar.querySelectorAll('a, button')].map(
      (control) => control.getAttribute('aria-label') ?? control.textContent,
    );
    expect(names).toEqual(['Start Job', 'Call Ana Lopez', 'Navigate to Ana Lopez']);
    expect(screen.getAllByRole('link', { name: 'Call Ana Lopez' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Text Ana Lopez' }).getAttribute('href')).toBe(
      'sms:5552223333',
    );
    const onMyWay = screen.getByRole('link', { name: 'On my way: text Ana Lopez' });
    expect(decodeURIComponent(onMyWay.getAttribute('href')!)).toBe(
      "sms:5552223333?body=Hi Ana, this is My Service Business — I'm on my way, see you in about 15 minutes.",
    );
  });

  it('shows the arrival, finish and time on site of a checked-in job', async () => {
    const arrived = new Date(2024, 2, 6, 9, 5);
    const finished = new Date(2024, 2, 6, 10, 35);
    const job = makeJob({
      id: 'job-1',
      customerId: ana.id,
      status: 'completed',
      arrivedAt: arrived.toISOString(),
      finishedAt: finished.toISOString(),
    });
    renderDetail({ customers: [ana], jobs: [job] }, 'job-1');
    const value = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await value('Arrived')).toBe('9:05 AM');
    expect(await value('Finished')).toBe('10:35 AM');
    expect(await value('Time on site')).toBe('1 h 30 min');
  });

  it("says 'Job not found' with a way back for an unknown id", async () => {
    renderDetail({ customers: [ana], jobs: [] }, 'job-missing');
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Jobs' }).getAttribute('href')).toBe(
      '/app/jobs',
    );
  });

  it('offers Delete only for ids starting job-, after a confirmation', async () => {
    const seed = {
      customers: [ana],
      jobs: [
        makeJob({ id: 'demo-job-1', customerId: ana.id }),
        makeJob({ id: 'job-2', customerId: ana.id, serviceType: 'Deep Clean' }),
      ],
    };
    const first = renderDetail(seed, 'demo-job-1');
    await screen.findByRole('button', { name: 'Edit' });
    expect(button('More actions')).toBeNull();
    expect(button('Delete')).toBeNull();
    first.unmount();

    const { getByTestId } = renderDetail(seed, 'job-2');
    // Delete sits behind More actions (issue 13), then asks as before.
    const more = await screen.findByRole('button', { name: 'More actions' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      screen.getByText('Delete the Deep Clean job for Ana Lopez? This cannot be undone.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Job' }));
    await waitFor(() => expect(getByTestId('location').textContent).toBe('/app/jobs'));
    expect(storedJobs().map((job) => job.id)).toEqual(['demo-job-1']);
  });

  it('edits the job with validation; Cancel keeps the old values', async () => {
    const job = makeJob({ id: 'job-1', customerId: ana.id, serviceType: 'Landscape Design' });
    renderDetail({ customers: [ana], jobs: [job] }, 'job-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    // A type outside the 21 choices shows as Other with its own words.
    expect((screen.getByLabelText('Service Type') as HTMLSelectElement).value).toBe('Other');
    expect((screen.getByLabelText('Custom Service Type') as HTMLInputElement).value).toBe(
      'Landscape Design',
    );
    const price = screen.getByLabelText('Price ($)') as HTMLInputElement;
    expect(price.value).toBe('100.00');
    await userEvent.clear(price);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Price is required')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('$100.00')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText('Price ($)'));
    await userEvent.type(screen.getByLabelText('Price ($)'), '99.9');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'in-progress');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('$99.90')).toBeTruthy();
    expect(storedJobs()[0]).toMatchObject({ price: 99.9, status: 'in-progress' });
    expect(screen.getByRole('heading', { name: 'Job Information' })).toBeTruthy();
  });

  it("shows 'Failed to update job. Please try again.' and stays in edit mode", async () => {
    const job = makeJob({ id: 'job-1', customerId: ana.id });
    const { source } = renderDetail({ customers: [ana], jobs: [job] }, 'job-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    vi.spyOn(source(), 'updateJob').mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to update job. Please try again.',
    );
    expect(screen.getByRole('heading', { name: 'Edit Job' })).toBeTruthy();
  });
});
