import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { ChangedElsewhereList } from '#web/components/sync/changed-elsewhere-notice.tsx';
import type { ChangedElsewhere, RefusedWrite } from '#web/data/data-source.ts';
import { useRetryParked, useSettleRefused } from '#web/data/hooks/sync-actions.ts';
import {
  canEditRefused,
  refusedReasonKey,
  refusedWriteHref,
  refusedWriteKey,
} from '#web/data/hooks/sync-status.ts';
import { useFormat } from '#web/lib/format.ts';

type RefusedChangesDialogProps = {
  isOpen: boolean;
  refused: RefusedWrite[];
  changedElsewhere?: ChangedElsewhere[];
  onClose(): void;
};

/**
 * The writes the server refused for good (issue 9): which record, why, and a way to fix (Edit
 * opens the record; Restore brings back a record deleted on another device with the change) or
 * give up the change (Discard puts back what the server holds). Then the values another device
 * replaced, with Keep mine and Keep theirs (decision 047).
 */
export function RefusedChangesDialog({
  isOpen,
  refused,
  changedElsewhere = [],
  onClose,
}: RefusedChangesDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  // A rain delay is known by its day, in the UI language's date format.
  const labelOf = (write: RefusedWrite) =>
    write.day === undefined ? write.label : format.date(write.day);
  const settle = useSettleRefused();
  // A parked change (decision 048) goes back to the outbox and is sent at once; a photo's refused
  // file (issue 27) is sent again.
  const retry = useRetryParked();
  const busy = settle.isPending
    ? (settle.variables?.seq ?? null)
    : retry.isPending
      ? (retry.variables ?? null)
      : null;
  const handle = (seq: number, action: 'discard' | 'restore') => settle.mutate({ seq, action });

  return (
    <Modal isOpen={isOpen} title={t('sync.refusedTitle')} onClose={onClose}>
      {refused.length > 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('sync.refusedIntro')}</p>
      ) : null}
      <ul className="mt-4 space-y-3">
        {refused.map((write) => (
          <li
            key={write.seq}
            className="rounded-lg border border-gray-200 p-3 dark:border-gray-700"
          >
            <p className="font-medium">{labelOf(write)}</p>
            <p className="text-xs text-gray-600 dark:text-gray-400">{t(refusedWriteKey(write))}</p>
            <p className="mt-1 text-sm text-orange-900 dark:text-orange-200">
              {t(write.restore === 'possible' ? 'sync.restoreIntro' : refusedReasonKey(write))}
            </p>
            {write.restore === 'customerGone' ? (
              <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
                {t('sync.restoreCustomerGone')}
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap justify-end gap-2">
              {write.restore === 'possible' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('sync.restoreLabel', { label: labelOf(write) })}
                  disabled={busy === write.seq}
                  onClick={() => handle(write.seq, 'restore')}
                >
                  {t('sync.restore')}
                </Button>
              ) : null}
              {canEditRefused(write) ? (
                <ButtonLink
                  to={refusedWriteHref(write)}
                  variant="secondary"
                  size="sm"
                  aria-label={t('sync.editLabel', { label: labelOf(write) })}
                  onClick={onClose}
                >
                  {t('sync.edit')}
                </ButtonLink>
              ) : null}
              {write.parked || write.upload ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('sync.retryParkedLabel', { label: labelOf(write) })}
                  disabled={busy === write.seq}
                  onClick={() => retry.mutate(write.seq)}
                >
                  {t('sync.retryParked')}
                </Button>
              ) : null}
              <Button
                variant="danger"
                size="sm"
                aria-label={t('sync.discardLabel', { label: labelOf(write) })}
                disabled={busy === write.seq}
                onClick={() => handle(write.seq, 'discard')}
              >
                {t('sync.discard')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {changedElsewhere.length > 0 ? (
        <section aria-labelledby="changed-elsewhere-heading" className="mt-4 text-sm">
          <h3 id="changed-elsewhere-heading" className="mb-2 font-semibold">
            {t('sync.changedTitle')}
          </h3>
          <ChangedElsewhereList notices={changedElsewhere} showsLabel />
        </section>
      ) : null}
    </Modal>
  );
}
