// The api adapter when the server cannot be reached (spec §4, §8): a TCP relay in front of the
// real server is switched off, or made to lose answers, between calls.
import type { ServerCustomer, ServerJob } from '@jobtrack/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NetworkError, createHttpClient } from '../../lib/http.ts';
import { createMemoryStorage, type SafeStorage } from '../../lib/storage.ts';
import {
  apiBaseUrl,
  createRecordingLogger,
  registerOwner,
  type RecordingLogger,
  type TestOwner,
} from '../../test/api-helpers.ts';
import { startRelay, type Relay } from '../../test/net-helpers.ts';
import type { DataSource } from '../data-source.ts';
import { createApiDataSource } from './api-source.ts';
import { outboxStorageKey } from './outbox.ts';

let owner: TestOwner;
let relay: Relay;
let storage: SafeStorage;
let logger: RecordingLogger;
let api: DataSource;

const viaRelay = (userId = owner.userId) =>
  createApiDataSource({
    http: createHttpClient({
      baseUrl: relay.baseUrl,
      getToken: () => owner.token,
      timeoutMs: 5000,
    }),
    userId,
    storage,
    logger,
    forwardAnalytics: false,
  });

const serverCustomers = () => owner.http.request<ServerCustomer[]>('/api/customers');
const serverJobs = () => owner.http.request<ServerJob[]>('/api/jobs');
const storedOutbox = () =>
  storage.getJSON<{ entries: { op: string; id: string }[] }>(outboxStorageKey(owner.userId));

const ana = {
  name: 'Ana Lopez',
  phone: '555-0101',
  address: '1 Main St',
  serviceType: 'Lawn Care',
};

beforeEach(async () => {
  owner = await registerOwner();
  relay = await startRelay(apiBaseUrl());
  storage = createMemoryStorage();
  logger = createRecordingLogger();
  api = viaRelay();
});
afterEach(() => relay.stop());

describe('creating while offline', () => {
  it('keeps the record locally and in the stored outbox, then sends it once online', async () => {
    await relay.stop();
    const customer = await api.addCustomer(ana);
    expect((await api.listCustomers()).map((c) => c.id)).toEqual([customer.id]);
    await api.sync();
    expect(api.pendingWrites()).toBe(1);
    expect(storedOutbox()!.entries).toEqual([
      expect.objectContaining({ op: 'createCustomer', id: customer.id }),
    ]);
    expect(logger.warnings.at(-1)!.detail).toBeInstanceOf(NetworkError);

    await relay.start();
    const { customers } = await api.load();
    expect(customers.map((c) => c.id)).toEqual([customer.id]);
    expect(api.pendingWrites()).toBe(0);
    expect(storedOutbox()).toBeNull();
    expect((await serverCustomers()).map((c) => c.id)).toEqual([customer.id]);
  });

  it('sends a customer and their job in order once online', async () => {
    await relay.stop();
    const customer = await api.addCustomer(ana);
    const job = await api.addJob({
      customerId: customer.id,
      serviceType: 'Lawn Mowing',
      scheduledDate: '2025-06-04',
      price: 50,
    });
    await api.updateJob(job.id, { price: 55 });
    expect(api.pendingWrites()).toBe(3);
    await relay.start();
    await api.sync();
    expect(api.pendingWrites()).toBe(0);
    const [stored] = await serverJobs();
    expect(stored).toMatchObject({ id: job.id, customer_id: customer.id, estimated_cost: 55 });
  });

  it('never makes a second record when an answer was lost and the create is sent again', async () => {
    relay.loseAnswers(true);
    const customer = await api.addCustomer(ana);
    await api.sync();
    // The server stored it, but the device never heard back: the create stays in the outbox.
    expect(api.pendingWrites()).toBe(1);
    expect(await serverCustomers()).toHaveLength(1);

    relay.loseAnswers(false);
    await api.sync();
    expect(api.pendingWrites()).toBe(0);
    const customers = await serverCustomers();
    expect(customers.map((c) => c.id)).toEqual([customer.id]);
  });

  it('shows records made offline after a reload, and sends them later', async () => {
    await relay.stop();
    const customer = await api.addCustomer(ana);
    await api.sync();

    const reloaded = viaRelay();
    expect((await reloaded.listCustomers()).map((c) => c.name)).toEqual(['Ana Lopez']);
    expect(reloaded.pendingWrites()).toBe(1);
    await relay.start();
    await reloaded.load();
    expect(reloaded.pendingWrites()).toBe(0);
    expect((await serverCustomers()).map((c) => c.id)).toEqual([customer.id]);
  });

  it("keeps one user's pending writes away from another user on the same device", async () => {
    await relay.stop();
    await api.addCustomer(ana);
    await api.sync();
    const someoneElse = viaRelay('user-someone-else');
    expect(someoneElse.pendingWrites()).toBe(0);
    expect(await someoneElse.listCustomers()).toEqual([]);
  });
});

describe('updating while offline', () => {
  it('keeps the change (no rollback), logs the failure and sends it later', async () => {
    const customer = await api.addCustomer(ana);
    await api.sync();
    await relay.stop();
    const updated = await api.updateCustomer(customer.id, { name: 'Ana María Lopez' });
    await api.sync();
    expect(updated.name).toBe('Ana María Lopez');
    expect((await api.getCustomer(customer.id))!.name).toBe('Ana María Lopez');
    expect(logger.warnings.length).toBeGreaterThan(0);
    // A refresh that fails keeps the local change too.
    expect((await api.load()).customers[0]!.name).toBe('Ana María Lopez');

    await relay.start();
    await api.load();
    expect((await serverCustomers())[0]!.name).toBe('Ana María Lopez');
    expect((await api.getCustomer(customer.id))!.name).toBe('Ana María Lopez');
  });

  it('drops a change the server refuses for good, and the refresh shows the server', async () => {
    const customer = await api.addCustomer(ana);
    await api.load();
    // Deleted on another device meanwhile: the update answers 404.
    await owner.http.request(`/api/customers/${customer.id}`, { method: 'DELETE' });
    await api.updateCustomer(customer.id, { phone: '555-0000' });
    await api.sync();
    expect(api.pendingWrites()).toBe(0);
    expect(logger.errors.at(-1)!.message).toMatch(/refused updateCustomer/);
    expect(await api.load()).toEqual({ customers: [], jobs: [] });
  });
});

describe('deleting while offline', () => {
  it('restores the customer and their jobs in place, and rejects', async () => {
    const first = await api.addCustomer(ana);
    const second = await api.addCustomer({ ...ana, name: 'Bo' });
    await api.addJob({
      customerId: first.id,
      serviceType: 'Lawn Mowing',
      scheduledDate: '2025-06-04',
      price: 50,
    });
    await api.sync();
    const before = await api.load();

    await relay.stop();
    const error = await api.deleteCustomer(first.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    const after = await api.load();
    expect(after.customers.map((c) => c.id)).toEqual(before.customers.map((c) => c.id));
    expect(after.jobs).toEqual(before.jobs);
    await relay.start();
    expect(await serverCustomers()).toHaveLength(2);
    await api.deleteCustomer(second.id);
    expect((await serverCustomers()).map((c) => c.id)).toEqual([first.id]);
  });

  it('restores a job whose delete failed, with its pending change', async () => {
    const customer = await api.addCustomer(ana);
    const job = await api.addJob({
      customerId: customer.id,
      serviceType: 'Lawn Mowing',
      scheduledDate: '2025-06-04',
      price: 50,
    });
    await api.sync();
    await relay.stop();
    await api.updateJob(job.id, { notes: 'Offline note' });
    await expect(api.deleteJob(job.id)).rejects.toBeInstanceOf(NetworkError);
    expect((await api.getJob(job.id))!.notes).toBe('Offline note');
    expect(api.pendingWrites()).toBe(1);
    await relay.start();
    await api.sync();
    expect((await serverJobs())[0]!.description).toBe('Offline note');
  });
});

describe('refreshing while offline (spec §8)', () => {
  it('keeps and answers the existing cache, and logs the failure', async () => {
    await api.addCustomer(ana);
    const loaded = await api.load();
    expect(loaded.customers).toHaveLength(1);
    await relay.stop();
    expect(await api.load()).toEqual(loaded);
    expect(logger.errors).toHaveLength(1);
    expect(logger.errors[0]!.message).toMatch(/could not refresh/);
    expect(logger.errors[0]!.detail).toBeInstanceOf(NetworkError);
  });
});
