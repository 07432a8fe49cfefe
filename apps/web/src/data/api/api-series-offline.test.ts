// Repeating visits written offline in api mode (issue 14, decision 030): the device makes the
// series and its visits with the server's deterministic ids, keeps the write in the outbox, and
// the server makes the same visits once it arrives. A TCP relay in front of the real server is
// switched off, or made to lose answers, between calls (as in api-offline.test.ts).
import { addCalendarDays, visitJobId, type ServerJob } from '@jobtrack/core';
import type { ServerSeries } from '@jobtrack/core/wire';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, type SafeStorage } from '#web/lib/storage.ts';
import { apiBaseUrl, registerOwner, type TestOwner, ownerDevice } from '#web/test/api-helpers.ts';
import { startRelay, type Relay } from '#web/test/net-helpers.ts';
import type { DataSource, NewSeries } from '../data-source.ts';
import { localToday } from '../shared/series.ts';
import { shown } from '#web/test/shown.ts';

let owner: TestOwner;
let relay: Relay;
let storage: SafeStorage;
let indexedDB: IDBFactory;
let api: DataSource;
const today = localToday(new Date());

/** The adapter of this device; a second call is the app reloaded (same IndexedDB). */
const viaRelay = () =>
  ownerDevice({ owner, indexedDB, storage, baseUrl: relay.baseUrl, timeoutMs: 5000 });

const serverSeries = () => owner.http.request<ServerSeries[]>('/api/series');
const serverVisits = async (seriesId: string) =>
  (await owner.http.request<ServerJob[]>('/api/jobs')).filter((job) => job.series_id === seriesId);

const weekly = (customerId: string, price = 45): NewSeries => ({
  customerId,
  serviceType: 'Lawn Mowing',
  price,
  startDate: today,
  rule: { frequency: 'weekly', interval: 1, end: { type: 'never' } },
});

/** A customer the server already has. */
const knownCustomer = async () => {
  const customer = await api.addCustomer({
    name: 'Ana Lopez',
    phone: '555-0101',
    address: '1 Main St',
    serviceType: 'Lawn Care',
  });
  await api.sync();
  return customer;
};

beforeEach(async () => {
  owner = await registerOwner();
  relay = await startRelay(apiBaseUrl());
  storage = createMemoryStorage();
  indexedDB = new IDBFactory();
  api = viaRelay();
});
afterEach(() => relay.stop());

describe('a series written offline', () => {
  it('shows its visits at once, survives a reload, and reaches the server once, one job a date', async () => {
    const customer = await knownCustomer();
    await relay.stop();
    const { series, jobs } = await api.addSeries(weekly(customer.id));
    expect(jobs).toHaveLength(9);
    expect(jobs[1]).toMatchObject({
      id: visitJobId(series.id, addCalendarDays(today, 7)),
      scheduledDate: addCalendarDays(today, 7),
      seriesId: series.id,
    });
    const listed = (await shown(api)).jobs.filter((job) => job.seriesId === series.id);
    expect(listed.map((job) => job.id).sort()).toEqual(jobs.map((job) => job.id).sort());
    expect((await api.listSeries()).map((one) => one.id)).toEqual([series.id]);
    expect(api.syncState().pending).toBe(1);

    // The app reloaded while still offline: the series, its visits and the write are kept.
    const reloaded = viaRelay();
    expect((await reloaded.listSeries()).map((one) => one.id)).toEqual([series.id]);
    expect((await shown(reloaded)).jobs.filter((job) => job.seriesId === series.id)).toHaveLength(
      9,
    );
    expect(reloaded.syncState().pending).toBe(1);

    await relay.start();
    await reloaded.sync();
    expect(reloaded.syncState().pending).toBe(0);
    expect(reloaded.syncState()).toMatchObject({ pending: 0, refused: [] });
    expect((await serverSeries()).map((one) => one.id)).toEqual([series.id]);
    const visits = await serverVisits(series.id);
    const dates = visits.map((job) => job.due_date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(visits.map((job) => job.id).sort()).toEqual(jobs.map((job) => job.id).sort());
    // After the pull the device holds the same visits, none twice.
    const afterPull = (await shown(reloaded)).jobs.filter((job) => job.seriesId === series.id);
    expect(afterPull.map((job) => job.id).sort()).toEqual(visits.map((job) => job.id).sort());
  });

  it('never makes a second series or visit when the answer was lost and the create is sent again', async () => {
    const customer = await knownCustomer();
    relay.loseAnswers(true);
    const { series, jobs } = await api.addSeries(weekly(customer.id));
    await api.sync();
    expect(api.syncState().pending).toBe(1);
    expect(await serverSeries()).toHaveLength(1);

    relay.loseAnswers(false);
    await api.sync();
    expect(api.syncState().pending).toBe(0);
    expect((await serverSeries()).map((one) => one.id)).toEqual([series.id]);
    expect(await serverVisits(series.id)).toHaveLength(jobs.length);
  });

  it('a visit skipped before the series reached the server is skipped there too', async () => {
    const customer = await knownCustomer();
    await relay.stop();
    const { series, jobs } = await api.addSeries(weekly(customer.id));
    await api.updateJob(jobs[2]!.id, { skipped: true });
    await api.deleteJob(jobs[3]!.id);
    await relay.start();
    await api.sync();
    const visits = await serverVisits(series.id);
    expect(visits.find((job) => job.id === jobs[2]!.id)?.skipped).toBe(true);
    expect(visits.some((job) => job.id === jobs[3]!.id)).toBe(false);
    expect(visits).toHaveLength(jobs.length - 1);
  });

  it('an offline "this and following" edit shows at once and reaches the server', async () => {
    const customer = await knownCustomer();
    const { series, jobs } = await api.addSeries(weekly(customer.id));
    await api.sync();
    await relay.stop();
    const from = addCalendarDays(today, 7);
    await api.updateSeries(series.id, { price: 50, startTime: '09:00' }, from);
    const local = (await shown(api)).jobs.filter((job) => job.seriesId === series.id);
    expect(local.find((job) => job.id === jobs[0]!.id)?.price).toBe(45);
    expect(local.find((job) => job.id === jobs[1]!.id)).toMatchObject({
      price: 50,
      startTime: '09:00',
    });
    expect(api.syncState().pending).toBe(1);

    await relay.start();
    await api.sync();
    expect(api.syncState().pending).toBe(0);
    const visits = await serverVisits(series.id);
    for (const visit of visits) {
      expect(visit.estimated_cost).toBe(visit.due_date! >= from ? 50 : 45);
    }
    expect((await serverSeries())[0]).toMatchObject({ price: 50, start_time: '09:00' });
  });

  it('an offline end of the series drops the following visits here and on the server', async () => {
    const customer = await knownCustomer();
    const { series } = await api.addSeries(weekly(customer.id));
    await api.sync();
    await relay.stop();
    await api.endSeries(series.id, addCalendarDays(today, 14));
    expect((await shown(api)).jobs.filter((job) => job.seriesId === series.id)).toHaveLength(2);
    await relay.start();
    await api.sync();
    expect(await serverVisits(series.id)).toHaveLength(2);
    expect((await shown(api)).jobs.filter((job) => job.seriesId === series.id)).toHaveLength(2);
  });

  it('an offline rain delay moves the same visits on the device and on the server', async () => {
    const customer = await knownCustomer();
    const { series } = await api.addSeries(weekly(customer.id));
    await api.sync();
    await relay.stop();
    const moved = await api.rainDelay(today, true);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.scheduledDate > today).toBe(true);
    const onDevice = (await shown(api)).jobs
      .filter((job) => job.seriesId === series.id)
      .map((job) => [job.id, job.scheduledDate])
      .sort();

    await relay.start();
    await api.sync();
    expect(api.syncState().pending).toBe(0);
    const onServer = (await serverVisits(series.id)).map((job) => [job.id, job.due_date]).sort();
    expect(onServer).toEqual(onDevice);
  });

  it('a series the server refuses is listed as a refused series write; discarding removes it', async () => {
    const customer = await knownCustomer();
    await relay.stop();
    // Too long for the server's limit: the device keeps it, the server refuses it.
    const { series } = await api.addSeries({ ...weekly(customer.id), notes: 'x'.repeat(5001) });
    await relay.start();
    await api.sync();
    const [refused] = api.syncState().refused;
    expect(refused).toMatchObject({
      kind: 'series',
      op: 'create',
      recordId: series.id,
      label: 'Lawn Mowing',
    });
    await api.discardRefused(refused!.seq);
    await api.sync();
    expect(await api.listSeries()).toEqual([]);
    expect((await shown(api)).jobs.filter((job) => job.seriesId === series.id)).toEqual([]);
    expect(await serverSeries()).toEqual([]);
  });
});
