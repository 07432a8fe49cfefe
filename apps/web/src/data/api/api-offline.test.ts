// The api adapter when the server cannot be reached (issue 9, spec §4, §8): a TCP relay in front
// of the real server is switched off, or made to lose answers, between calls.
import { DEFAULT_BUSINESS_PROFILE, type ServerCustomer, type ServerJob } from '@jobtrack/core';
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NetworkError } from '#web/lib/http.ts';
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
import { DataError, type DataSource } from '../data-source.ts';
import { shown, shownDocuments, recordsOf } from '#web/test/shown.ts';

let owner: TestOwner;
let relay: Relay;
let storage: SafeStorage;
let indexedDB: IDBFactory;
let logger: RecordingLogger;
let api: DataSource;
/** The calls of this device the server answered ("POST /api/documents"). */
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

const serverCustomers = () => owner.http.request<ServerCustomer[]>('/api/customers');
const serverJobs = () => owner.http.request<ServerJob[]>('/api/jobs');

const ana = {
  name: 'Ana Lopez',
  phone: '555-0101',
  address: '1 Main St',
  serviceType: 'Lawn Care',
};
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

describe('opening the app', () => {
  it('with nothing on the device and no server, load fails (never an empty list)', async () => {
    await relay.stop();
    const error = await api.load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).key).toBe('sync.loadFailed');
    expect(api.snapshot()).toBeNull();
    expect(api.syncState()).toMatchObject({ online: false, refreshFailed: true });
  });

  it('offline after a first sync, shows what the device holds at once', async () => {
    const customer = await api.addCustomer(ana);
    await api.sync();
    await relay.stop();
    const reloaded = viaRelay();
    expect((await reloaded.load()).customers.map((c) => c.id)).toEqual([customer.id]);
    expect(reloaded.snapshot()!.customers).toHaveLength(1);
    await reloaded.sync();
    expect(reloaded.syncState()).toMatchObject({ online: false, refreshFailed: true });
    expect(reloaded.syncState().lastSyncedAt).not.toBeNull();
    expect(logger.warnings.at(-1)!.message).toMatch(/could not refresh/);
    expect(logger.warnings.at(-1)!.detail).toBeInstanceOf(NetworkError);
  });
});

describe('creating while offline', () => {
  it('keeps the record and the write on the device, then sends it once online', async () => {
    await relay.stop();
    const customer = await api.addCustomer(ana);
    expect((await shown(api)).customers.map((c) => c.id)).toEqual([customer.id]);
    await api.sync();
    expect(api.syncState().pending).toBe(1);
    expect(api.syncState()).toMatchObject({ pending: 1, online: false, syncing: false });
    expect(logger.warnings.at(-1)!.detail).toBeInstanceOf(NetworkError);

    await relay.start();
    const { customers } = await api.load();
    expect(customers.map((c) => c.id)).toEqual([customer.id]);
    expect(api.syncState().pending).toBe(0);
    expect(api.syncState()).toMatchObject({ pending: 0, online: true, refreshFailed: false });
    expect((await serverCustomers()).map((c) => c.id)).toEqual([customer.id]);
  });

  it('sends a customer and their job in order once online', async () => {
    await relay.stop();
    const customer = await api.addCustomer(ana);
    const job = await api.addJob(mowing(customer.id));
    await api.updateJob(job.id, { price: 55 });
    expect(api.syncState().pending).toBe(3);
    await relay.start();
    await api.sync();
    expect(api.syncState().pending).toBe(0);
    const [stored] = await serverJobs();
    expect(stored).toMatchObject({ id: job.id, customer_id: customer.id, estimated_cost: 55 });
  });

  it('never makes a second record when an answer was lost and the create is sent again', async () => {
    relay.loseAnswers(true);
    const customer = await api.addCustomer(ana);
    await api.sync();
    // The server stored it, but the device never heard back: the create stays in the outbox.
    expect(api.syncState().pending).toBe(1);
    expect(await serverCustomers()).toHaveLength(1);

    relay.loseAnswers(false);
    await api.sync();
    expect(api.syncState().pending).toBe(0);
    const customers = await serverCustomers();
    expect(customers.map((c) => c.id)).toEqual([customer.id]);
  });

  it('a cut connection is never a try: 10 lost answers and a closed port park nothing (decision 048)', async () => {
    relay.loseAnswers(true);
    const customer = await api.addCustomer(ana);
    for (let i = 0; i < 10; i += 1) await api.sync();
    await relay.stop();
    for (let i = 0; i < 3; i += 1) await api.sync();
    expect(api.syncState()).toMatchObject({ pending: 1, refused: [] });
    relay.loseAnswers(false);
    await relay.start();
    await api.sync();
    expect(api.syncState()).toMatchObject({ pending: 0, refused: [] });
    expect((await serverCustomers()).map((c) => c.id)).toEqual([customer.id]);
  });

  it('deletes a record whose create may have reached the server (answer lost)', async () => {
    relay.loseAnswers(true);
    const customer = await api.addCustomer(ana);
    await api.sync();
    await api.deleteCustomer(customer.id);
    // The create was sent once, so it may be stored: a delete is sent (404 counts as done).
    expect(api.syncState().pending).toBe(1);
    relay.loseAnswers(false);
    await api.sync();
    expect(await serverCustomers()).toEqual([]);
  });

  it('shows records made offline after a reload, with the pending count, and sends them later', async () => {
    await relay.stop();
    const customer = await api.addCustomer(ana);
    await api.addJob(mowing(customer.id));

    const reloaded = viaRelay();
    expect((await shown(reloaded)).customers.map((c) => c.name)).toEqual(['Ana Lopez']);
    expect((await shown(reloaded)).jobs[0]).toMatchObject({ customerName: 'Ana Lopez' });
    expect(reloaded.syncState().pending).toBe(2);
    expect(reloaded.syncState().pending).toBe(2);
    await relay.start();
    await reloaded.load();
    expect(reloaded.syncState().pending).toBe(0);
    expect((await serverCustomers()).map((c) => c.id)).toEqual([customer.id]);
    expect(await serverJobs()).toHaveLength(1);
  });

  it("keeps one user's data and writes away from another user on the same device", async () => {
    await relay.stop();
    await api.addCustomer(ana);
    const someoneElse = viaRelay('user-someone-else');
    // Offline and never pulled, their screens say so rather than show Ana's customers …
    await expect(someoneElse.load()).rejects.toMatchObject({ key: 'sync.loadFailed' });
    // … because their replica holds no record (snapshot() is null only on an empty device).
    expect(someoneElse.snapshot()).toBeNull();
    expect(someoneElse.syncState().pending).toBe(0);
  });

  it('carries over the writes of the old browser-storage outbox on the first open', async () => {
    await relay.stop();
    const made = await api.addCustomer(ana);
    const record = (await api.getCustomer(made.id))!;
    await api.discardDeviceData();
    storage.setJSON(`jobtrack_outbox:${owner.userId}`, {
      version: 1,
      entries: [{ seq: 7, op: 'createCustomer', id: record.id, record }],
    });
    const upgraded = viaRelay();
    expect((await shown(upgraded)).customers.map((c) => c.id)).toEqual([record.id]);
    expect(upgraded.syncState().pending).toBe(1);
    expect(storage.getJSON(`jobtrack_outbox:${owner.userId}`)).toBeNull();
    await relay.start();
    await upgraded.sync();
    expect((await serverCustomers()).map((c) => c.id)).toEqual([record.id]);
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
    expect((await api.load()).customers[0]!.name).toBe('Ana María Lopez');

    await relay.start();
    await api.sync();
    expect((await serverCustomers())[0]!.name).toBe('Ana María Lopez');
    expect((await api.getCustomer(customer.id))!.name).toBe('Ana María Lopez');
  });

  it('drops an edit of a record deleted elsewhere, removes it and tells the owner', async () => {
    const customer = await api.addCustomer(ana);
    await api.addJob(mowing(customer.id));
    await api.sync();
    // Deleted on another device meanwhile: the update answers 404.
    await owner.http.request(`/api/customers/${customer.id}`, { method: 'DELETE' });
    await api.updateCustomer(customer.id, { phone: '555-0000' });
    await api.sync();
    expect(api.syncState().pending).toBe(0);
    expect(recordsOf(api.snapshot())).toEqual({
      customers: [],
      jobs: [],
      series: [],
      payments: [],
    });
    expect(api.syncState().refused).toEqual([
      expect.objectContaining({
        kind: 'customer',
        op: 'update',
        recordId: customer.id,
        label: 'Ana Lopez',
        code: 'record_deleted',
      }),
    ]);
    await api.discardRefused(api.syncState().refused[0]!.seq);
    expect(api.syncState().refused).toEqual([]);
  });
});

describe('deleting while offline', () => {
  it('removes the customer and their jobs at once, keeps the delete after a reload, sends it online', async () => {
    const first = await api.addCustomer(ana);
    const second = await api.addCustomer({ ...ana, name: 'Bo' });
    await api.addJob(mowing(first.id));
    await api.sync();

    await relay.stop();
    await api.deleteCustomer(first.id);
    expect((await shown(api)).customers.map((c) => c.id)).toEqual([second.id]);
    expect((await shown(api)).jobs).toEqual([]);
    const reloaded = viaRelay();
    expect((await shown(reloaded)).customers.map((c) => c.id)).toEqual([second.id]);
    expect(reloaded.syncState().pending).toBe(1);

    await relay.start();
    await reloaded.sync();
    expect((await serverCustomers()).map((c) => c.id)).toEqual([second.id]);
    expect(await serverJobs()).toEqual([]);
    expect(reloaded.snapshot()!.customers.map((c) => c.id)).toEqual([second.id]);
  });

  it('a delete drops the waiting edits; one never sent drops its create too', async () => {
    const customer = await api.addCustomer(ana);
    const job = await api.addJob(mowing(customer.id));
    await api.sync();
    await relay.stop();
    await api.updateJob(job.id, { notes: 'Offline note' });
    await api.deleteJob(job.id);
    expect(api.syncState().pending).toBe(1);
    const fresh = await api.addJob(mowing(customer.id));
    await api.deleteJob(fresh.id);
    expect(api.syncState().pending).toBe(1);
    await relay.start();
    await api.sync();
    expect(await serverJobs()).toEqual([]);
  });
});

describe('the sync state', () => {
  it('is the same object until something in it changes', async () => {
    await api.load();
    const state = api.syncState();
    expect(api.syncState()).toBe(state);
    await relay.stop();
    await api.addCustomer(ana);
    const pending = api.syncState();
    expect(pending).not.toBe(state);
    expect(pending.pending).toBe(1);
    await api.sync();
    expect(api.syncState().online).toBe(false);
    expect(api.syncState()).toBe(api.syncState());
  });
});

describe('invoices and receipts offline (issue 15, decision 045)', () => {
  /** A completed job the server has, then a document of it made with no connection. */
  const draftOffline = async (kind: 'invoice' | 'receipt') => {
    const customer = await api.addCustomer(ana);
    const job = await api.addJob(mowing(customer.id));
    await api.updateJob(job.id, { status: 'completed' });
    await api.sync();
    await relay.stop();
    const draft = await api.createDocument({
      kind,
      customerId: customer.id,
      jobIds: [job.id],
      appLanguage: 'en',
    });
    return { job, draft };
  };
  const serverDocuments = () =>
    owner.http.request<{ id: string; number: string }[]>('/api/documents');
  const documentPosts = () => answered.filter((call) => call === 'POST /api/documents').length;

  it('a document made offline is a draft without a link, pending until it reaches the server', async () => {
    const { draft } = await draftOffline('invoice');
    expect(draft.number).toBeNull();
    expect(draft.shareToken).toBeUndefined();
    expect(draft.total).toBe(50);
    expect(shownDocuments(api).map((document) => document.number)).toEqual([null]);
    // It waits in the outbox with the other writes: the sync status counts it.
    expect(api.syncState()).toMatchObject({ pending: 1, online: false });

    // The app reloaded, still offline: the draft is kept on the device, still pending.
    api = viaRelay();
    await api.load();
    expect(shownDocuments(api).map((document) => document.id)).toEqual([draft.id]);
    expect(api.syncState().pending).toBe(1);

    await relay.start();
    await api.sync();
    const [numbered] = shownDocuments(api);
    expect(numbered).toMatchObject({ id: draft.id, number: 'INV-0001', total: 50 });
    expect(numbered?.shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(api.syncState().pending).toBe(0);
    expect((await serverDocuments()).map((document) => [document.id, document.number])).toEqual([
      [draft.id, 'INV-0001'],
    ]);
  });

  it('a draft made with a customer and job made offline goes after them, in one sync', async () => {
    await relay.stop();
    const customer = await api.addCustomer(ana);
    const job = await api.addJob(mowing(customer.id));
    await api.updateJob(job.id, { status: 'completed' });
    const draft = await api.createDocument({
      kind: 'receipt',
      customerId: customer.id,
      jobIds: [job.id],
      appLanguage: 'en',
    });
    expect(api.syncState().pending).toBe(4);
    await relay.start();
    await api.sync();
    expect(api.syncState()).toMatchObject({ pending: 0, refused: [] });
    expect(shownDocuments(api)).toEqual([
      expect.objectContaining({ id: draft.id, number: 'REC-0001', total: 50 }),
    ]);
  });

  it('is sent once when back online, even when the page reloads before the answer arrives', async () => {
    const { draft } = await draftOffline('invoice');
    await relay.start();
    // The server makes the document, but its answer never reaches the device …
    relay.loseAnswers(true);
    await api.sync();
    expect(await serverDocuments()).toHaveLength(1);
    expect(api.syncState().pending).toBe(1);
    expect(shownDocuments(api)).toEqual([expect.objectContaining({ id: draft.id, number: null })]);

    // … and the page reloads: the draft is still in the outbox and is sent again by its id.
    relay.loseAnswers(false);
    api = viaRelay();
    await api.load();
    await api.sync();
    expect(api.syncState()).toMatchObject({ pending: 0, refused: [] });
    expect(shownDocuments(api)).toEqual([
      expect.objectContaining({ id: draft.id, number: 'INV-0001' }),
    ]);
    expect((await serverDocuments()).map((document) => [document.id, document.number])).toEqual([
      [draft.id, 'INV-0001'],
    ]);
  });

  it('a draft the server refuses is listed with the refused writes, not retried after a reload, until discarded', async () => {
    const { job, draft } = await draftOffline('receipt');
    // Another device deletes the job meanwhile: the server cannot make the document any more.
    await owner.http.request(`/api/jobs/${job.id}`, { method: 'DELETE' });

    await relay.start();
    await api.sync();
    expect(documentPosts()).toBe(1);
    expect(shownDocuments(api).map((document) => document.id)).toEqual([draft.id]);
    const [refused] = api.syncState().refused;
    expect(refused).toMatchObject({
      kind: 'document',
      op: 'create',
      recordId: draft.id,
      label: 'Ana Lopez',
      code: 'not_found',
    });
    expect(api.syncState().pending).toBe(0);
    expect(await serverDocuments()).toEqual([]);

    // Reloaded, the draft is still listed as refused, and never sent again.
    api = viaRelay();
    await api.load();
    await api.sync();
    expect(documentPosts()).toBe(1);
    expect(api.syncState().refused).toEqual([refused]);
    expect(shownDocuments(api).map((document) => document.id)).toEqual([draft.id]);

    await api.discardRefused(refused!.seq);
    expect(api.syncState().refused).toEqual([]);
    expect(shownDocuments(api)).toEqual([]);
    api = viaRelay();
    await api.load();
    await api.sync();
    expect(api.syncState()).toMatchObject({ pending: 0, refused: [] });
    expect(shownDocuments(api)).toEqual([]);
    expect(documentPosts()).toBe(1);
  });

  it('a deleted draft goes at once, and from the server too when its create may have reached it', async () => {
    const { draft } = await draftOffline('invoice');
    await api.deleteDocument(draft.id);
    expect(shownDocuments(api)).toEqual([]);
    await relay.start();
    await api.sync();
    expect(api.syncState()).toMatchObject({ pending: 0, refused: [] });
    expect(await serverDocuments()).toEqual([]);

    // Made online, but the answer is lost: the server holds it, the device has the draft.
    relay.loseAnswers(true);
    const again = await api.createDocument({
      kind: 'invoice',
      customerId: draft.customerId,
      jobIds: draft.jobIds,
      appLanguage: 'en',
    });
    expect(again.number).toBeNull();
    expect(await serverDocuments()).toHaveLength(1);
    // Offline, the owner deletes it: it goes at once, and its delete waits in the outbox.
    await relay.stop();
    relay.loseAnswers(false);
    await api.deleteDocument(again.id);
    expect(shownDocuments(api)).toEqual([]);
    expect(api.syncState().pending).toBe(1);

    // After a reload and back online, the delete reaches the server; nothing comes back.
    api = viaRelay();
    await api.load();
    expect(shownDocuments(api)).toEqual([]);
    await relay.start();
    await api.sync();
    expect(api.syncState()).toMatchObject({ pending: 0, refused: [] });
    expect(await serverDocuments()).toEqual([]);
    expect(shownDocuments(api)).toEqual([]);
  });

  it('a draft kept by an earlier version (in the documents table) joins the outbox on upgrade', async () => {
    const { draft } = await draftOffline('receipt');
    const made = (await api.load()).customers;
    await api.discardDeviceData();
    // What version 3 kept: the replica, with the draft as a row of `documents`.
    const old = new Dexie(`jobtrack:${owner.userId}`, { indexedDB, IDBKeyRange });
    old
      .version(1)
      .stores({ customers: 'id', jobs: 'id', meta: 'key', outbox: 'seq', refused: 'seq' });
    old.version(2).stores({ series: 'id' });
    old.version(3).stores({ documents: 'id' });
    await old.table('customers').bulkPut(made);
    await old.table('documents').put(draft);
    old.close();

    api = viaRelay();
    await api.load();
    expect(shownDocuments(api).map((document) => [document.id, document.number])).toEqual([
      [draft.id, null],
    ]);
    expect(api.syncState().pending).toBe(1);
    await relay.start();
    await api.sync();
    expect(api.syncState().pending).toBe(0);
    expect((await serverDocuments()).map((document) => [document.id, document.number])).toEqual([
      [draft.id, 'REC-0001'],
    ]);
    expect(shownDocuments(api).map((document) => [document.id, document.number])).toEqual([
      [draft.id, 'REC-0001'],
    ]);
  });
});

describe('documents and the profile are records of the one replica (decision 055)', () => {
  /** A numbered document the server has, on this device, then the connection cut. */
  const numberedThenOffline = async () => {
    const customer = await api.addCustomer(ana);
    const job = await api.addJob(mowing(customer.id));
    await api.updateJob(job.id, { status: 'completed' });
    const made = await api.createDocument({
      kind: 'invoice',
      customerId: customer.id,
      jobIds: [job.id],
      appLanguage: 'en',
    });
    expect(made.number).toBe('INV-0001');
    expect(made.shareToken).toEqual(expect.any(String));
    await relay.stop();
    return made;
  };
  const serverDocument = (id: string) =>
    owner.http.request<{ id: string; share_token: string | null }>(`/api/documents/${id}`);

  it('a document revoked offline loses its link at once, waits in the outbox across a reload, and reaches the server once online', async () => {
    const made = await numberedThenOffline();
    const revoked = await api.revokeDocument(made.id);
    expect(revoked.shareToken).toBeUndefined();
    expect(shownDocuments(api)[0]).toMatchObject({ id: made.id, number: 'INV-0001' });
    expect(shownDocuments(api)[0]!.shareToken).toBeUndefined();
    expect(api.syncState()).toMatchObject({ pending: 1, online: false, refused: [] });
    // The server still shares it: the revoke has not reached it yet.
    expect((await serverDocument(made.id)).share_token).toEqual(made.shareToken);

    // The app reloaded, still offline: the revoke is kept on the device.
    api = viaRelay();
    await api.load();
    expect(shownDocuments(api)[0]!.shareToken).toBeUndefined();
    expect(api.syncState().pending).toBe(1);

    await relay.start();
    await api.sync();
    expect(api.syncState()).toMatchObject({ pending: 0, refused: [] });
    expect((await serverDocument(made.id)).share_token).toBeNull();
    expect(shownDocuments(api)[0]!.shareToken).toBeUndefined();
  });

  it('a document deleted offline goes at once, waits in the outbox, and is deleted on the server once online', async () => {
    const made = await numberedThenOffline();
    await api.deleteDocument(made.id);
    expect(shownDocuments(api)).toEqual([]);
    expect(api.syncState()).toMatchObject({ pending: 1, online: false });
    expect(await serverDocument(made.id)).toMatchObject({ id: made.id });

    api = viaRelay();
    await api.load();
    expect(shownDocuments(api)).toEqual([]);
    expect(api.syncState().pending).toBe(1);

    await relay.start();
    await api.sync();
    expect(api.syncState()).toMatchObject({ pending: 0, refused: [] });
    await expect(serverDocument(made.id)).rejects.toMatchObject({ status: 404 });
    // The pull after it (a tombstone) leaves it gone.
    await api.sync();
    expect(shownDocuments(api)).toEqual([]);
  });

  it('a document made on another device arrives with the ordinary delta pull, never a list read', async () => {
    const customer = await api.addCustomer(ana);
    const job = await api.addJob(mowing(customer.id));
    await api.updateJob(job.id, { status: 'completed', paid: true });
    await api.sync();
    // Another device of the owner makes and numbers a document.
    const other = await owner.http.request<{ id: string; number: string }>('/api/documents', {
      method: 'POST',
      body: { kind: 'receipt', customer_id: customer.id, job_ids: [job.id], language: 'en' },
    });
    answered.length = 0;
    await api.sync();
    expect(shownDocuments(api).map((document) => [document.id, document.number])).toEqual([
      [other.id, other.number],
    ]);
    // One pull brought it: no read of the documents' list, on sync nor on load.
    await viaRelay().load();
    expect(answered.filter((call) => call.includes('/api/documents'))).toEqual([]);
    expect(answered).toContain('GET /api/sync');
    // A pull with nothing new carries no documents and stays under 1 KB (even without its tag).
    const { cursor } = await owner.http.request<{ cursor: string }>('/api/sync');
    const idle = await fetch(`${apiBaseUrl()}/api/sync?since=${cursor}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const body = await idle.text();
    expect(idle.status).toBe(200);
    expect(new TextEncoder().encode(body).length).toBeLessThan(1024);
    expect(JSON.parse(body)).not.toHaveProperty('documents');
  });

  it('signing out removes the documents and the profile from the device with the rest', async () => {
    const made = await numberedThenOffline();
    await api.saveProfile({ ...DEFAULT_BUSINESS_PROFILE, businessName: 'Green Valley' });
    expect((await api.load()).profile).toMatchObject({ businessName: 'Green Valley' });
    expect(shownDocuments(api).map((document) => document.id)).toEqual([made.id]);
    await api.discardDeviceData();
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).not.toContain(`jobtrack:${owner.userId}`);
    // Opened again with no connection: nothing of the owner is left on the device.
    const reopened = viaRelay();
    expect(await reopened.getProfile()).toBeNull();
    expect(reopened.syncState().pending).toBe(0);
    const db = new Dexie(`jobtrack:${owner.userId}`, { indexedDB, IDBKeyRange });
    await db.open();
    expect(await db.table('documents').count()).toBe(0);
    expect(await db.table('meta').get('profile')).toBeUndefined();
    expect(await db.table('outbox').count()).toBe(0);
    db.close();
  });
});
