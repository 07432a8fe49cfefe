import type { Job } from '@jobtrack/core';
import { QrCodeButton } from '#web/components/qr/qr-code-button.tsx';
import type { ButtonSize, ButtonVariant } from '#web/components/ui/button.tsx';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';

type JobQrButtonProps = {
  job: Pick<Job, 'id' | 'serviceType' | 'customerName'>;
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** The job's QR code, titled with its service and customer as the printed page reads. */
export function JobQrButton({ job, size = 'sm', ...button }: JobQrButtonProps) {
  const serviceLabel = useServiceTypeLabel();
  return (
    <QrCodeButton
      kind="job"
      id={job.id}
      title={serviceLabel(job.serviceType)}
      subtitle={job.customerName}
      size={size}
      {...button}
    />
  );
}
