import { QrCode } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button.tsx';
import { QrCodeDialog } from './qr-code-dialog.tsx';

type QrCodeButtonProps = {
  kind: 'customer' | 'job';
  id: string;
  /** The dialog's and the printed page's title and subtitle. */
  title: string;
  subtitle?: string;
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** A button that opens a record's QR dialog: the image, download as PNG, print (spec §2). */
export function QrCodeButton({
  kind,
  id,
  title,
  subtitle,
  label,
  variant = 'secondary',
  size,
  className,
}: QrCodeButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setIsOpen(true)} className={className}>
        <QrCode aria-hidden="true" className="h-4 w-4" />
        {label}
      </Button>
      {/* Mounted only while open: the image is made when it is asked for. */}
      {isOpen ? (
        <QrCodeDialog
          isOpen
          onClose={() => setIsOpen(false)}
          kind={kind}
          id={id}
          title={title}
          subtitle={subtitle}
        />
      ) : null}
    </>
  );
}
