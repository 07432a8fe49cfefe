import { describe, expect, it } from 'vitest';
import { validationMessages } from './schemas/messages.ts';
import {
  PAYMENT_AMOUNT_MESSAGE_KEYS,
  PAYMENT_DAY_MESSAGE_KEYS,
  amountProblem,
  paidAtProblem,
  paymentDayProblem,
  scheduledDayProblem,
  timeProblem,
} from './value-rules.ts';
import { jobUpdateBody } from './wire/jobs.ts';
import { paymentDay } from './wire/common.ts';

const today = '2026-03-10';

describe('a payment day', () => {
  it('is a real day between 2000-01-01 and 2100-12-31, not after today', () => {
    expect(paymentDayProblem('2026-03-10', today)).toBeNull();
    expect(paymentDayProblem('2000-01-01', today)).toBeNull();
    expect(paymentDayProblem('', today)).toBe('required');
    expect(paymentDayProblem('2026-02-30', today)).toBe('invalid');
    expect(paymentDayProblem('10/03/2026', today)).toBe('invalid');
    expect(paymentDayProblem('0001-05-01', today)).toBe('tooEarly');
    expect(paymentDayProblem('1999-12-31', today)).toBe('tooEarly');
    expect(paymentDayProblem('2026-03-11', today)).toBe('future');
    expect(paymentDayProblem('2101-01-01', '2200-01-01')).toBe('tooLate');
  });

  it('says what is wrong in English and Spanish', () => {
    for (const key of Object.values(PAYMENT_DAY_MESSAGE_KEYS)) {
      expect(validationMessages.en[key]).toBeTruthy();
      expect(validationMessages.es[key]).toBeTruthy();
      expect(validationMessages.es[key]).not.toBe(validationMessages.en[key]);
    }
    expect(validationMessages.en['payments.dayTooEarly']).toBe(
      'The payment date must be in 2000 or later',
    );
    expect(validationMessages.es['payments.dayInFuture']).toBe(
      'La fecha del pago no puede ser posterior a hoy',
    );
  });

  it('on the wire: refused with what is wrong, the server a day ahead for time zones', () => {
    const now = new Date();
    const utcToday = now.toISOString().slice(0, 10);
    expect(paymentDay.safeParse(utcToday).success).toBe(true);
    const early = paymentDay.safeParse('0001-05-01');
    expect(early.success).toBe(false);
    expect(early.error?.issues[0]?.message).toBe('must be on or after 2000-01-01');
    const future = paymentDay.safeParse('2099-01-01');
    expect(future.error?.issues[0]?.message).toBe('must not be after today');
  });
});

describe("a payment's time (paid_at)", () => {
  const now = new Date('2026-03-10T15:00:00Z');

  it('stands for a payment day, with a day of slack for the time zones', () => {
    expect(paidAtProblem('2026-03-10T15:00:00.000Z', now)).toBeNull();
    // Noon of tomorrow in Kiribati (UTC+14) is today in UTC; noon of 2000-01-01 there, 1999.
    expect(paidAtProblem('2026-03-10T22:00:00.000Z', now)).toBeNull();
    expect(paidAtProblem('1999-12-31T22:00:00.000Z', now)).toBeNull();
    expect(paidAtProblem('0001-05-01T12:00:00.000Z', now)).toBe('tooEarly');
    expect(paidAtProblem('2026-03-13T12:00:00.000Z', now)).toBe('future');
  });

  it('is refused on the wire saying so, not "must be an ISO 8601 timestamp"', () => {
    const answer = jobUpdateBody.safeParse({ paid: true, paid_at: '0001-05-01T12:00:00.000Z' });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues[0]?.message).toBe(
      'must be a payment time: must be on or after 2000-01-01',
    );
    expect(jobUpdateBody.safeParse({ paid_at: 'yesterday' }).error?.issues[0]?.message).toBe(
      'must be an ISO 8601 timestamp',
    );
    expect(jobUpdateBody.safeParse({ paid_at: new Date().toISOString() }).success).toBe(true);
  });
});

describe('an amount', () => {
  it('is at least 0 (more than 0 for a payment), at most 1,000,000, in whole cents', () => {
    expect(amountProblem(0)).toBeNull();
    expect(amountProblem(0, { positive: true })).toBe('notPositive');
    expect(amountProblem(-1)).toBe('notPositive');
    expect(amountProblem(1_000_000)).toBeNull();
    expect(amountProblem(1_000_000.01)).toBe('tooHigh');
    expect(amountProblem(12.34)).toBeNull();
    expect(amountProblem(12.345)).toBe('decimals');
    expect(amountProblem(null)).toBe('invalid');
    expect(amountProblem(undefined)).toBe('required');
    for (const key of Object.values(PAYMENT_AMOUNT_MESSAGE_KEYS)) {
      expect(validationMessages.en[key]).toBeTruthy();
      expect(validationMessages.es[key]).toBeTruthy();
    }
  });
});

describe('scheduled days and times', () => {
  it('take any real day the API keeps, and HH:mm times', () => {
    expect(scheduledDayProblem('2150-06-01')).toBeNull();
    expect(scheduledDayProblem('1899-12-31')).toBe('tooEarly');
    expect(scheduledDayProblem('3000-01-01')).toBe('tooLate');
    expect(timeProblem('')).toBeNull();
    expect(timeProblem('09:30')).toBeNull();
    expect(timeProblem('24:00')).toBe('invalid');
  });
});
