import { jobPaymentBadgeColor, PAYMENT_LABEL_KEYS, type Customer, type Job } from '@jobtrack/core';
import { Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactActions } from '#web/components/contact/contact-actions.tsx';
import { JobStatusBadge } from '#web/components/series/job-status-badge.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { QUICK_ADD_ROOM } from '#web/components/ui/quick-add-room.ts';
import { paths } from '#web/config/paths.ts';
import { useFormat } from '#web/lib/format.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';

type MyDayRowProps = {
  job: Job;
  customer: Customer | undefined;
  showDate?: boolean;
  /** Beneath the contact links: tomorrow's Remind and its mark (issue 28). */
  reminder?: ReactNode;
};

/**
 * One job of "my day" (issue 13): time when set, customer, address, service, price and status,
 * opening the job (a stretched link), with Call / Text / Navigate beneath it, leaving room on a
 * phone for the quick "+" that floats over the list (issue 25).
 */
export function MyDayRow({ job, customer, showDate = false, reminder }: MyDayRowProps) {
  const { t } = useTranslation();
  const serviceLabel = useServiceTypeLabel();
  const format = useFormat();
  const address = customer?.address.trim() ?? '';
  return (
    <article className="relative py-3">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          {job.startTime || showDate ? (
            <p className="flex items-center gap-1 text-sm font-semibold text-blue-800 dark:text-blue-300">
              <Clock aria-hidden="true" className="h-4 w-4" />
              {[
                showDate ? format.date(job.scheduledDate) : null,
                job.startTime ? format.timeWindow(job.startTime, job.windowEnd) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          <h3 className="font-medium">
            <Link
              to={paths.job(job.id)}
              className="rounded after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-blue-600"
            >
              <span className="block truncate">{job.customerName}</span>
              <span className="block truncate text-sm font-normal text-gray-600 dark:text-gray-400">
                {serviceLabel(job.serviceType)}
              </span>
            </Link>
          </h3>
          {address ? (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-gray-600 dark:text-gray-400">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="truncate">{address}</span>
            </p>
          ) : null}
          <div className="mt-1 flex flex-wrap gap-1">
            <JobStatusBadge job={job} />
            {job.skipped ? null : (
              <Badge color={jobPaymentBadgeColor(job)}>
                {t(PAYMENT_LABEL_KEYS[job.paymentStatus])}
              </Badge>
            )}
          </div>
        </div>
        <span className="shrink-0 font-semibold">{format.money(job.price)}</span>
      </div>
      {customer ? (
        <ContactActions
          customer={{ name: job.customerName, phone: customer.phone, address: customer.address }}
          className={`relative z-10 mt-2 ${QUICK_ADD_ROOM}`}
        />
      ) : null}
      {reminder}
    </article>
  );
}
