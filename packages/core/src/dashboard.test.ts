import { describe, expect, it } from 'vitest';
import {
  computeCustomerStats,
  computeDashboardStats,
  sortByScheduledDateDesc,
  thisWeekEarnings,
} from './dashboard.ts';
import { makeJob } from './testing/factories.ts';

// Wednesday 6 March 2024, 15:00 local time; the week began Sunday 3 March.
const now = new Date(2024, 2, 6, 15, 0);
const at = (day: number, hour = 12) => new Date(2024, 2, day, hour, 0).toISOString();

describe('computeDashboardStats', () => {
  it("lists today's jobs by scheduled date", () => {
    const stats = computeDashboardStats(
      [
        makeJob({ id: 'job-today', scheduledDate: '2024-03-06' }),
        makeJob({ id: 'job-today-done', scheduledDate: '2024-03-06', status: 'completed' }),
        makeJob({ id: 'job-tomorrow', scheduledDate: '2024-03-07' }),
        makeJob({ id: 'job-yesterday', scheduledDate: '2024-03-05' }),
      ],
      now,
    );
    expect(stats.todaysJobs.map((job) => job.id)).toEqual(['job-today', 'job-today-done']);
  });

  it('earns this week the paid jobs completed since Sunday and not in the future', () => {
    const jobs = [
      makeJob({ status: 'completed', paid: true, price: 100, completedAt: at(3, 0) }),
      makeJob({ status: 'completed', paid: true, price: 50.5, completedAt: at(6, 14) }),
      makeJob({
        status: 'completed',
        paid: true,
        price: 400,
        completedAt: new Date(2024, 2, 2, 23, 59).toISOString(),
      }),
      makeJob({ status: 'completed', paid: true, price: 700, completedAt: at(6, 16) }),
      makeJob({ status: 'completed', paid: false, price: 900, completedAt: at(5) }),
      makeJob({ status: 'completed', paid: true, price: 25, completedDate: '2024-03-04' }),
      makeJob({ status: 'completed', paid: true, price: 999 }),
    ];
    expect(computeDashboardStats(jobs, now).thisWeekEarnings).toBe(175.5);
    expect(thisWeekEarnings(jobs, now)).toBe(175.5);
  });

  it('counts every job not paid (spec §3, §9), scheduled ones too, using the unpaid amount', () => {
    const stats = computeDashboardStats(
      [
        makeJob({ status: 'completed', paid: false, price: 100 }),
        makeJob({ status: 'completed', paid: false, price: 100, actualCost: 150.25 }),
        makeJob({ status: 'completed', paid: false, price: 100, estimatedCost: 90 }),
        makeJob({ status: 'scheduled', paid: false, price: 1000 }),
        makeJob({ status: 'completed', paid: true, price: 1000 }),
        makeJob({ status: 'cancelled', paid: false, price: 5000 }),
      ],
      now,
    );
    expect(stats.totalUnpaid).toBe(1340.25);
    expect(stats.unpaidJobsCount).toBe(4);
  });

  it('is all zeros without jobs', () => {
    expect(computeDashboardStats([], now)).toEqual({
      todaysJobs: [],
      thisWeekEarnings: 0,
      totalUnpaid: 0,
      unpaidJobsCount: 0,
    });
  });
});

describe('computeCustomerStats', () => {
  it('counts jobs, completed, unpaid, earned and the average completed job', () => {
    const stats = computeCustomerStats([
      makeJob({ status: 'completed', paid: true, price: 100 }),
      makeJob({ status: 'completed', paid: false, price: 50 }),
      makeJob({ status: 'scheduled', paid: false, price: 70 }),
      makeJob({ status: 'in-progress', paid: false, price: 30 }),
    ]);
    expect(stats).toEqual({
      totalJobs: 4,
      completedJobs: 2,
      unpaidAmount: 150,
      earned: 100,
      averageJob: 75,
    });
  });

  it('averages 0 when nothing is completed', () => {
    expect(computeCustomerStats([makeJob({ status: 'scheduled' })]).averageJob).toBe(0);
    expect(computeCustomerStats([])).toEqual({
      totalJobs: 0,
      completedJobs: 0,
      unpaidAmount: 0,
      earned: 0,
      averageJob: 0,
    });
  });

  it('rounds the average to cents', () => {
    const jobs = [10, 10, 10.01].map((price) => makeJob({ status: 'completed', price }));
    expect(computeCustomerStats(jobs).averageJob).toBe(10);
  });
});

describe('sortByScheduledDateDesc', () => {
  it('puts the newest scheduled date first', () => {
    const sorted = sortByScheduledDateDesc([
      makeJob({ id: 'a', scheduledDate: '2024-01-05' }),
      makeJob({ id: 'b', scheduledDate: '2024-03-01' }),
      makeJob({ id: 'c', scheduledDate: '2023-12-31' }),
    ]);
    expect(sorted.map((job) => job.id)).toEqual(['b', 'a', 'c']);
  });
});
