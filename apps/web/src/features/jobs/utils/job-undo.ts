// Undo for a status step or a payment change (issue 13): the change that puts back what the
// job had, sent through the same data-source path as the change itself (offline too).
import { advanceJob, nextStatus, type Job } from '@jobtrack/core';
import type { JobChanges } from '#web/data/data-source.ts';

/** What was just done, for the Undo notice's text. */
export type UndoableChange = 'started' | 'completed' | 'paid' | 'partlyPaid' | 'unpaid';

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
  // A payment (decision 033) puts back what had been paid, how and when.
  if (changes.amountPaid !== undefined) undo.amountPaid = job.amountPaid ?? null;
  if (changes.paymentMethod !== undefined) undo.paymentMethod = job.paymentMethod ?? null;
  if (changes.paidAt !== undefined) undo.paidAt = job.paidAt ?? null;
  return undo;
}

/** What a change did, in the words of its Undo notice. */
export function undoableChange(changes: JobChanges): UndoableChange {
  if (changes.status === 'completed') return 'completed';
  if (changes.status !== undefined) return 'started';
  if (changes.paid) return 'paid';
  // A payment that leaves a balance: recorded, the job still unpaid.
  return typeof changes.amountPaid === 'number' && changes.amountPaid > 0 ? 'partlyPaid' : 'unpaid';
}
