import { makeJob, makePayment } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { jobCreateWire, paymentCreateWire } from '../api/api-wire.ts';
import { paymentsOfChange, withDerivedFields, withPaymentChanges } from './records.ts';

// Payments as records (issue 23, decision 046) in the stores every mode shares: the job's paid
// fields follow from its payments, the spec's toggle becomes payments, and the wire carries them.

const NOW = new Date('2026-11-03T10:00:00.000Z');
const job = makeJob({ id: 'job-1', status: 'completed', paid: false, price: 100 });
const snapshot = (payments = [makePayment({ amount: 40, paidOn: '2026-11-01' })]) =>
  withDerivedFields({ customers: [], jobs: [job], series: [], payments });

describe('payments in the stores', () => {
  it("works each job's paid amount, balance and flag out from its payments", () => {
    expect(snapshot().jobs[0]).toMatchObject({
      paid: false,
      amountPaid: 40,
      paymentMethod: 'cash',
    });
    const paid = snapshot([
      makePayment({ id: 'payment-a', amount: 40 }),
      makePayment({ id: 'payment-b', amount: 60, method: 'check', paidOn: '2026-11-02' }),
    ]);
    expect(paid.jobs[0]).toMatchObject({
      paid: true,
      paymentStatus: 'paid',
      amountPaid: 100,
      paymentMethod: 'check',
      paidAt: '2026-11-02T12:00:00.000Z',
    });
  });

  it('drops the payments of a job that is gone', () => {
    const gone = withDerivedFields({
      customers: [],
      jobs: [],
      series: [],
      payments: [makePayment()],
    });
    expect(gone.payments).toEqual([]);
  });

  it("turns the spec's toggle into payments: the balance in cash today, or every payment removed", () => {
    const current = snapshot();
    const withPart = current.jobs[0]!;
    const { add } = paymentsOfChange(withPart, current.payments, { paid: true }, 'phone', NOW);
    expect(add).toEqual([
      expect.objectContaining({
        jobId: 'job-1',
        amount: 60,
        method: 'cash',
        paidOn: '2026-11-03',
        deviceId: 'phone',
      }),
    ]);
    const { remove } = paymentsOfChange(withPart, current.payments, { paid: false }, null, NOW);
    expect(remove.map((payment) => payment.id)).toEqual(current.payments.map((p) => p.id));
    expect(withPaymentChanges(current.payments, add, remove)).toEqual(add);
  });

  it('keeps a payment added twice (a replay) once', () => {
    const payment = makePayment();
    expect(withPaymentChanges([payment], [payment], [])).toEqual([payment]);
  });
});

describe('payments on the wire', () => {
  it('sends a payment with its id, and a new job without paid fields', () => {
    const payment = makePayment({ note: 'Under the mat', deviceId: 'phone' });
    expect(paymentCreateWire(payment)).toEqual({
      id: payment.id,
      job_id: 'job-1',
      amount: 50,
      method: 'cash',
      paid_on: '2024-03-06',
      note: 'Under the mat',
      device_id: 'phone',
      created_at: payment.createdAt,
    });
    const body = jobCreateWire(makeJob({ paid: true, amountPaid: 100, price: 100 }));
    expect(body).not.toHaveProperty('paid');
    expect(body).not.toHaveProperty('amount_paid');
    // A job worth nothing keeps its flag: there is no payment to make.
    expect(jobCreateWire(makeJob({ paid: true, price: 0 }))).toMatchObject({ paid: true });
  });
});
