import type { Job } from '@jobtrack/core';
import { CalendarPlus, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JobStatusBadge } from '#web/components/series/job-status-badge.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card, EmptyState } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { scheduleJobHref } from '../utils/customer-links.ts';
import { useFormat } from '#web/lib/format.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';

/** Job History (spec §2): newest scheduled date first, each opening the job. */
export function CustomerJobHistory({ customerId, jobs }: { customerId: string; jobs: Job[] }) {
  const { t } = useTranslation();
  const serviceLabel = useServiceTypeLabel();
  const format = useFormat();
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="job-history-title" className="font-semibold">
          {t('customers.jobHistory')}
        </h3>
        <ButtonLink to={scheduleJobHref(paths.newJob, customerId)} size="sm">
          <CalendarPlus aria-hidden="true" className="h-4 w-4" />
          {t('customers.scheduleJob')}
        </ButtonLink>
      </div>
      {jobs.length === 0 ? (
        <EmptyState title={t('customers.noJobs')} message={t('customers.noJobsMessage')} />
      ) : (
        <ul
          aria-labelledby="job-history-title"
          className="divide-y divide-gray-200 dark:divide-gray-800"
        >
          {jobs.map((job) => (
            <li key={job.id}>
              <Link
                to={paths.job(job.id)}
                className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-gray-800"
              >
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium text-gray-900 dark:text-gray-100">
                    {serviceLabel(job.serviceType)}
                  </p>
                  <p className="text-sm text-gray-600 dark:text-gray-400">
                    {format.date(job.scheduledDate)}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-semibold text-gray-900 dark:text-gray-100">
                    {format.money(job.price)}
                  </span>
                  <JobStatusBadge job={job} />
                </div>
                <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-gray-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
