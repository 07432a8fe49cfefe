import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { applyCustomerChanges, applyJobChanges, buildCustomer } from './records.ts';

// Issue 13's fields through the record rules every data mode shares (decisions 024, 025).
const NOW = new Date('2025-06-04T10:00:00.000Z');
const ARRIVED = '2025-06-04T14:05:00.000Z';
const FINISHED = '2025-06-04T15:35:00.000Z';

describe("a customer's language", () => {
  it('is kept when chosen and absent otherwise', () => {
    const base = { name: 'Maria', phone: '1', address: 'A', serviceType: 'Lawn Care' };
    expect(buildCustomer({ ...base, language: 'es' }, 'customer-1', NOW).language).toBe('es');
    expect('language' in buildCustomer(base, 'customer-2', NOW)).toBe(false);
  });

  it('changes with an edit and survives an edit of other fields', () => {
    const customer = applyCustomerChanges(makeCustomer(), { language: 'es' });
    expect(customer.language).toBe('es');
    expect(applyCustomerChanges(customer, { notes: ' gate ' })).toMatchObject({
      language: 'es',
      notes: 'gate',
    });
  });
});

describe("a job's check-in times", () => {
  it('are recorded with the status and cleared by null (an undo)', () => {
    const started = applyJobChanges(
      makeJob({ status: 'scheduled' }),
      { status: 'in-progress', arrivedAt: ARRIVED },
      NOW,
    );
    expect(started).toMatchObject({ status: 'in-progress', arrivedAt: ARRIVED });
    const done = applyJobChanges(
      started,
      { status: 'completed', finishedAt: FINISHED, completedAt: FINISHED },
      NOW,
    );
    expect(done).toMatchObject({
      status: 'completed',
      arrivedAt: ARRIVED,
      finishedAt: FINISHED,
      completedAt: FINISHED,
    });
    const undone = applyJobChanges(done, { status: 'in-progress', finishedAt: null }, NOW);
    expect(undone.status).toBe('in-progress');
    expect('finishedAt' in undone).toBe(false);
    expect('completedAt' in undone).toBe(false);
    expect(undone.arrivedAt).toBe(ARRIVED);
  });
});
