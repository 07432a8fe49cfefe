import { jobPayments, type Payment } from '@jobtrack/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#web/lib/format.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

type PaymentListProps = {
  jobId: string;
  payments: readonly Payment[];
  isBusy?: boolean;
  onRemove(payment: Payment): void;
};

/**
 * A job's payments, newest first (issue 23, decision 046): "$100.00 · Check · Nov 3, 2026 ·
 * note", each with Remove (asked first). Payments are never edited: a wrong one is removed and
 * recorded again.
 */
export function PaymentList({ jobId, payments, isBusy, onRemove }: PaymentListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [removing, setRemoving] = useState<Payment | null>(null);
  const own = jobPayments(payments, jobId);
  if (own.length === 0) return null;
  const describe = (payment: Payment) =>
    t('payments.paidWith', {
      amount: format.money(payment.amount),
      method: t(`payments.method.${payment.method}`),
      date: format.date(payment.paidOn),
    });
  return (
    <>
      <ul aria-label={t('payments.list.heading')} className="space-y-2">
        {own.map((payment) => (
          <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm text-gray-700 dark:text-gray-300">
              {describe(payment)}
              {payment.note ? ` · ${payment.note}` : ''}
            </span>
            <Button
              variant="secondary"
              disabled={isBusy}
              aria-label={t('payments.list.removeLabel', {
                payment: describe(payment),
              })}
              onClick={() => setRemoving(payment)}
            >
              {t('payments.list.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('payments.list.confirmTitle')}
        message={removing ? t('payments.list.confirmMessage', { payment: describe(removing) }) : ''}
        confirmLabel={t('payments.list.remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) onRemove(removing);
          setRemoving(null);
        }}
      />
    </>
  );
}
