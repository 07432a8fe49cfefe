import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { useAddCustomer } from '../api/customer-mutations.ts';
import { useCustomerForm } from '../hooks/use-customer-form.ts';
import { useGoBack } from '../hooks/use-go-back.ts';
import { emptyCustomerForm } from '../utils/customer-views.ts';
import { customerAddedState } from '../utils/added-banner.ts';
import { CustomerForm } from './customer-form.tsx';
import { toLanguage } from '#web/lib/format.ts';

/** /app/customers/new (spec §2): the add-customer form; success returns to the list's banner. */
export function NewCustomerScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(paths.customers);
  const form = useCustomerForm(emptyCustomerForm(toLanguage(i18n.language)));
  const addCustomer = useAddCustomer();

  const handleSubmit = () => {
    const values = form.validate();
    if (!values) return;
    addCustomer.mutate(values, {
      onSuccess: (customer) =>
        void navigate(paths.customers, { state: customerAddedState(customer.name) }),
    });
  };

  return (
    <section aria-labelledby="new-customer-title" className="mx-auto max-w-xl">
      <Card>
        <h2 id="new-customer-title" className="mb-1 text-lg font-semibold">
          {t('customers.newTitle')}
        </h2>
        <p className="mb-4 text-sm text-gray-600 dark:text-gray-400">{t('customers.newIntro')}</p>
        <CustomerForm
          {...form.fields}
          onSubmit={handleSubmit}
          onCancel={goBack}
          submitLabel={t('customers.addButton')}
          isSubmitting={addCustomer.isPending}
          failure={addCustomer.failure}
        />
      </Card>
    </section>
  );
}
