// Money display of spec §9: tiles in whole dollars, unpaid and detail amounts with cents. US
// dollars read the US way in both languages: Spanish uses es-US, which writes '$1,234.50' too
// (docs/decisions/016-spanish-formats.md).
import { DEFAULT_CURRENCY, type Language } from './constants.ts';
import type { Job } from './entities.ts';

/** The Intl locale of a UI language: the US way for both (decision 016). */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

const currency = (language: Language, fractionDigits: number) =>
  new Intl.NumberFormat(INTL_LOCALES[language], {
    style: 'currency',
    currency: DEFAULT_CURRENCY,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

const wholeDollars = { en: currency('en', 0), es: currency('es', 0) };
const dollarsAndCents = { en: currency('en', 2), es: currency('es', 2) };

/** Stat tiles, e.g. this week's earnings: 1234.5 -> '$1,235'. */
export const formatWholeDollars = (amount: number, language: Language = 'en'): string =>
  wholeDollars[language].format(amount);

/** Unpaid totals, detail amounts and job prices: 1234.5 -> '$1,234.50'. */
export const formatMoney = (amount: number, language: Language = 'en'): string =>
  dollarsAndCents[language].format(amount);

/** What a job is owed for (spec §9): the actual cost, else the estimate, else the price. */
export const unpaidAmount = (
  job: Pick<Job, 'price'> & Partial<Pick<Job, 'actualCost' | 'estimatedCost'>>,
): number => job.actualCost ?? job.estimatedCost ?? job.price;

/** Sums money without collecting float dust (0.1 + 0.2 is 0.30000000000000004). */
export const sumMoney = (amounts: readonly number[]): number => {
  const cents = amounts.reduce((total, amount) => total + Math.round(amount * 100), 0);
  return cents / 100;
};
