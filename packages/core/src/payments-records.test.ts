import { describe, expect, it } from 'vitest';
import { jobPayments, paidFromPayments, withPayments } from './payments.ts';
import { makeJob, makePayment } from './testing/factories.ts';

describe('payments as records (issue 23, decision 046)', () => {
  const job = makeJob({ price: 150 });

  it('adds two payments made on two devices and leaves the balance', () => {
    const facts = paidFromPayments(job, [
      makePayment({ id: 'payment-b', amount: 100, method: 'check', paidOn: '2026-11-03' }),
      makePayment({ id: 'payment-a', amount: 25.05, method: 'cash', paidOn: '2026-11-02' }),
    ]);
    expect(facts).toEqual({
      amountPaid: 125.05,
      balance: 24.95,
      paid: false,
      paymentMethod: 'check',
      paidAt: '2026-11-03T12:00:00.000Z',
    });
  });

  it('is paid once the payments reach the amount, even past it, with the newest method and day', () => {
    const facts = paidFromPayments(job, [
      makePayment({ id: 'payment-1', amount: 150, method: 'card', paidOn: '2026-11-05' }),
      makePayment({
        id: 'payment-2',
        amount: 50,
        method: 'cash',
        paidOn: '2026-11-05',
        createdAt: '2026-11-05T18:00:00.000Z',
      }),
    ]);
    expect(facts).toMatchObject({ amountPaid: 200, balance: 0, paid: true, paymentMethod: 'cash' });
  });

  it('reads a job without payments as unpaid, whatever flag it carried', () => {
    expect(paidFromPayments(makeJob({ price: 80, paid: true }), [])).toEqual({
      amountPaid: 0,
      balance: 80,
      paid: false,
    });
    // Nothing to pay: the flag it was given stands.
    expect(paidFromPayments(makeJob({ price: 0, paid: true }), []).paid).toBe(true);
  });

  it('follows the actual cost, else the estimate, else the price (spec §9)', () => {
    const costly = makeJob({ price: 100, actualCost: 120 });
    expect(paidFromPayments(costly, [makePayment({ amount: 100 })])).toMatchObject({
      paid: false,
      balance: 20,
    });
  });

  it('writes the derived fields on the job and keeps the same object when nothing changes', () => {
    const paid = withPayments(job, [makePayment({ amount: 150, method: 'card' })]);
    expect(paid).toMatchObject({
      paid: true,
      paymentStatus: 'paid',
      amountPaid: 150,
      paymentMethod: 'card',
      paidAt: '2024-03-06T12:00:00.000Z',
    });
    expect(withPayments(paid, [makePayment({ amount: 150, method: 'card' })])).toBe(paid);
    const cleared = withPayments(paid, []);
    expect(cleared.paid).toBe(false);
    expect(cleared.amountPaid).toBeUndefined();
    expect(cleared.paymentMethod).toBeUndefined();
  });

  it("lists one job's payments newest first", () => {
    const payments = [
      makePayment({ id: 'payment-1', paidOn: '2026-01-01' }),
      makePayment({ id: 'payment-2', jobId: 'job-2', paidOn: '2026-03-01' }),
      makePayment({ id: 'payment-3', paidOn: '2026-02-01' }),
    ];
    expect(jobPayments(payments, 'job-1').map((payment) => payment.id)).toEqual([
      'payment-3',
      'payment-1',
    ]);
  });
});
