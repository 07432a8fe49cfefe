import type { Customer } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { useUpdateCustomer } from '../api/customer-mutations.ts';
import { useCustomerForm } from '../hooks/use-customer-form.ts';
import { customerFormValues } from '../utils/customer-views.ts';
import { CustomerForm } from './customer-form.tsx';
import { toLanguage } from '#web/lib/format.ts';

/**
 * Edit mode of the customer detail (spec §2). It starts from the saved values each time it
 * opens, so Cancel simply closes it and the original values are back.
 */
export function CustomerEditPanel({ customer, onDone }: { customer: Customer; onDone(): void }) {
  const { t, i18n } = useTranslation();
  const form = useCustomerForm(customerFormValues(customer, toLanguage(i18n.language)));
  const updateCustomer = useUpdateCustomer();

  const handleSubmit = () => {
    const changes = form.validate();
    if (changes) updateCustomer.mutate({ id: customer.id, changes }, { onSuccess: onDone });
  };

  return (
    <Card>
      <h3 className="mb-3 font-semibold">{t('customers.editTitle')}</h3>
      <CustomerForm
        {...form.fields}
        onSubmit={handleSubmit}
        onCancel={onDone}
        submitLabel={t('customers.saveChanges')}
        isSubmitting={updateCustomer.isPending}
        failure={updateCustomer.failure}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the panel opens on the owner's Edit tap; the name field is where they go next.
        autoFocus
      />
    </Card>
  );
}
