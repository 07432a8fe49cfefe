import { describe, expect, it } from 'vitest';
import { jobFromServer } from './mappers.ts';
import {
  PAYMENT_METHODS,
  isPaidInFull,
  isPaymentMethod,
  jobBalance,
  jobPaidAmount,
} from './payments.ts';
import { makeJob } from './testing/factories.ts';

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
