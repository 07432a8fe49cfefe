import type { Job } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JobStatusBadge } from '#web/components/series/job-status-badge.tsx';
import { paths } from '#web/config/paths.ts';
import { useFormat } from '#web/lib/format.ts';

/** One job of a day: its time when set, customer, service, price and status; opens the job. */
export function CalendarJobRow({ job }: { job: Job }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Link
      to={paths.job(job.id)}
      className="block min-h-11 rounded-lg px-2 py-1.5 text-sm hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-gray-800"
    >
      <span className="block text-xs font-medium text-gray-600 dark:text-gray-400">
        {job.startTime ? format.timeWindow(job.startTime, job.windowEnd) : t('calendar.anyTime')}
      </span>
      <span className="block font-semibold break-words text-gray-900 dark:text-gray-100">
        {job.customerName}
      </span>
      <span className="block break-words text-gray-700 dark:text-gray-300">{job.serviceType}</span>
      <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium text-gray-900 dark:text-gray-100">
          {format.money(job.price)}
        </span>
        <JobStatusBadge job={job} />
      </span>
    </Link>
  );
}
