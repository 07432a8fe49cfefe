import { toIsoDate } from '@jobtrack/core';
import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enMessages, esMessages } from '#web/locales/index.ts';
import { renderWithData, storedJobs } from '#web/test/render-with-data.tsx';
import { NewJobScreen } from './new-job-screen.tsx';

const ana = makeCustomer({
  id: 'customer-ana',
  name: 'Ana Lopez',
  serviceType: 'Lawn Mowing',
  address: '12 Oak St',
});
const ben = makeCustomer({ id: 'customer-ben', name: 'Ben Ortiz', serviceType: 'Lawn Care' });
const seed = {
  customers: [ana, ben],
  jobs: [
    makeJob({ id: 'job-old', customerId: ana.id, serviceType: 'Lawn Mowing', price: 45 }),
    makeJob({
      id: 'job-older',
      customerId: ana.id,
      serviceType: 'Lawn Mowing',
      scheduledDate: '2020-01-01',
      price: 30,
    }),
  ],
};

const serviceType = () => screen.getByLabelText('Service Type') as HTMLSelectElement;
const price = () => screen.getByLabelText('Price ($)') as HTMLInputElement;
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

/** Opens the customer combobox with a tap and taps the named customer. */
async function pickCustomer(name: string, label = 'Customer') {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(
    within(screen.getByRole('listbox')).getByRole('option', { name: new RegExp(name) }),
  );
}

describe('NewJobScreen', () => {
  it("refuses an empty form with the spec's messages, each cleared when its field is edited", async () => {
    renderWithData(<NewJobScreen />, seed);
    await screen.findByRole('combobox', { name: 'Customer' });
    // Decision 026: the date starts on today.
    expect((screen.getByLabelText('Scheduled Date') as HTMLInputElement).value).toBe(
      toIsoDate(new Date()),
    );
    await userEvent.clear(screen.getByLabelText('Scheduled Date'));
    await submit();
    for (const message of [
      'Please select a customer',
      'Service type is required',
      'Scheduled date is required',
      'Price is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await pickCustomer('Ben Ortiz');
    expect(screen.queryByText('Please select a customer')).toBeNull();
    // Spec §5: Ben's 'Lawn Care' (a customer type) pre-fills the job type that does it.
    expect(serviceType().value).toBe('Lawn Mowing');
    expect(screen.queryByText('Service type is required')).toBeNull();
    await userEvent.type(price(), '.');
    expect(screen.queryByText('Price is required')).toBeNull();
    await submit();
    expect(await screen.findByText('Please enter a valid price')).toBeTruthy();
    expect(storedJobs()).toHaveLength(2);
  });

  it("schedules a job with 'Other' and its own words and a start time, then opens it", async () => {
    const { getByTestId } = renderWithData(<NewJobScreen />, seed);
    await pickCustomer('Ana Lopez');
    expect(serviceType().value).toBe('Lawn Mowing');
    await userEvent.selectOptions(serviceType(), 'Other');
    await userEvent.clear(screen.getByLabelText('Scheduled Date'));
    // Reported together with the other missing fields, not after them.
    await submit();
    expect(await screen.findByText('Please enter the service type')).toBeTruthy();
    expect(screen.getByText('Scheduled date is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Custom Service Type'), '  Fence Repair ');
    expect(screen.queryByText('Please enter the service type')).toBeNull();
    const date = screen.getByLabelText('Scheduled Date') as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.min).toBe(toIsoDate(new Date()));
    await userEvent.type(date, '2030-05-04');
    await userEvent.clear(price());
    await userEvent.type(price(), '12.3.4a');
    expect(price().value).toBe('12.34');
    await userEvent.type(screen.getByLabelText('Start time (optional)'), '08:30');
    await userEvent.type(screen.getByLabelText('Arrive by (optional)'), '08:00');
    await userEvent.type(screen.getByLabelText('Notes'), 'Two panels');
    await submit();
    expect(await screen.findByText('The window must end after the start time')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Arrive by (optional)'));
    await userEvent.type(screen.getByLabelText('Arrive by (optional)'), '10:00');
    await submit();

    await waitFor(() => expect(getByTestId('location').textContent).toMatch(/^\/app\/jobs\/job-/));
    const added = storedJobs().find((job) => !job.id.startsWith('job-old'))!;
    expect(getByTestId('location').textContent).toBe(`/app/jobs/${added.id}`);
    expect(added).toMatchObject({
      customerId: 'customer-ana',
      customerName: 'Ana Lopez',
      serviceType: 'Fence Repair',
      scheduledDate: '2030-05-04',
      startTime: '08:30',
      windowEnd: '10:00',
      price: 12.34,
      notes: 'Two panels',
      status: 'scheduled',
      paid: false,
    });
    expect(added.id).toMatch(/^job-/);
  });

  it("pre-fills the price of the customer's last job of that service, until a price is typed", async () => {
    renderWithData(<NewJobScreen />, seed);
    await pickCustomer('Ana Lopez');
    expect(price().value).toBe('45.00');
    expect(screen.getByText("From this customer's last job of this service")).toBeTruthy();
    await userEvent.selectOptions(serviceType(), 'Painting');
    expect(price().value).toBe('');
    await userEvent.selectOptions(serviceType(), 'Lawn Mowing');
    expect(price().value).toBe('45.00');
    await userEvent.clear(price());
    await userEvent.type(price(), '50');
    await pickCustomer('Ben Ortiz');
    expect(price().value).toBe('50');
  });

  it('finds a customer by typing and picks one with the keyboard', async () => {
    renderWithData(<NewJobScreen />, seed);
    const combobox = await screen.findByRole('combobox', { name: 'Customer' });
    await userEvent.click(combobox);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    await userEvent.type(combobox, 'oak');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Ana Lopez12 Oak St']);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((combobox as HTMLInputElement).value).toBe('Ana Lopez');
    expect(serviceType().value).toBe('Lawn Mowing');
    await userEvent.clear(combobox);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox.getAttribute('aria-activedescendant')).toMatch(/option-1$/);
    await userEvent.keyboard('{Escape}');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect((combobox as HTMLInputElement).value).toBe('Ana Lopez');
    await userEvent.type(combobox, 'zzz');
    expect(screen.getByText('No customers match')).toBeTruthy();
  });

  it("says 'Customer not found' when the customer is deleted before the job is saved", async () => {
    const { source } = renderWithData(<NewJobScreen />, seed);
    await pickCustomer('Ben Ortiz');
    await userEvent.selectOptions(serviceType(), 'Painting');
    await userEvent.type(price(), '50');
    await source().deleteCustomer('customer-ben');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Customer not found');
    expect(storedJobs()).toHaveLength(2);
  });

  it("shows 'Failed to schedule job. Please try again.' when saving fails otherwise", async () => {
    const { source } = renderWithData(<NewJobScreen />, seed);
    await pickCustomer('Ana Lopez');
    vi.spyOn(source(), 'addJob').mockRejectedValueOnce(new Error('disk full'));
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to schedule job. Please try again.',
    );
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('pre-selects the customer of ?customerId= with their service type, price and the ?date=', async () => {
    renderWithData(<NewJobScreen />, seed, {
      route: '/app/jobs/new?customerId=customer-ana&date=2030-01-02',
    });
    expect(
      ((await screen.findByRole('combobox', { name: 'Customer' })) as HTMLInputElement).value,
    ).toBe('Ana Lopez');
    expect(serviceType().value).toBe('Lawn Mowing');
    expect(price().value).toBe('45.00');
    expect((screen.getByLabelText('Scheduled Date') as HTMLInputElement).value).toBe('2030-01-02');
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
      const type = () => screen.getByLabelText(labels.serviceType) as HTMLSelectElement;
      await pickCustomer('Rory Slate', labels.customer);
      expect(type().value).toBe('Other');
      expect((screen.getByLabelText(labels.custom) as HTMLInputElement).value).toBe('Roofing');
      // The user can still pick another type.
      await userEvent.selectOptions(type(), 'Painting');
      expect(type().value).toBe('Painting');
      // A customer with no type of their own leaves the choice alone.
      await pickCustomer('Gus Plain', labels.customer);
      expect(type().value).toBe('Painting');
      await pickCustomer('Ben Ortiz', labels.customer);
      expect(type().value).toBe('Lawn Mowing');
      expect(screen.queryByLabelText(labels.custom)).toBeNull();
    },
  );

  it('a ?customerId= of a customer who is gone says so and selects no one', async () => {
    renderWithData(<NewJobScreen />, seed, { route: '/app/jobs/new?customerId=customer-gone' });
    expect((await screen.findByRole('alert')).textContent).toBe('Customer not found');
    expect((screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement).value).toBe('');
  });

  it('speaks Spanish', async () => {
    renderWithData(<NewJobScreen />, seed, { language: 'es' });
    await userEvent.clear(await screen.findByLabelText('Fecha programada'));
    await userEvent.click(screen.getByRole('button', { name: 'Programar trabajo' }));
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
