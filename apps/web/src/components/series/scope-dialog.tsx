import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

export type SeriesScope = 'one' | 'following';

type ScopeDialogProps = {
  isOpen: boolean;
  title: string;
  message: string;
  onlyThisLabel: string;
  followingLabel: string;
  /** Delete reads as danger; Edit as an ordinary choice. */
  tone?: 'default' | 'danger';
  isBusy?: boolean;
  onChoose(scope: SeriesScope): void;
  onCancel(): void;
};

/** Asks whether a change of a repeating job's visit is for this visit only or the following too. */
export function ScopeDialog({
  isOpen,
  title,
  message,
  onlyThisLabel,
  followingLabel,
  tone = 'default',
  isBusy = false,
  onChoose,
  onCancel,
}: ScopeDialogProps) {
  const { t } = useTranslation();
  const variant = tone === 'danger' ? 'danger' : 'primary';
  return (
    <Modal isOpen={isOpen} title={title} onClose={onCancel}>
      <p className="text-gray-700 dark:text-gray-300">{message}</p>
      <div className="mt-6 flex flex-col gap-2">
        <Button variant={variant} onClick={() => onChoose('one')} disabled={isBusy}>
          {onlyThisLabel}
        </Button>
        <Button variant={variant} onClick={() => onChoose('following')} disabled={isBusy}>
          {followingLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
          {t('common.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
