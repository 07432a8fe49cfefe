import type { Job } from '@jobtrack/core';
import { CalendarDays, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobStatusBadge } from '#web/components/series/job-status-badge.tsx';
import { ScopeDialog, type SeriesScope } from '#web/components/series/scope-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PaymentToggle } from '#web/components/ui/payment-toggle.tsx';
import { canDeleteJob } from '../utils/job-rules.ts';
import { JobMoreMenu } from './job-more-menu.tsx';
import { JobQrButton } from './job-qr-button.tsx';
import { SeriesSummary, SkipVisitButton } from './series-summary.tsx';
import { useFormat } from '#web/lib/format.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';

type JobDetailHeaderProps = {
  job: Job;
  isEditing: boolean;
  isBusy: boolean;
  /** For a visit of a repeating job, after asking: this visit only or the following too. */
  onEdit(scope: SeriesScope): void;
  onTogglePaid(paid: boolean): void;
  onDeleted(messageKey?: string): void;
  onDeleting(isDeleting: boolean): void;
};

/**
 * Service type and date, the status and payment badges, and QR / Edit / More actions (spec §2;
 * Delete sits in More actions, issue 13).
 */
export function JobDetailHeader({
  job,
  isEditing,
  isBusy,
  onEdit,
  onTogglePaid,
  onDeleted,
  onDeleting,
}: JobDetailHeaderProps) {
  const { t } = useTranslation();
  const serviceLabel = useServiceTypeLabel();
  const format = useFormat();
  const [isAskingScope, setIsAskingScope] = useState(false);
  const handleEdit = () => (job.seriesId ? setIsAskingScope(true) : onEdit('one'));
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <h2 id="job-heading" className="break-words text-xl font-semibold">
        {serviceLabel(job.serviceType)}
      </h2>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300">
        <CalendarDays aria-hidden="true" className="h-4 w-4" />
        {t('jobs.detail.scheduledFor', { date: format.date(job.scheduledDate) })}
      </p>
      {job.seriesId ? <SeriesSummary seriesId={job.seriesId} /> : null}
      <dl className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <div className="flex items-center gap-2">
          <dt className="text-gray-700 dark:text-gray-300">{t('jobs.detail.status')}</dt>
          <dd>
            <JobStatusBadge job={job} />
          </dd>
        </div>
        {job.skipped ? null : (
          <div className="flex items-center gap-2">
            <dt className="text-gray-700 dark:text-gray-300">{t('jobs.detail.payment')}</dt>
            <dd>
              <PaymentToggle job={job} onToggle={onTogglePaid} isBusy={isBusy} />
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <JobQrButton job={job} label={t('jobs.detail.qr')} />
        {isEditing ? null : (
          <Button variant="secondary" size="sm" onClick={handleEdit}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('jobs.detail.edit')}
          </Button>
        )}
        {job.seriesId && !isEditing ? <SkipVisitButton job={job} /> : null}
        <JobMoreMenu
          job={job}
          canDelete={canDeleteJob(job) || Boolean(job.seriesId)}
          onDeleted={onDeleted}
          onDeleting={onDeleting}
        />
      </div>
      <ScopeDialog
        isOpen={isAskingScope}
        title={t('series.scope.editTitle')}
        message={t('series.scope.editMessage')}
        onlyThisLabel={t('series.scope.onlyThis')}
        followingLabel={t('series.scope.following')}
        onChoose={(scope) => {
          setIsAskingScope(false);
          onEdit(scope);
        }}
        onCancel={() => setIsAskingScope(false)}
      />
    </div>
  );
}
