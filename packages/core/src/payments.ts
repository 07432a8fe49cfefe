// Which jobs are owed money. One definition for the payments page, the dashboard banner, the
// customer totals and the notifications, so the numbers on every screen agree.
import type { Job } from './entities.ts';
import { sumMoney, unpaidAmount } from './money.ts';

type PayableJob = Pick<Job, 'status' | 'paid' | 'price'> &
  Partial<Pick<Job, 'actualCost' | 'estimatedCost'>>;

/**
 * NOTE: spec §4 — the payments page's unpaid list holds completed AND unpaid jobs. A scheduled
 * job is not yet owed, so it is never counted as unpaid anywhere.
 */
export const isUnpaidJob = (job: Pick<Job, 'status' | 'paid'>): boolean =>
  job.status === 'completed' && !job.paid;

export const unpaidJobs = <T extends Pick<Job, 'status' | 'paid'>>(jobs: readonly T[]): T[] =>
  jobs.filter(isUnpaidJob);

/** Spec §4: the paid list holds all paid jobs, whatever their status. */
export const paidJobs = <T extends Pick<Job, 'paid'>>(jobs: readonly T[]): T[] =>
  jobs.filter((job) => job.paid);

/** The money owed over the unpaid jobs among `jobs` (spec §9: actual, else estimate, else price). */
export const totalUnpaid = (jobs: readonly PayableJob[]): number =>
  sumMoney(unpaidJobs(jobs).map(unpaidAmount));

/** Earnings: the prices of the paid jobs among `jobs`. */
export const totalPaid = (jobs: readonly Pick<Job, 'paid' | 'price'>[]): number =>
  sumMoney(paidJobs(jobs).map((job) => job.price));
