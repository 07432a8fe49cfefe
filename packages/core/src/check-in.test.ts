import { describe, expect, it } from 'vitest';
import { checkInFor, minutesOnSite } from './check-in.ts';
import { makeJob } from './testing/factories.ts';

const TODAY = '2025-06-04';

describe('checkInFor', () => {
  const job = (id: string, fields: Parameters<typeof makeJob>[0] = {}) =>
    makeJob({ id, customerId: 'customer-1', scheduledDate: TODAY, ...fields });

  it("starts the customer's first job scheduled today", () => {
    const jobs = [
      job('job-later', { createdDate: '2025-06-02T10:00:00.000Z' }),
      job('job-first', { createdDate: '2025-06-01T10:00:00.000Z', status: 'pending' }),
      job('job-other-customer', { customerId: 'customer-2' }),
      job('job-tomorrow', { scheduledDate: '2025-06-05' }),
    ];
    expect(checkInFor(jobs, 'customer-1', TODAY)).toMatchObject({
      job: { id: 'job-first' },
      step: 'start',
    });
  });

  it('completes the job in progress first', () => {
    const jobs = [job('job-next'), job('job-on-site', { status: 'in-progress' })];
    expect(checkInFor(jobs, 'customer-1', TODAY)).toMatchObject({
      job: { id: 'job-on-site' },
      step: 'complete',
    });
  });

  it('offers nothing when today is done, cancelled or empty', () => {
    expect(checkInFor([job('job-1', { status: 'completed' })], 'customer-1', TODAY)).toBeNull();
    expect(checkInFor([job('job-1', { status: 'cancelled' })], 'customer-1', TODAY)).toBeNull();
    expect(checkInFor([job('job-1')], 'customer-1', '2025-06-05')).toBeNull();
    expect(checkInFor([], 'customer-1', TODAY)).toBeNull();
  });
});

describe('minutesOnSite', () => {
  it('counts whole minutes between arriving and leaving', () => {
    expect(minutesOnSite('2025-06-04T14:05:00.000Z', '2025-06-04T15:35:29.000Z')).toBe(90);
    expect(minutesOnSite('2025-06-04T14:05:00.000Z', '2025-06-04T14:04:00.000Z')).toBe(0);
  });

  it('is null without both times', () => {
    expect(minutesOnSite(undefined, '2025-06-04T15:35:00.000Z')).toBeNull();
    expect(minutesOnSite('2025-06-04T14:05:00.000Z', undefined)).toBeNull();
    expect(minutesOnSite('soon', '2025-06-04T15:35:00.000Z')).toBeNull();
  });
});
