import { CUSTOMER_ID_PREFIX, type Customer } from '@jobtrack/core';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContactActions } from '#web/components/contact/contact-actions.tsx';
import { useOnMyWayMessage } from '#web/components/contact/on-my-way.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { CustomerQrButton } from './customer-qr-button.tsx';
import { DeleteCustomerButton } from './delete-customer-button.tsx';
import type { useDeleteCustomer } from '../api/customer-mutations.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';

type CustomerDetailHeaderProps = {
  customer: Customer;
  isEditing: boolean;
  onEdit(): void;
  onDeleting(): void;
  onDeleted(): void;
  onDeleteFailed(): void;
  deletion: ReturnType<typeof useDeleteCustomer>;
};

/** The Edit button's id, so the screen can give it focus back when edit mode closes. */
export const EDIT_BUTTON_ID = 'customer-edit-button';

/**
 * Name, service type, and the QR code, Edit and Delete buttons (spec §2); Call / Text /
 * Navigate / On my way at the top, where a thumb finds them (issue 13).
 */
export function CustomerDetailHeader({
  customer,
  isEditing,
  onEdit,
  onDeleting,
  onDeleted,
  onDeleteFailed,
  deletion,
}: CustomerDetailHeaderProps) {
  const { t } = useTranslation();
  const serviceLabel = useServiceTypeLabel();
  const onMyWayMessage = useOnMyWayMessage();
  // NOTE: spec §2, §6 — only user-created customers can be deleted; built-in demo ones cannot.
  const canDelete = customer.id.startsWith(CUSTOMER_ID_PREFIX);
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h2 className="break-words text-xl font-bold">{customer.name}</h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {serviceLabel(customer.serviceType)}
        </p>
      </div>
      <ContactActions
        customer={customer}
        onMyWayMessage={onMyWayMessage(customer)}
        className="sm:order-last sm:w-full"
      />
      <div className="flex flex-wrap gap-2">
        <CustomerQrButton customer={customer} label={t('customers.qrCode')} />
        {isEditing ? null : (
          <Button id={EDIT_BUTTON_ID} variant="secondary" onClick={onEdit}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('customers.edit')}
          </Button>
        )}
        {canDelete ? (
          <DeleteCustomerButton
            customer={customer}
            deletion={deletion}
            onDeleting={onDeleting}
            onDeleted={onDeleted}
            onFailed={onDeleteFailed}
          />
        ) : null}
      </div>
    </Card>
  );
}
