import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import {
  applyCustomerChanges,
  applyJobChanges,
  buildCustomer,
  buildJob,
  newCustomerId,
  newJobId,
  withDerivedFields,
} from './records.ts';

const NOW = new Date('2025-06-04T10:00:00.000Z');

describe('records', () => {
  it('makes ids with the user-created prefixes (spec §3)', () => {
    expect(newCustomerId()).toMatch(/^customer-[0-9a-f-]{36}$/);
    expect(newJobId()).toMatch(/^job-[0-9a-f-]{36}$/);
    expect(newJobId()).not.toBe(newJobId());
  });

  it('builds a trimmed customer and a scheduled, unpaid job', () => {
    const customer = buildCustomer(
      { name: ' A ', phone: ' 1 ', address: ' x ', serviceType: ' Other ', notes: ' n ' },
      'customer-1',
      NOW,
    );
    expect(customer).toEqual({
      id: 'customer-1',
      name: 'A',
      email: '',
      phone: '1',
      address: 'x',
      businessName: '',
      notes: 'n',
      serviceType: 'Other',
      createdDate: NOW.toISOString(),
      totalUnpaid: 0,
    });
    const job = buildJob(
      {
        customerId: 'customer-1',
        serviceType: 'Painting ',
        scheduledDate: '2025-06-05',
        price: 10,
      },
      'job-1',
      'A',
      NOW,
    );
    expect(job).toEqual({
      id: 'job-1',
      customerId: 'customer-1',
      customerName: 'A',
      title: 'Painting',
      description: '',
      serviceType: 'Painting',
      scheduledDate: '2025-06-05',
      dueDate: '2025-06-05',
      price: 10,
      status: 'scheduled',
      paymentStatus: 'unpaid',
      paid: false,
      notes: '',
      createdDate: NOW.toISOString(),
    });
  });

  it('applies customer changes, trimmed, leaving the rest', () => {
    const customer = makeCustomer();
    expect(applyCustomerChanges(customer, { phone: ' 2 ' })).toEqual({ ...customer, phone: '2' });
  });

  it('stamps completion and clears it when a job leaves completed', () => {
    const done = applyJobChanges(makeJob(), { status: 'completed' }, NOW);
    expect(done).toMatchObject({
      completedAt: NOW.toISOString(),
      completedDate: NOW.toISOString(),
    });
    const reopened = applyJobChanges(done, { status: 'in-progress' }, NOW);
    expect(reopened.completedAt).toBeUndefined();
    expect(reopened.completedDate).toBeUndefined();
    const given = applyJobChanges(
      makeJob(),
      { status: 'completed', completedAt: '2025-01-01T00:00:00.000Z' },
      NOW,
    );
    expect(given.completedAt).toBe('2025-01-01T00:00:00.000Z');
  });

  it('moves the cost the price is read from with the price (spec §9)', () => {
    expect(
      applyJobChanges(makeJob({ actualCost: 50, price: 50 }), { price: 60 }, NOW),
    ).toMatchObject({ price: 60, actualCost: 60 });
    expect(
      applyJobChanges(makeJob({ estimatedCost: 50, price: 50 }), { price: 60 }, NOW),
    ).toMatchObject({ price: 60, estimatedCost: 60 });
    const plain = applyJobChanges(makeJob({ price: 50 }), { price: 60 }, NOW);
    expect(plain.estimatedCost).toBeUndefined();
  });

  it('keeps payment status, title and description in step', () => {
    const job = applyJobChanges(
      makeJob(),
      { paid: true, serviceType: 'X', notes: ' n ', scheduledDate: '2025-01-02' },
      NOW,
    );
    expect(job).toMatchObject({
      paid: true,
      paymentStatus: 'paid',
      title: 'X',
      serviceType: 'X',
      notes: 'n',
      description: 'n',
      dueDate: '2025-01-02',
    });
  });

  it('derives job customer names and customer unpaid totals', () => {
    const derived = withDerivedFields({
      customers: [
        makeCustomer({ id: 'c1', name: 'Ana', totalUnpaid: 999 }),
        makeCustomer({ id: 'c2' }),
      ],
      jobs: [
        makeJob({ id: 'j1', customerId: 'c1', status: 'completed', price: 10.1 }),
        makeJob({ id: 'j2', customerId: 'c1', status: 'completed', price: 20.2 }),
        makeJob({ id: 'j3', customerId: 'c1', status: 'scheduled', price: 5 }),
        makeJob({ id: 'j4', customerId: 'gone', customerName: '' }),
      ],
      series: [],
      payments: [],
    });
    // Spec §3: every unpaid job (paid = false), the scheduled one too.
    expect(derived.customers.map((c) => c.totalUnpaid)).toEqual([35.3, 0]);
    expect(derived.jobs.map((j) => j.customerName)).toEqual([
      'Ana',
      'Ana',
      'Ana',
      'Unknown Customer',
    ]);
  });
});

describe('start time and arrival window (decision 026)', () => {
  const NOW = new Date('2026-11-23T12:00:00Z');

  it('sets, keeps and clears them; a window end without a start or before it is dropped', () => {
    const timed = applyJobChanges(makeJob(), { startTime: '08:00', windowEnd: '10:00' }, NOW);
    expect(timed).toMatchObject({ startTime: '08:00', windowEnd: '10:00' });
    expect(applyJobChanges(timed, { price: 5 }, NOW)).toMatchObject({ windowEnd: '10:00' });
    const earlier = applyJobChanges(timed, { windowEnd: '07:00' }, NOW);
    expect(earlier.startTime).toBe('08:00');
    expect(earlier).not.toHaveProperty('windowEnd');
    const cleared = applyJobChanges(timed, { startTime: '', windowEnd: '' }, NOW);
    expect(cleared).not.toHaveProperty('startTime');
    expect(cleared).not.toHaveProperty('windowEnd');
    expect(applyJobChanges(makeJob(), { windowEnd: '10:00' }, NOW)).not.toHaveProperty('windowEnd');
  });
});
