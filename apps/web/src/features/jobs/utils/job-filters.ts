// Which jobs /app/jobs shows (spec §2 tabs; issue 13 search and Unpaid filter) and in what
// order: grouped by the local day (core groupJobs, decision 027).
import { groupJobs, isScheduledStatus, isUnpaidJob, type Job, type JobGroup } from '@jobtrack/core';

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

export type JobListFilters = {
  tab: JobTab;
  /** Searched, case-insensitive, in the customer, the service (stored and shown) and the notes. */
  query: string;
  isUnpaidOnly: boolean;
};

/** Spec §5 search rule: a case-insensitive substring of any of the job's searched texts. */
export const matchesJobSearch = (
  job: Pick<Job, 'customerName' | 'serviceType' | 'notes'>,
  query: string,
  serviceLabel: (serviceType: string) => string = (type) => type,
): boolean => {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [job.customerName, job.serviceType, serviceLabel(job.serviceType), job.notes].some(
    (text) => text.toLowerCase().includes(needle),
  );
};

/** The jobs the filters keep, grouped Overdue / Today / Tomorrow / This week / Later / Done. */
export const filterAndGroupJobs = (
  jobs: readonly Job[],
  filters: JobListFilters,
  now: Date,
  serviceLabel?: (serviceType: string) => string,
): JobGroup<Job>[] =>
  groupJobs(
    jobs.filter(
      (job) =>
        matchesTab(job, filters.tab) &&
        (!filters.isUnpaidOnly || isUnpaidJob(job)) &&
        matchesJobSearch(job, filters.query, serviceLabel),
    ),
    now,
  );

/** One page of the grouped list: the jobs from `start`, `count` of them, still in their groups. */
export const pageOfGroups = <T>(
  groups: readonly JobGroup<T>[],
  start: number,
  count: number,
): JobGroup<T>[] => {
  const page: JobGroup<T>[] = [];
  let index = 0;
  for (const group of groups) {
    const from = Math.max(start - index, 0);
    const to = Math.min(start + count - index, group.jobs.length);
    if (from < to) page.push({ key: group.key, jobs: group.jobs.slice(from, to) });
    index += group.jobs.length;
  }
  return page;
};
