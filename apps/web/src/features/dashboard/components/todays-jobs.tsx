import {
  jobPaymentBadgeColor,
  PAYMENT_LABEL_KEYS,
  STATUS_LABEL_KEYS,
  statusBadgeColor,
  type Job,
} from '@jobtrack/core';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../lib/format.ts';
import { useServiceTypeLabel } from '../../../lib/service-types.ts';

/** Today's jobs (spec §2): each opens its detail; none gives a way to schedule one. */
export function TodaysJobs({ jobs }: { jobs: readonly Job[] }) {
  const { t } = useTranslation();
  const serviceLabel = useServiceTypeLabel();
  const format = useFormat();
  return (
    <section
      aria-labelledby="todays-jobs-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
    >
      <h2 id="todays-jobs-title" className="mb-3 text-lg font-semibold">
        {t('dashboard.todaysSchedule')}
      </h2>
      {jobs.length === 0 ? (
        <EmptyState
          title={t('dashboard.noJobsToday')}
          message={t('dashboard.noJobsTodayHint')}
          action={<ButtonLink to={paths.newJob}>{t('dashboard.scheduleAJob')}</ButtonLink>}
        />
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-800">
          {jobs.map((job) => (
            <li key={job.id}>
              <Link
                to={paths.job(job.id)}
                className="-mx-2 flex items-center gap-3 rounded-xl px-2 py-3 hover:bg-gray-50 dark:hover:bg-gray-800"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{job.customerName}</p>
                  <p className="truncate text-sm text-gray-600 dark:text-gray-400">
                    {serviceLabel(job.serviceType)}
                  </p>
                  <div className="mt-1 flex flex-wrap gap-1">
                    <Badge color={statusBadgeColor(job.status)}>
                      {t(STATUS_LABEL_KEYS[job.status])}
                    </Badge>
                    <Badge color={jobPaymentBadgeColor(job)}>
                      {t(PAYMENT_LABEL_KEYS[job.paymentStatus])}
                    </Badge>
                  </div>
                </div>
                <span className="shrink-0 font-semibold">{format.money(job.price)}</span>
                <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-gray-500" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
