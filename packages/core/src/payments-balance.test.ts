import { describe, expect, it } from 'vitest';
import { jobFromServer } from './mappers.ts';
import {
  PAYMENT_METHODS,
  isPaidInFull,
  isPaymentMethod,
  jobBalance,
  jobPaidAmount,
  oldestOwedFirst,
  owedDays,
  paidByMonth,
} from './payments.ts';
import { makeJob, makePayment } from './testing/factories.ts';

describe('payments: paid amount and balance (issue 15, decision 033)', () => {
  it('offers cash, check, card, bank transfer and other, in that order', () => {
    expect(PAYMENT_METHODS).toEqual(['cash', 'check', 'card', 'bank_transfer', 'other']);
    expect(isPaymentMethod('card')).toBe(true);
    expect(isPaymentMethod('bitcoin')).toBe(false);
  });

  it('without a recorded amount, a paid job is paid in full and an unpaid one not at all', () => {
    expect(jobPaidAmount(makeJob({ paid: true, price: 120 }))).toBe(120);
    expect(jobBalance(makeJob({ paid: true, price: 120 }))).toBe(0);
    expect(jobPaidAmount(makeJob({ paid: false, price: 120 }))).toBe(0);
    expect(jobBalance(makeJob({ paid: false, price: 120 }))).toBe(120);
  });

  it('a partial payment leaves the rest of the amount (actual cost, else estimate, else price)', () => {
    const job = makeJob({ paid: false, price: 100, actualCost: 100.1, amountPaid: 40.05 });
    expect(jobPaidAmount(job)).toBe(40.05);
    expect(jobBalance(job)).toBe(60.05);
  });

  it('never owes less than nothing', () => {
    expect(jobBalance(makeJob({ paid: true, price: 50, amountPaid: 80 }))).toBe(0);
  });

  it('is paid in full exactly when the paid amount reaches the amount, to the cent', () => {
    expect(isPaidInFull(100, 99.99)).toBe(false);
    expect(isPaidInFull(100, 100)).toBe(true);
    expect(isPaidInFull(0.3, 0.1 + 0.2)).toBe(true);
  });

  it('reads the payment fields from the server, dropping an unknown method', () => {
    const base = {
      id: 'job-1',
      customer_id: 'customer-1',
      customer: { name: 'Ana' },
      title: 'Cleaning',
      description: null,
      status: 'completed',
      estimated_cost: 100,
      actual_cost: null,
      estimated_hours: null,
      actual_hours: null,
      due_date: '2026-11-02',
      paid: false,
      completed_at: '2026-11-02T15:00:00.000Z',
      created_at: '2026-11-01T10:00:00.000Z',
    };
    const job = jobFromServer({
      ...base,
      amount_paid: 30,
      payment_method: 'check',
      paid_at: '2026-11-03T12:00:00.000Z',
    });
    expect(job).toMatchObject({
      amountPaid: 30,
      paymentMethod: 'check',
      paidAt: '2026-11-03T12:00:00.000Z',
    });
    expect(jobBalance(job)).toBe(70);
    const plain = jobFromServer({ ...base, payment_method: 'barter', amount_paid: null });
    expect(plain.paymentMethod).toBeUndefined();
    expect(plain.amountPaid).toBeUndefined();
  });
});

describe('owed age, order and month totals (issue 15, decision 033)', () => {
  const now = new Date(2026, 10, 20, 15, 0);
  it('counts the days owed from the completion day, else the scheduled day', () => {
    const completed = makeJob({
      scheduledDate: '2026-11-01',
      completedAt: new Date(2026, 10, 8, 17, 0).toISOString(),
    });
    expect(owedDays(completed, now)).toBe(12);
    expect(owedDays(makeJob({ scheduledDate: '2026-11-19' }), now)).toBe(1);
    expect(owedDays(makeJob({ scheduledDate: '2026-11-20' }), now)).toBe(0);
    // A job scheduled ahead but completed early is not owed "minus" days.
    expect(owedDays(makeJob({ scheduledDate: '2026-12-01' }), now)).toBe(0);
  });

  it('puts the longest owed first', () => {
    const jobs = [
      makeJob({ id: 'b', scheduledDate: '2026-11-10' }),
      makeJob({
        id: 'a',
        scheduledDate: '2026-11-15',
        completedAt: new Date(2026, 10, 2).toISOString(),
      }),
      makeJob({ id: 'c', scheduledDate: '2026-11-18' }),
    ];
    expect(oldestOwedFirst(jobs).map((job) => job.id)).toEqual(['a', 'b', 'c']);
  });

  it('adds each payment by its own day into this and last month', () => {
    const payments = [
      makePayment({ amount: 100, paidOn: '2026-11-03' }),
      makePayment({ jobId: 'job-2', amount: 40.1, paidOn: '2026-11-19' }),
      // One job paid in two months: each payment in its own month.
      makePayment({ jobId: 'job-3', amount: 80, paidOn: '2026-11-01' }),
      makePayment({ jobId: 'job-3', amount: 55.5, paidOn: '2026-10-31' }),
      makePayment({ amount: 999, paidOn: '2026-09-30' }),
    ];
    expect(paidByMonth(payments, now)).toEqual({ thisMonth: 220.1, lastMonth: 55.5 });
    // January's last month is December of the year before.
    expect(paidByMonth(payments, new Date(2027, 0, 5)).lastMonth).toBe(0);
    expect(
      paidByMonth([makePayment({ amount: 10, paidOn: '2026-12-31' })], new Date(2027, 0, 5)),
    ).toEqual({ thisMonth: 0, lastMonth: 10 });
  });
});
