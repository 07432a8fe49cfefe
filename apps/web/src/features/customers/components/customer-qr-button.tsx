import type { Customer } from '@jobtrack/core';
import { QrCode } from 'lucide-react';
import { useState } from 'react';
import { QrCodeDialog } from '../../../components/qr/qr-code-dialog.tsx';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';

type CustomerQrButtonProps = {
  customer: Pick<Customer, 'id' | 'name' | 'phone'>;
  label: string;
  variant?: ButtonVariant;
  className?: string;
};

/** Opens the customer's QR dialog: the image, download as PNG, print (spec §2 QR dialogs). */
export function CustomerQrButton({
  customer,
  label,
  variant = 'secondary',
  className = '',
}: CustomerQrButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setIsOpen(true)} className={className}>
        <QrCode aria-hidden="true" className="h-4 w-4" />
        {label}
      </Button>
      <QrCodeDialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        kind="customer"
        id={customer.id}
        title={customer.name}
        subtitle={customer.phone}
      />
    </>
  );
}
