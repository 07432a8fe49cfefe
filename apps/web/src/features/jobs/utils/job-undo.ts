// Undo for a status step or a payment change (issue 13): the change that puts back what the
// job had, sent through the same data-source path as the change itself (offline too).
import { advanceJob, jobBalance, nextStatus, sumMoney, type Job } from '@jobtrack/core';
import type { JobChanges } from '#web/data/data-source.ts';

/** What was just done, for the Undo notice's text. */
export type UndoableChange =
  'started' | 'completed' | 'paid' | 'partlyPaid' | 'unpaid' | 'paymentRemoved';

/**
 * One step forward (spec §4): scheduled/pending -> in-progress -> completed, the last stamping
 * completedAt with `now`; null when the job cannot advance.
 */
export function advanceChanges(job: Job, now: Date): JobChanges | null {
  if (nextStatus(job.status) === null) return null;
  const advanced = advanceJob(job, now);
  const changes: JobChanges = { status: advanced.status };
  if (advanced.completedAt) changes.completedAt = advanced.completedAt;
  return changes;
}

/** The changes that restore, field by field, what `job` had before `changes`. */
export function undoChanges(job: Job, changes: JobChanges): JobChanges {
  const undo: JobChanges = {};
  if (changes.status !== undefined) undo.status = job.status;
  if (changes.paid !== undefined) undo.paid = job.paid;
  if (changes.completedAt !== undefined || changes.status !== undefined) {
    undo.completedAt = job.completedAt ?? null;
  }
  if (changes.arrivedAt !== undefined) undo.arrivedAt = job.arrivedAt ?? null;
  if (changes.finishedAt !== undefined) undo.finishedAt = job.finishedAt ?? null;
  // Payments are records (decision 046): a payment added is removed again; payments removed come
  // back as new records of the same amount, method, day and note (a removed id stays removed).
  if (changes.addPayments?.length) {
    undo.removePayments = changes.addPayments.map(({ id, jobId }) => ({ id, jobId }));
  }
  if (changes.removePayments?.length) {
    undo.addPayments = changes.removePayments.flatMap((payment) =>
      payment.amount !== undefined && payment.method && payment.paidOn
        ? [
            {
              id: `payment-${crypto.randomUUID()}`,
              jobId: payment.jobId,
              amount: payment.amount,
              method: payment.method,
              paidOn: payment.paidOn,
              ...(payment.note ? { note: payment.note } : {}),
            },
          ]
        : [],
    );
  }
  return undo;
}

/** What a change did to `job`, in the words of its Undo notice. */
export function undoableChange(changes: JobChanges, job?: Job): UndoableChange {
  if (changes.status === 'completed') return 'completed';
  if (changes.status !== undefined) return 'started';
  if (changes.paid) return 'paid';
  const added = sumMoney((changes.addPayments ?? []).map((payment) => payment.amount));
  if (added > 0) {
    // A payment that leaves a balance: recorded, the job still unpaid.
    return job && added < jobBalance(job) ? 'partlyPaid' : 'paid';
  }
  // One payment removed from a job that stays unpaid (the job panel's Remove).
  if (changes.removePayments?.length && job && !job.paid) return 'paymentRemoved';
  return 'unpaid';
}
