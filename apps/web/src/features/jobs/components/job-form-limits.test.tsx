// Issue 11: the job form refuses, by the field and before saving, what the server would refuse —
// a price above 1,000,000 or with more than 2 decimals, a year outside 1900–2999 — and keeps
// nothing (no "scheduled" message for a job the server would drop).
import { makeCustomer } from '@jobtrack/core/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithData, storedJobs } from '#web/test/render-with-data.tsx';
import { NewJobScreen } from './new-job-screen.tsx';

const ana = makeCustomer({ id: 'customer-ana', name: 'Ana Lopez', serviceType: 'Lawn Mowing' });

async function fillJob(price: string, date = '2030-05-04'): Promise<void> {
  renderWithData(<NewJobScreen />, { customers: [ana], jobs: [] });
  await userEvent.click(await screen.findByRole('combobox', { name: 'Customer' }));
  await userEvent.click(
    within(screen.getByRole('listbox')).getByRole('option', { name: /Ana Lopez/ }),
  );
  fireEvent.change(screen.getByLabelText('Scheduled Date'), { target: { value: date } });
  // The form may have filled in a price from the customer's last job; this one replaces it.
  await userEvent.clear(screen.getByLabelText('Price ($)'));
  await userEvent.type(screen.getByLabelText('Price ($)'), price);
  await userEvent.click(screen.getByRole('button', { name: 'Schedule Job' }));
}

describe('the job form keeps to the API limits', () => {
  it.each([
    ['2000000', 'Price must be at most $1,000,000'],
    ['1000000.01', 'Price must be at most $1,000,000'],
    ['12.345', 'Price can have at most 2 decimals'],
  ])('refuses the price %s by the field and keeps nothing', async (price, message) => {
    await fillJob(price);
    const field = screen.getByLabelText('Price ($)');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(storedJobs()).toEqual([]);
  });

  it('refuses the year 1850 by the date field and keeps nothing', async () => {
    await fillJob('50', '1850-06-01');
    expect(await screen.findByText('Please enter a date between 1900 and 2999')).toBeTruthy();
    expect(storedJobs()).toEqual([]);
  });

  it('keeps a price of exactly 1,000,000.00', async () => {
    await fillJob('1000000.00');
    await screen.findByTestId('location');
    expect(storedJobs().map((job) => job.price)).toEqual([1_000_000]);
  });
});
