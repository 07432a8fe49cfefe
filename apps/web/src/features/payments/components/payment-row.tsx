import {
  jobBalance,
  jobPaidAmount,
  owedDays,
  unpaidAmount,
  type Customer,
  type Job,
} from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RemindMenu } from '#web/components/payments/remind-menu.tsx';
import { PaymentToggle } from '#web/components/ui/payment-toggle.tsx';
import { paths } from '#web/config/paths.ts';
import { useFormat } from '#web/lib/format.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';
import { PaymentDetails } from '#web/components/payments/payment-details.tsx';

type PaymentRowProps = {
  job: Job;
  customer: Customer | undefined;
  now: Date;
  invoiceUrl?: string | undefined;
  isBusy: boolean;
  onToggle(paid: boolean): void;
};

/**
 * One job on /app/payments: customer, service, date, amount and the payment toggle. The amount
 * is what the totals add up (spec §9): owed = actual, else estimate, else price; paid = price.
 * Issue 15: an owed job also shows how long it has been owed, what is left after a partial
 * payment, and Remind; a paid one how and when it was paid.
 */
export function PaymentRow({ job, customer, now, invoiceUrl, isBusy, onToggle }: PaymentRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const serviceLabel = useServiceTypeLabel();
  const amount = job.paid ? job.price : unpaidAmount(job);
  const days = owedDays(job, now);
  const isPartlyPaid = !job.paid && jobPaidAmount(job) > 0;
  return (
    <div className="flex items-start justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <div className="min-w-0">
        <Link
          to={paths.job(job.id)}
          className="block truncate font-semibold text-gray-900 hover:text-blue-700 hover:underline dark:text-gray-100 dark:hover:text-blue-400"
        >
          {job.customerName}
        </Link>
        <p className="truncate text-sm text-gray-700 dark:text-gray-300">
          {serviceLabel(job.serviceType)}
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {format.date(job.scheduledDate)}
          {job.paid ? null : (
            <>
              {' · '}
              <span className="font-medium text-orange-800 dark:text-orange-300">
                {days === 0 ? t('payments.ageToday') : t('payments.age', { count: days })}
              </span>
            </>
          )}
        </p>
        {isPartlyPaid ? (
          <p className="text-sm font-medium text-gray-900 dark:text-gray-100">
            {t('payments.partlyPaid', {
              paid: format.money(jobPaidAmount(job)),
              balance: format.money(jobBalance(job)),
            })}
          </p>
        ) : null}
        {job.paid && (job.paidAt || job.paymentMethod) ? <PaymentDetails job={job} /> : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">
        <p className="font-semibold text-gray-900 dark:text-gray-100">{format.money(amount)}</p>
        <PaymentToggle job={job} onToggle={onToggle} isBusy={isBusy} />
        {job.paid ? null : <RemindMenu job={job} customer={customer} invoiceUrl={invoiceUrl} />}
      </div>
    </div>
  );
}
