import type { Customer } from '@jobtrack/core';
import { QrCodeButton } from '#web/components/qr/qr-code-button.tsx';
import type { ButtonVariant } from '#web/components/ui/button.tsx';

type CustomerQrButtonProps = {
  customer: Pick<Customer, 'id' | 'name' | 'phone'>;
  label: string;
  variant?: ButtonVariant;
  className?: string;
};

/** The customer's QR code, titled with the name and phone as the printed page reads. */
export function CustomerQrButton({ customer, ...button }: CustomerQrButtonProps) {
  return (
    <QrCodeButton
      kind="customer"
      id={customer.id}
      title={customer.name}
      subtitle={customer.phone}
      {...button}
    />
  );
}
