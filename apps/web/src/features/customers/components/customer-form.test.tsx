import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { renderWithData } from '#web/test/render-with-data.tsx';
import { useCustomerForm } from '../hooks/use-customer-form.ts';
import { emptyCustomerForm, type CustomerFormValues } from '../utils/customer-views.ts';
import { CustomerForm } from './customer-form.tsx';
import type { ErrorMessage } from '#web/lib/error-message.ts';

function Harness({
  onSave,
  failure = null,
  initial = emptyCustomerForm('en'),
}: {
  onSave(values: CustomerFormValues): void;
  failure?: ErrorMessage | null;
  initial?: CustomerFormValues;
}) {
  const form = useCustomerForm(initial);
  return (
    <CustomerForm
      formRef={form.formRef}
      values={form.values}
      errors={form.errors}
      onChange={form.setField}
      onSubmit={() => {
        const values = form.validate();
        if (values) onSave(values);
      }}
      onCancel={() => undefined}
      submitLabel="Add Customer"
      isSubmitting={false}
      failure={failure}
    />
  );
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Add Customer' });
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('CustomerForm (spec §5)', () => {
  it('names every missing field and focuses the first', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<Harness onSave={onSave} />);

    await user.click(submit());

    expect(alerts()).toEqual([
      'Customer name is required',
      'Phone number is required',
      'Address is required',
      'Service type is required',
    ]);
    expect(document.activeElement).toBe(field('Customer Name'));
    expect(field('Customer Name').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("clears a field's error as that field is edited, and only that one", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onSave={vi.fn()} />);
    await user.click(submit());

    await user.type(field('Customer Name'), 'A');
    expect(alerts()).toEqual([
      'Phone number is required',
      'Address is required',
      'Service type is required',
    ]);
    await user.selectOptions(field('Service Type'), 'Plumbing');
    expect(alerts()).toEqual(['Phone number is required', 'Address is required']);
  });

  it("clears the errors of fields a browser's auto-fill fills (change events, no keys)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onSave={vi.fn()} />);
    await user.click(submit());
    fireEvent.change(field('Customer Name'), { target: { value: 'Ana García' } });
    fireEvent.change(field('Phone Number'), { target: { value: '5551234567' } });
    fireEvent.change(field('Service Address'), { target: { value: '1 Main St' } });
    expect(alerts()).toEqual(['Service type is required']);
  });

  it('formats the phone as typed and refuses one with letters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onSave={vi.fn()} />);
    const phone = field('Phone Number');

    await user.type(phone, '555');
    expect((phone as HTMLInputElement).value).toBe('(555');
    await user.type(phone, '1234');
    expect((phone as HTMLInputElement).value).toBe('(555) 123-4');
    await user.type(phone, '567890');
    expect((phone as HTMLInputElement).value).toBe('(555) 123-4567');

    await user.clear(phone);
    await user.type(phone, '555CALL');
    expect((phone as HTMLInputElement).value).toBe('(555CALL');
    await user.click(submit());
    expect(alerts()).toContain('Please enter a valid phone number');
  });

  it('offers the 15 service types of the customer form', () => {
    renderWithProviders(<Harness onSave={vi.fn()} />);
    const options = Array.from((field('Service Type') as HTMLSelectElement).options).map(
      (option) => option.value,
    );
    expect(options).toEqual([
      '',
      'Lawn Care',
      'House Cleaning',
      'Handyman Services',
      'Landscaping',
      'Pool Maintenance',
      'Pest Control',
      'HVAC Services',
      'Plumbing',
      'Electrical',
      'Painting',
      'Roofing',
      'Tree Services',
      'Snow Removal',
      'Pressure Washing',
      'Other',
    ]);
  });

  it('keeps a saved service type that is not one of the 15, so edit mode shows it', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const initial = {
      name: 'Sarah',
      phone: '(555) 123-4567',
      address: '1 Oak St',
      serviceType: 'General Service',
      language: 'es' as const,
    };
    renderWithProviders(<Harness onSave={onSave} initial={initial} />);
    expect((field('Service Type') as HTMLSelectElement).value).toBe('General Service');
    await user.click(submit());
    expect(onSave).toHaveBeenCalledWith(initial);
  });

  it('saves the trimmed values', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<Harness onSave={onSave} />);

    await user.type(field('Customer Name'), '  Ana Lopez  ');
    await user.type(field('Phone Number'), '5551234567');
    await user.type(field('Service Address'), ' 1 Main St ');
    await user.selectOptions(field('Service Type'), 'Lawn Care');
    expect((field('Language for texts') as HTMLSelectElement).value).toBe('en');
    await user.selectOptions(field('Language for texts'), 'Español');
    await user.click(submit());

    expect(onSave).toHaveBeenCalledWith({
      name: 'Ana Lopez',
      phone: '(555) 123-4567',
      address: '1 Main St',
      serviceType: 'Lawn Care',
      language: 'es',
    });
  });

  it('shows a failed save in blue (a status) for the demo user', async () => {
    renderWithData(<Harness onSave={vi.fn()} failure={{ key: 'customers.addFailed' }} />, null, {
      user: 'demo',
    });
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe('Failed to add customer. Please try again.');
    expect(notice.className).toContain('bg-blue-50');
  });

  it('shows a failed save in red for a waitlisted tester on a demo-mode server (their data is real)', async () => {
    const { source } = renderWithData(
      <Harness onSave={vi.fn()} failure={{ key: 'customers.addFailed' }} />,
      null,
      { config: { demoMode: true } },
    );
    const notice = await screen.findByRole('alert');
    expect(source().mode).toBe('local');
    expect(notice.textContent).toBe('Failed to add customer. Please try again.');
    expect(notice.className).toContain('bg-red-50');
  });

  it('shows a failed save in red (an alert) otherwise', () => {
    renderWithProviders(<Harness onSave={vi.fn()} failure={{ key: 'customers.updateFailed' }} />);
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toBe('Failed to update customer. Please try again.');
    expect(notice.className).toContain('bg-red-50');
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onSave={vi.fn()} />, { language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(alerts()).toEqual([
      'El nombre del cliente es obligatorio',
      'El número de teléfono es obligatorio',
      'La dirección es obligatoria',
      'El tipo de servicio es obligatorio',
    ]);
  });
});
