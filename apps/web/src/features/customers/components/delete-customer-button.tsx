import type { Customer } from '@jobtrack/core';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useDeleteCustomer } from '../api/customer-mutations.ts';
import { errorMessage, type ErrorMessage } from '#web/lib/error-message.ts';

type DeleteCustomerButtonProps = {
  customer: Pick<Customer, 'id' | 'name'>;
  /** Called just before the delete is sent, so the screen can tell "gone" from "not found". */
  onDeleting(): void;
  onDeleted(): void;
  /** What to tell the user about the failure. */
  onFailed(message: ErrorMessage): void;
};

/** Delete, confirmed in a modal (spec §2); the customer's jobs go with it (spec §4). */
export function DeleteCustomerButton({
  customer,
  onDeleting,
  onDeleted,
  onFailed,
}: DeleteCustomerButtonProps) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const deleteCustomer = useDeleteCustomer();

  const handleConfirm = async () => {
    onDeleting();
    try {
      await deleteCustomer.mutateAsync(customer.id);
      setIsAsking(false);
      onDeleted();
    } catch (error) {
      setIsAsking(false);
      onFailed(errorMessage(error, { fallback: 'customers.deleteFailed' }));
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setIsAsking(true)}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t('customers.delete')}
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title={t('customers.deleteTitle')}
        message={t('customers.deleteMessage', { name: customer.name })}
        confirmLabel={t('customers.deleteConfirm')}
        isBusy={deleteCustomer.isPending}
        onConfirm={() => void handleConfirm()}
        onCancel={() => setIsAsking(false)}
      />
    </>
  );
}
