import type { Customer } from '@jobtrack/core';
import { QrCode } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

type CustomerQrButtonProps = {
  customer: Pick<Customer, 'id' | 'name'>;
  label: string;
  variant?: ButtonVariant;
  className?: string;
};

/**
 * Opens the customer's QR code (the header's QR Code and the quick action's Show QR Code).
 * TODO(QR issue): the dialog is a placeholder until the QR dialog is built.
 */
export function CustomerQrButton({
  customer,
  label,
  variant = 'secondary',
  className = '',
}: CustomerQrButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setIsOpen(true)} className={className}>
        <QrCode aria-hidden="true" className="h-4 w-4" />
        {label}
      </Button>
      <Modal isOpen={isOpen} title={customer.name} onClose={() => setIsOpen(false)}>
        <p className="text-gray-700 dark:text-gray-300">{t('customers.qrComingSoon')}</p>
      </Modal>
    </>
  );
}
