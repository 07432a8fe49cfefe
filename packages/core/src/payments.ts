// Which jobs are unpaid, and which are owed now. One definition for the dashboard banner, the
// customer totals, the statistics, the payments page and the notifications, so the numbers on
// every screen agree (decision 014).
import { differenceInCalendarDays, subMonths } from 'date-fns';
import { parseLocalDate, toLocalDay } from './dates.ts';
import type { Job, PaymentMethod } from './entities.ts';
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

// Payments (issue 15, decision 033): a method, a date and a paid amount that may be partial.
// The spec's `paid` flag stays the source for everything the spec computes; it is true exactly
// when the balance reaches zero.

/** The payment methods, in the order the app offers them. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'cash',
  'check',
  'card',
  'bank_transfer',
  'other',
];

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly unknown[]).includes(value);

type PaidJob = Pick<Job, 'paid' | 'price'> &
  Partial<Pick<Job, 'actualCost' | 'estimatedCost' | 'amountPaid'>>;

/** What has been paid on a job: amountPaid, else (paid ? the job's amount : 0). */
export const jobPaidAmount = (job: PaidJob): number =>
  job.amountPaid ?? (job.paid ? unpaidAmount(job) : 0);

/** What is still owed on a job: its amount minus what has been paid, never below 0. */
export const jobBalance = (job: PaidJob): number =>
  Math.max(0, sumMoney([unpaidAmount(job), -jobPaidAmount(job)]));

/** The spec's paid flag for a paid amount: true exactly when nothing is left to pay. */
export const isPaidInFull = (amount: number, amountPaid: number): boolean =>
  Math.round(amountPaid * 100) >= Math.round(amount * 100);

/**
 * The day an owed job's age counts from (decision 033): the day it was completed — the money is
 * owed from when the work is done — else its scheduled date.
 */
export const owedSince = (job: Pick<Job, 'scheduledDate' | 'completedAt'>): string =>
  job.completedAt ? toLocalDay(job.completedAt) : job.scheduledDate;

/** How many days a job has been owed on `now`'s local day (0 on the day itself). */
export const owedDays = (job: Pick<Job, 'scheduledDate' | 'completedAt'>, now: Date): number => {
  const since = parseLocalDate(owedSince(job));
  return since ? Math.max(0, differenceInCalendarDays(now, since)) : 0;
};

/** Owed jobs, the longest owed first (ties: the older record first). */
export const oldestOwedFirst = <
  T extends Pick<Job, 'scheduledDate' | 'completedAt' | 'createdDate'>,
>(
  jobs: readonly T[],
): T[] =>
  [...jobs].sort(
    (a, b) =>
      owedSince(a).localeCompare(owedSince(b)) || a.createdDate.localeCompare(b.createdDate),
  );

type MonthJob = PaidJob & Partial<Pick<Job, 'paidAt' | 'completedAt'>>;

/**
 * What was paid in this month and the last (local months), beside the spec's totals: each job's
 * paid amount, dated by its payment time, else its completion time (a job marked paid before
 * payments had dates); a paid amount with neither is in no month.
 */
export const paidByMonth = (
  jobs: readonly MonthJob[],
  now: Date,
): { thisMonth: number; lastMonth: number } => {
  const thisMonth = toLocalDay(now).slice(0, 7);
  const lastMonth = toLocalDay(subMonths(now, 1)).slice(0, 7);
  const amounts = { thisMonth: [] as number[], lastMonth: [] as number[] };
  for (const job of jobs) {
    const at = job.paidAt ?? job.completedAt;
    const paid = jobPaidAmount(job);
    if (!at || paid <= 0) continue;
    const month = toLocalDay(at).slice(0, 7);
    if (month === thisMonth) amounts.thisMonth.push(paid);
    else if (month === lastMonth) amounts.lastMonth.push(paid);
  }
  return { thisMonth: sumMoney(amounts.thisMonth), lastMonth: sumMoney(amounts.lastMonth) };
};
