import { QrCode } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

type JobQrButtonProps = {
  jobId: string;
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/**
 * Opens the job's QR dialog. TODO(QR issue): a placeholder until the QR dialog (image, download,
 * print) replaces this file.
 */
export function JobQrButton({
  jobId,
  label,
  variant = 'secondary',
  size = 'sm',
}: JobQrButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setIsOpen(true)} data-job-id={jobId}>
        <QrCode aria-hidden="true" className="h-4 w-4" />
        {label}
      </Button>
      <Modal isOpen={isOpen} title={t('jobs.qr.title')} onClose={() => setIsOpen(false)}>
        <p className="text-gray-700 dark:text-gray-300">{t('jobs.qr.placeholder')}</p>
      </Modal>
    </>
  );
}
