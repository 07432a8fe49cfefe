import type { Job } from '@jobtrack/core';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useDeleteJob } from '../api/job-mutations.ts';
import { errorText } from '../../../lib/error-message.ts';
import { useServiceTypeLabel } from '../../../lib/service-types.ts';

type JobDeleteButtonProps = { job: Job; onDeleted(): void; onDeleting(isDeleting: boolean): void };

/** Delete with a confirmation; the screen shows it only when canDeleteJob allows. */
export function JobDeleteButton({ job, onDeleted, onDeleting }: JobDeleteButtonProps) {
  const { t } = useTranslation();
  const serviceLabel = useServiceTypeLabel();
  const deleteJob = useDeleteJob();
  const [isConfirming, setIsConfirming] = useState(false);

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
      <Button variant="danger" size="sm" onClick={() => setIsConfirming(true)}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t('jobs.detail.delete')}
      </Button>
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
