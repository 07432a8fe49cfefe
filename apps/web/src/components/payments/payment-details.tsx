import { jobPaidAmount, type Job } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#web/lib/format.ts';

/** What was paid on a job, and how and when when known (issue 15): "$120.00 · Cash · Nov 3, 2026". */
export function PaymentDetails({ job }: { job: Job }) {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = format.money(jobPaidAmount(job));
  const date = job.paidAt ? format.date(job.paidAt) : '';
  const text = job.paymentMethod
    ? t('payments.paidWith', {
        amount,
        method: t(`payments.method.${job.paymentMethod}`),
        date,
      }).replace(/ · $/, '')
    : date
      ? t('payments.paidOn', { amount, date })
      : amount;
  return <p className="text-sm text-gray-700 dark:text-gray-300">{text}</p>;
}
