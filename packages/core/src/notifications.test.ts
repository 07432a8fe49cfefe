import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXT_KEYS } from './notification-messages.ts';
import { relativeTime } from './notification-panel.ts';
import {
  generateNotifications,
  isOverduePayment,
  quoteAnswerNotifications,
} from './notifications.ts';
import type { Quote } from './quotes.ts';
import { makeCustomer, makeJob } from './testing/factories.ts';

// Wednesday 6 March 2024, 15:00 local time.
const now = new Date(2024, 2, 6, 15, 0);
const generate = (jobs: Parameters<typeof generateNotifications>[1], customers = []) =>
  generateNotifications(customers, jobs, now);
const byId = (list: ReturnType<typeof generate>, id: string) => list.find((n) => n.id === id);

describe('jobs scheduled today', () => {
  it('counts the open jobs of today as info', () => {
    const list = generate([
      makeJob({ id: 'job-1', customerName: 'Ana', scheduledDate: '2024-03-06' }),
      makeJob({
        id: 'job-2',
        customerName: 'Bo',
        scheduledDate: '2024-03-06',
        status: 'in-progress',
      }),
      makeJob({ id: 'job-3', scheduledDate: '2024-03-06', status: 'completed', paid: true }),
      makeJob({ id: 'job-4', scheduledDate: '2024-03-06', status: 'cancelled' }),
    ]);
    expect(byId(list, 'jobs-today-2024-03-06')).toEqual({
      id: 'jobs-today-2024-03-06',
      type: 'info',
      title: { key: 'notifications.jobsToday.title', params: { count: 2, customers: 'Ana, Bo' } },
      message: {
        key: 'notifications.jobsToday.message',
        params: { count: 2, customers: 'Ana, Bo' },
      },
      timestamp: now.toISOString(),
      read: false,
      dismissible: true,
      action: { label: { key: 'notifications.actions.viewJobs' }, href: '/app/jobs' },
    });
  });

  it('is urgent on a day of 3 open jobs or more', () => {
    const three = [1, 2, 3].map((n) => makeJob({ id: `job-${n}`, scheduledDate: '2024-03-06' }));
    expect(byId(generate(three), 'jobs-today-2024-03-06')?.type).toBe('urgent');
  });

  it('says nothing on a day without open jobs', () => {
    const list = generate([makeJob({ scheduledDate: '2024-03-06', status: 'completed' })]);
    expect(byId(list, 'jobs-today-2024-03-06')).toBeUndefined();
  });
});

describe('jobs tomorrow', () => {
  it('reminds of the open jobs of tomorrow as info', () => {
    const list = generate([
      makeJob({ id: 'job-1', customerName: 'Ana', scheduledDate: '2024-03-07' }),
      makeJob({ id: 'job-2', scheduledDate: '2024-03-08' }),
    ]);
    const tomorrow = byId(list, 'jobs-tomorrow-2024-03-07');
    expect(tomorrow?.type).toBe('info');
    expect(tomorrow?.message).toEqual({
      key: 'notifications.jobsTomorrow.message',
      params: { count: 1, customers: 'Ana' },
    });
  });
});

describe('jobs completed today', () => {
  it('celebrates the earnings of the jobs completed today', () => {
    const list = generate([
      makeJob({
        status: 'completed',
        price: 120,
        completedAt: new Date(2024, 2, 6, 10).toISOString(),
      }),
      makeJob({ status: 'completed', price: 80.5, completedDate: '2024-03-06', paid: true }),
      makeJob({
        status: 'completed',
        price: 999,
        completedAt: new Date(2024, 2, 5, 23).toISOString(),
      }),
    ]);
    const done = byId(list, 'completed-today-2024-03-06');
    expect(done?.type).toBe('success');
    expect(done?.message).toEqual({
      key: 'notifications.completedToday.message',
      params: { count: 2, amount: '$200.50' },
    });
  });
});

describe('overdue payment (more than 7 days)', () => {
  const overdue = (scheduledDate: string, extra = {}) =>
    makeJob({ id: 'job-late', status: 'completed', paid: false, scheduledDate, ...extra });

  it('is not overdue at exactly 7 days', () => {
    expect(isOverduePayment(overdue('2024-02-28'), now)).toBe(false);
    expect(byId(generate([overdue('2024-02-28')]), 'overdue-payment-job-late')).toBeUndefined();
  });

  it('is overdue at 8 days, as urgent', () => {
    const job = overdue('2024-02-27', {
      customerName: 'Ana',
      serviceType: 'Deep Clean',
      price: 75,
    });
    expect(isOverduePayment(job, now)).toBe(true);
    const notification = byId(generate([job]), 'overdue-payment-job-late');
    expect(notification?.type).toBe('urgent');
    expect(notification?.message).toEqual({
      key: 'notifications.overduePayment.message',
      params: { customer: 'Ana', service: 'Deep Clean', amount: '$75.00', days: 8 },
    });
    expect(notification?.action?.href).toBe('/app/jobs/job-late');
  });

  it('needs the job completed and unpaid', () => {
    expect(isOverduePayment(overdue('2024-01-01', { paid: true }), now)).toBe(false);
    expect(isOverduePayment(overdue('2024-01-01', { status: 'in-progress' }), now)).toBe(false);
  });
});

describe('large outstanding balance (more than 500)', () => {
  const unpaid = (price: number) => makeJob({ status: 'completed', paid: false, price });

  it('stays quiet at exactly 500', () => {
    expect(byId(generate([unpaid(300), unpaid(200)]), 'large-balance')).toBeUndefined();
  });

  it('warns above 500, counting only completed unpaid jobs', () => {
    const list = generate([
      unpaid(300),
      unpaid(200.01),
      makeJob({ status: 'scheduled', paid: false, price: 5000 }),
    ]);
    const warning = byId(list, 'large-balance');
    expect(warning?.type).toBe('warning');
    expect(warning?.message).toEqual({
      key: 'notifications.largeBalance.message',
      params: { amount: '$500.01', count: 2 },
    });
    expect(warning?.action?.href).toBe('/app/payments');
  });
});

describe('inactive customer (latest job more than 30 days ago)', () => {
  const ana = makeCustomer({ id: 'customer-ana', name: 'Ana' });
  const jobFor = (scheduledDate: string) =>
    makeJob({ customerId: 'customer-ana', scheduledDate, status: 'completed', paid: true });

  it('is not inactive at exactly 30 days', () => {
    const list = generateNotifications([ana], [jobFor('2024-02-05')], now);
    expect(byId(list, 'inactive-customer-customer-ana')).toBeUndefined();
  });

  it('is inactive at 31 days', () => {
    const list = generateNotifications([ana], [jobFor('2024-01-01'), jobFor('2024-02-04')], now);
    const notification = byId(list, 'inactive-customer-customer-ana');
    expect(notification?.type).toBe('info');
    expect(notification?.message).toEqual({
      key: 'notifications.inactiveCustomer.message',
      params: { customer: 'Ana', days: 31 },
    });
    expect(notification?.action?.href).toBe('/app/customers/customer-ana');
  });

  it('looks at the latest job, and skips customers without jobs', () => {
    const bo = makeCustomer({ id: 'customer-bo', name: 'Bo' });
    const list = generateNotifications(
      [ana, bo],
      [jobFor('2023-06-01'), jobFor('2024-03-20')],
      now,
    );
    expect(list.filter((n) => n.id.startsWith('inactive-customer-'))).toEqual([]);
  });
});

describe('generateNotifications', () => {
  const everything = () =>
    generateNotifications(
      [makeCustomer({ id: 'customer-old' })],
      [
        makeJob({
          id: 'job-late',
          status: 'completed',
          paid: false,
          scheduledDate: '2024-02-01',
          price: 600,
        }),
        makeJob({
          customerId: 'customer-old',
          scheduledDate: '2023-01-01',
          status: 'completed',
          paid: true,
        }),
        makeJob({ scheduledDate: '2024-03-06' }),
        makeJob({ scheduledDate: '2024-03-07' }),
        makeJob({
          status: 'completed',
          paid: true,
          completedDate: '2024-03-06',
          scheduledDate: '2024-03-06',
        }),
      ],
      now,
    );

  it('puts urgent first, then warnings, info and successes', () => {
    expect(everything().map((n) => n.type)).toEqual([
      'urgent',
      'warning',
      'info',
      'info',
      'info',
      'success',
    ]);
  });

  it('gives the same ids for the same data, so a dismissal sticks', () => {
    expect(everything().map((n) => n.id)).toEqual(everything().map((n) => n.id));
    expect(new Set(everything().map((n) => n.id)).size).toBe(6);
  });

  it('only uses the keys the web locales are checked for', () => {
    const answered = (answer: Quote['answer']): Quote => ({
      id: 'quote-1',
      number: 'Q-0001',
      customerId: 'customer-old',
      issuedDate: '2024-03-01',
      validUntil: '2024-03-31',
      language: 'en',
      business: { name: '', phone: '', email: '', address: '', paymentInstructions: '' },
      customer: { name: 'Ann', phone: '', email: '', address: '' },
      items: [],
      notes: '',
      answer,
      createdAt: '2024-03-01T10:00:00.000Z',
      updatedAt: '2024-03-01T10:00:00.000Z',
    });
    const quotes = quoteAnswerNotifications(
      [
        answered({ decision: 'declined', at: '2024-03-02T10:00:00.000Z', reason: '' }),
        answered({
          decision: 'accepted',
          at: '2024-03-02T10:00:00.000Z',
          signerName: 'Ann',
          signature: '',
          chosenItemIds: [],
          total: 0,
        }),
      ],
      new Date('2024-03-03T10:00:00.000Z'),
    );
    const keys = [...everything(), ...quotes].flatMap((n) => [
      n.title.key,
      n.message.key,
      ...(n.action ? [n.action.label.key] : []),
    ]);
    for (const minutesAgo of [0, 5, 5 * 60, 5 * 24 * 60]) {
      keys.push(relativeTime(now.getTime() - minutesAgo * 60_000, now).key);
    }
    const listed: readonly string[] = NOTIFICATION_TEXT_KEYS;
    for (const key of keys) expect(listed).toContain(key);
    // Every listed key is one core emits, so the list cannot keep a stale key either.
    expect(new Set(keys)).toEqual(new Set(listed));
  });

  it('says nothing when there is nothing to say', () => {
    expect(generateNotifications([], [], now)).toEqual([]);
  });
});
