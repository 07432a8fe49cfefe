import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  isBusy?: boolean;
  onConfirm(): void;
  onCancel(): void;
};

/** Asks before something that cannot be undone (a delete, clearing data). */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  isBusy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} title={title} onClose={onCancel}>
      <p className="text-gray-700 dark:text-gray-300">{message}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isBusy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
