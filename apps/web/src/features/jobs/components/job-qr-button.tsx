import type { Job } from '@jobtrack/core';
import { QrCode } from 'lucide-react';
import { useState } from 'react';
import { QrCodeDialog } from '../../../components/qr/qr-code-dialog.tsx';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button.tsx';

type JobQrButtonProps = {
  job: Pick<Job, 'id' | 'serviceType' | 'customerName'>;
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** Opens the job's QR dialog: the image, download as PNG, print (spec §2 QR dialogs). */
export function JobQrButton({ job, label, variant = 'secondary', size = 'sm' }: JobQrButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setIsOpen(true)}>
        <QrCode aria-hidden="true" className="h-4 w-4" />
        {label}
      </Button>
      <QrCodeDialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        kind="job"
        id={job.id}
        title={job.serviceType}
        subtitle={job.customerName}
      />
    </>
  );
}
