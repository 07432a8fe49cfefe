import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enMessages, esMessages } from '../../../locales/index.ts';
import { renderWithData, storedJobs } from '../utils/render-with-data.test-helper.tsx';
import { NewJobScreen } from './new-job-screen.tsx';

const ana = makeCustomer({ id: 'customer-ana', name: 'Ana Lopez', serviceType: 'Lawn Mowing' });
const ben = makeCustomer({ id: 'customer-ben', name: 'Ben Ortiz', serviceType: 'Lawn Care' });
const seed = { customers: [ana, ben], jobs: [makeJob({ id: 'job-old', customerId: ana.id })] };

const serviceType = () => screen.getByLabelText('Service Type');
const enLabels = {
  customer: enMessages['jobs.form.customer']!,
  serviceType: enMessages['jobs.form.serviceType']!,
  custom: enMessages['jobs.form.customServiceType']!,
};
const esLabels = {
  customer: esMessages['jobs.form.customer']!,
  serviceType: esMessages['jobs.form.serviceType']!,
  custom: esMessages['jobs.form.customServiceType']!,
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Schedule Job' }));

describe('NewJobScreen', () => {
  it("refuses an empty form with the spec's messages, each cleared when its field is edited", async () => {
    renderWithData(<NewJobScreen />, seed);
    await screen.findByLabelText('Customer');
    await submit();
    for (const message of [
      'Please select a customer',
      'Service type is required',
      'Scheduled date is required',
      'Price is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await userEvent.selectOptions(screen.getByLabelText('Customer'), 'customer-ben');
    expect(screen.queryByText('Please select a customer')).toBeNull();
    // Spec §5: Ben's 'Lawn Care' (a customer type) pre-fills the job type that does it.
    expect((serviceType() as HTMLSelectElement).value).toBe('Lawn Mowing');
    expect(screen.queryByText('Service type is required')).toBeNull();
    await userEvent.type(screen.getByLabelText('Price ($)'), '.');
    expect(screen.queryByText('Price is required')).toBeNull();
    await submit();
    expect(await screen.findByText('Please enter a valid price')).toBeTruthy();
    expect(storedJobs()).toHaveLength(1);
  });

  it("schedules a job with 'Other' and its own words, keeping only a valid price as typed", async () => {
    const { getByTestId } = renderWithData(<NewJobScreen />, seed);
    await userEvent.selectOptions(await screen.findByLabelText('Customer'), 'customer-ana');
    expect((serviceType() as HTMLSelectElement).value).toBe('Lawn Mowing');
    await userEvent.selectOptions(serviceType(), 'Other');
    // Reported together with the other missing fields, not after them.
    await submit();
    expect(await screen.findByText('Please enter the service type')).toBeTruthy();
    expect(screen.getByText('Scheduled date is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Custom Service Type'), '  Fence Repair ');
    expect(screen.queryByText('Please enter the service type')).toBeNull();
    const date = screen.getByLabelText('Scheduled Date') as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await userEvent.type(date, '2030-05-04');
    const price = screen.getByLabelText('Price ($)') as HTMLInputElement;
    await userEvent.type(price, '12.3.4a');
    expect(price.value).toBe('12.34');
    await userEvent.type(screen.getByLabelText('Notes'), 'Two panels');
    await submit();

    await waitFor(() => expect(getByTestId('location').textContent).toBe('/app/jobs'));
    const added = storedJobs().find((job) => job.id !== 'job-old')!;
    expect(added).toMatchObject({
      customerId: 'customer-ana',
      customerName: 'Ana Lopez',
      serviceType: 'Fence Repair',
      scheduledDate: '2030-05-04',
      price: 12.34,
      notes: 'Two panels',
      status: 'scheduled',
      paid: false,
    });
    expect(added.id).toMatch(/^job-/);
  });

  it("says 'Customer not found' when the customer is deleted before the job is saved", async () => {
    const { source } = renderWithData(<NewJobScreen />, seed);
    await userEvent.selectOptions(await screen.findByLabelText('Customer'), 'customer-ben');
    await userEvent.selectOptions(serviceType(), 'Painting');
    await userEvent.type(screen.getByLabelText('Scheduled Date'), '2030-05-04');
    await userEvent.type(screen.getByLabelText('Price ($)'), '50');
    await source().deleteCustomer('customer-ben');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Customer not found');
    expect(storedJobs()).toHaveLength(1);
  });

  it("shows 'Failed to schedule job. Please try again.' when saving fails otherwise", async () => {
    const { source } = renderWithData(<NewJobScreen />, seed);
    await userEvent.selectOptions(await screen.findByLabelText('Customer'), 'customer-ana');
    await userEvent.type(screen.getByLabelText('Scheduled Date'), '2030-05-04');
    await userEvent.type(screen.getByLabelText('Price ($)'), '0');
    vi.spyOn(source(), 'addJob').mockRejectedValueOnce(new Error('disk full'));
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to schedule job. Please try again.',
    );
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('pre-selects the customer of ?customerId= with their service type', async () => {
    renderWithData(<NewJobScreen />, seed, { route: '/app/jobs/new?customerId=customer-ana' });
    expect(((await screen.findByLabelText('Customer')) as HTMLSelectElement).value).toBe(
      'customer-ana',
    );
    expect((serviceType() as HTMLSelectElement).value).toBe('Lawn Mowing');
    expect(screen.getByRole('link', { name: 'Add New Customer' }).getAttribute('href')).toBe(
      '/app/customers/new',
    );
  });

  it.each(['en', 'es'] as const)(
    "pre-fills 'Other' with the customer's own words when no job type fits, still changeable (%s)",
    async (language) => {
      const roofer = makeCustomer({
        id: 'customer-rory',
        name: 'Rory Slate',
        serviceType: 'Roofing',
      });
      const plain = makeCustomer({
        id: 'customer-gus',
        name: 'Gus Plain',
        serviceType: 'General Service',
      });
      renderWithData(<NewJobScreen />, { customers: [roofer, plain, ben], jobs: [] }, { language });
      const labels = language === 'es' ? esLabels : enLabels;
      const select = (await screen.findByLabelText(labels.customer)) as HTMLSelectElement;
      const type = () => screen.getByLabelText(labels.serviceType) as HTMLSelectElement;
      await userEvent.selectOptions(select, 'customer-rory');
      expect(type().value).toBe('Other');
      expect((screen.getByLabelText(labels.custom) as HTMLInputElement).value).toBe('Roofing');
      // The user can still pick another type.
      await userEvent.selectOptions(type(), 'Painting');
      expect(type().value).toBe('Painting');
      // A customer with no type of their own leaves the choice alone.
      await userEvent.selectOptions(select, 'customer-gus');
      expect(type().value).toBe('Painting');
      await userEvent.selectOptions(select, 'customer-ben');
      expect(type().value).toBe('Lawn Mowing');
      expect(screen.queryByLabelText(labels.custom)).toBeNull();
    },
  );

  it('a ?customerId= of a customer who is gone says so and selects no one', async () => {
    renderWithData(<NewJobScreen />, seed, { route: '/app/jobs/new?customerId=customer-gone' });
    expect((await screen.findByRole('alert')).textContent).toBe('Customer not found');
    expect((screen.getByLabelText('Customer') as HTMLSelectElement).value).toBe('');
  });

  it('speaks Spanish', async () => {
    renderWithData(<NewJobScreen />, seed, { language: 'es' });
    await userEvent.click(await screen.findByRole('button', { name: 'Programar trabajo' }));
    for (const message of [
      'Selecciona un cliente',
      'El tipo de servicio es obligatorio',
      'La fecha programada es obligatoria',
      'El precio es obligatorio',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });
});
