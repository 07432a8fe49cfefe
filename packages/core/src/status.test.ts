import { describe, expect, it } from 'vitest';
import { makeJob } from './testing/factories.ts';
import {
  advanceJob,
  canMarkAsPaid,
  canTogglePayment,
  demoSaveStatus,
  displayStatus,
  EDITABLE_STATUSES,
  isScheduledStatus,
  jobPaymentBadgeColor,
  nextStatus,
  paymentBadgeColor,
  paymentStatusFromPaid,
  PAYMENT_LABEL_KEYS,
  STATUS_LABEL_KEYS,
  statusBadgeColor,
  statusFromServer,
  statusLabels,
  statusToServer,
  withPayment,
} from './status.ts';

describe('statusFromServer (spec §4, server -> app)', () => {
  it.each([
    ['pending', 'pending'],
    ['in_progress', 'in-progress'],
    ['completed', 'completed'],
    ['cancelled', 'cancelled'],
    ['on_hold', 'scheduled'],
    ['in-progress', 'scheduled'],
    ['', 'scheduled'],
    [null, 'scheduled'],
  ] as const)('%s -> %s', (server, app) => {
    expect(statusFromServer(server)).toBe(app);
  });
});

describe('statusToServer (spec §4, app -> server)', () => {
  it.each([
    ['scheduled', 'pending'],
    ['in-progress', 'in_progress'],
    ['completed', 'completed'],
    ['cancelled', 'cancelled'],
    ['pending', 'pending'],
    ['whatever', 'pending'],
    [undefined, 'pending'],
  ] as const)('%s -> %s', (app, server) => {
    expect(statusToServer(app)).toBe(server);
  });
});

describe('labels', () => {
  it('displays Scheduled, In Progress, Completed, Cancelled (spec §4)', () => {
    const en = statusLabels.en;
    expect(en[STATUS_LABEL_KEYS.scheduled as keyof typeof en]).toBe('Scheduled');
    expect(en[STATUS_LABEL_KEYS['in-progress'] as keyof typeof en]).toBe('In Progress');
    expect(en[STATUS_LABEL_KEYS.completed as keyof typeof en]).toBe('Completed');
    expect(en[STATUS_LABEL_KEYS.cancelled as keyof typeof en]).toBe('Cancelled');
    expect(en[PAYMENT_LABEL_KEYS.unpaid as keyof typeof en]).toBe('Unpaid');
  });

  it('has a Spanish word for every key', () => {
    expect(Object.keys(statusLabels.es).sort()).toEqual(Object.keys(statusLabels.en).sort());
  });
});

describe('nextStatus', () => {
  it('moves scheduled to in-progress and in-progress to completed', () => {
    expect(nextStatus('scheduled')).toBe('in-progress');
    expect(nextStatus('in-progress')).toBe('completed');
  });
  it('treats pending (how the server returns a scheduled job) as scheduled', () => {
    expect(statusLabels.en[STATUS_LABEL_KEYS.pending as keyof typeof statusLabels.en]).toBe(
      'Scheduled',
    );
    expect(STATUS_LABEL_KEYS.pending).toBe(STATUS_LABEL_KEYS.scheduled);
    expect(displayStatus('pending')).toBe('scheduled');
    expect(displayStatus('in-progress')).toBe('in-progress');
    expect(EDITABLE_STATUSES).not.toContain('pending');
    expect(nextStatus('pending')).toBe('in-progress');
    expect(isScheduledStatus('pending')).toBe(true);
    expect(isScheduledStatus('in-progress')).toBe(false);
  });
  it('returns null when the job cannot advance', () => {
    expect(nextStatus('completed')).toBeNull();
    expect(nextStatus('cancelled')).toBeNull();
  });
});

describe('advanceJob', () => {
  const now = new Date('2024-03-06T15:30:00.000Z');
  it('starts a scheduled job without a completion date', () => {
    const job = advanceJob(makeJob({ status: 'scheduled' }), now);
    expect(job.status).toBe('in-progress');
    expect(job.completedAt).toBeUndefined();
  });
  it('stamps completedDate and completedAt when completing', () => {
    const job = advanceJob(makeJob({ status: 'in-progress' }), now);
    expect(job.status).toBe('completed');
    expect(job.completedAt).toBe('2024-03-06T15:30:00.000Z');
    expect(job.completedDate).toBe('2024-03-06T15:30:00.000Z');
  });
  it('leaves a completed job alone', () => {
    const done = makeJob({ status: 'completed', completedAt: '2024-01-01T00:00:00.000Z' });
    expect(advanceJob(done, now)).toBe(done);
  });
});

describe('payment rules (spec §4)', () => {
  it('derives the payment status from paid', () => {
    expect(paymentStatusFromPaid(true)).toBe('paid');
    expect(paymentStatusFromPaid(false)).toBe('unpaid');
  });

  it('lets only a completed job toggle its payment', () => {
    expect(canTogglePayment({ status: 'completed' })).toBe(true);
    for (const status of ['scheduled', 'pending', 'in-progress', 'cancelled'] as const) {
      expect(canTogglePayment({ status })).toBe(false);
    }
  });

  it('offers Mark as Paid only for completed and unpaid', () => {
    expect(canMarkAsPaid({ status: 'completed', paid: false })).toBe(true);
    expect(canMarkAsPaid({ status: 'completed', paid: true })).toBe(false);
    expect(canMarkAsPaid({ status: 'in-progress', paid: false })).toBe(false);
  });

  it('keeps paid and paymentStatus in step', () => {
    const job = withPayment(makeJob({ status: 'completed' }), true);
    expect(job.paid).toBe(true);
    expect(job.paymentStatus).toBe('paid');
    expect(withPayment(job, false).paymentStatus).toBe('unpaid');
  });
});

describe('badge colours (spec §4)', () => {
  it('colours statuses', () => {
    expect(statusBadgeColor('completed')).toBe('green');
    expect(statusBadgeColor('in-progress')).toBe('blue');
    expect(statusBadgeColor('scheduled')).toBe('grey');
    expect(statusBadgeColor('pending')).toBe('grey');
    expect(statusBadgeColor('cancelled')).toBe('red');
  });
  it('colours payments', () => {
    expect(paymentBadgeColor('paid')).toBe('green');
    expect(paymentBadgeColor('unpaid')).toBe('orange');
    expect(paymentBadgeColor('pending')).toBe('grey');
  });

  it('shows an unpaid job in a neutral tone until it is completed', () => {
    expect(jobPaymentBadgeColor({ status: 'scheduled', paid: false })).toBe('grey');
    expect(jobPaymentBadgeColor({ status: 'pending', paid: false })).toBe('grey');
    expect(jobPaymentBadgeColor({ status: 'in-progress', paid: false })).toBe('grey');
    expect(jobPaymentBadgeColor({ status: 'completed', paid: false })).toBe('orange');
    expect(jobPaymentBadgeColor({ status: 'scheduled', paid: true })).toBe('green');
  });
});

describe('demoSaveStatus (spec §4)', () => {
  it('stores pending and cancelled as scheduled', () => {
    expect(demoSaveStatus('pending')).toBe('scheduled');
    expect(demoSaveStatus('cancelled')).toBe('scheduled');
  });
  it('keeps the other statuses', () => {
    expect(demoSaveStatus('scheduled')).toBe('scheduled');
    expect(demoSaveStatus('in-progress')).toBe('in-progress');
    expect(demoSaveStatus('completed')).toBe('completed');
  });
});
