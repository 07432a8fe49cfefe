// Recording and removing payments (issue 23, decision 046) and the spec's paid toggle (spec §4):
// one hook for the job screen and the payments page, so both record a payment the same way.
// Payments are records: a payment is added with the id this device makes, never edited, and
// removed with a tombstone; the job's paid amount and flag follow from its payments.
import { jobBalance, toLocalDay, type Job, type Payment, type PaymentMethod } from '@jobtrack/core';
import { useCallback } from 'react';
import type { JobChanges } from '../data-source.ts';
import { useData, useDataMutation } from './data-context.tsx';

/** One payment as the Mark as Paid sheet takes it. */
export type PaymentInput = { amount: number; method: PaymentMethod; paidOn: string; note?: string };

const newPaymentId = (): string => `payment-${crypto.randomUUID()}`;

/** The change that records `payment` on `job`: one payment added, with its own id. */
export function paymentChanges(job: Job, payment: PaymentInput): JobChanges {
  return { addPayments: [{ ...payment, jobId: job.id, id: newPaymentId() }] };
}

/**
 * The changes of the spec's badge toggle: paid is one payment of the balance (cash, today),
 * unpaid removes every payment of the job. A job with nothing to pay keeps the plain flag.
 */
export function toggleChanges(
  job: Job,
  paid: boolean,
  payments: readonly Payment[],
  now = new Date(),
): JobChanges {
  if (!paid) {
    const own = payments.filter((payment) => payment.jobId === job.id);
    return own.length > 0 ? { removePayments: own } : { paid: false };
  }
  const balance = jobBalance(job);
  if (balance <= 0) return { paid: true };
  return paymentChanges(job, { amount: balance, method: 'cash', paidOn: toLocalDay(now) });
}

/** A payment removed from a job (the job panel's Remove). */
export function removalChanges(payment: Payment): JobChanges {
  return { removePayments: [payment] };
}

type Apply = (job: Job, changes: JobChanges) => void;

const selectPayments = (snapshot: { payments: Payment[] }) => snapshot.payments;

/**
 * Records payments. With `apply` (the job screen's undoable update) the changes go through it;
 * without, straight to the data source, with the mutation's state for the caller's busy row.
 */
export function useSetPaid(apply?: Apply) {
  const payments = useData(selectPayments).data;
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
      (job: Job, payment: PaymentInput) => send(job, paymentChanges(job, payment)),
      [send],
    ),
    /** Removes one payment (the job panel's list). */
    removePayment: useCallback(
      (job: Job, payment: Payment) => send(job, removalChanges(payment)),
      [send],
    ),
    /** The badge toggle: paid in full, or unpaid with the payments removed. */
    setPaid: useCallback(
      (job: Job, paid: boolean) => send(job, toggleChanges(job, paid, payments ?? [])),
      [send, payments],
    ),
    busyId: mutation.isPending ? mutation.variables?.id : undefined,
    failure: mutation.failure,
    reset: mutation.reset,
  };
}
