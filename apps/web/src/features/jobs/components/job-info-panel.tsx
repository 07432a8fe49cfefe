import { jobBalance, jobPaidAmount, minutesOnSite, type Job, type Payment } from '@jobtrack/core';
import { PaymentDetails } from '#web/components/payments/payment-details.tsx';
import { PaymentList } from '#web/components/payments/payment-list.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckInFormat } from '#web/lib/check-in-format.ts';
import { useFormat } from '#web/lib/format.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="mt-1 break-words text-gray-900 sm:col-span-2 sm:mt-0 dark:text-gray-100">
        {children}
      </dd>
    </div>
  );
}

type JobInfoPanelProps = {
  job: Job;
  /** The owner's payments: the job's own are listed, each with Remove (decision 046). */
  payments?: readonly Payment[];
  isBusy?: boolean;
  onRemovePayment?(payment: Payment): void;
};

/** The Job Information panel in view mode (spec §2). */
export function JobInfoPanel({ job, payments = [], isBusy, onRemovePayment }: JobInfoPanelProps) {
  const { t } = useTranslation();
  const serviceLabel = useServiceTypeLabel();
  const format = useFormat();
  const checkIn = useCheckInFormat();
  const onSite = minutesOnSite(job.arrivedAt, job.finishedAt);
  return (
    <dl className="divide-y divide-gray-200 dark:divide-gray-800">
      <Row label={t('jobs.detail.customer')}>{job.customerName}</Row>
      <Row label={t('jobs.detail.serviceType')}>{serviceLabel(job.serviceType)}</Row>
      <Row label={t('jobs.detail.scheduledDate')}>{format.date(job.scheduledDate)}</Row>
      {job.startTime ? (
        <Row label={t('jobs.detail.time')}>{format.timeWindow(job.startTime, job.windowEnd)}</Row>
      ) : null}
      <Row label={t('jobs.detail.price')}>{format.money(job.price)}</Row>
      {jobPaidAmount(job) > 0 && (job.paidAt || job.paymentMethod || !job.paid) ? (
        <Row label={t('payments.paidAmount')}>
          <PaymentDetails job={job} />
        </Row>
      ) : null}
      {!job.paid && jobPaidAmount(job) > 0 ? (
        <Row label={t('payments.balance')}>{format.money(jobBalance(job))}</Row>
      ) : null}
      {onRemovePayment && payments.some((payment) => payment.jobId === job.id) ? (
        <Row label={t('payments.list.heading')}>
          <PaymentList
            jobId={job.id}
            payments={payments}
            isBusy={isBusy}
            onRemove={onRemovePayment}
          />
        </Row>
      ) : null}
      <Row label={t('jobs.detail.notes')}>
        {job.notes ? (
          <span className="whitespace-pre-line">{job.notes}</span>
        ) : (
          <span className="text-gray-600 dark:text-gray-400">{t('jobs.detail.noNotes')}</span>
        )}
      </Row>
      <Row label={t('jobs.detail.created')}>{format.date(job.createdDate)}</Row>
      {job.completedDate ? (
        <Row label={t('jobs.detail.completedOn')}>{format.date(job.completedDate)}</Row>
      ) : null}
      {job.arrivedAt ? (
        <Row label={t('checkIn.arrived')}>{checkIn.moment(job.arrivedAt, job.scheduledDate)}</Row>
      ) : null}
      {job.finishedAt ? (
        <Row label={t('checkIn.finished')}>{checkIn.moment(job.finishedAt, job.scheduledDate)}</Row>
      ) : null}
      {onSite !== null ? (
        <Row label={t('checkIn.timeOnSite')}>{checkIn.duration(onSite)}</Row>
      ) : null}
    </dl>
  );
}
