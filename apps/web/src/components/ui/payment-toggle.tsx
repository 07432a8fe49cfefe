import {
  PAYMENT_LABEL_KEYS,
  canTogglePayment,
  jobPaymentBadgeColor,
  paymentStatusFromPaid,
  type Job,
} from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { BadgeButton } from './badge.tsx';

type PaymentToggleProps = {
  job: Pick<Job, 'status' | 'paid'>;
  onToggle(paid: boolean): void;
  isBusy?: boolean;
};

/**
 * The payment badge that flips paid/unpaid (job detail and payments page). NOTE: spec §4 — it
 * only acts on a completed job; otherwise it stays a disabled badge, grey while the job is not yet owed.
 */
export function PaymentToggle({ job, onToggle, isBusy = false }: PaymentToggleProps) {
  const { t } = useTranslation();
  const status = paymentStatusFromPaid(job.paid);
  const label = t(PAYMENT_LABEL_KEYS[status]);
  const isEnabled = canTogglePayment(job);
  return (
    <BadgeButton
      color={jobPaymentBadgeColor(job)}
      disabled={!isEnabled || isBusy}
      aria-label={
        isEnabled
          ? t(job.paid ? 'payments.markUnpaidAction' : 'payments.markPaidAction', { status: label })
          : undefined
      }
      title={isEnabled ? undefined : t('payments.toggleDisabledHint')}
      onClick={() => onToggle(!job.paid)}
    >
      {label}
    </BadgeButton>
  );
}
