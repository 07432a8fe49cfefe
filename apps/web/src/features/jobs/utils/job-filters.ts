// Which jobs each tab of /app/jobs shows, and in what order (spec §2).
import { isScheduledStatus, type Job } from '@jobtrack/core';

export const JOB_TABS = ['all', 'scheduled', 'in-progress', 'completed'] as const;
export type JobTab = (typeof JOB_TABS)[number];

export const isJobTab = (value: unknown): value is JobTab =>
  typeof value === 'string' && (JOB_TABS as readonly string[]).includes(value);

/** NOTE: spec §4 — 'pending' comes back from the server for a scheduled job, so it counts here. */
export const matchesTab = (job: Pick<Job, 'status'>, tab: JobTab): boolean => {
  switch (tab) {
    case 'all':
      return true;
    case 'scheduled':
      return isScheduledStatus(job.status);
    case 'in-progress':
      return job.status === 'in-progress';
    case 'completed':
      return job.status === 'completed';
  }
};

/** Newest scheduled date first; on the same day, the job created last comes first. */
export const compareJobsNewestFirst = (
  a: Pick<Job, 'scheduledDate' | 'createdDate'>,
  b: Pick<Job, 'scheduledDate' | 'createdDate'>,
): number =>
  b.scheduledDate.localeCompare(a.scheduledDate) || b.createdDate.localeCompare(a.createdDate);

export const jobsForTab = <T extends Pick<Job, 'status' | 'scheduledDate' | 'createdDate'>>(
  jobs: readonly T[],
  tab: JobTab,
): T[] => jobs.filter((job) => matchesTab(job, tab)).sort(compareJobsNewestFirst);
