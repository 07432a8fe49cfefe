import {
  readBackupFile,
  serializeBackup,
  STORAGE_KEYS,
  type Customer,
  type Job,
} from '@jobtrack/core';
import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { safeStorage } from '#web/lib/storage.ts';
import { DataError, type BackupData, type DataSource } from '../data-source.ts';
import { createDemoDataSource } from '../demo/demo-source.ts';
import { createLocalDataSource } from './local-source.ts';
import { shown, shownDocuments, recordsOf } from '#web/test/shown.ts';
import { computeDashboardStats } from '@jobtrack/core';

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

const stored = () => ({
  customers: JSON.parse(localStorage.getItem(STORAGE_KEYS.localCustomers) ?? 'null') as
    Customer[] | null,
  jobs: JSON.parse(localStorage.getItem(STORAGE_KEYS.localJobs) ?? 'null') as Job[] | null,
});

let local: DataSource;
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  local = createLocalDataSource({ qrBaseUrl: 'https://jobtrack.app' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('waitlist test mode: sample data in browser storage', () => {
  it('writes 2 customers and 1 job on first use', async () => {
    expect(stored().customers).toBeNull();
    const { customers, jobs } = await local.load();
    expect(customers.map((customer) => customer.name)).toEqual(['Jamie Parker', 'Alex Morgan']);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      customerId: customers[0]!.id,
      customerName: 'Jamie Parker',
      scheduledDate: '2025-06-05',
      status: 'scheduled',
      paid: false,
    });
    expect(stored()).toEqual({ customers, jobs });
  });

  it('reads what is stored, and never seeds again once cleared', async () => {
    const { customers } = await local.load();
    const again = createLocalDataSource();
    expect((await shown(again)).customers.map((c) => c.id)).toEqual(customers.map((c) => c.id));
    await again.clearAll();
    expect(stored()).toEqual({ customers: [], jobs: [] });
    expect(recordsOf(await createLocalDataSource().load())).toEqual({
      customers: [],
      jobs: [],
      series: [],
      payments: [],
    });
  });

  it('treats unreadable storage as empty, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.localCustomers, '{broken');
    localStorage.setItem(STORAGE_KEYS.localJobs, '{"not":"a list"}');
    expect(recordsOf(await createLocalDataSource().load())).toEqual({
      customers: [],
      jobs: [],
      series: [],
      payments: [],
    });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('waitlist test mode: writes', () => {
  it('adds, updates and reads back through storage', async () => {
    const customer = await local.addCustomer({
      name: 'Lee Wong',
      phone: '555-1000',
      address: '1 Elm',
      serviceType: 'Plumbing',
      email: 'lee@example.com',
    });
    expect(customer.id).toMatch(/^customer-/);
    await local.updateCustomer(customer.id, { phone: ' 555-2000 ' });
    const fromStorage = stored().customers!.find((c) => c.id === customer.id)!;
    expect(fromStorage).toMatchObject({
      name: 'Lee Wong',
      phone: '555-2000',
      email: 'lee@example.com',
    });
    expect(await createLocalDataSource().getCustomer(customer.id)).toEqual(fromStorage);
  });

  it("refuses a job for a missing customer with 'Customer not found'", async () => {
    const error = await rejection(
      local.addJob({
        customerId: 'customer-gone',
        serviceType: 'Other',
        scheduledDate: '2025-06-06',
        price: 5,
      }),
    );
    expect(error.key).toBe('customers.notFound');
    expect(error.message).toBe('Customer not found');
    expect(stored().jobs).toHaveLength(1);
  });

  it("recalculates a customer's unpaid total on every payment change and job add or delete", async () => {
    const [jamie] = (await shown(local)).customers;
    const [sample] = (await shown(local)).jobs;
    const unpaid = async () => (await local.getCustomer(jamie!.id))!.totalUnpaid;
    const storedUnpaid = () => stored().customers!.find((c) => c.id === jamie!.id)!.totalUnpaid;

    await local.updateJob(sample!.id, { status: 'completed' });
    expect(await unpaid()).toBe(65);
    const second = await local.addJob({
      customerId: jamie!.id,
      serviceType: 'Hedge Trimming',
      scheduledDate: '2025-06-03',
      price: 40.5,
    });
    await local.updateJob(second.id, { status: 'completed' });
    expect(await unpaid()).toBe(105.5);
    expect(storedUnpaid()).toBe(105.5);
    await local.updateJob(sample!.id, { paid: true });
    expect(await unpaid()).toBe(40.5);
    await local.updateJob(sample!.id, { paid: false });
    expect(await unpaid()).toBe(105.5);
    await local.deleteJob(second.id);
    expect(await unpaid()).toBe(65);
    expect(storedUnpaid()).toBe(65);
    await local.updateJob(sample!.id, { price: 70 });
    expect(await unpaid()).toBe(70);
  });

  it('keeps pending and cancelled as given (only demo mode rewrites them)', async () => {
    const [sample] = (await shown(local)).jobs;
    expect((await local.updateJob(sample!.id, { status: 'cancelled' })).status).toBe('cancelled');
  });

  it('deletes any record, a customer together with their jobs', async () => {
    const [jamie, alex] = (await shown(local)).customers;
    await local.addJob({
      customerId: alex!.id,
      serviceType: 'Deep Clean',
      scheduledDate: '2025-06-09',
      price: 120,
    });
    await local.deleteCustomer(jamie!.id);
    expect(stored().customers!.map((c) => c.id)).toEqual([alex!.id]);
    expect(stored().jobs!.map((job) => job.customerId)).toEqual([alex!.id]);
    const [job] = (await shown(local)).jobs;
    await local.deleteJob(job!.id);
    expect(stored().jobs).toEqual([]);
    expect((await rejection(local.deleteJob(job!.id))).message).toBe('Job not found');
    expect((await rejection(local.deleteCustomer('nope'))).message).toBe('Customer not found');
  });

  it('answers the shared views and the dashboard from stored data', async () => {
    const [jamie] = (await shown(local)).customers;
    const job = await local.addJob({
      customerId: jamie!.id,
      serviceType: 'Painting',
      scheduledDate: '2025-06-04',
      price: 200,
    });
    expect((await shown(local)).jobs.filter((job) => job.customerId === jamie!.id).length).toBe(2);
    expect(
      (await shown(local)).jobs
        .filter((job) => job.scheduledDate === '2025-06-04')
        .map((j) => j.id),
    ).toEqual([job.id]);
    expect(
      (await shown(local)).jobs.filter(
        (job) => job.scheduledDate >= '2025-06-04' && job.scheduledDate <= '2025-06-05',
      ).length,
    ).toBe(2);
    await local.updateJob(job.id, { status: 'completed', paid: true });
    const stats = computeDashboardStats((await shown(local)).jobs, new Date());
    // The sample job ($65, scheduled tomorrow) is still unpaid (spec §3: paid = false).
    expect(stats).toMatchObject({ thisWeekEarnings: 200, totalUnpaid: 65, unpaidJobsCount: 1 });
    expect(stats.todaysJobs.map((j) => j.id)).toEqual([job.id]);
  });
});

describe('waitlist test mode: import (all or nothing, idempotent)', () => {
  const backup = (): BackupData => ({
    customers: [makeCustomer({ id: 'customer-imp-1', name: 'Imported One' })],
    jobs: [
      makeJob({ id: 'job-imp-1', customerId: 'customer-imp-1', status: 'completed', price: 80 }),
      makeJob({ id: 'job-imp-2', customerId: 'customer-imp-1', scheduledDate: '2025-06-04' }),
    ],
  });

  it('imports a valid backup and recomputes its derived fields', async () => {
    expect(await local.importData(backup())).toEqual({ customers: 1, jobs: 2 });
    const imported = await local.getCustomer('customer-imp-1');
    expect(imported!.totalUnpaid).toBe(180);
    expect((await shown(local)).customers.length).toBe(3);
    expect(stored().jobs).toHaveLength(3);
  });

  it('imports the same backup twice without duplicates', async () => {
    await local.importData(backup());
    await local.importData(backup());
    expect((await shown(local)).customers.length).toBe(3);
    expect((await shown(local)).jobs.length).toBe(3);
  });

  it('imports nothing when one record is bad', async () => {
    const before = await local.load();
    const bad = backup();
    bad.jobs[1] = { ...bad.jobs[1]!, price: -5 };
    const error = await rejection(local.importData(bad));
    expect(error.key).toBe('settings.invalidFileFormat');
    expect(error.message).toBe('Invalid file format. Please select a valid backup file.');
    expect(await local.load()).toEqual(before);
  });

  it('imports nothing when a job belongs to no known customer, or ids repeat', async () => {
    const orphan = backup();
    orphan.jobs.push(makeJob({ id: 'job-imp-3', customerId: 'customer-nobody' }));
    await rejection(local.importData(orphan));
    const repeated = backup();
    repeated.jobs[1] = { ...repeated.jobs[1]!, id: 'job-imp-1' };
    await rejection(local.importData(repeated));
    await rejection(local.importData({ customers: 'x' } as unknown as BackupData));
    expect((await shown(local)).jobs).toHaveLength(1);
  });

  it('takes a job for a customer already stored, and a demo-mode export', async () => {
    const [jamie] = (await shown(local)).customers;
    await local.importData({
      customers: [],
      jobs: [makeJob({ id: 'job-x', customerId: jamie!.id })],
    });
    expect((await local.getJob('job-x'))!.customerName).toBe('Jamie Parker');
    const demoExport = await createDemoDataSource().exportData();
    expect(await local.importData(demoExport)).toEqual({ customers: 4, jobs: 6 });
    expect((await shown(local)).customers.length).toBe(6);
  });

  it('exports what it holds', async () => {
    expect(await local.exportData()).toEqual({ version: 2, ...recordsOf(await local.load()) });
  });
});

describe('waitlist test mode: QR codes and analytics', () => {
  it('still generates QR codes (spec §1)', async () => {
    const [jamie] = (await shown(local)).customers;
    const code = await local.qrCode('customer', jamie!.id);
    expect(code.payload).toMatchObject({ type: 'customer', id: jamie!.id, name: 'Jamie Parker' });
    expect(code.dataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('keeps the last 200 analytics events', async () => {
    for (let i = 0; i < 205; i++) {
      await local.trackEvent({
        event: 'feature_used',
        sessionId: 's1',
        properties: { feature: 'qr' },
      });
    }
    expect(safeStorage.getJSON<unknown[]>(STORAGE_KEYS.analyticsEvents)).toHaveLength(200);
  });
});

describe('invoices and receipts on the device (issue 15)', () => {
  it('numbers each kind in turn without gaps, keeps them across visits, and refuses another customer’s job', async () => {
    const { customers, jobs } = await local.load();
    const [jamie, alex] = customers;
    const job = jobs[0]!;
    const make = (kind: 'invoice' | 'receipt') =>
      local.createDocument({ kind, customerId: jamie!.id, jobIds: [job.id], appLanguage: 'es' });
    const numbers = [
      (await make('invoice')).number,
      (await make('receipt')).number,
      (await make('invoice')).number,
    ];
    expect(numbers).toEqual(['INV-0001', 'REC-0001', 'INV-0002']);
    const again = createLocalDataSource();
    expect(shownDocuments(again).map((document) => document.number)).toEqual([
      'INV-0002',
      'REC-0001',
      'INV-0001',
    ]);
    expect(shownDocuments(again)[0]).toMatchObject({
      language: 'es',
      customer: { name: 'Jamie Parker' },
    });
    const refused = await local
      .createDocument({
        kind: 'invoice',
        customerId: alex!.id,
        jobIds: [job.id],
        appLanguage: 'en',
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataError);
    expect((refused as DataError).key).toBe('documents.jobsNotFound');
  });
});

describe('invoices and receipts in the backup file (issue 15, decision 034)', () => {
  const fileOf = async (source: DataSource) => serializeBackup(await source.exportData());
  const readFile = (contents: string) => {
    const read = readBackupFile(contents);
    if (!read.ok) throw new Error(read.error);
    return read.data;
  };

  it('export → import on a fresh device keeps the documents with their numbers, and numbering goes on after them', async () => {
    const { customers, jobs } = await local.load();
    const jamie = customers[0]!;
    const job = jobs[0]!;
    const make = (kind: 'invoice' | 'receipt') =>
      local.createDocument({ kind, customerId: jamie.id, jobIds: [job.id], appLanguage: 'en' });
    const first = await make('invoice');
    await make('invoice');
    const receipt = await make('receipt');
    const file = await fileOf(local);
    expect(file).toContain('"documents": [');

    localStorage.clear();
    const fresh = createLocalDataSource();
    await fresh.clearAll();
    expect(shownDocuments(fresh)).toEqual([]);
    await fresh.importData(readFile(file));
    expect(
      shownDocuments(fresh)
        .map((document) => document.number)
        .sort(),
    ).toEqual(['INV-0001', 'INV-0002', 'REC-0001']);
    expect(shownDocuments(fresh).find((document) => document.id === first.id)).toEqual(first);
    expect(shownDocuments(fresh).find((document) => document.id === receipt.id)).toEqual(receipt);
    // No number is used twice: the next invoice comes after the imported ones.
    const next = await fresh.createDocument({
      kind: 'invoice',
      customerId: jamie.id,
      jobIds: [job.id],
      appLanguage: 'en',
    });
    expect(next.number).toBe('INV-0003');
    // Importing the same file again changes nothing; kept across a visit.
    await fresh.importData(readFile(file));
    expect(shownDocuments(createLocalDataSource())).toHaveLength(4);
  });

  it('imports a file without documents (older files) and gives a draft of the file the next number', async () => {
    const { customers, jobs } = await local.load();
    const older = readFile(serializeBackup({ customers, jobs }));
    expect(older.documents).toBeUndefined();
    localStorage.clear();
    const fresh = createLocalDataSource();
    await fresh.clearAll();
    expect(await fresh.importData(older)).toEqual({ customers: 2, jobs: 1 });
    expect(shownDocuments(fresh)).toEqual([]);

    const invoice = await local.createDocument({
      kind: 'invoice',
      customerId: customers[0]!.id,
      jobIds: [jobs[0]!.id],
      appLanguage: 'en',
    });
    const draft = { ...invoice, id: 'document-draft', number: null };
    await fresh.importData({ customers, jobs, documents: [invoice, draft] });
    expect(
      shownDocuments(fresh)
        .map((document) => document.number)
        .sort(),
    ).toEqual(['INV-0001', 'INV-0002']);
  });
});
