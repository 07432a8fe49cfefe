// Money display of spec §9: tiles in whole dollars, unpaid and detail amounts with cents.
import { DEFAULT_CURRENCY } from './constants.ts';
import type { Job } from './entities.ts';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: DEFAULT_CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: DEFAULT_CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Stat tiles, e.g. this week's earnings: 1234.5 -> '$1,235'. */
export const formatWholeDollars = (amount: number): string => wholeDollars.format(amount);

/** Unpaid totals, detail amounts and job prices: 1234.5 -> '$1,234.50'. */
export const formatMoney = (amount: number): string => dollarsAndCents.format(amount);

/** What a job is owed for (spec §9): the actual cost, else the estimate, else the price. */
export const unpaidAmount = (
  job: Pick<Job, 'price'> & Partial<Pick<Job, 'actualCost' | 'estimatedCost'>>,
): number => job.actualCost ?? job.estimatedCost ?? job.price;

/** Sums money without collecting float dust (0.1 + 0.2 is 0.30000000000000004). */
export const sumMoney = (amounts: readonly number[]): number => {
  const cents = amounts.reduce((total, amount) => total + Math.round(amount * 100), 0);
  return cents / 100;
};
