// The jobs list and the dashboard's "my day" by the user's local day (decision 027): open jobs
// by when they are due, finished ones after them, newest first.
import { addDays } from 'date-fns';
import { toIsoDate, startOfWeekSunday } from './dates.ts';
import type { Job } from './entities.ts';

export const JOB_GROUPS = ['overdue', 'today', 'tomorrow', 'thisWeek', 'later', 'done'] as const;
export type JobGroupKey = (typeof JOB_GROUPS)[number];
export type JobGroup<T> = { key: JobGroupKey; jobs: T[] };

type GroupedJob = Pick<Job, 'status' | 'scheduledDate' | 'createdDate'> & {
  startTime?: string;
  skipped?: boolean;
};

/** Completed and cancelled jobs, and skipped visits (issue 14), need nothing more from the owner. */
export const isFinishedJob = (job: Pick<Job, 'status'> & { skipped?: boolean }): boolean =>
  job.status === 'completed' || job.status === 'cancelled' || job.skipped === true;

/** The local days that bound the groups, from `now` (weeks start on Sunday, spec §9). */
export const groupDays = (now: Date) => {
  const today = toIsoDate(now);
  const tomorrow = toIsoDate(addDays(now, 1));
  const endOfWeek = toIsoDate(addDays(startOfWeekSunday(now), 6));
  return { today, tomorrow, endOfWeek };
};

/**
 * Which group a job falls in. An open job before today is overdue; a finished one is done,
 * except that `finishedByDay` keeps finished jobs of today and later in their day (the
 * dashboard's "today" is every job of today, spec §2).
 */
export const jobGroupOf = (
  job: GroupedJob,
  days: ReturnType<typeof groupDays>,
  finishedByDay = false,
): JobGroupKey => {
  const finished = isFinishedJob(job);
  if (finished && !(finishedByDay && job.scheduledDate >= days.today)) return 'done';
  if (job.scheduledDate < days.today) return 'overdue';
  if (job.scheduledDate === days.today) return 'today';
  if (job.scheduledDate === days.tomorrow) return 'tomorrow';
  if (job.scheduledDate <= days.endOfWeek) return 'thisWeek';
  return 'later';
};

/** Earliest first: by day, then start time (a job with a time before one without), then created. */
export const compareJobsSoonestFirst = (a: GroupedJob, b: GroupedJob): number =>
  a.scheduledDate.localeCompare(b.scheduledDate) ||
  (a.startTime ? 0 : 1) - (b.startTime ? 0 : 1) ||
  (a.startTime ?? '').localeCompare(b.startTime ?? '') ||
  a.createdDate.localeCompare(b.createdDate);

/** Newest first: by day, then start time, then the job created last. */
const compareJobsNewestFirst = (a: GroupedJob, b: GroupedJob): number =>
  b.scheduledDate.localeCompare(a.scheduledDate) ||
  (b.startTime ?? '').localeCompare(a.startTime ?? '') ||
  b.createdDate.localeCompare(a.createdDate);

/**
 * The non-empty groups, in the order of JOB_GROUPS: overdue, today, tomorrow, this week (the
 * days after tomorrow up to Saturday), later, then done (newest first). Each open group runs
 * soonest first, its finished jobs (kept by `finishedByDay`) after the open ones.
 */
export const groupJobs = <T extends GroupedJob>(
  jobs: readonly T[],
  now: Date,
  options: { finishedByDay?: boolean } = {},
): JobGroup<T>[] => {
  const days = groupDays(now);
  const byKey = new Map<JobGroupKey, T[]>(JOB_GROUPS.map((key) => [key, []]));
  for (const job of jobs) byKey.get(jobGroupOf(job, days, options.finishedByDay))!.push(job);
  // A day kept with its finished jobs lists what is still to do first.
  const openFirst = (a: T, b: T) =>
    Number(isFinishedJob(a)) - Number(isFinishedJob(b)) || compareJobsSoonestFirst(a, b);
  return JOB_GROUPS.map((key) => {
    const group = byKey.get(key)!;
    group.sort(key === 'done' ? compareJobsNewestFirst : openFirst);
    return { key, jobs: group };
  }).filter((group) => group.jobs.length > 0);
};
