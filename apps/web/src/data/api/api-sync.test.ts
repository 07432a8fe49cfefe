// Push and pull of the api adapter against the real server (issue 9): server errors, refused
// writes the owner fixes or discards, reconnects, and the replica per user.
import type { ServerCustomer } from '@jobtrack/core';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerOwner, type TestOwner, ownerDevice } from '#web/test/api-helpers.ts';
import type { DataSource } from '../data-source.ts';
import { MAX_TRIES } from './outbox.ts';
import { replicaDbName } from './replica-db.ts';
import { shown, recordsOf } from '#web/test/shown.ts';

let owner: TestOwner;
let indexedDB: IDBFactory;
/** What the server answers for now: 'ok' passes calls through; 500 answers every call with it. */
let serverMode: 'ok' | 500;
/** The statuses GET /api/sync answered, in order. */
let pullStatuses: number[];

/** Calls answered apart ("PUT /api/customers/customer-…"): a 500, no connection, or no answer. */
let broken: Map<string, number | 'offline' | 'timeout'>;
/** How many calls were answered apart. */
let failedTries: number;

const failingFetch: typeof fetch = async (input, init) => {
  const call = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`;
  const breaks = broken.get(call) ?? (broken.has('*') ? broken.get('*') : undefined);
  if (breaks !== undefined) failedTries += 1;
  if (breaks === 'offline') throw new TypeError('Failed to fetch');
  if (breaks === 'timeout') throw new DOMException('The operation timed out.', 'TimeoutError');
  if (serverMode === 500 || typeof breaks === 'number') {
    return new Response(
      JSON.stringify({ success: false, error: 'Internal Server Error', code: 'server_error' }),
      {
        status: typeof breaks === 'number' ? breaks : 500,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  }
  const response = await fetch(input, init);
  if (String(input).includes('/api/sync')) pullStatuses.push(response.status);
  return response;
};

const newSource = (userId = owner.userId): DataSource =>
  ownerDevice({ owner, userId, indexedDB, fetch: failingFetch });

const serverCustomers = () => owner.http.request<ServerCustomer[]>('/api/customers');
const ana = {
  name: 'Ana Lopez',
  phone: '555-0101',
  address: '1 Main St',
  serviceType: 'Lawn Care',
};

beforeEach(async () => {
  owner = await registerOwner();
  indexedDB = new IDBFactory();
  serverMode = 'ok';
  pullStatuses = [];
  broken = new Map();
  failedTries = 0;
});

describe('an idle pull', () => {
  it('costs a bodiless 304, keeps the data and still counts as synced', async () => {
    const api = newSource();
    await api.load();
    const customer = await api.addCustomer(ana);
    await api.sync();
    const before = api.syncState().lastSyncedAt;
    pullStatuses = [];
    await new Promise((resolve) => setTimeout(resolve, 5));
    await api.sync();
    expect(pullStatuses).toEqual([304]);
    expect(api.syncState()).toMatchObject({ pending: 0, refreshFailed: false });
    expect(api.syncState().lastSyncedAt).not.toBe(before);
    expect((await shown(api)).customers.map((c) => c.id)).toEqual([customer.id]);
    // A change on the server is a full answer again.
    await owner.http.request('/api/customers', { method: 'POST', body: { name: 'Bea' } });
    await api.sync();
    expect(pullStatuses.at(-1)).toBe(200);
    expect((await shown(api)).customers.map((c) => c.name).sort()).toEqual(['Ana Lopez', 'Bea']);
  });
});

describe('a server that fails', () => {
  it('keeps a write answered 500 as not yet saved, and sends it once the server recovers', async () => {
    const api = newSource();
    await api.load();
    serverMode = 500;
    const customer = await api.addCustomer(ana);
    await api.sync();
    expect(api.syncState()).toMatchObject({
      pending: 1,
      online: true,
      refreshFailed: true,
      refused: [],
    });
    expect(await serverCustomers()).toEqual([]);
    serverMode = 'ok';
    await api.sync();
    expect(api.syncState()).toMatchObject({ pending: 0, refreshFailed: false });
    expect((await serverCustomers()).map((c) => c.id)).toEqual([customer.id]);
  });
});

describe('a write the server refuses for good', () => {
  it('is kept with its record for the owner, and the writes behind it go on', async () => {
    const api = newSource();
    await api.load();
    const tooLong = await api.addCustomer({ ...ana, name: 'x'.repeat(201) });
    const fine = await api.addCustomer({ ...ana, name: 'Bo' });
    await api.sync();
    expect(api.syncState().pending).toBe(0);
    expect(api.syncState().refused).toEqual([
      expect.objectContaining({
        kind: 'customer',
        op: 'create',
        recordId: tooLong.id,
        label: 'x'.repeat(201),
        code: 'validation_failed',
      }),
    ]);
    expect(api.snapshot()!.customers.map((c) => c.id)).toContain(tooLong.id);
    expect((await serverCustomers()).map((c) => c.id)).toEqual([fine.id]);
  });

  it('is sent again, merged, when the owner fixes the record', async () => {
    const api = newSource();
    await api.load();
    const tooLong = await api.addCustomer({ ...ana, name: 'x'.repeat(201) });
    await api.sync();
    await api.updateCustomer(tooLong.id, { name: 'Fixed Name' });
    expect(api.syncState().refused).toEqual([]);
    await api.sync();
    const stored = await serverCustomers();
    expect(stored.map((c) => [c.id, c.name])).toEqual([[tooLong.id, 'Fixed Name']]);
  });

  it('discarded, the record goes back to what the server holds', async () => {
    const api = newSource();
    await api.load();
    const tooLong = await api.addCustomer({ ...ana, name: 'x'.repeat(201) });
    const kept = await api.addCustomer({ ...ana, name: 'Bo' });
    await api.sync();
    await api.updateCustomer(kept.id, { email: 'not-an-e-mail' });
    await api.sync();
    expect(api.syncState().refused.map((r) => r.recordId)).toEqual([tooLong.id, kept.id]);
    for (const refused of api.syncState().refused) await api.discardRefused(refused.seq);
    await api.sync();
    expect(api.syncState().refused).toEqual([]);
    expect(api.snapshot()!.customers.map((c) => [c.id, c.email])).toEqual([[kept.id, '']]);
  });
});

describe('reconnecting', () => {
  it('syncs at once on the browser online event while the screens watch', async () => {
    const api = newSource();
    await api.load();
    serverMode = 500;
    await api.addCustomer(ana);
    await api.sync();
    expect(api.syncState().pending).toBe(1);
    serverMode = 'ok';
    const drained = new Promise<void>((resolve) => {
      const unsubscribe = api.subscribe(() => {
        if (api.syncState().pending === 0) {
          unsubscribe();
          resolve();
        }
      });
    });
    window.dispatchEvent(new Event('online'));
    await drained;
    expect(await serverCustomers()).toHaveLength(1);
  });
});

describe('the replica per user', () => {
  it('a reload shows the records and the pending count; signing out deletes the device data', async () => {
    const api = newSource();
    await api.load();
    serverMode = 500;
    await api.addCustomer(ana);
    const reloaded = newSource();
    expect((await reloaded.load()).customers.map((c) => c.name)).toEqual(['Ana Lopez']);
    expect(reloaded.syncState().pending).toBe(1);
    const other = newSource('user-other');
    await other.addCustomer({ ...ana, name: 'Other' });

    await reloaded.discardDeviceData();
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).not.toContain(replicaDbName(owner.userId));
    expect(names).toContain(replicaDbName('user-other'));
    const fresh = newSource();
    serverMode = 'ok';
    expect(recordsOf(await fresh.load())).toEqual({
      customers: [],
      jobs: [],
      series: [],
      payments: [],
    });
    expect(fresh.syncState().pending).toBe(0);
  });
});

describe('a write the server keeps failing (decision 048)', () => {
  const syncTimes = async (api: DataSource, times: number) => {
    for (let i = 0; i < times; i += 1) await api.sync();
  };

  it('is parked after 8 tries, kept across a reload, and never holds back the writes after it', async () => {
    const api = newSource();
    await api.load();
    const ana1 = await api.addCustomer(ana);
    await api.sync();
    broken.set(`PUT /api/customers/${ana1.id}`, 500);
    await api.updateCustomer(ana1.id, { phone: '555-0199' });
    const bo = await api.addCustomer({ ...ana, name: 'Bo' });
    await api.sync();
    // The next write went on at once; the failing one waits for its next try.
    expect((await serverCustomers()).map((c) => c.id).sort()).toEqual([ana1.id, bo.id].sort());
    expect(api.syncState()).toMatchObject({ pending: 1, refused: [] });

    // The sends after a write count too, so it takes at most MAX_TRIES syncs; it was not saved
    // before, and is parked (not pending any more) after.
    let syncs = 1;
    while (api.syncState().refused.length === 0 && syncs < MAX_TRIES) {
      expect(api.syncState()).toMatchObject({ pending: 1 });
      await api.sync();
      syncs += 1;
    }
    expect(failedTries).toBe(MAX_TRIES);
    expect(api.syncState().pending).toBe(0);
    expect(api.syncState().refused).toEqual([
      expect.objectContaining({
        kind: 'customer',
        op: 'update',
        recordId: ana1.id,
        label: 'Ana Lopez',
        parked: true,
      }),
    ]);
    // Still the device's version, and the writes after it go on; one of the same record waits.
    expect(api.snapshot()!.customers.find((c) => c.id === ana1.id)?.phone).toBe('555-0199');
    const cy = await api.addCustomer({ ...ana, name: 'Cy' });
    await api.updateCustomer(ana1.id, { address: '2 Side St' });
    await api.sync();
    expect((await serverCustomers()).map((c) => c.id)).toContain(cy.id);
    expect(api.syncState()).toMatchObject({ pending: 1 });
    expect((await serverCustomers()).find((c) => c.id === ana1.id)?.address).toBe('1 Main St');

    // Kept on the device: a reload shows it parked still.
    const reloaded = newSource();
    await reloaded.load();
    expect(reloaded.syncState().refused.map((r) => [r.recordId, r.parked])).toEqual([
      [ana1.id, true],
    ]);

    // Retry once the server recovers: it goes, and the write behind it after it.
    broken.clear();
    await reloaded.retryParked(reloaded.syncState().refused[0]!.seq);
    await reloaded.sync();
    expect(reloaded.syncState()).toMatchObject({ pending: 0, refused: [] });
    const stored = (await serverCustomers()).find((c) => c.id === ana1.id);
    expect([stored?.phone, stored?.address]).toEqual(['555-0199', '2 Side St']);
  });

  it('discarded, the record goes back to what the server holds', async () => {
    const api = newSource();
    await api.load();
    const customer = await api.addCustomer(ana);
    await api.sync();
    broken.set(`PUT /api/customers/${customer.id}`, 500);
    await api.updateCustomer(customer.id, { name: 'Never Saved' });
    await syncTimes(api, MAX_TRIES);
    const [parked] = api.syncState().refused;
    expect(parked).toMatchObject({ parked: true });
    await api.discardRefused(parked!.seq);
    await api.sync();
    expect(api.syncState()).toMatchObject({ pending: 0, refused: [] });
    expect(api.snapshot()!.customers.map((c) => c.name)).toEqual(['Ana Lopez']);
  });

  it('offline is never a try: no connection 20 times parks nothing', async () => {
    const api = newSource();
    await api.load();
    broken.set('*', 'offline');
    await api.addCustomer(ana);
    await syncTimes(api, 20);
    expect(api.syncState()).toMatchObject({ pending: 1, refused: [], online: false });
    broken.clear();
    await api.sync();
    expect(api.syncState()).toMatchObject({ pending: 0, refused: [] });
    expect(await serverCustomers()).toHaveLength(1);
  });

  it('no answer (the timeout) counts as a try, like a 5xx', async () => {
    const api = newSource();
    await api.load();
    const customer = await api.addCustomer(ana);
    broken.set('POST /api/customers', 'timeout');
    await syncTimes(api, MAX_TRIES);
    expect(api.syncState().refused).toEqual([
      expect.objectContaining({ recordId: customer.id, op: 'create', parked: true }),
    ]);
  });

  it('401 and 429 wait without counting a try', async () => {
    const api = newSource();
    await api.load();
    await api.addCustomer(ana);
    for (const status of [401, 429]) {
      serverMode = 'ok';
      broken.set('POST /api/customers', status);
      await syncTimes(api, MAX_TRIES + 1);
      expect(api.syncState()).toMatchObject({ pending: 1, refused: [] });
    }
  });
});
