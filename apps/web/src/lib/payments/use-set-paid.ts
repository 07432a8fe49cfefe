// Marking a job paid or unpaid (spec §4) with issue 15's payment details (decision 033): one
// hook for the job screen and the payments page, so both record a payment the same way.
import {
  isPaidInFull,
  jobPaidAmount,
  sumMoney,
  unpaidAmount,
  type Job,
  type PaymentMethod,
} from '@jobtrack/core';
import { useCallback } from 'react';
import type { JobChanges } from '#web/data/data-source.ts';
import { useDataMutation } from '../data/data-context.tsx';

/** One payment as the Mark as Paid sheet takes it. */
export type Payment = { amount: number; method: PaymentMethod; paidAt: string };

/**
 * The changes that record `payment` on `job`: what was paid before plus this payment (never
 * beyond the job's amount), its method and time, and the spec's paid flag, true exactly when
 * nothing is left to pay.
 */
export function paymentChanges(job: Job, payment: Payment): JobChanges {
  const amount = unpaidAmount(job);
  const amountPaid = Math.min(amount, sumMoney([jobPaidAmount(job), payment.amount]));
  return {
    amountPaid,
    paymentMethod: payment.method,
    paidAt: payment.paidAt,
    paid: isPaidInFull(amount, amountPaid),
  };
}

/** The changes of the spec's badge toggle: all paid, or nothing paid (the payment cleared). */
export function toggleChanges(paid: boolean): JobChanges {
  return paid
    ? { paid: true }
    : { paid: false, amountPaid: null, paymentMethod: null, paidAt: null };
}

type Apply = (job: Job, changes: JobChanges) => void;

/**
 * Records payments. With `apply` (the job screen's undoable update) the changes go through it;
 * without, straight to the data source, with the mutation's state for the caller's busy row.
 */
export function useSetPaid(apply?: Apply) {
  const mutation = useDataMutation(
    (source, { id, changes }: { id: string; changes: JobChanges }) => source.updateJob(id, changes),
    { fallback: 'payments.updateFailed' },
  );
  const { mutate } = mutation;
  const send = useCallback(
    (job: Job, changes: JobChanges) =>
      apply ? apply(job, changes) : mutate({ id: job.id, changes }),
    [apply, mutate],
  );
  return {
    /** Records one payment (the Mark as Paid sheet). */
    recordPayment: useCallback(
      (job: Job, payment: Payment) => send(job, paymentChanges(job, payment)),
      [send],
    ),
    /** The badge toggle: paid in full, or unpaid with the payment cleared. */
    setPaid: useCallback((job: Job, paid: boolean) => send(job, toggleChanges(paid)), [send]),
    busyId: mutation.isPending ? mutation.variables?.id : undefined,
    failure: mutation.failure,
    reset: mutation.reset,
  };
}
