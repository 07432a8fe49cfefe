import type { Customer } from '@jobtrack/core';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import type { useDeleteCustomer } from '../api/customer-mutations.ts';

type DeleteCustomerButtonProps = {
  customer: Pick<Customer, 'id' | 'name'>;
  /** The screen's delete (useDeleteCustomer): the screen shows its failure. */
  deletion: ReturnType<typeof useDeleteCustomer>;
  /** Called just before the delete is sent, so the screen can tell "gone" from "not found". */
  onDeleting(): void;
  onDeleted(): void;
  onFailed(): void;
};

/** Delete, confirmed in a modal (spec §2); the customer's jobs go with it (spec §4). */
export function DeleteCustomerButton({
  customer,
  deletion,
  onDeleting,
  onDeleted,
  onFailed,
}: DeleteCustomerButtonProps) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);

  const handleConfirm = () => {
    onDeleting();
    deletion.mutate(customer.id, {
      onSettled: () => setIsAsking(false),
      onSuccess: onDeleted,
      onError: onFailed,
    });
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
        isBusy={deletion.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setIsAsking(false)}
      />
    </>
  );
}
