import { makeCustomer } from '@jobtrack/core/testing';
import type { Customer } from '@jobtrack/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import type { QuoteFormResult } from '../utils/quote-form.ts';
import { QuoteEditor } from './quote-editor.tsx';

const olivia = makeCustomer({ id: 'customer-olivia', name: 'Olivia Park' });

/**
 * /app/quotes/new?customer=… opened on a device whose data has not got the customer yet: the
 * screen fixes the customer only once the sync brings it, after the form began.
 */
function CustomerArrivesLater({ onSave }: { onSave(result: QuoteFormResult): void }) {
  const [customers, setCustomers] = useState<Customer[]>([]);
  const isThere = customers.length > 0;
  return (
    <>
      <button type="button" onClick={() => setCustomers([olivia])}>
        sync
      </button>
      <QuoteEditor
        customers={customers}
        {...(isThere ? { customerId: olivia.id } : {})}
        isSaving={false}
        failure={null}
        onDismissFailure={() => {}}
        onSave={onSave}
        onCancel={() => {}}
      />
    </>
  );
}

describe('QuoteEditor', () => {
  it('saves for the customer the screen fixed, even when it arrived after the form began', async () => {
    const onSave = vi.fn();
    renderWithProviders(<CustomerArrivesLater onSave={onSave} />);
    const item = screen.getByRole('group', { name: 'Item 1' });
    await userEvent.type(within(item).getByLabelText('Description'), 'Window Washing');
    await userEvent.type(within(item).getByLabelText('Unit price ($)'), '90');
    await userEvent.click(screen.getByRole('button', { name: 'sync' }));
    expect(screen.getByText('Olivia Park')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      customerId: olivia.id,
      items: [{ description: 'Window Washing', quantity: 1, unitPrice: 90, optional: false }],
    });
  });
  it('from the quick +: asks for a customer, then saves for the one chosen, repeating every 2 weeks', async () => {
    const onSave = vi.fn();
    const ben = makeCustomer({ id: 'customer-ben', name: 'Ben Ortiz' });
    renderWithProviders(
      <QuoteEditor
        customers={[olivia, ben]}
        isSaving={false}
        failure={null}
        onDismissFailure={() => {}}
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    const item = screen.getByRole('group', { name: 'Item 1' });
    await userEvent.type(within(item).getByLabelText('Description'), 'Pool cleaning');
    await userEvent.type(within(item).getByLabelText('Unit price ($)'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a customer.')).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), 'Ben Ortiz');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Repeats' }), 'weeks');
    const weeks = screen.getByRole('textbox', { name: 'Number of weeks' });
    await userEvent.clear(weeks);
    await userEvent.type(weeks, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      customerId: ben.id,
      items: [{ description: 'Pool cleaning', quantity: 1, unitPrice: 60, optional: false }],
      repeat: { frequency: 'weekly', interval: 2 },
    });
  });
});
