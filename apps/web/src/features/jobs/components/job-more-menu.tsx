import { addCalendarDays, type Job } from '@jobtrack/core';
import { CalendarX, MoreHorizontal, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScopeDialog, type SeriesScope } from '#web/components/series/scope-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { useDisclosure } from '#web/components/ui/use-disclosure.ts';
import { useDeleteJob } from '../api/job-mutations.ts';
import { useEndSeries } from '../api/series-mutations.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';

type JobMoreMenuProps = {
  job: Job;
  /** Delete shows only when canDeleteJob allows (spec §2); without it there is no menu. */
  canDelete: boolean;
  /** `messageKey`: the banner the jobs list shows (a one-off delete keeps the spec's). */
  onDeleted(messageKey?: string): void;
  onDeleting(isDeleting: boolean): void;
};

type Asking = 'delete' | 'deleteScope' | 'end' | null;

/**
 * More actions (issue 13): Delete, out of the thumb's way behind one more tap, still with its
 * confirmation (spec §2). A disclosure: Escape or a tap elsewhere closes it. For a visit of a
 * repeating job (issue 14) Delete asks "only this visit" or "this and all following", and
 * End series stops the series after this visit (decision 031).
 */
export function JobMoreMenu({ job, canDelete, onDeleted, onDeleting }: JobMoreMenuProps) {
  const { t } = useTranslation();
  const serviceLabel = useServiceTypeLabel();
  const deleteJob = useDeleteJob();
  const endSeries = useEndSeries();
  const [asking, setAsking] = useState<Asking>(null);
  const [endedNote, setEndedNote] = useState(false);
  const panelId = useId();
  const { isOpen, setIsOpen, rootRef } = useDisclosure<HTMLDivElement>();

  if (!canDelete) return null;
  const seriesId = job.seriesId;

  const handleConfirm = () => {
    onDeleting(true);
    deleteJob.mutate(job.id, {
      onSuccess: () => {
        setAsking(null);
        onDeleted();
      },
      onError: () => {
        setAsking(null);
        onDeleting(false);
      },
    });
  };

  const handleDeleteScope = (scope: SeriesScope) => {
    if (scope === 'one' || !seriesId) {
      handleConfirm();
      return;
    }
    onDeleting(true);
    endSeries.mutate(
      { id: seriesId, fromDate: job.scheduledDate },
      {
        onSuccess: () => {
          setAsking(null);
          onDeleted('series.deletedFollowingSuccess');
        },
        onError: () => {
          setAsking(null);
          onDeleting(false);
        },
      },
    );
  };

  const handleEndSeries = () => {
    if (!seriesId) return;
    endSeries.mutate(
      { id: seriesId, fromDate: addCalendarDays(job.scheduledDate, 1) },
      {
        onSuccess: () => {
          setAsking(null);
          setEndedNote(true);
        },
        onError: () => setAsking(null),
      },
    );
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
          className="absolute left-0 z-10 mt-2 min-w-40 space-y-1 rounded-lg bg-white p-2 shadow-lg ring-1 ring-gray-200 dark:bg-gray-800 dark:ring-gray-700"
        >
          {seriesId ? (
            <Button
              variant="secondary"
              className="w-full justify-start whitespace-nowrap"
              onClick={() => {
                setIsOpen(false);
                setAsking('end');
              }}
            >
              <CalendarX aria-hidden="true" className="h-4 w-4" />
              {t('series.end')}
            </Button>
          ) : null}
          <Button
            variant="danger"
            className="w-full justify-start"
            onClick={() => {
              setIsOpen(false);
              setAsking(seriesId ? 'deleteScope' : 'delete');
            }}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('jobs.detail.delete')}
          </Button>
        </div>
      </div>
      <MutationErrorNotice
        failure={deleteJob.failure ?? endSeries.failure}
        onDismiss={() => {
          deleteJob.reset();
          endSeries.reset();
        }}
        className="basis-full"
      />
      {endedNote ? (
        <div className="basis-full">
          <Notice tone="success" onDismiss={() => setEndedNote(false)}>
            {t('series.endedSuccess')}
          </Notice>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={asking === 'delete'}
        title={t('jobs.detail.deleteTitle')}
        message={t('jobs.detail.deleteMessage', {
          service: serviceLabel(job.serviceType),
          customer: job.customerName,
        })}
        confirmLabel={t('jobs.detail.deleteConfirm')}
        isBusy={deleteJob.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setAsking(null)}
      />
      <ScopeDialog
        isOpen={asking === 'deleteScope'}
        title={t('series.scope.deleteTitle')}
        message={t('series.scope.deleteMessage')}
        onlyThisLabel={t('series.scope.onlyThis')}
        followingLabel={t('series.scope.allFollowing')}
        tone="danger"
        isBusy={deleteJob.isPending || endSeries.isPending}
        onChoose={handleDeleteScope}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        isOpen={asking === 'end'}
        title={t('series.endTitle')}
        message={t('series.endMessage')}
        confirmLabel={t('series.endConfirm')}
        isBusy={endSeries.isPending}
        onConfirm={handleEndSeries}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
