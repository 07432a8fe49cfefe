// Dashboard figures (spec §2, §3, §9) and the customer detail stats, computed from the jobs the
// app already holds so every data mode shows the same numbers.
import { isSameLocalDay, startOfWeekSunday, toDate, toIsoDate } from './dates.ts';
import type { DashboardStats, Job } from './entities.ts';
import { sumMoney } from './money.ts';
import { paidJobs, totalPaid, totalUnpaid, unpaidJobs } from './payments.ts';

/** When a job was completed: completedAt, else completedDate; null if never. */
export const completionTime = (job: Pick<Job, 'completedAt' | 'completedDate'>): Date | null => {
  const stamp = job.completedAt ?? job.completedDate;
  return stamp ? toDate(stamp) : null;
};

export const isScheduledOn = (job: Pick<Job, 'scheduledDate'>, day: Date): boolean =>
  job.scheduledDate === toIsoDate(day);

/**
 * Spec §9: the paid jobs completed since the start of this week (Sunday, local time). A
 * completion stamped after `now` (a wrong device clock) does not count yet.
 */
export const thisWeekEarnings = (jobs: readonly Job[], now: Date): number => {
  const weekStart = startOfWeekSunday(now).getTime();
  const earned = paidJobs(jobs).filter((job) => {
    const completed = completionTime(job)?.getTime();
    return completed !== undefined && completed >= weekStart && completed <= now.getTime();
  });
  return totalPaid(earned);
};

/**
 * NOTE: spec §3/§9 — the banner counts every unpaid job (paid = false), scheduled ones too: the
 * demo's "4 unpaid … pending revenue 705" reads "$705.00 · Unpaid jobs: 4" (decision 014).
 */
export const computeDashboardStats = (jobs: readonly Job[], now: Date): DashboardStats => ({
  // A skipped visit (issue 14) is not part of today's work.
  todaysJobs: jobs.filter((job) => isScheduledOn(job, now) && !job.skipped),
  thisWeekEarnings: thisWeekEarnings(jobs, now),
  totalUnpaid: totalUnpaid(jobs),
  unpaidJobsCount: unpaidJobs(jobs).length,
});

export type CustomerStats = {
  totalJobs: number;
  completedJobs: number;
  unpaidAmount: number;
  earned: number;
  averageJob: number;
};

/**
 * The customer detail tiles and stats (spec §2). `jobs` are this customer's jobs.
 * averageJob is the average price of the completed jobs: what a finished job for this customer
 * is worth, whether or not it is paid yet. Dividing earnings by completed jobs would make an
 * unpaid job drag the average down; 0 when nothing is completed.
 */
export const computeCustomerStats = (jobs: readonly Job[]): CustomerStats => {
  const completed = jobs.filter((job) => job.status === 'completed');
  const completedValue = sumMoney(completed.map((job) => job.price));
  return {
    totalJobs: jobs.length,
    completedJobs: completed.length,
    unpaidAmount: totalUnpaid(jobs),
    earned: totalPaid(jobs),
    averageJob:
      completed.length === 0 ? 0 : Math.round((completedValue / completed.length) * 100) / 100,
  };
};

/** Job History order (spec §2): newest scheduled date first. */
export const sortByScheduledDateDesc = <T extends Pick<Job, 'scheduledDate'>>(
  jobs: readonly T[],
): T[] => [...jobs].sort((a, b) => b.scheduledDate.localeCompare(a.scheduledDate));

export const isCompletedOn = (
  job: Pick<Job, 'completedAt' | 'completedDate'>,
  day: Date,
): boolean => {
  const completed = completionTime(job);
  return completed !== null && isSameLocalDay(completed, day);
};
