import type { Job } from '@jobtrack/core';

/** Tomorrow's visits a reminder is for (issue 28): still to do, not skipped. */
export const isVisitToRemind = (job: Job): boolean =>
  !job.skipped && (job.status === 'scheduled' || job.status === 'pending');

/** Those not reminded yet, in the list's order: what Remind all steps through. */
export const visitsLeftToRemind = (jobs: readonly Job[]): Job[] =>
  jobs.filter((job) => isVisitToRemind(job) && !job.remindedAt);
