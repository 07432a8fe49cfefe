// One rule for the dates, times and amounts an owner types (issue 23): the forms check them on the
// device with these functions and the API's wire schemas refuse with the same ones, so what a form
// lets through the server keeps. Each answers what is wrong (null: nothing), and the form shows
// that problem's message in the UI's language (VALUE_MESSAGE_KEYS, messages-en/es.ts).
import { addCalendarDays } from './recurrence.ts';
import {
  DATE_MAX,
  DATE_MIN,
  MONEY_MAX,
  MONEY_MIN,
  PAYMENT_DAY_MAX,
  PAYMENT_DAY_MIN,
  TIME_OF_DAY,
  hasWholeCents,
} from './limits.ts';

export type DayProblem = 'required' | 'invalid' | 'tooEarly' | 'tooLate' | 'future';
export type AmountProblem = 'required' | 'invalid' | 'notPositive' | 'tooHigh' | 'decimals';

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written yyyy-MM-dd (no rollover: 2025-02-30 is not one). */
export const isCalendarDay = (value: string): boolean => {
  if (!DAY_SHAPE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** What is wrong with a day for a range (inclusive), and `notAfter` when it may not be later. */
export const dayProblem = (
  value: string,
  range: { min: string; max: string; notAfter?: string },
): DayProblem | null => {
  const day = value.trim();
  if (day === '') return 'required';
  if (!isCalendarDay(day)) return 'invalid';
  if (day < range.min) return 'tooEarly';
  if (day > range.max) return 'tooLate';
  if (range.notAfter !== undefined && day > range.notAfter) return 'future';
  return null;
};

/**
 * A payment's day: between 2000-01-01 and 2100-12-31 and not after `today` (the device's today
 * on the device; on the server, its UTC day plus one, as a device east of UTC is a day ahead).
 */
export const paymentDayProblem = (day: string, today: string): DayProblem | null =>
  dayProblem(day, { min: PAYMENT_DAY_MIN, max: PAYMENT_DAY_MAX, notAfter: today });

/** A scheduled day (a job, a visit, a series' start or end): any real day the API keeps. */
export const scheduledDayProblem = (day: string): DayProblem | null =>
  dayProblem(day, { min: DATE_MIN, max: DATE_MAX });

/** A time of day, HH:mm from 00:00 to 23:59; empty is no time. */
export const timeProblem = (value: string): 'invalid' | null =>
  value.trim() === '' || TIME_OF_DAY.test(value.trim()) ? null : 'invalid';

/**
 * An amount of money (a price, a payment): at least 0 (more than 0 when `positive`), at most
 * 1,000,000, in whole cents. `null` is an amount that could not be read.
 */
export const amountProblem = (
  value: number | null | undefined,
  options: { positive?: boolean } = {},
): AmountProblem | null => {
  if (value === undefined) return 'required';
  if (value === null || !Number.isFinite(value)) return 'invalid';
  if (value < MONEY_MIN || (options.positive === true && value <= 0)) return 'notPositive';
  if (value > MONEY_MAX) return 'tooHigh';
  if (!hasWholeCents(value)) return 'decimals';
  return null;
};

/** The server's latest payment day: its UTC day plus one (time zones ahead of UTC). */
export const latestPaymentDayOnServer = (now: Date): string =>
  addCalendarDays(now.toISOString().slice(0, 10), 1);

/**
 * A payment's time (the wire's `paid_at`): the device sends noon of the payment's day in its
 * time zone (or now for today), so the instant may be up to a day off the day in UTC. Answers
 * the problem of the day it stands for, with a day of slack either side.
 */
export const paidAtProblem = (iso: string, now: Date): DayProblem | null => {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 'invalid';
  const utcDay = new Date(at).toISOString().slice(0, 10);
  return dayProblem(utcDay, {
    min: addCalendarDays(PAYMENT_DAY_MIN, -1),
    max: addCalendarDays(PAYMENT_DAY_MAX, 1),
    notAfter: latestPaymentDayOnServer(now),
  });
};

/** The message key of each problem of a payment's day and amount (both languages). */
export const PAYMENT_DAY_MESSAGE_KEYS = {
  required: 'payments.dayRequired',
  invalid: 'payments.dayInvalid',
  tooEarly: 'payments.dayTooEarly',
  tooLate: 'payments.dayTooLate',
  future: 'payments.dayInFuture',
} as const satisfies Record<DayProblem, string>;

export const PAYMENT_AMOUNT_MESSAGE_KEYS = {
  required: 'payments.amountRequired',
  invalid: 'payments.amountInvalid',
  notPositive: 'payments.amountNotPositive',
  tooHigh: 'payments.amountTooHigh',
  decimals: 'payments.amountDecimals',
} as const satisfies Record<AmountProblem, string>;

/** The API's English words for a day's problem (wire schemas). */
export const wireDaySays = (problem: DayProblem, range: { min: string; max: string }): string =>
  ({
    required: 'is required',
    invalid: 'must be a real date written yyyy-MM-dd',
    tooEarly: `must be on or after ${range.min}`,
    tooLate: `must be on or before ${range.max}`,
    future: 'must not be after today',
  })[problem];
