import {
  DEMO_CUSTOMER_COUNT,
  DEMO_JOB_COUNT,
  DEMO_JOB_DURATION_MINUTES,
  DEMO_SERVICE_TYPES,
  DEMO_STATS,
  startOfWeekSunday,
  sumMoney,
  toIsoDate,
  type Job,
} from '@jobtrack/core';
import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { createDemoSnapshot } from './demo-data.ts';
import { createDemoActivity, createDemoNotifications } from './demo-feed.ts';

/** The §9 demo stats, counted straight from the data. */
const demoStats = (jobs: readonly Job[], now: Date) => {
  const weekStart = startOfWeekSunday(now);
  return {
    completedJobs: jobs.filter((job) => job.status === 'completed').length,
    unpaidJobs: jobs.filter((job) => !job.paid).length,
    thisWeekJobs: jobs.filter(
      (job) =>
        job.scheduledDate >= toIsoDate(weekStart) &&
        job.scheduledDate <= toIsoDate(addDays(weekStart, 6)),
    ).length,
    revenue: sumMoney(jobs.filter((job) => job.paid).map((job) => job.price)),
    pendingRevenue: sumMoney(jobs.filter((job) => !job.paid).map((job) => job.price)),
  };
};

// Sunday 1 June 2025 to Saturday 7 June 2025, at the edges of the day and in the middle, plus
// weeks that cross a year end, a leap day and the US daylight-saving changes (run with TZ set).
const DAYS = [
  '2025-06-01',
  '2025-06-02',
  '2025-06-03',
  '2025-06-04',
  '2025-06-05',
  '2025-06-06',
  '2025-06-07',
  '2024-12-29',
  '2024-12-31',
  '2025-01-04',
  '2024-02-29',
  '2025-03-08',
  '2025-03-09',
  '2025-11-02',
];
const TIMES = ['00:00:00.000', '00:30:00.000', '12:00:00.000', '23:59:59.999'];
const MOMENTS = DAYS.flatMap((day) => TIMES.map((time) => `${day}T${time}`));

describe('the demo data (spec §9)', () => {
  it('starts the test week on a Sunday and ends it on a Saturday', () => {
    expect(new Date('2025-06-01T12:00:00').getDay()).toBe(0);
    expect(new Date('2025-06-07T12:00:00').getDay()).toBe(6);
  });

  it.each(MOMENTS)('holds the demo stats exactly at %s', (moment) => {
    const now = new Date(moment);
    const { customers, jobs } = createDemoSnapshot(now);
    expect(customers).toHaveLength(DEMO_CUSTOMER_COUNT);
    expect(jobs).toHaveLength(DEMO_JOB_COUNT);
    expect(demoStats(jobs, now)).toEqual({ ...DEMO_STATS });
    expect(jobs.filter((job) => job.scheduledDate === toIsoDate(now)).length).toBeGreaterThan(0);
  });

  it.each(MOMENTS)('keeps the completed job done by %s inside this week', (moment) => {
    const now = new Date(moment);
    const done = createDemoSnapshot(now).jobs.filter((job) => job.completedAt);
    for (const job of done) expect(new Date(job.completedAt!).getTime()).toBeLessThanOrEqual(+now);
  });

  it('uses the demo service types, a 120-minute default duration and derived fields', () => {
    const { customers, jobs } = createDemoSnapshot(new Date('2025-06-04T10:00:00'));
    const types: readonly string[] = DEMO_SERVICE_TYPES;
    for (const record of [...customers, ...jobs]) expect(types).toContain(record.serviceType);
    expect(jobs.every((job) => job.estimatedDuration! > 0)).toBe(true);
    expect(jobs.filter((job) => job.estimatedDuration === DEMO_JOB_DURATION_MINUTES)).toHaveLength(
      3,
    );
    expect(jobs.every((job) => job.paymentStatus === (job.paid ? 'paid' : 'unpaid'))).toBe(true);
    const names = new Map(customers.map((customer) => [customer.id, customer.name]));
    expect(jobs.every((job) => job.customerName === names.get(job.customerId))).toBe(true);
    // Spec §3: each customer's unpaid jobs (paid = false); together the §9 pending revenue 705.
    expect(customers.map((customer) => customer.totalUnpaid)).toEqual([120, 175, 160, 250]);
    expect(sumMoney(customers.map((customer) => customer.totalUnpaid))).toBe(705);
  });

  it('gives the sample records ids without the user-created prefixes', () => {
    const { customers, jobs } = createDemoSnapshot(new Date());
    expect(customers.some((customer) => customer.id.startsWith('customer-'))).toBe(false);
    expect(jobs.some((job) => job.id.startsWith('job-'))).toBe(false);
  });

  it('is a fresh copy each time', () => {
    const now = new Date('2025-06-04T10:00:00');
    const first = createDemoSnapshot(now);
    first.customers[0]!.name = 'Changed';
    expect(createDemoSnapshot(now).customers[0]!.name).toBe('Sarah Johnson');
  });
});

describe('the demo notifications and activity (spec §3)', () => {
  const now = new Date('2025-06-04T10:00:00');
  const jobIds = new Set(createDemoSnapshot(now).jobs.map((job) => job.id));
  const customerIds = new Set(createDemoSnapshot(now).customers.map((customer) => customer.id));

  it('seeds a reminder, a payment and a success notification, each about a demo job', () => {
    const notifications = createDemoNotifications(now);
    expect(notifications.map((notification) => notification.type)).toEqual([
      'reminder',
      'payment',
      'success',
    ]);
    for (const notification of notifications) {
      expect(jobIds.has(notification.jobId!)).toBe(true);
      expect(notification.title).not.toBe('');
      expect(Date.parse(notification.timestamp)).toBeLessThanOrEqual(+now);
    }
  });

  it('seeds one activity entry of each type, newest first, pointing at demo records', () => {
    const activity = createDemoActivity(now);
    expect(activity.map((entry) => entry.type)).toEqual([
      'job_completed',
      'job_started',
      'job_scheduled',
      'customer_added',
    ]);
    for (const entry of activity) {
      expect(jobIds.has(entry.jobId)).toBe(true);
      expect(customerIds.has(entry.customerId)).toBe(true);
      expect(entry.description).not.toBe('');
    }
    const times = activity.map((entry) => Date.parse(entry.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
