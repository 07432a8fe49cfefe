import {
  PAYMENT_LABEL_KEYS,
  jobPaymentBadgeColor,
  paymentStatusFromPaid,
  type Job,
} from '@jobtrack/core';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { paths } from '#web/config/paths.ts';
import { StatusStepBadge } from './status-step-badge.tsx';
import { useFormat } from '#web/lib/format.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';

type JobCardProps = { job: Job; onAdvance(job: Job): void; isAdvancing: boolean };

/**
 * One job of /app/jobs. The whole card opens the job (a stretched link), while the status badge
 * above it stays its own button: a button may not sit inside a link.
 */
export function JobCard({ job, onAdvance, isAdvancing }: JobCardProps) {
  const { t } = useTranslation();
  const serviceLabel = useServiceTypeLabel();
  const format = useFormat();
  // The paid flag is the source of the payment status (spec §4).
  const payment = paymentStatusFromPaid(job.paid);
  return (
    <article className="relative rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 hover:ring-blue-300 dark:bg-gray-900 dark:ring-gray-800 dark:hover:ring-blue-700">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-base font-semibold text-gray-900 dark:text-gray-100">
          <Link
            to={paths.job(job.id)}
            className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-blue-600"
          >
            <span className="block truncate">{job.customerName}</span>
            <span className="block truncate text-sm font-normal text-gray-700 dark:text-gray-300">
              {serviceLabel(job.serviceType)}
            </span>
          </Link>
        </h3>
        <p className="shrink-0 font-semibold text-gray-900 dark:text-gray-100">
          {format.money(job.price)}
        </p>
      </div>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300">
        <CalendarDays aria-hidden="true" className="h-4 w-4" />
        {format.date(job.scheduledDate)}
        {job.startTime ? ` · ${format.timeWindow(job.startTime, job.windowEnd)}` : null}
      </p>
      <div className="relative z-10 mt-3 flex flex-wrap items-center gap-2">
        <StatusStepBadge job={job} onAdvance={() => onAdvance(job)} isBusy={isAdvancing} />
        {job.skipped ? null : (
          <Badge color={jobPaymentBadgeColor(job)}>{t(PAYMENT_LABEL_KEYS[payment])}</Badge>
        )}
      </div>
    </article>
  );
}
