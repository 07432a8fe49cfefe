import { makeJob } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { applyJobChanges } from '#web/data/shared/records.ts';
import { advanceChanges, undoChanges, undoableChange } from './job-undo.ts';

const NOW = new Date('2025-06-04T15:00:00.000Z');

describe('advanceChanges', () => {
  it('starts a scheduled job, completes one in progress with a stamp, and stops there', () => {
    expect(advanceChanges(makeJob({ status: 'scheduled' }), NOW)).toEqual({
      status: 'in-progress',
    });
    expect(advanceChanges(makeJob({ status: 'in-progress' }), NOW)).toEqual({
      status: 'completed',
      completedAt: NOW.toISOString(),
    });
    expect(advanceChanges(makeJob({ status: 'completed' }), NOW)).toBeNull();
  });
});

describe('undoChanges', () => {
  it('restores the status, the completion stamp and the payment the job had', () => {
    const started = makeJob({ status: 'in-progress' });
    const completing = advanceChanges(started, NOW)!;
    const undo = undoChanges(started, completing);
    expect(undo).toEqual({ status: 'in-progress', completedAt: null });
    const completed = applyJobChanges(started, completing, NOW);
    expect(applyJobChanges(completed, undo, NOW)).toEqual(started);

    const unpaid = makeJob({ status: 'completed', paid: false, paymentStatus: 'unpaid' });
    expect(undoChanges(unpaid, { paid: true })).toEqual({ paid: false });
  });

  it('clears check-in times the change set', () => {
    const job = makeJob({ status: 'scheduled' });
    expect(undoChanges(job, { status: 'in-progress', arrivedAt: NOW.toISOString() })).toEqual({
      status: 'scheduled',
      completedAt: null,
      arrivedAt: null,
    });
  });
});

describe('undoableChange', () => {
  it('names what was done', () => {
    expect(undoableChange({ status: 'in-progress' })).toBe('started');
    expect(undoableChange({ status: 'completed', completedAt: 'x' })).toBe('completed');
    expect(undoableChange({ paid: true })).toBe('paid');
    expect(undoableChange({ paid: false })).toBe('unpaid');
  });
});
