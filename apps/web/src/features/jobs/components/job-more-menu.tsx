import type { Job } from '@jobtrack/core';
import { MoreHorizontal, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useDisclosure } from '../../../components/ui/use-disclosure.ts';
import { useDeleteJob } from '../api/job-mutations.ts';
import { errorText } from '../../../lib/error-message.ts';
import { useServiceTypeLabel } from '../../../lib/service-types.ts';

type JobMoreMenuProps = {
  job: Job;
  /** Delete shows only when canDeleteJob allows (spec §2); without it there is no menu. */
  canDelete: boolean;
  onDeleted(): void;
  onDeleting(isDeleting: boolean): void;
};

/**
 * More actions (issue 13): Delete, out of the thumb's way behind one more tap, still with its
 * confirmation (spec §2). A disclosure: Escape or a tap elsewhere closes it.
 */
export function JobMoreMenu({ job, canDelete, onDeleted, onDeleting }: JobMoreMenuProps) {
  const { t } = useTranslation();
  const serviceLabel = useServiceTypeLabel();
  const deleteJob = useDeleteJob();
  const [isConfirming, setIsConfirming] = useState(false);
  const panelId = useId();
  const { isOpen, setIsOpen, rootRef } = useDisclosure<HTMLDivElement>();

  if (!canDelete) return null;

  const handleConfirm = () => {
    onDeleting(true);
    deleteJob.mutate(job.id, {
      onSuccess: () => {
        setIsConfirming(false);
        onDeleted();
      },
      onError: () => {
        setIsConfirming(false);
        onDeleting(false);
      },
    });
  };

  return (
    <>
      <div ref={rootRef} className="relative">
        <Button
          variant="secondary"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <MoreHorizontal aria-hidden="true" className="h-4 w-4" />
          {t('jobs.detail.moreActions')}
        </Button>
        <div
          id={panelId}
          hidden={!isOpen}
          className="absolute left-0 z-10 mt-2 min-w-40 rounded-lg bg-white p-2 shadow-lg ring-1 ring-gray-200 dark:bg-gray-800 dark:ring-gray-700"
        >
          <Button
            variant="danger"
            className="w-full justify-start"
            onClick={() => {
              setIsOpen(false);
              setIsConfirming(true);
            }}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('jobs.detail.delete')}
          </Button>
        </div>
      </div>
      {deleteJob.isError ? (
        <div className="basis-full">
          <Notice tone="error" onDismiss={() => deleteJob.reset()}>
            {errorText(t, deleteJob.error, { fallback: 'jobs.deleteFailed' })}
          </Notice>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('jobs.detail.deleteTitle')}
        message={t('jobs.detail.deleteMessage', {
          service: serviceLabel(job.serviceType),
          customer: job.customerName,
        })}
        confirmLabel={t('jobs.detail.deleteConfirm')}
        isBusy={deleteJob.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
