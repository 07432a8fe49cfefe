import { jobBalance } from '@jobtrack/core';
import { makeJob } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { jobCreateWire, jobUpdateWire } from '../api/api-wire.ts';
import { applyJobChanges } from './records.ts';

// Payments (decision 033) in the demo and local stores and on the wire of the api store: the same
// rules as the server, so a payment reads the same in every data mode.

const NOW = new Date('2026-11-03T10:00:00.000Z');
const job = makeJob({ status: 'completed', paid: false, price: 100 });

describe('recording a payment in the stores', () => {
  it('keeps a partial payment with its balance, and flips paid when the rest is paid', () => {
    const partial = applyJobChanges(
      job,
      { amountPaid: 40, paymentMethod: 'cash', paidAt: NOW.toISOString(), paid: false },
      NOW,
    );
    expect(partial).toMatchObject({ paid: false, amountPaid: 40, paymentMethod: 'cash' });
    expect(jobBalance(partial)).toBe(60);
    const full = applyJobChanges(partial, { amountPaid: 100, paymentMethod: 'card' }, NOW);
    expect(full).toMatchObject({ paid: true, paymentStatus: 'paid', paymentMethod: 'card' });
    expect(jobBalance(full)).toBe(0);
  });

  it('reads the paid toggle alone as all or nothing paid, and undoes a payment with nulls', () => {
    const partial = applyJobChanges(job, { amountPaid: 40 }, NOW);
    const paid = applyJobChanges(partial, { paid: true }, NOW);
    expect(paid.amountPaid).toBeUndefined();
    expect(jobBalance(paid)).toBe(0);
    const undone = applyJobChanges(
      applyJobChanges(job, { amountPaid: 100, paymentMethod: 'check', paidAt: 'x' }, NOW),
      { paid: false, amountPaid: null, paymentMethod: null, paidAt: null },
      NOW,
    );
    expect(undone).toMatchObject({ paid: false });
    expect(undone).not.toHaveProperty('amountPaid');
    expect(undone).not.toHaveProperty('paymentMethod');
    expect(undone).not.toHaveProperty('paidAt');
  });

  it('brings a paid amount down to a lowered price, paid', () => {
    const partial = applyJobChanges(job, { amountPaid: 60 }, NOW);
    expect(applyJobChanges(partial, { price: 50 }, NOW)).toMatchObject({
      amountPaid: 50,
      paid: true,
    });
  });
});

describe('payments on the wire', () => {
  it('sends the changed payment fields, and a created job carries its payment', () => {
    const next = applyJobChanges(job, { amountPaid: 40, paymentMethod: 'cash' }, NOW);
    expect(
      jobUpdateWire(
        { amountPaid: 40, paymentMethod: 'cash', paidAt: NOW.toISOString(), paid: false },
        next,
      ),
    ).toEqual({
      amount_paid: 40,
      payment_method: 'cash',
      paid_at: NOW.toISOString(),
      paid: false,
    });
    expect(jobUpdateWire({ paymentMethod: null, amountPaid: null }, job)).toEqual({
      payment_method: null,
      amount_paid: null,
    });
    expect(jobCreateWire({ ...next, paidAt: NOW.toISOString() })).toMatchObject({
      amount_paid: 40,
      payment_method: 'cash',
      paid_at: NOW.toISOString(),
    });
  });
});
