import { describe, expect, it } from 'vitest';
import { isUnpaidJob, paidJobs, totalPaid, totalUnpaid, unpaidJobs } from './payments.ts';
import { makeJob } from './testing/factories.ts';

const jobs = [
  makeJob({ id: 'job-a', status: 'completed', paid: false, price: 100 }),
  makeJob({ id: 'job-b', status: 'completed', paid: false, price: 50, actualCost: 60 }),
  makeJob({ id: 'job-c', status: 'scheduled', paid: false, price: 999 }),
  makeJob({ id: 'job-d', status: 'completed', paid: true, price: 200 }),
  makeJob({ id: 'job-e', status: 'in-progress', paid: true, price: 30 }),
];

describe('unpaid list (spec §4: completed and unpaid)', () => {
  it('holds completed unpaid jobs only', () => {
    expect(unpaidJobs(jobs).map((job) => job.id)).toEqual(['job-a', 'job-b']);
    expect(isUnpaidJob({ status: 'scheduled', paid: false })).toBe(false);
  });
  it('totals actual cost, else estimate, else price', () => {
    expect(totalUnpaid(jobs)).toBe(160);
  });
});

describe('paid list (spec §4: all paid jobs)', () => {
  it('holds every paid job whatever its status', () => {
    expect(paidJobs(jobs).map((job) => job.id)).toEqual(['job-d', 'job-e']);
    expect(totalPaid(jobs)).toBe(230);
  });
});
