import type { AppNotification } from '@jobtrack/core';
import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { buildEntries } from './notification-entries.ts';

const now = new Date(2025, 5, 11, 10, 0); // Wednesday 11 June 2025, local time

const seed = (overrides: Partial<AppNotification>): AppNotification => ({
  id: 'demo-notification-payment',
  type: 'payment',
  title: 'Payment due',
  message: 'Mike Chen owes $175.00 for Gutter Cleaning.',
  timestamp: new Date(2025, 5, 11, 5, 0).toISOString(),
  read: false,
  dismissible: true,
  jobId: 'demo-job-2',
  ...overrides,
});

describe('buildEntries', () => {
  const customers = [makeCustomer({ id: 'c1', name: 'Mike Chen' })];

  it('tells the generated notifications with their action', () => {
    const jobs = [
      makeJob({
        id: 'j1',
        customerId: 'c1',
        customerName: 'Mike Chen',
        scheduledDate: '2025-06-11',
      }),
    ];
    const [entry] = buildEntries({ customers, jobs, seed: [], now, readIds: new Set() });
    expect(entry).toMatchObject({
      id: 'jobs-today-2025-06-11',
      type: 'info',
      title: { key: 'notifications.jobsToday.title' },
      isRead: false,
      isDismissible: true,
      action: { href: '/app/jobs' },
    });
    expect(entry!.timestamp).toBe(now.toISOString());
    // Raised before: it keeps the time it was first raised.
    const [seen] = buildEntries({
      customers,
      jobs,
      seed: [],
      now,
      readIds: new Set(),
      firstSeen: { 'jobs-today-2025-06-11': '2025-06-11T06:00:00.000Z' },
    });
    expect(seen!.timestamp).toBe('2025-06-11T06:00:00.000Z');
  });

  it('tells the demo seed in the user language, with the live figures of its job', () => {
    const jobs = [
      makeJob({
        id: 'demo-job-2',
        customerId: 'c1',
        customerName: 'Mike Chen',
        serviceType: 'Gutter Cleaning',
        scheduledDate: '2025-06-20',
        price: 175,
        status: 'completed',
      }),
    ];
    const entries = buildEntries({ customers, jobs, seed: [seed({})], now, readIds: new Set() });
    expect(entries).toEqual([
      {
        id: 'demo-notification-payment',
        type: 'payment',
        title: {
          key: 'notifications.seed.payment.title',
          params: { customer: 'Mike Chen', service: 'Gutter Cleaning', amount: '$175.00' },
        },
        message: {
          key: 'notifications.seed.payment.message',
          params: { customer: 'Mike Chen', service: 'Gutter Cleaning', amount: '$175.00' },
        },
        timestamp: seed({}).timestamp,
        isRead: false,
        isDismissible: true,
        action: { label: { key: 'notifications.actions.viewPayments' }, href: '/app/payments' },
      },
    ]);
  });

  it('drops a seed whose job is gone and orders the seed newest first, after the generated', () => {
    const jobs = [
      makeJob({ id: 'demo-job-1', customerId: 'c1', scheduledDate: '2025-06-11' }),
      makeJob({ id: 'demo-job-4', customerId: 'c1', scheduledDate: '2025-06-30' }),
    ];
    const entries = buildEntries({
      customers,
      jobs,
      seed: [
        seed({
          id: 'old',
          type: 'success',
          jobId: 'demo-job-1',
          timestamp: '2025-06-11T01:00:00.000Z',
        }),
        seed({ id: 'gone', jobId: 'no-such-job' }),
        seed({
          id: 'new',
          type: 'reminder',
          jobId: 'demo-job-4',
          timestamp: '2025-06-11T08:00:00.000Z',
        }),
      ],
      now,
      readIds: new Set(),
    });
    expect(entries.map((entry) => entry.id)).toEqual(['jobs-today-2025-06-11', 'new', 'old']);
    expect(entries[1]!.action).toEqual({
      label: { key: 'notifications.actions.viewJob' },
      href: '/app/jobs/demo-job-4',
    });
  });

  it('reads an entry as read when its id was read, or when it was born read', () => {
    const jobs = [makeJob({ id: 'demo-job-1', customerId: 'c1', scheduledDate: '2025-06-11' })];
    const entries = buildEntries({
      customers,
      jobs,
      seed: [seed({ id: 'born-read', type: 'success', jobId: 'demo-job-1', read: true })],
      now,
      readIds: new Set(['jobs-today-2025-06-11']),
    });
    expect(entries.map((entry) => [entry.id, entry.isRead])).toEqual([
      ['jobs-today-2025-06-11', true],
      ['born-read', true],
    ]);
  });
});
