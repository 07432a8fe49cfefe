// Repeating visits in api mode (issue 14) against the real server (src/test/global-setup.ts):
// the device makes the visits at once, the server the same ones, and the pull keeps them in the
// replica. Offline series writes: api-series-offline.test.ts.
import { addCalendarDays, visitJobId } from '@jobtrack/core';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '#web/lib/storage.ts';
import { createRecordingLogger, registerOwner, type TestOwner } from '#web/test/api-helpers.ts';
import type { DataSource } from '../data-source.ts';
import { createApiDataSource } from './api-source.ts';
import { shown } from '#web/test/shown.ts';

let owner: TestOwner;
let api: DataSource;
let indexedDB: IDBFactory;
let storage: ReturnType<typeof createMemoryStorage>;
const today = new Date().toISOString().slice(0, 10);

beforeEach(async () => {
  owner = await registerOwner();
  indexedDB = new IDBFactory();
  storage = createMemoryStorage();
  api = open();
});

/** The adapter on this device's replica (a second call is a reload). */
const open = () =>
  createApiDataSource({
    http: owner.http,
    userId: owner.userId,
    storage,
    indexedDb: { indexedDB, IDBKeyRange },
    logger: createRecordingLogger(),
    qrBaseUrl: 'https://jobtrack.app',
    forwardAnalytics: false,
  });

describe('api mode: repeating visits', () => {
  it('creates a weekly series on the server and holds its visits and the series', async () => {
    const customer = await api.addCustomer({
      name: 'Ana Lopez',
      phone: '(555) 123-4567',
      address: '1 Main St',
      serviceType: 'Lawn Care',
    });
    await api.sync();
    const { series, jobs } = await api.addSeries({
      customerId: customer.id,
      serviceType: 'Lawn Mowing',
      price: 45,
      startDate: today,
      rule: { frequency: 'weekly', interval: 1, end: { type: 'never' } },
    });
    expect(jobs).toHaveLength(9);
    expect(jobs[1]).toMatchObject({
      id: visitJobId(series.id, addCalendarDays(today, 7)),
      scheduledDate: addCalendarDays(today, 7),
      seriesId: series.id,
      price: 45,
    });
    expect((await api.listSeries()).map((one) => one.id)).toEqual([series.id]);
    // Kept in the replica (IndexedDB version 2): a reload shows the series before any pull.
    const reloaded = open();
    await shown(reloaded);
    expect((await reloaded.listSeries()).map((one) => one.id)).toEqual([series.id]);
    expect((await shown(api)).jobs.filter((job) => job.seriesId === series.id)).toHaveLength(9);

    await api.updateSeries(series.id, { price: 50 }, addCalendarDays(today, 7));
    const later = (await shown(api)).jobs.find((job) => job.id === jobs[1]!.id);
    expect(later?.price).toBe(50);

    const skipped = await api.updateJob(jobs[0]!.id, { skipped: true });
    expect(skipped.skipped).toBe(true);
    await api.sync();
    const onServer = await owner.http.request<{ skipped: boolean }>(`/api/jobs/${jobs[0]!.id}`);
    expect(onServer.skipped).toBe(true);

    await api.endSeries(series.id, addCalendarDays(today, 14));
    expect((await shown(api)).jobs.filter((job) => job.seriesId === series.id)).toHaveLength(2);
  });
});
