// Which jobs are unpaid, and which are owed now. One definition for the dashboard banner, the
// customer totals, the statistics, the payments page and the notifications, so the numbers on
// every screen agree (decision 014).
import type { Job } from './entities.ts';
import { sumMoney, unpaidAmount } from './money.ts';

type PayableJob = Pick<Job, 'status' | 'paid' | 'price'> &
  Partial<Pick<Job, 'actualCost' | 'estimatedCost' | 'skipped'>>;

/**
 * A skipped visit of a repeating job (issue 14) is kept for the record only: it is never unpaid,
 * owed or overdue, nor in today's work.
 *
 * NOTE: spec §3/§9 — unpaid means paid = false ("totalUnpaid is the sum of prices of the
 * customer's unpaid jobs"; the demo's "4 unpaid … pending revenue 705"). A cancelled job is
 * never going to be paid, so it is not counted (as the server's pending revenue, decision 014).
 */
export const isUnpaidJob = (job: Pick<Job, 'status' | 'paid'> & { skipped?: boolean }): boolean =>
  !job.paid && job.status !== 'cancelled' && !job.skipped;

export const unpaidJobs = <T extends Pick<Job, 'status' | 'paid'> & { skipped?: boolean }>(
  jobs: readonly T[],
): T[] => jobs.filter(isUnpaidJob);

/**
 * NOTE: spec §4 — the payments page's unpaid list (and §9's overdue and large-balance
 * notifications) hold completed AND unpaid jobs: the work is done and the money is owed now.
 */
export const isOwedJob = (job: Pick<Job, 'status' | 'paid'> & { skipped?: boolean }): boolean =>
  job.status === 'completed' && !job.paid && !job.skipped;

export const owedJobs = <T extends Pick<Job, 'status' | 'paid'> & { skipped?: boolean }>(
  jobs: readonly T[],
): T[] => jobs.filter(isOwedJob);

/** Spec §4: the paid list holds all paid jobs, whatever their status. */
export const paidJobs = <T extends Pick<Job, 'paid'>>(jobs: readonly T[]): T[] =>
  jobs.filter((job) => job.paid);

/** The money over `jobs` (spec §9: actual cost, else estimate, else price). */
const totalOwedOn = (jobs: readonly PayableJob[]): number => sumMoney(jobs.map(unpaidAmount));

/** The unpaid total among `jobs`: the dashboard banner, customer totals and statistics. */
export const totalUnpaid = (jobs: readonly PayableJob[]): number => totalOwedOn(unpaidJobs(jobs));

/** The total owed now among `jobs`: the payments page's unpaid list and its notifications. */
export const totalOwed = (jobs: readonly PayableJob[]): number => totalOwedOn(owedJobs(jobs));

/** Earnings: the prices of the paid jobs among `jobs`. */
export const totalPaid = (jobs: readonly Pick<Job, 'paid' | 'price'>[]): number =>
  sumMoney(paidJobs(jobs).map((job) => job.price));
