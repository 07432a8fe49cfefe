import { describe, expect, it } from 'vitest';
import {
  isOwedJob,
  isUnpaidJob,
  owedJobs,
  paidJobs,
  totalOwed,
  totalPaid,
  totalUnpaid,
  unpaidJobs,
} from './payments.ts';
import { makeJob } from './testing/factories.ts';

const jobs = [
  makeJob({ id: 'job-a', status: 'completed', paid: false, price: 100 }),
  makeJob({ id: 'job-b', status: 'completed', paid: false, price: 50, actualCost: 60 }),
  makeJob({ id: 'job-c', status: 'scheduled', paid: false, price: 999 }),
  makeJob({ id: 'job-d', status: 'completed', paid: true, price: 200 }),
  makeJob({ id: 'job-e', status: 'in-progress', paid: true, price: 30 }),
  makeJob({ id: 'job-f', status: 'in-progress', paid: false, price: 40, estimatedCost: 45 }),
  makeJob({ id: 'job-g', status: 'cancelled', paid: false, price: 70 }),
];

describe('unpaid (spec §3, §9: paid = false)', () => {
  it('holds every unpaid job that is not cancelled, whatever its status', () => {
    expect(unpaidJobs(jobs).map((job) => job.id)).toEqual(['job-a', 'job-b', 'job-c', 'job-f']);
    expect(isUnpaidJob({ status: 'scheduled', paid: false })).toBe(true);
    expect(isUnpaidJob({ status: 'pending', paid: false })).toBe(true);
    expect(isUnpaidJob({ status: 'cancelled', paid: false })).toBe(false);
    expect(isUnpaidJob({ status: 'completed', paid: true })).toBe(false);
  });
  it('totals actual cost, else estimate, else price', () => {
    expect(totalUnpaid(jobs)).toBe(100 + 60 + 999 + 45);
  });
});

describe("payments page's unpaid list (spec §4: completed and unpaid)", () => {
  it('holds completed unpaid jobs only', () => {
    expect(owedJobs(jobs).map((job) => job.id)).toEqual(['job-a', 'job-b']);
    expect(isOwedJob({ status: 'scheduled', paid: false })).toBe(false);
    expect(totalOwed(jobs)).toBe(160);
  });
});

describe('paid list (spec §4: all paid jobs)', () => {
  it('holds every paid job whatever its status', () => {
    expect(paidJobs(jobs).map((job) => job.id)).toEqual(['job-d', 'job-e']);
    expect(totalPaid(jobs)).toBe(230);
  });
});
