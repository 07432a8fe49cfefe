// Quotes in api mode (issue 26, decision 063): a quote made offline is a draft kept on the device,
// sent once when the connection is back and numbered by the server; an accepted quote becomes a
// job whose create goes before the link; the settings export carries quotes into another account.
// Against the real server (its quotes and public page).
import type { ServerJob } from '@jobtrack/core';
import type { ServerSeries } from '@jobtrack/core/wire';
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, type SafeStorage } from '#web/lib/storage.ts';
import { apiBaseUrl, registerOwner, type TestOwner, ownerDevice } from '#web/test/api-helpers.ts';
import { TINY_SIGNATURE } from '#web/test/quote-fixtures.ts';
import { shown } from '#web/test/shown.ts';
import type { DataSource, NewQuote } from '../data-source.ts';
import { openReplicaDb } from './replica-db.ts';

let owner: TestOwner;
let storage: SafeStorage;
let indexedDB: IDBFactory;
let isOffline: boolean;
/** The calls that reached the server, in order ("POST /api/quotes/:id/link"). */
let calls: string[];

const deviceFetch: typeof fetch = async (input, init) => {
  if (isOffline) throw new TypeError('Failed to fetch');
  const call = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`;
  calls.push(call.replace(/quote-[0-9a-f-]+/, ':id'));
  return globalThis.fetch(input, init);
};

/** This device's adapter; a second call is the app reloaded (same IndexedDB). */
const device = (): DataSource => ownerDevice({ owner, indexedDB, storage, fetch: deviceFetch });

/** The customer says yes on the quote's public page, ticking the optional edging. */
const acceptOnPublicPage = async (shareToken: string) => {
  const response = await fetch(`${apiBaseUrl()}/q/${shareToken}/accept`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Ana Lopez', signature: TINY_SIGNATURE, items: ['item-2'] }),
  });
  expect(response.status).toBe(200);
};

const quoteFor = (customerId: string): NewQuote => ({
  customerId,
  items: [
    { id: 'item-1', description: 'Lawn Mowing', quantity: 1, unitPrice: 50, optional: false },
    { id: 'item-2', description: 'Edging', quantity: 2, unitPrice: 10, optional: true },
  ],
  notes: 'Front and back',
  validUntil: '2099-12-31',
  appLanguage: 'en',
});

const ana = { name: 'Ana Lopez', phone: '555-0101', address: '1 Main St', serviceType: 'Lawn' };

beforeEach(async () => {
  owner = await registerOwner();
  storage = createMemoryStorage();
  indexedDB = new IDBFactory();
  isOffline = false;
  calls = [];
});

describe('a quote made offline', () => {
  it('is a draft on the device, stays through a reload, and is sent once with the server number', async () => {
    const api = device();
    const customer = await api.addCustomer(ana);
    await api.sync();
    isOffline = true;
    const draft = await api.addQuote(quoteFor(customer.id));
    expect(draft).toMatchObject({ number: null, customerId: customer.id });
    expect(draft.shareToken).toBeUndefined();
    expect(api.syncState()).toMatchObject({ pending: 1, online: false });

    const reloaded = device();
    expect((await reloaded.load()).quotes).toEqual([draft]);
    expect(reloaded.syncState().pending).toBe(1);

    isOffline = false;
    await reloaded.sync();
    const [numbered] = (await shown(reloaded)).quotes;
    expect(numbered).toMatchObject({ id: draft.id, number: 'Q-0001' });
    expect(numbered!.shareToken).toMatch(/\S{16,}/);
    expect(reloaded.syncState().pending).toBe(0);
    await reloaded.sync();
    expect(calls.filter((call) => call === 'POST /api/quotes')).toEqual(['POST /api/quotes']);
  });
});

describe('an accepted quote', () => {
  it('arrives with the pull, and becomes a job: its create, then the link, with the accepted total', async () => {
    const api = device();
    const customer = await api.addCustomer(ana);
    const quote = await api.addQuote(quoteFor(customer.id));
    expect(quote.number).toBe('Q-0001');
    await api.markQuoteSent(quote.id);
    await acceptOnPublicPage(quote.shareToken!);
    await api.sync();
    expect((await shown(api)).quotes[0]!.answer).toMatchObject({
      decision: 'accepted',
      chosenItemIds: ['item-2'],
      total: 70,
    });

    isOffline = true;
    const made = await api.makeWorkFromQuote(quote.id, '2025-06-06');
    expect(made).toEqual({ jobId: expect.stringMatching(/^job-/) });
    const { jobId } = made as { jobId: string };
    const db = openReplicaDb(owner.userId, { indexedDB, IDBKeyRange });
    expect((await db.outbox.toArray()).map((entry) => [entry.op, entry.id])).toEqual([
      ['createJob', jobId],
      ['linkQuote', quote.id],
    ]);
    db.close();
    expect((await shown(api)).jobs.find((job) => job.id === jobId)).toMatchObject({
      price: 70,
      serviceType: 'Lawn Mowing',
      scheduledDate: '2025-06-06',
    });
    expect(await api.makeWorkFromQuote(quote.id, '2025-06-06')).toEqual({ jobId });

    isOffline = false;
    await api.sync();
    const serverJob = (await owner.http.request<ServerJob[]>('/api/jobs')).find(
      (job) => job.id === jobId,
    );
    expect(serverJob).toMatchObject({ estimated_cost: 70, scheduled_date: '2025-06-06' });
    expect(calls.indexOf('POST /api/jobs')).toBeLessThan(
      calls.indexOf('POST /api/quotes/:id/link'),
    );
    expect((await shown(api)).quotes[0]).toMatchObject({ jobId });
    expect(api.syncState().pending).toBe(0);
  });
});

describe('an accepted quote made into work on two devices offline', () => {
  it('makes one job: both devices make the same one, and the server keeps it once', async () => {
    const phone = device();
    const customer = await phone.addCustomer(ana);
    const quote = await phone.addQuote(quoteFor(customer.id));
    await phone.markQuoteSent(quote.id);
    await acceptOnPublicPage(quote.shareToken!);
    await phone.sync();
    const tablet = ownerDevice({
      owner,
      indexedDB: new IDBFactory(),
      storage: createMemoryStorage(),
      fetch: deviceFetch,
    });
    await tablet.load();
    expect((await shown(tablet)).quotes[0]!.answer).toMatchObject({ decision: 'accepted' });

    // Both in a basement: each taps Make job.
    isOffline = true;
    const onPhone = await phone.makeWorkFromQuote(quote.id, '2025-06-06');
    const onTablet = await tablet.makeWorkFromQuote(quote.id, '2025-06-07');
    expect(onTablet).toEqual(onPhone);
    isOffline = false;
    await phone.sync();
    await tablet.sync();
    await phone.sync();

    const { jobId } = onPhone as { jobId: string };
    const jobs = (await owner.http.request<ServerJob[]>('/api/jobs')).filter(
      (job) => job.customer_id === customer.id,
    );
    // One job, the first device's, at the accepted total.
    expect(jobs).toEqual([expect.objectContaining({ id: jobId, scheduled_date: '2025-06-06' })]);
    expect(jobs[0]).toMatchObject({ estimated_cost: 70 });
    for (const api of [phone, tablet]) {
      const seen = await shown(api);
      expect(seen.jobs.filter((job) => job.customerId === customer.id)).toEqual([
        expect.objectContaining({ id: jobId, scheduledDate: '2025-06-06', price: 70 }),
      ]);
      expect(seen.quotes[0]).toMatchObject({ jobId });
      expect(api.syncState()).toMatchObject({ pending: 0, refused: [] });
    }
  });
});

describe('a quote changed on two devices', () => {
  it('keeps the first change, tells the second device, which may keep its own', async () => {
    const phone = device();
    const customer = await phone.addCustomer(ana);
    const quote = await phone.addQuote(quoteFor(customer.id));
    await phone.sync();
    const tablet = ownerDevice({
      owner,
      indexedDB: new IDBFactory(),
      storage: createMemoryStorage(),
    });
    await tablet.load();
    await tablet.updateQuote(quote.id, { notes: 'Front yard only' });
    await tablet.sync();
    expect(tablet.syncState()).toMatchObject({ pending: 0, refused: [] });

    // The phone, not yet pulled, changes the notes and the valid-until day.
    isOffline = true;
    await phone.updateQuote(quote.id, { notes: 'Back yard too', validUntil: '2099-06-30' });
    isOffline = false;
    await phone.sync();
    await phone.sync();
    const onServer = await owner.http.request<{ notes: string; valid_until: string }>(
      `/api/quotes/${quote.id}`,
    );
    expect(onServer).toMatchObject({ notes: 'Front yard only', valid_until: '2099-06-30' });
    expect((await shown(phone)).quotes[0]).toMatchObject({
      notes: 'Front yard only',
      validUntil: '2099-06-30',
    });
    expect(phone.syncState().changedElsewhere).toEqual([
      {
        kind: 'quote',
        recordId: quote.id,
        label: 'Q-0001',
        field: 'notes',
        mine: 'Back yard too',
        theirs: 'Front yard only',
      },
    ]);

    await phone.keepMine(quote.id, 'notes');
    await phone.sync();
    expect(phone.syncState().changedElsewhere).toEqual([]);
    expect(await owner.http.request<{ notes: string }>(`/api/quotes/${quote.id}`)).toMatchObject({
      notes: 'Back yard too',
    });
  });
});

describe('an accepted quote that repeats', () => {
  it('becomes a series with its rule and the accepted total, linked on the server; a second tap makes none', async () => {
    const api = device();
    const customer = await api.addCustomer(ana);
    const quote = await api.addQuote({
      ...quoteFor(customer.id),
      repeat: { frequency: 'weekly', interval: 2 },
    });
    await acceptOnPublicPage(quote.shareToken!);
    await api.sync();

    const made = await api.makeWorkFromQuote(quote.id, '2025-06-06');
    expect(made).toEqual({ seriesId: expect.stringMatching(/^series-/) });
    const { seriesId } = made as { seriesId: string };
    await api.sync();
    expect(api.syncState().pending).toBe(0);
    const series = (await owner.http.request<ServerSeries[]>('/api/series')).find(
      (one) => one.id === seriesId,
    );
    expect(series).toMatchObject({
      customer_id: customer.id,
      service_type: 'Lawn Mowing',
      price: 70,
      start_date: '2025-06-06',
      rule: { frequency: 'weekly', interval: 2, end: { type: 'never' } },
    });
    const onServer = await owner.http.request<{ series_id: string | null; job_id: string | null }>(
      `/api/quotes/${quote.id}`,
    );
    expect(onServer).toMatchObject({ series_id: seriesId, job_id: null });
    // Its visits are ordinary jobs of the series, at the accepted price; a second tap makes none.
    const visits = (await shown(api)).jobs.filter((job) => job.seriesId === seriesId);
    expect(visits.length).toBeGreaterThan(1);
    expect(visits.every((visit) => visit.price === 70)).toBe(true);
    expect(await api.makeWorkFromQuote(quote.id, '2025-06-06')).toEqual({ seriesId });
  });
});

describe('the replica before quotes', () => {
  it('upgrades to a quotes table and pulls from the start (quotes made elsewhere come in)', async () => {
    // What version 6 kept: a replica pulled up to change 42.
    const old = new Dexie(`jobtrack:${owner.userId}`, { indexedDB, IDBKeyRange });
    old
      .version(1)
      .stores({ customers: 'id', jobs: 'id', meta: 'key', outbox: 'seq', refused: 'seq' });
    old.version(2).stores({ series: 'id' });
    old.version(3).stores({ documents: 'id' });
    old.version(5).stores({ payments: 'id' });
    await old.table('meta').put({ key: 'cursor', value: '42' });
    old.close();

    const db = openReplicaDb(owner.userId, { indexedDB, IDBKeyRange });
    await db.open();
    // Opened at the current version (8: photos), through the quotes upgrade.
    expect(db.verno).toBe(8);
    expect(await db.meta.get('cursor')).toEqual({ key: 'cursor', value: null });
    expect(await db.quotes.count()).toBe(0);
    db.close();
  });

  it('signing out leaves no quote on the device', async () => {
    const api = device();
    const customer = await api.addCustomer(ana);
    isOffline = true;
    await api.addQuote(quoteFor(customer.id));
    await api.discardDeviceData();
    const reopened = device();
    expect(reopened.syncState().pending).toBe(0);
    const db = openReplicaDb(owner.userId, { indexedDB, IDBKeyRange });
    await db.open();
    expect(await db.quotes.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    db.close();
  });
});

describe('quotes in the backup file (the settings export and import)', () => {
  it('exports the quotes; another account imports them with their number, answer and job, once, and numbers the next after', async () => {
    const api = device();
    const customer = await api.addCustomer(ana);
    const quote = await api.addQuote(quoteFor(customer.id));
    await acceptOnPublicPage(quote.shareToken!);
    await api.sync();
    const { jobId } = (await api.makeWorkFromQuote(quote.id, '2025-06-06')) as { jobId: string };
    await api.sync();
    const backup = await api.exportData();
    expect(backup.quotes?.map((one) => [one.number, one.jobId])).toEqual([['Q-0001', jobId]]);

    owner = await registerOwner();
    indexedDB = new IDBFactory();
    storage = createMemoryStorage();
    const target = device();
    await target.load();
    expect(await target.importData(backup)).toEqual({ customers: 1, jobs: 1 });
    // The import's pull brings it to this device as it was answered, linked to its job.
    const imported = (await shown(target)).quotes;
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatchObject({
      id: quote.id,
      number: 'Q-0001',
      jobId,
      answer: {
        decision: 'accepted',
        signerName: 'Ana Lopez',
        signature: TINY_SIGNATURE,
        chosenItemIds: ['item-2'],
        total: 70,
      },
    });
    // Again: nothing doubled. The next quote of this account reuses no number.
    await target.importData(backup);
    expect((await shown(target)).quotes).toHaveLength(1);
    expect((await target.addQuote(quoteFor(customer.id))).number).toBe('Q-0002');
    expect(target.syncState().pending).toBe(0);
  });
});
