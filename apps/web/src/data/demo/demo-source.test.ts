import {
  STORAGE_KEYS,
  computeDashboardStats,
  parseBackupFile,
  serializeBackup,
} from '@jobtrack/core';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { createHttpClient } from '#web/lib/http.ts';
import { createMemoryStorage } from '#web/lib/storage.ts';
import { apiBaseUrl } from '#web/test/api-helpers.ts';
import { DataError, type AnalyticsEvent, type DataSource } from '../data-source.ts';
import { createDemoDataSource } from './demo-source.ts';
import { shown } from '#web/test/shown.ts';

const CUSTOMER_ID = /^customer-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const JOB_ID = /^job-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// A Wednesday: "this week" runs Sunday 1 June to Saturday 7 June 2025.
const NOW = new Date('2025-06-04T10:00:00');

const rejection = async (promise: Promise<unknown>): Promise<DataError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DataError) return error;
    throw error;
  }
  throw new Error('expected a DataError');
};

let demo: DataSource;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  demo = createDemoDataSource({
    storage: createMemoryStorage(),
    qrBaseUrl: 'https://jobtrack.app',
  });
});
afterEach(() => vi.useRealTimers());

const newCustomer = {
  name: '  Nora Diaz ',
  phone: '(555) 000-1111',
  address: '9 Bay Rd',
  serviceType: 'Mulching',
};

describe('demo mode: sample data and reads', () => {
  it('loads the 4 customers and 6 jobs, with names and unpaid totals', async () => {
    const { customers, jobs } = await demo.load();
    expect(customers.map((customer) => customer.name)).toEqual([
      'Sarah Johnson',
      'Mike Chen',
      'Emily Rodriguez',
      'David Thompson',
    ]);
    expect(jobs).toHaveLength(6);
    expect(customers.find((customer) => customer.name === 'Mike Chen')!.totalUnpaid).toBe(175);
    expect((await shown(demo)).customers).toEqual(customers);
    expect((await shown(demo)).jobs).toEqual(jobs);
  });

  it('gets one record by id, or null', async () => {
    expect((await demo.getCustomer('demo-customer-2'))!.name).toBe('Mike Chen');
    expect((await demo.getJob('demo-job-1'))!.serviceType).toBe('Lawn Mowing');
    expect(await demo.getCustomer('nope')).toBeNull();
    expect(await demo.getJob('nope')).toBeNull();
  });

  it('lists jobs by customer, by day and by date range', async () => {
    const ids = (jobs: { id: string }[]) => jobs.map((job) => job.id).sort();
    expect(
      ids((await shown(demo)).jobs.filter((job) => job.customerId === 'demo-customer-1')),
    ).toEqual(['demo-job-1', 'demo-job-4']);
    expect(
      ids((await shown(demo)).jobs.filter((job) => job.scheduledDate === '2025-06-04')),
    ).toEqual(['demo-job-1', 'demo-job-3']);
    expect(
      ids((await shown(demo)).jobs.filter((job) => job.scheduledDate === '2025-06-05')),
    ).toEqual(['demo-job-4']);
    expect(
      ids(
        (await shown(demo)).jobs.filter(
          (job) => job.scheduledDate >= '2025-06-01' && job.scheduledDate <= '2025-06-07',
        ),
      ),
    ).toEqual(['demo-job-1', 'demo-job-3', 'demo-job-4']);
    expect(
      (await shown(demo)).jobs.filter(
        (job) => job.scheduledDate >= '2025-06-08' && job.scheduledDate <= '2025-06-01',
      ),
    ).toEqual([]);
  });

  it('computes the dashboard: 2 jobs today, $80 earned this week, $705 unpaid on 4 jobs (spec §9)', async () => {
    const stats = computeDashboardStats((await shown(demo)).jobs, new Date());
    expect(stats.todaysJobs.map((job) => job.id).sort()).toEqual(['demo-job-1', 'demo-job-3']);
    expect(stats.thisWeekEarnings).toBe(80);
    expect(stats.totalUnpaid).toBe(705);
    expect(stats.unpaidJobsCount).toBe(4);
  });

  it.each(['2025-06-01T00:05:00', '2025-06-07T23:59:00', '2025-06-02T08:00:00'])(
    'keeps the dashboard alive on any day, e.g. %s',
    async (moment) => {
      vi.setSystemTime(new Date(moment));
      const source = createDemoDataSource({ storage: createMemoryStorage() });
      const stats = computeDashboardStats((await shown(source)).jobs, new Date());
      expect(stats.todaysJobs).toHaveLength(2);
      expect(stats.thisWeekEarnings).toBe(80);
      expect(stats.totalUnpaid).toBe(705);
    },
  );

  it('resets on reload: a new demo source has the sample data again', async () => {
    await demo.addCustomer(newCustomer);
    await demo.updateCustomer('demo-customer-1', { name: 'Changed' });
    const reloaded = createDemoDataSource({ storage: createMemoryStorage() });
    const { customers } = await reloaded.load();
    expect(customers).toHaveLength(4);
    expect(customers[0]!.name).toBe('Sarah Johnson');
  });
});

describe('demo mode: writes', () => {
  it('adds a customer with a customer-<uuid> id and trimmed fields', async () => {
    const customer = await demo.addCustomer(newCustomer);
    expect(customer.id).toMatch(CUSTOMER_ID);
    expect(customer).toMatchObject({
      name: 'Nora Diaz',
      phone: '(555) 000-1111',
      address: '9 Bay Rd',
      serviceType: 'Mulching',
      email: '',
      totalUnpaid: 0,
      createdDate: NOW.toISOString(),
    });
    expect((await shown(demo)).customers).toHaveLength(5);
  });

  it('updates a customer and renames their jobs', async () => {
    const updated = await demo.updateCustomer('demo-customer-1', { name: 'Sarah J. Smith ' });
    expect(updated.name).toBe('Sarah J. Smith');
    const jobs = (await shown(demo)).jobs.filter((job) => job.customerId === 'demo-customer-1');
    expect(jobs.map((job) => job.customerName)).toEqual(['Sarah J. Smith', 'Sarah J. Smith']);
    expect((await rejection(demo.updateCustomer('nope', { name: 'x' }))).message).toBe(
      'Customer not found',
    );
  });

  it('adds a job: scheduled, unpaid, job-<uuid> id, 120 minutes by default', async () => {
    const job = await demo.addJob({
      customerId: 'demo-customer-4',
      serviceType: 'Deck Staining',
      scheduledDate: '2025-06-06',
      price: 300,
      notes: ' Two coats ',
    });
    expect(job.id).toMatch(JOB_ID);
    expect(job).toMatchObject({
      customerName: 'David Thompson',
      serviceType: 'Deck Staining',
      title: 'Deck Staining',
      status: 'scheduled',
      paid: false,
      paymentStatus: 'unpaid',
      notes: 'Two coats',
      description: 'Two coats',
      estimatedDuration: 120,
    });
    const custom = await demo.addJob({ ...job, estimatedDuration: 45 });
    expect(custom.estimatedDuration).toBe(45);
  });

  it("refuses a job for a missing customer with 'Customer not found'", async () => {
    const error = await rejection(
      demo.addJob({
        customerId: 'ghost',
        serviceType: 'Other',
        scheduledDate: '2025-06-06',
        price: 1,
      }),
    );
    expect(error.key).toBe('customers.notFound');
    expect(error.message).toBe('Customer not found');
  });

  it('stores a job saved as pending or cancelled as scheduled (spec §4)', async () => {
    expect((await demo.updateJob('demo-job-5', { status: 'cancelled' })).status).toBe('scheduled');
    expect((await demo.updateJob('demo-job-5', { status: 'pending' })).status).toBe('scheduled');
    expect((await demo.updateJob('demo-job-5', { status: 'in-progress' })).status).toBe(
      'in-progress',
    );
  });

  it('stamps completion and keeps the unpaid totals right as jobs are paid', async () => {
    const done = await demo.updateJob('demo-job-4', { status: 'completed' });
    expect(done.completedAt).toBe(NOW.toISOString());
    expect(done.completedDate).toBe(NOW.toISOString());
    expect((await demo.getCustomer('demo-customer-1'))!.totalUnpaid).toBe(120);
    await demo.updateJob('demo-job-4', { paid: true });
    expect((await demo.getCustomer('demo-customer-1'))!.totalUnpaid).toBe(0);
    await demo.updateJob('demo-job-2', { paid: true });
    // Left unpaid: Pressure Washing $250 and Tree Trimming $160, both still scheduled.
    expect(computeDashboardStats((await shown(demo)).jobs, new Date())).toMatchObject({
      totalUnpaid: 410,
      unpaidJobsCount: 2,
    });
    expect(computeDashboardStats((await shown(demo)).jobs, new Date()).thisWeekEarnings).toBe(200);
    expect((await rejection(demo.updateJob('nope', { paid: true }))).message).toBe('Job not found');
  });

  it('refuses to delete the original demo records, with the spec messages', async () => {
    const customerError = await rejection(demo.deleteCustomer('demo-customer-1'));
    expect(customerError.key).toBe('demo.cannotDeleteCustomer');
    expect(customerError.message).toBe(
      'Cannot delete original demo customers. Only newly created customers can be deleted.',
    );
    const jobError = await rejection(demo.deleteJob('demo-job-1'));
    expect(jobError.key).toBe('demo.cannotDeleteJob');
    expect(jobError.message).toBe(
      'Cannot delete original demo jobs. Only newly created jobs can be deleted.',
    );
    expect((await demo.load()).jobs).toHaveLength(6);
  });

  it('deletes records the user created, a customer together with their jobs', async () => {
    const customer = await demo.addCustomer(newCustomer);
    const job = await demo.addJob({
      customerId: customer.id,
      serviceType: 'Mulching',
      scheduledDate: '2025-06-05',
      price: 90,
    });
    const other = await demo.addJob({ ...job, customerId: 'demo-customer-1' });
    await demo.deleteJob(other.id);
    expect(await demo.getJob(other.id)).toBeNull();
    await demo.deleteCustomer(customer.id);
    expect(await demo.getCustomer(customer.id)).toBeNull();
    expect(await demo.getJob(job.id)).toBeNull();
    expect((await demo.load()).jobs).toHaveLength(6);
  });
});

describe('demo mode: export, import, clear', () => {
  it('exports a backup core can read back', async () => {
    const backup = await demo.exportData();
    expect(backup.customers).toHaveLength(4);
    const parsed = parseBackupFile(serializeBackup(backup));
    expect(parsed.ok && parsed.data.jobs).toEqual(backup.jobs);
  });

  it("refuses any import with 'Cannot import data.' and changes nothing", async () => {
    const backup = await demo.exportData();
    const error = await rejection(
      demo.importData({ customers: [{ ...backup.customers[0]!, id: 'customer-x' }], jobs: [] }),
    );
    expect(error.key).toBe('demo.cannotImport');
    expect(error.message).toBe('Cannot import data.');
    expect((await shown(demo)).customers).toHaveLength(4);
  });

  it('restores the sample data on clear all', async () => {
    await demo.addCustomer(newCustomer);
    await demo.updateJob('demo-job-2', { paid: true });
    await demo.clearAll();
    const { customers, jobs } = await demo.load();
    expect(customers).toHaveLength(4);
    expect(jobs.find((job) => job.id === 'demo-job-2')!.paid).toBe(false);
  });
});

describe('demo mode: change notices, QR codes, analytics', () => {
  it('tells subscribers about every change until they unsubscribe', async () => {
    const listener = vi.fn();
    const unsubscribe = demo.subscribe(listener);
    await demo.addCustomer(newCustomer);
    await demo.updateJob('demo-job-5', { price: 260 });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await demo.clearAll();
    expect(listener).toHaveBeenCalledTimes(2);
    await demo.sync();
    expect(demo.syncState().pending).toBe(0);
  });

  it('draws QR codes with the spec payloads', async () => {
    const customerCode = await demo.qrCode('customer', 'demo-customer-2');
    expect(customerCode.payload).toEqual({
      type: 'customer',
      id: 'demo-customer-2',
      url: 'https://jobtrack.app/customer/demo-customer-2',
      name: 'Mike Chen',
      phone: '(555) 234-5678',
    });
    expect(customerCode.dataUrl).toMatch(/^data:image\/png;base64,/);
    const jobCode = await demo.qrCode('job', 'demo-job-5');
    expect(jobCode.payload).toEqual({
      type: 'job',
      id: 'demo-job-5',
      url: 'https://jobtrack.app/job/demo-job-5',
      customerId: 'demo-customer-4',
      serviceType: 'Pressure Washing',
    });
    expect((await rejection(demo.qrCode('job', 'nope'))).message).toBe('Job not found');
  });

  it('keeps the last 100 analytics events on the device (spec §9)', async () => {
    const storage = createMemoryStorage();
    const source = createDemoDataSource({ storage });
    for (let i = 0; i < 105; i++) await source.trackEvent({ event: `event_${i}` });
    const events = storage.getJSON<AnalyticsEvent[]>(STORAGE_KEYS.analyticsEvents) ?? [];
    expect(events).toHaveLength(100);
    expect(events[0]!.event).toBe('event_5');
    expect(events[99]!.timestamp).toBe(NOW.toISOString());
  });

  it('forwards analytics events and session starts to the server (spec §7)', async () => {
    vi.useRealTimers();
    const http = createHttpClient({ baseUrl: apiBaseUrl(), getToken: () => null });
    const forwarding = createDemoDataSource({
      storage: createMemoryStorage(),
      analyticsHttp: http,
    });
    const sessionId = `session-${crypto.randomUUID()}`;
    await forwarding.startAnalyticsSession({ sessionId, demoMode: true, userType: 'demo' });
    await forwarding.trackEvent({
      event: 'page_view',
      sessionId,
      demoMode: true,
      userType: 'demo',
      properties: { page: `/app/${sessionId}` },
    });
    const admin = { 'X-Admin-Password': inject('apiAdminPassword') };
    const answer = await http.request<{ data: { topPages: { page: string; views: number }[] } }>(
      '/api/analytics/query?query=demo_engagement&timeframe=24h',
      { headers: admin },
    );
    expect(answer.data.topPages).toContainEqual({ page: `/app/${sessionId}`, views: 1 });
  });
});
