// Issue 11: the customer form refuses a name the server would refuse (201 characters), by the
// field and before saving; 200 characters are kept.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { useCustomerForm } from '../hooks/use-customer-form.ts';
import { emptyCustomerForm, type CustomerFormValues } from '../utils/customer-views.ts';
import { CustomerForm } from './customer-form.tsx';

function Harness({ onSave }: { onSave(values: CustomerFormValues): void }) {
  const form = useCustomerForm(emptyCustomerForm('en'));
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
      failure={null}
    />
  );
}

async function submitWithName(name: string) {
  const user = userEvent.setup();
  const onSave = vi.fn();
  renderWithProviders(<Harness onSave={onSave} />);
  // Pasted: typing 201 keys one by one is slow and tests nothing more.
  await user.click(screen.getByLabelText('Customer Name'));
  await user.paste(name);
  await user.type(screen.getByLabelText('Phone Number'), '5551234567');
  await user.type(screen.getByLabelText('Service Address'), '1 Main St');
  await user.selectOptions(screen.getByLabelText('Service Type'), 'Lawn Care');
  await user.click(screen.getByRole('button', { name: 'Add Customer' }));
  return onSave;
}

describe('the customer form keeps to the API limits', () => {
  it('refuses a 201-character name by the field and saves nothing', async () => {
    const onSave = await submitWithName('a'.repeat(201));
    expect(screen.getByRole('alert').textContent).toBe(
      'Customer name must be at most 200 characters',
    );
    expect(screen.getByLabelText('Customer Name').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a 200-character name', async () => {
    const onSave = await submitWithName('a'.repeat(200));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'a'.repeat(200) }));
  });
});
