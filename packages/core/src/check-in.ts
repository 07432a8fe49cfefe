// On-site check-in by QR (issue 13, decision 025): which of a customer's jobs a scan at the gate
// starts or completes, and how long the owner was on site.
import type { Job } from './entities.ts';

export type CheckInStep = 'start' | 'complete';

export type CheckIn = { job: Job; step: CheckInStep };

const startsAtGate = (job: Job) => job.status === 'scheduled' || job.status === 'pending';

/**
 * What scanning this customer's code on `today` (yyyy-MM-dd, the owner's local day) offers: to
 * complete the job already in progress today, else to start the first job scheduled today (in
 * the order they were added); null when the customer has nothing open today.
 */
export function checkInFor(
  jobs: readonly Job[],
  customerId: string,
  today: string,
): CheckIn | null {
  const todays = jobs
    .filter((job) => job.customerId === customerId && job.scheduledDate === today)
    .sort((a, b) => a.createdDate.localeCompare(b.createdDate));
  const inProgress = todays.find((job) => job.status === 'in-progress');
  if (inProgress) return { job: inProgress, step: 'complete' };
  const next = todays.find(startsAtGate);
  return next ? { job: next, step: 'start' } : null;
}

/** Whole minutes between arriving and leaving (never negative); null without both times. */
export function minutesOnSite(
  arrivedAt: string | undefined,
  finishedAt: string | undefined,
): number | null {
  if (!arrivedAt || !finishedAt) return null;
  const minutes = Math.round((Date.parse(finishedAt) - Date.parse(arrivedAt)) / 60_000);
  return Number.isNaN(minutes) ? null : Math.max(0, minutes);
}
