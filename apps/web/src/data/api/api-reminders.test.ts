// Marking a visit reminded (issue 28, decision 065) is an ordinary job update: kept on the device
// and queued in the outbox with no connection, sent once the server is back, and pulled by the
// owner's other devices. The real server behind a TCP relay that is switched off.
import type { ServerJob } from '@jobtrack/core';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, type SafeStorage } from '#web/lib/storage.ts';
import {
  apiBaseUrl,
  createRecordingLogger,
  registerOwner,
  type RecordingLogger,
  type TestOwner,
  ownerDevice,
  notingFetch,
} from '#web/test/api-helpers.ts';
import { startRelay, type Relay } from '#web/test/net-helpers.ts';
import type { DataSource } from '../data-source.ts';
import { shown } from '#web/test/shown.ts';

let owner: TestOwner;
let relay: Relay;
let storage: SafeStorage;
let indexedDB: IDBFactory;
let logger: RecordingLogger;
let api: DataSource;
/** The calls of this device the server answered ("PUT /api/jobs/…"). */
let answered: string[];

/** The adapter of this device; a second call is the app reloaded (same IndexedDB). */
const viaRelay = (userId = owner.userId) =>
  ownerDevice({
    owner,
    userId,
    indexedDB,
    storage,
    logger,
    baseUrl: relay.baseUrl,
    timeoutMs: 5000,
    fetch: notingFetch(answered),
  });

const serverJobs = () => owner.http.request<ServerJob[]>('/api/jobs');

const ana = {
  name: 'Ana Lopez',
  phone: '555-0101',
  address: '1 Main St',
  serviceType: 'Lawn Care',
};
const REMINDED = '2025-06-03T18:30:00.000Z';
const mowing = (customerId: string) => ({
  customerId,
  serviceType: 'Lawn Mowing',
  scheduledDate: '2025-06-04',
  price: 50,
});

beforeEach(async () => {
  owner = await registerOwner();
  relay = await startRelay(apiBaseUrl());
  storage = createMemoryStorage();
  indexedDB = new IDBFactory();
  logger = createRecordingLogger();
  answered = [];
  api = viaRelay();
});
afterEach(() => relay.stop());

describe('marking a visit reminded', () => {
  it('is an outbox write: kept on the device offline, sent when the server is back', async () => {
    const customer = await api.addCustomer(ana);
    const job = await api.addJob(mowing(customer.id));
    await api.sync();
    expect(api.syncState().pending).toBe(0);
    await relay.stop();
    const marked = await api.updateJob(job.id, { remindedAt: REMINDED });
    expect(marked.remindedAt).toBe(REMINDED);
    expect(api.syncState().pending).toBe(1);
    // The app reloaded with no connection still shows the mark, and still has it to send.
    const reloaded = viaRelay();
    const onDevice = (await shown(reloaded)).jobs.find((one) => one.id === job.id);
    expect(onDevice?.remindedAt).toBe(REMINDED);
    expect(reloaded.syncState().pending).toBe(1);
    expect((await serverJobs()).find((one) => one.id === job.id)?.reminded_at).toBeNull();

    answered.length = 0;
    await relay.start();
    await reloaded.sync();
    expect(answered).toContain(`PUT /api/jobs/${job.id}`);
    expect(reloaded.syncState().pending).toBe(0);
    expect((await serverJobs()).find((one) => one.id === job.id)?.reminded_at).toBe(REMINDED);

    // The owner's other device (its own IndexedDB) gets the mark with the pull; a cleared mark
    // follows the same way.
    indexedDB = new IDBFactory();
    const other = viaRelay();
    expect((await shown(other)).jobs.find((one) => one.id === job.id)?.remindedAt).toBe(REMINDED);
    await reloaded.updateJob(job.id, { remindedAt: null });
    await reloaded.sync();
    await other.sync();
    const cleared = other.snapshot()!.jobs.find((one) => one.id === job.id);
    expect(cleared).toBeDefined();
    expect(cleared).not.toHaveProperty('remindedAt');
  });
});
