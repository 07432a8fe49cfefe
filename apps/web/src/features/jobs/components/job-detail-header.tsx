import { STATUS_LABEL_KEYS, statusBadgeColor, type Job } from '@jobtrack/core';
import { CalendarDays, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PaymentToggle } from '../../../components/ui/payment-toggle.tsx';
import { canDeleteJob } from '../utils/job-rules.ts';
import { JobMoreMenu } from './job-more-menu.tsx';
import { JobQrButton } from './job-qr-button.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useServiceTypeLabel } from '../../../lib/service-types.ts';

type JobDetailHeaderProps = {
  job: Job;
  isEditing: boolean;
  isBusy: boolean;
  onEdit(): void;
  onTogglePaid(paid: boolean): void;
  onDeleted(): void;
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
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <h2 id="job-heading" className="break-words text-xl font-semibold">
        {serviceLabel(job.serviceType)}
      </h2>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300">
        <CalendarDays aria-hidden="true" className="h-4 w-4" />
        {t('jobs.detail.scheduledFor', { date: format.date(job.scheduledDate) })}
      </p>
      <dl className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <div className="flex items-center gap-2">
          <dt className="text-gray-700 dark:text-gray-300">{t('jobs.detail.status')}</dt>
          <dd>
            <Badge color={statusBadgeColor(job.status)}>{t(STATUS_LABEL_KEYS[job.status])}</Badge>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-gray-700 dark:text-gray-300">{t('jobs.detail.payment')}</dt>
          <dd>
            <PaymentToggle job={job} onToggle={onTogglePaid} isBusy={isBusy} />
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <JobQrButton job={job} label={t('jobs.detail.qr')} />
        {isEditing ? null : (
          <Button variant="secondary" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('jobs.detail.edit')}
          </Button>
        )}
        <JobMoreMenu
          job={job}
          canDelete={canDeleteJob(job)}
          onDeleted={onDeleted}
          onDeleting={onDeleting}
        />
      </div>
    </div>
  );
}
