// Which jobs are unpaid, and which are owed now. One definition for the dashboard banner, the
// customer totals, the statistics, the payments page and the notifications, so the numbers on
// every screen agree (decision 014).
import { differenceInCalendarDays, subMonths } from 'date-fns';
import { parseLocalDate, toLocalDay } from './dates.ts';
import type { Job, Payment, PaymentMethod } from './entities.ts';
import { sumMoney, unpaidAmount } from './money.ts';
import { paymentStatusFromPaid } from './status.ts';

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

// Payments as records (issue 23, decision 046): a job's paid amount, balance, paid flag and last
// method and day are worked out from its payments, the same way on every device and on the server
// (apps/api/src/modules/payments/payments.repository.ts mirrors it in SQL).

type PaymentFacts = Pick<Payment, 'amount' | 'method' | 'paidOn' | 'createdAt' | 'id'>;

/** Payments in the order they were made: by day, then by when recorded, then by id. */
export const comparePayments = (a: PaymentFacts, b: PaymentFacts): number =>
  a.paidOn !== b.paidOn
    ? a.paidOn < b.paidOn
      ? -1
      : 1
    : a.createdAt !== b.createdAt
      ? a.createdAt < b.createdAt
        ? -1
        : 1
      : a.id < b.id
        ? -1
        : a.id > b.id
          ? 1
          : 0;

/** The newest of a job's payments: the latest day, then the latest recorded, then the id. */
export const newestPayment = <T extends PaymentFacts>(payments: readonly T[]): T | undefined => {
  let newest: T | undefined;
  for (const payment of payments) {
    if (!newest || comparePayments(payment, newest) > 0) newest = payment;
  }
  return newest;
};

/** The time a payment's day stands for on a job (`paidAt`): its noon, UTC, on every device. */
export const paidAtOfDay = (day: string): string => `${day}T12:00:00.000Z`;

export type PaidFacts = {
  /** The sum of the payments (it may pass the amount when two devices both took the balance). */
  amountPaid: number;
  /** What is still owed: the amount less the payments, never below 0. */
  balance: number;
  /** The spec's flag: true once the payments reach the amount. */
  paid: boolean;
  paymentMethod?: PaymentMethod;
  paidAt?: string;
};

/**
 * What a job's payments add up to. A job without payments is unpaid, except one worth nothing
 * (no price), which keeps the flag it was given: there is nothing to pay on it.
 */
export const paidFromPayments = (
  job: Pick<Job, 'paid' | 'price'> & Partial<Pick<Job, 'actualCost' | 'estimatedCost'>>,
  payments: readonly PaymentFacts[],
): PaidFacts => {
  const amount = unpaidAmount(job);
  if (payments.length === 0) {
    const paid = amount === 0 && job.paid;
    return { amountPaid: 0, balance: amount, paid };
  }
  const amountPaid = sumMoney(payments.map((payment) => payment.amount));
  const newest = newestPayment(payments)!;
  return {
    amountPaid,
    balance: Math.max(0, sumMoney([amount, -amountPaid])),
    paid: isPaidInFull(amount, amountPaid),
    paymentMethod: newest.method,
    paidAt: paidAtOfDay(newest.paidOn),
  };
};

/** The job with its paid fields worked out from its payments (the same object when nothing changes). */
export const withPayments = (job: Job, payments: readonly PaymentFacts[]): Job => {
  const facts = paidFromPayments(job, payments);
  const amountPaid = facts.amountPaid > 0 ? facts.amountPaid : undefined;
  if (
    job.paid === facts.paid &&
    job.amountPaid === amountPaid &&
    job.paymentMethod === facts.paymentMethod &&
    job.paidAt === facts.paidAt
  ) {
    return job;
  }
  const next: Job = { ...job, paid: facts.paid, paymentStatus: paymentStatusFromPaid(facts.paid) };
  delete next.amountPaid;
  delete next.paymentMethod;
  delete next.paidAt;
  if (amountPaid !== undefined) next.amountPaid = amountPaid;
  if (facts.paymentMethod) next.paymentMethod = facts.paymentMethod;
  if (facts.paidAt) next.paidAt = facts.paidAt;
  return next;
};

/** The payments of each job, by job id. */
export const paymentsByJob = <T extends Pick<Payment, 'jobId'>>(
  payments: readonly T[],
): Map<string, T[]> => {
  const byJob = new Map<string, T[]>();
  for (const payment of payments) {
    const list = byJob.get(payment.jobId);
    if (list) list.push(payment);
    else byJob.set(payment.jobId, [payment]);
  }
  return byJob;
};

/** A job's payments, newest first (the job panel's list). */
export const jobPayments = <T extends PaymentFacts & Pick<Payment, 'jobId'>>(
  payments: readonly T[],
  jobId: string,
): T[] =>
  payments.filter((payment) => payment.jobId === jobId).sort((a, b) => comparePayments(b, a));

/**
 * What was paid in this month and the last (local months), beside the spec's totals: every
 * payment counted by its own day, so two payments of one job in two months fall in each.
 */
export const paidByMonth = (
  payments: readonly Pick<Payment, 'amount' | 'paidOn'>[],
  now: Date,
): { thisMonth: number; lastMonth: number } => {
  const thisMonth = toLocalDay(now).slice(0, 7);
  const lastMonth = toLocalDay(subMonths(now, 1)).slice(0, 7);
  const amounts = { thisMonth: [] as number[], lastMonth: [] as number[] };
  for (const payment of payments) {
    const month = payment.paidOn.slice(0, 7);
    if (month === thisMonth) amounts.thisMonth.push(payment.amount);
    else if (month === lastMonth) amounts.lastMonth.push(payment.amount);
  }
  return { thisMonth: sumMoney(amounts.thisMonth), lastMonth: sumMoney(amounts.lastMonth) };
};

/**
 * A 128-bit hash of text as a UUID-shaped string: the same input always gives the same id, so a
 * re-imported backup maps onto the records of the first import (cyrb128 mixing; not crypto).
 */
export const uuidFromText = (text: string): string => {
  let [h1, h2, h3, h4] = [1779033703, 3144134277, 1013904242, 2773480762];
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const hex = [h1 ^ h2 ^ h3 ^ h4, h2 ^ h1, h3 ^ h1, h4 ^ h1]
    .map((part) => (part >>> 0).toString(16).padStart(8, '0'))
    .join('');
  // Version 5 and RFC 4122 variant bits, so the id passes a strict UUID check.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * The payments a job paid before payments were records stands for (a backup file or browser
 * data of an earlier build, the sample data): one payment of its paid amount (else, when marked
 * paid, its whole amount), its method (cash when none was kept) and its day (the payment's, else
 * the completion's, else the record's: a job paid up front was paid when it was taken). The id comes from the job's, so reading the same
 * data twice gives the same payment.
 */
export const paymentsOfPaidJobs = (jobs: readonly Job[]): Payment[] =>
  jobs.flatMap((job) => {
    const amount = job.amountPaid ?? (job.paid ? unpaidAmount(job) : 0);
    if (!(amount > 0)) return [];
    const at = job.paidAt ?? job.completedAt ?? job.createdDate;
    return [
      {
        id: `payment-${uuidFromText(`payment:${job.id}`)}`,
        jobId: job.id,
        amount,
        method: job.paymentMethod ?? 'cash',
        paidOn: toLocalDay(at),
        note: null,
        deviceId: null,
        createdAt: at,
      },
    ];
  });
