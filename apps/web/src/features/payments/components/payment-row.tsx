import { unpaidAmount, type Job } from '@jobtrack/core';
import { Link } from 'react-router';
import { PaymentToggle } from '../../../components/ui/payment-toggle.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../lib/format.ts';
import { useServiceTypeLabel } from '../../../lib/service-types.ts';

type PaymentRowProps = { job: Job; isBusy: boolean; onToggle(paid: boolean): void };

/**
 * One job on /app/payments: customer, service, date, amount and the payment toggle. The amount
 * is what the totals add up (spec §9): owed = actual, else estimate, else price; paid = price.
 */
export function PaymentRow({ job, isBusy, onToggle }: PaymentRowProps) {
  const format = useFormat();
  const serviceLabel = useServiceTypeLabel();
  const amount = job.paid ? job.price : unpaidAmount(job);
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
        <p className="text-sm text-gray-700 dark:text-gray-300">{format.date(job.scheduledDate)}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">
        <p className="font-semibold text-gray-900 dark:text-gray-100">{format.money(amount)}</p>
        <PaymentToggle job={job} onToggle={onToggle} isBusy={isBusy} />
      </div>
    </div>
  );
}
