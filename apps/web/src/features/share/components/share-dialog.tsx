import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '#web/components/ui/modal.tsx';
import { shareLinks, shareText } from '../utils/share-links.ts';
import { CopyButton } from './copy-button.tsx';
import { ShareLinkList } from './share-link-list.tsx';
import { ShareQrCode } from './share-qr-code.tsx';

export type ShareDialogProps = { isOpen: boolean; onClose(): void; url: string };

const fieldClasses =
  'block w-full rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 text-sm text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100';
const labelClasses = 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200';

/** The share-the-app dialog of spec §1: copy link, QR code, share message, share links. */
export function ShareDialog({ isOpen, onClose, url }: ShareDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const message = t('share.message');
  const text = shareText(url, message);
  const links = shareLinks(url, message, t('share.emailSubject'));

  return (
    <Modal isOpen={isOpen} title={t('share.title')} onClose={onClose}>
      <div className="flex flex-col gap-5">
        <div>
          <label htmlFor={`${id}-link`} className={labelClasses}>
            {t('share.linkLabel')}
          </label>
          <input
            id={`${id}-link`}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className={`${fieldClasses} mb-2 min-h-11`}
          />
          <CopyButton text={url} label={t('share.copyLink')} />
        </div>

        <ShareQrCode url={url} />

        <div>
          <label htmlFor={`${id}-message`} className={labelClasses}>
            {t('share.messageLabel')}
          </label>
          <textarea
            id={`${id}-message`}
            readOnly
            rows={3}
            value={text}
            onFocus={(event) => event.currentTarget.select()}
            className={`${fieldClasses} mb-2 resize-none`}
          />
          <CopyButton text={text} label={t('share.copyMessage')} />
        </div>

        <section aria-labelledby={`${id}-via`}>
          <h3
            id={`${id}-via`}
            className="mb-2 text-sm font-semibold text-gray-800 dark:text-gray-200"
          >
            {t('share.shareVia')}
          </h3>
          <ShareLinkList links={links} />
        </section>
      </div>
    </Modal>
  );
}
