import { useTranslation } from 'react-i18next';
import { Modal } from '#web/components/ui/modal.tsx';
import { useWaitlistModal } from '#web/lib/waitlist-modal-context.tsx';
import { WaitlistModalForm } from './waitlist-modal-form.tsx';

/**
 * The app-wide waitlist modal (spec §2, §4), opened and closed by the shared flag. The form
 * lives only while the modal is open, so closing it always starts the next visit afresh.
 */
export function WaitlistModal() {
  const { t } = useTranslation();
  const { isOpen, close } = useWaitlistModal();
  return (
    <Modal isOpen={isOpen} title={t('waitlist.modalTitle')} onClose={close}>
      <WaitlistModalForm onDone={close} />
    </Modal>
  );
}
