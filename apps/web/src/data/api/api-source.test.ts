// The api adapter against the real server (spawned by src/test/global-setup.ts).
import { STORAGE_KEYS, computeDashboardStats } from '@jobtrack/core';
import type { ServerCustomer, ServerJob } from '@jobtrack/core';
import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError, type HttpClient } from '#web/lib/http.ts';
import { createMemoryStorage } from '#web/lib/storage.ts';
import {
  apiBaseUrl,
  createRecordingLogger,
  registerOwner,
  type RecordingLogger,
  type TestOwner,
} from '#web/test/api-helpers.ts';
import { DataError, type DataSource } from '../data-source.ts';
import { createDemoDataSource } from '../demo/demo-source.ts';
import { createApiDataSource } from './api-source.ts';
import { shown, shownDocuments, recordsOf } from '#web/test/shown.ts';

let owner: TestOwner;
let logger: RecordingLogger;
let api: DataSource;

const serverCustomers = () => owner.http.request<ServerCustomer[]>('/api/customers');
const serverJobs = () => owner.http.request<ServerJob[]>('/api/jobs');

const newSource = (overrides: Partial<Parameters<typeof createApiDataSource>[0]> = {}) =>
  createApiDataSource({
    http: owner.http,
    userId: owner.userId,
    storage: createMemoryStorage(),
    indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
    logger,
    qrBaseUrl: 'https://jobtrack.app',
    forwardAnalytics: false,
    ...overrides,
  });

beforeEach(async () => {
  owner = await registerOwner();
  logger = createRecordingLogger();
  api = newSource();
});

const ana = {
  name: ' Ana Lopez ',
  phone: '(555) 123-4567',
  address: '1 Main St',
  serviceType: 'Lawn Care',
  email: 'ana@example.com',
};

const addAnaWithJob = async (source: DataSource = api) => {
  const customer = await source.addCustomer(ana);
  const job = await source.addJob({
    customerId: customer.id,
    serviceType: 'Lawn Mowing',
    scheduledDate: '2025-06-04',
    price: 80,
    notes: 'Back gate',
  });
  await source.sync();
  return { customer, job };
};

describe('api mode: loading', () => {
  it('loads an empty account', async () => {
    expect(recordsOf(await api.load())).toEqual({
      customers: [],
      jobs: [],
      series: [],
      payments: [],
    });
    expect(logger.errors).toEqual([]);
  });

  it("maps the server's records with core's mappers, totals computed from the jobs", async () => {
    const made = await owner.http.request<ServerCustomer>('/api/customers', {
      method: 'POST',
      body: { name: 'Made Elsewhere', phone: '555-0000', business_name: 'Elsewhere Inc' },
    });
    await owner.http.request('/api/jobs', {
      method: 'POST',
      body: {
        customer_id: made.id,
        title: 'Window Cleaning',
        estimated_cost: 60,
        status: 'completed',
        due_date: '2025-05-01',
      },
    });
    const { customers, jobs } = await api.load();
    expect(customers).toEqual([
      expect.objectContaining({
        id: made.id,
        name: 'Made Elsewhere',
        email: '',
        businessName: 'Elsewhere Inc',
        serviceType: 'General Service',
        totalUnpaid: 60,
        createdDate: made.created_at,
      }),
    ]);
    expect(jobs[0]).toMatchObject({
      customerName: 'Made Elsewhere',
      serviceType: 'Window Cleaning',
      scheduledDate: '2025-05-01',
      price: 60,
      status: 'completed',
      paid: false,
    });
  });

  it('does not call the server without a token (spec §7)', async () => {
    const signedOut = newSource({
      http: createHttpClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => null }),
    });
    expect(recordsOf(await signedOut.load())).toEqual({
      customers: [],
      jobs: [],
      series: [],
      payments: [],
    });
    expect(logger.errors).toEqual([]);
  });

  it('finds a record made on another device since the last refresh', async () => {
    await api.load();
    const made = await owner.http.request<ServerCustomer>('/api/customers', {
      method: 'POST',
      body: { name: 'New Elsewhere' },
    });
    expect((await api.getCustomer(made.id))!.name).toBe('New Elsewhere');
    expect(await api.getCustomer('customer-missing')).toBeNull();
    expect(await api.getJob('job-missing')).toBeNull();
    expect(logger.warnings).toEqual([]);
  });
});

describe('api mode: optimistic writes reach the server', () => {
  it('shows a new customer at once and stores it on the server under the same id', async () => {
    const customer = await api.addCustomer(ana);
    expect(customer.id).toMatch(/^customer-[0-9a-f-]{36}$/);
    expect((await shown(api)).customers.map((c) => c.id)).toEqual([customer.id]);
    await api.sync();
    expect(api.syncState().pending).toBe(0);
    const stored = await owner.http.request<ServerCustomer>(`/api/customers/${customer.id}`);
    expect(stored).toMatchObject({
      id: customer.id,
      name: 'Ana Lopez',
      phone: '(555) 123-4567',
      address: '1 Main St',
      email: 'ana@example.com',
      business_name: null,
      notes: null,
      service_type: 'Lawn Care',
    });
    // The server's record replaced the optimistic one.
    expect((await api.getCustomer(customer.id))!.createdDate).toBe(stored.created_at);
  });

  it('stores a new job for the customer: pending, unpaid, price as the estimate', async () => {
    const { customer, job } = await addAnaWithJob();
    const stored = await owner.http.request<ServerJob>(`/api/jobs/${job.id}`);
    expect(stored).toMatchObject({
      customer_id: customer.id,
      title: 'Lawn Mowing',
      description: 'Back gate',
      status: 'pending',
      estimated_cost: 80,
      actual_cost: null,
      due_date: '2025-06-04',
      paid: false,
      completed_at: null,
    });
    expect((await api.getJob(job.id))!.status).toBe('pending');
  });

  it("refuses a job for a customer it does not know with 'Customer not found'", async () => {
    const error = await api
      .addJob({
        customerId: 'customer-none',
        serviceType: 'Other',
        scheduledDate: '2025-06-01',
        price: 1,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).message).toBe('Customer not found');
  });

  it('sends only the changed fields, and clears an emptied one', async () => {
    const { customer } = await addAnaWithJob();
    const updated = await api.updateCustomer(customer.id, { phone: '555-9999', email: '' });
    expect(updated).toMatchObject({ phone: '555-9999', email: '', name: 'Ana Lopez' });
    await api.sync();
    const stored = await owner.http.request<ServerCustomer>(`/api/customers/${customer.id}`);
    expect(stored).toMatchObject({ phone: '555-9999', email: null, address: '1 Main St' });
  });

  it('completes, prices and pays a job; the customer total follows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-04T15:30:00.000Z'));
    try {
      const { customer, job } = await addAnaWithJob();
      const done = await api.updateJob(job.id, { status: 'completed', price: 95 });
      expect(done).toMatchObject({ completedAt: '2025-06-04T15:30:00.000Z', price: 95 });
      expect((await api.getCustomer(customer.id))!.totalUnpaid).toBe(95);
      await api.sync();
      let stored = await owner.http.request<ServerJob>(`/api/jobs/${job.id}`);
      expect(stored).toMatchObject({ status: 'completed', estimated_cost: 95, paid: false });
      expect(Date.parse(stored.completed_at!)).toBe(Date.parse('2025-06-04T15:30:00.000Z'));
      await api.updateJob(job.id, { paid: true });
      expect((await api.getCustomer(customer.id))!.totalUnpaid).toBe(0);
      await api.sync();
      stored = await owner.http.request<ServerJob>(`/api/jobs/${job.id}`);
      expect(stored.paid).toBe(true);
      const { customers } = await api.load();
      expect(customers[0]!.totalUnpaid).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes a job on the server', async () => {
    const { job } = await addAnaWithJob();
    await api.deleteJob(job.id);
    expect((await shown(api)).jobs).toEqual([]);
    expect(api.syncState().pending).toBe(1);
    await api.sync();
    expect(api.syncState().pending).toBe(0);
    const error = await owner.http.request(`/api/jobs/${job.id}`).catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(404);
  });

  it('deletes a customer and their jobs, locally and on the server', async () => {
    const { customer } = await addAnaWithJob();
    const other = await api.addCustomer({ ...ana, name: 'Bo' });
    await api.sync();
    await api.deleteCustomer(customer.id);
    expect((await shown(api)).customers.map((c) => c.id)).toEqual([other.id]);
    expect((await shown(api)).jobs).toEqual([]);
    // One write: the server deletes the jobs with their customer.
    expect(api.syncState().pending).toBe(1);
    await api.sync();
    expect((await serverCustomers()).map((c) => c.id)).toEqual([other.id]);
    expect(await serverJobs()).toEqual([]);
  });

  it('tells subscribers when the server answer replaces the optimistic record', async () => {
    await api.load();
    const seen: (string | undefined)[] = [];
    const unsubscribe = api.subscribe(() => seen.push(api.snapshot()?.customers[0]?.createdDate));
    const customer = await api.addCustomer(ana);
    expect(seen.at(-1)).toBe(customer.createdDate);
    await api.sync();
    const stored = await owner.http.request<ServerCustomer>(`/api/customers/${customer.id}`);
    expect(seen.at(-1)).toBe(stored.created_at);
    unsubscribe();
  });
});

describe('api mode: reads over the cache', () => {
  it('answers jobs by customer, day and range, and the dashboard', async () => {
    const { customer, job } = await addAnaWithJob();
    expect(
      (await shown(api)).jobs.filter((job) => job.customerId === customer.id).map((j) => j.id),
    ).toEqual([job.id]);
    expect(
      (await shown(api)).jobs.filter((job) => job.scheduledDate === '2025-06-04').map((j) => j.id),
    ).toEqual([job.id]);
    expect(
      (await shown(api)).jobs.filter(
        (job) => job.scheduledDate >= '2025-06-05' && job.scheduledDate <= '2025-06-30',
      ),
    ).toEqual([]);
    const stats = computeDashboardStats((await shown(api)).jobs, new Date('2025-06-04T12:00:00'));
    expect(stats.todaysJobs.map((j) => j.id)).toEqual([job.id]);
    expect(stats).toMatchObject({ thisWeekEarnings: 0, totalUnpaid: 80, unpaidJobsCount: 1 });
  });

  it('draws QR codes for cached records', async () => {
    const { job } = await addAnaWithJob();
    const code = await api.qrCode('job', job.id);
    expect(code.payload).toMatchObject({
      type: 'job',
      id: job.id,
      url: `https://jobtrack.app/job/${job.id}`,
    });
    expect(code.dataUrl).toMatch(/^data:image\/png;base64,/);
  });
});

describe('api mode: export, import, clear all', () => {
  it('round-trips an export into another account, idempotently', async () => {
    await addAnaWithJob();
    const backup = await api.exportData();
    owner = await registerOwner();
    const target = newSource();
    expect(await target.importData(backup)).toEqual({ customers: 1, jobs: 1 });
    expect(await target.importData(backup)).toEqual({ customers: 1, jobs: 1 });
    expect((await serverCustomers()).map((c) => c.id)).toEqual([backup.customers[0]!.id]);
    expect((await serverJobs()).map((j) => j.id)).toEqual([backup.jobs[0]!.id]);
    expect((await shown(target)).jobs[0]).toMatchObject({ customerName: 'Ana Lopez', price: 80 });
  });

  it('imports a demo-mode export: other ids are mapped to stable server ids', async () => {
    const demoExport = await createDemoDataSource({ storage: createMemoryStorage() }).exportData();
    // The demo's two paid jobs carry what was paid: one payment each (decision 046).
    expect(await api.importData(demoExport)).toEqual({ customers: 4, jobs: 6, payments: 2 });
    await api.importData(demoExport);
    expect(await serverCustomers()).toHaveLength(4);
    const jobs = await serverJobs();
    expect(jobs).toHaveLength(6);
    expect(
      jobs
        .filter((job) => job.paid)
        .map((job) => job.actual_cost ?? job.estimated_cost)
        .sort(),
    ).toEqual([80, 850]);
    expect(jobs.filter((job) => job.status === 'completed').every((job) => job.completed_at)).toBe(
      true,
    );
  });

  it('imports every record the server takes and reports the ones it would refuse', async () => {
    const customer = makeCustomer({ id: 'customer-00000000-0000-4000-8000-000000000001' });
    const jobs = [
      makeJob({ id: 'job-00000000-0000-4000-8000-000000000001', customerId: customer.id }),
      makeJob({
        id: 'job-00000000-0000-4000-8000-000000000002',
        customerId: customer.id,
        price: 1.234,
      }),
    ];
    expect(await api.importData({ customers: [customer], jobs })).toEqual({
      customers: 1,
      jobs: 1,
      skipped: { customers: {}, jobs: { invalidRecord: 1 } },
    });
    expect((await serverCustomers()).map((record) => record.id)).toEqual([customer.id]);
    expect((await serverJobs()).map((job) => job.id)).toEqual([jobs[0]!.id]);

    // A customer the server refuses takes its jobs with it.
    const other = makeCustomer({
      id: 'customer-00000000-0000-4000-8000-000000000002',
      name: 'x'.repeat(250),
    });
    const otherJob = makeJob({
      id: 'job-00000000-0000-4000-8000-000000000003',
      customerId: other.id,
    });
    expect(await api.importData({ customers: [other], jobs: [otherJob] })).toEqual({
      customers: 0,
      jobs: 0,
      skipped: { customers: { invalidRecord: 1 }, jobs: { unknownCustomer: 1 } },
    });
    expect(await serverCustomers()).toHaveLength(1);
  });

  it('brings a backup back after clear all (the cleared ids are gone for good), once', async () => {
    await addAnaWithJob();
    const backup = await api.exportData();
    await api.clearAll();
    expect(await api.importData(backup)).toEqual({ customers: 1, jobs: 1 });
    expect(await api.importData(backup)).toEqual({ customers: 1, jobs: 1 });
    const [customer] = await serverCustomers();
    const jobs = await serverJobs();
    expect(customer).toMatchObject({ name: 'Ana Lopez' });
    expect(customer!.id).not.toBe(backup.customers[0]!.id);
    expect(jobs.map((job) => job.customer_id)).toEqual([customer!.id]);
    expect((await serverCustomers()).length).toBe(1);
    expect(api.snapshot()!.jobs.map((job) => job.customerName)).toEqual(['Ana Lopez']);
  });

  it("clears all of the owner's data on the server", async () => {
    await addAnaWithJob();
    await api.addCustomer({ ...ana, name: 'Second' });
    await api.clearAll();
    expect(recordsOf(await api.load())).toEqual({
      customers: [],
      jobs: [],
      series: [],
      payments: [],
    });
    expect(await serverCustomers()).toEqual([]);
    expect(await serverJobs()).toEqual([]);
    expect(api.syncState().pending).toBe(0);
  });
});

describe('api mode: analytics', () => {
  it('keeps the last 50 events on the device and forwards them', async () => {
    const storage = createMemoryStorage();
    const forwarding = newSource({ forwardAnalytics: true, storage });
    for (let i = 0; i < 52; i++) await forwarding.trackEvent({ event: `e${i}` });
    expect(storage.getJSON<unknown[]>(STORAGE_KEYS.analyticsEvents)).toHaveLength(50);
    expect(logger.warnings).toEqual([]);
    expect(apiBaseUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe('api mode: invoices and receipts from the pull (issue 15)', () => {
  /** A device whose documents list read always fails: only the sync pull can bring documents. */
  const pullOnlyDevice = () => {
    const paths: string[] = [];
    const http: HttpClient = {
      baseUrl: owner.http.baseUrl,
      getToken: () => owner.http.getToken(),
      request: (path, init) => {
        paths.push(path);
        if (path === '/api/documents' && (init?.method ?? 'GET') === 'GET') {
          return Promise.reject(new HttpError(503, 'Service Unavailable'));
        }
        return owner.http.request(path, init);
      },
    };
    return { source: newSource({ http, logger: createRecordingLogger() }), paths };
  };

  it('shows a document made on another device after a pull, and drops one deleted there', async () => {
    const { customer, job } = await addAnaWithJob();
    const { source: other, paths } = pullOnlyDevice();
    await other.load();
    const seen = vi.fn();
    other.subscribe(seen);
    await other.sync();
    expect(shownDocuments(other)).toEqual([]);

    const made = await api.createDocument({
      kind: 'invoice',
      customerId: customer.id,
      jobIds: [job.id],
      appLanguage: 'en',
    });
    expect(made.number).toBe('INV-0001');
    seen.mockClear();
    // The other device's pull brings it, numbered and with its share link, and tells the screens.
    await other.sync();
    expect(shownDocuments(other)).toEqual([made]);
    expect(shownDocuments(other)[0]!.shareToken).toEqual(expect.any(String));
    expect(seen).toHaveBeenCalled();
    expect(paths.filter((path) => path.startsWith('/api/sync')).length).toBeGreaterThan(0);

    await api.deleteDocument(made.id);
    await other.sync();
    expect(shownDocuments(other)).toEqual([]);
    expect(logger.errors).toEqual([]);
  });
});

describe('api mode: invoices and receipts in the backup file (issue 15, decision 034)', () => {
  it('exports the documents; importing into another account keeps their numbers, and new ones come after', async () => {
    const { customer, job } = await addAnaWithJob();
    const make = (kind: 'invoice' | 'receipt') =>
      api.createDocument({ kind, customerId: customer.id, jobIds: [job.id], appLanguage: 'es' });
    await make('invoice');
    const second = await make('invoice');
    const receipt = await make('receipt');
    const backup = await api.exportData();
    expect(backup.documents?.map((document) => document.number).sort()).toEqual([
      'INV-0001',
      'INV-0002',
      'REC-0001',
    ]);

    owner = await registerOwner();
    const target = newSource();
    await target.load();
    expect(await target.importData(backup)).toEqual({ customers: 1, jobs: 1 });
    // The import's pull brings them to this device, as issued (a new share link of this account).
    const imported = shownDocuments(target).find((document) => document.id === second.id);
    expect(imported).toEqual({ ...second, shareToken: expect.any(String) });
    expect(shownDocuments(target).find((document) => document.id === receipt.id)?.number).toBe(
      'REC-0001',
    );
    // Again: nothing new. Then the next invoice reuses no number.
    await target.importData(backup);
    expect(shownDocuments(target)).toHaveLength(3);
    const next = await target.createDocument({
      kind: 'invoice',
      customerId: customer.id,
      jobIds: [job.id],
      appLanguage: 'en',
    });
    expect(next.number).toBe('INV-0003');
    expect(logger.errors).toEqual([]);
  });

  it('imports a file without documents (older files) as before', async () => {
    await addAnaWithJob();
    const { documents, ...older } = await api.exportData();
    expect(documents).toBeUndefined();
    owner = await registerOwner();
    const target = newSource();
    await target.load();
    expect(await target.importData(older)).toEqual({ customers: 1, jobs: 1 });
    expect(shownDocuments(target)).toEqual([]);
  });
});
