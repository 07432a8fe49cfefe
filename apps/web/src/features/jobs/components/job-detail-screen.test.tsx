import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithData, storedJobs, type Seed } from '../utils/render-with-data.test-helper.tsx';
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
    await waitFor(() => expect(button('Mark as Paid')).toBeNull());
    expect(storedJobs()[0]).toMatchObject({ status: 'completed', paid: true });
    expect(button('Paid: mark as unpaid')).toBeTruthy();
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
    expect(button('Delete')).toBeNull();
    first.unmount();

    const { getByTestId } = renderDetail(seed, 'job-2');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
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
