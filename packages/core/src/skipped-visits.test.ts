// Issue 14: a skipped visit is kept for the record only — never unpaid, owed, overdue, in today's
// work, nor in the day's notifications.
import { describe, expect, it } from 'vitest';
import { computeDashboardStats } from './dashboard.ts';
import { groupJobs } from './job-groups.ts';
import { generateNotifications, isOverduePayment } from './notifications.ts';
import {
  isOwedJob,
  isUnpaidJob,
  owedJobs,
  totalOwed,
  totalUnpaid,
  unpaidJobs,
} from './payments.ts';
import { makeJob } from './testing/factories.ts';

// Wednesday 6 March 2024, 15:00 local time.
const now = new Date(2024, 2, 6, 15, 0);

const open = makeJob({ id: 'job-open', scheduledDate: '2024-03-06', price: 40 });
const skipped = makeJob({ id: 'job-skip', scheduledDate: '2024-03-06', price: 60, skipped: true });
const doneOld = makeJob({
  id: 'job-done',
  scheduledDate: '2024-02-01',
  status: 'completed',
  price: 700,
});
const doneOldSkipped = { ...doneOld, id: 'job-done-skip', skipped: true };

describe('skipped visits', () => {
  it('are not unpaid nor owed', () => {
    expect(isUnpaidJob(skipped)).toBe(false);
    expect(isOwedJob(doneOldSkipped)).toBe(false);
    expect(unpaidJobs([open, skipped]).map((job) => job.id)).toEqual(['job-open']);
    expect(totalUnpaid([open, skipped])).toBe(40);
    expect(owedJobs([doneOld, doneOldSkipped]).map((job) => job.id)).toEqual(['job-done']);
    expect(totalOwed([doneOld, doneOldSkipped])).toBe(700);
  });

  it('are not in the dashboard figures nor in today', () => {
    const stats = computeDashboardStats([open, skipped], now);
    expect(stats.todaysJobs.map((job) => job.id)).toEqual(['job-open']);
    expect(stats.unpaidJobsCount).toBe(1);
    expect(stats.totalUnpaid).toBe(40);
  });

  it('are never overdue, and the notifications leave them out', () => {
    expect(isOverduePayment(doneOld, now)).toBe(true);
    expect(isOverduePayment(doneOldSkipped, now)).toBe(false);
    const list = generateNotifications([], [skipped, doneOldSkipped], now);
    expect(list.map((notification) => notification.id)).toEqual([]);
  });

  it('go with the finished jobs in the jobs list, not overdue', () => {
    const past = { ...open, id: 'job-past', scheduledDate: '2024-03-01', skipped: true };
    const groups = groupJobs([past], now);
    expect(groups.map((group) => group.key)).toEqual(['done']);
  });
});
