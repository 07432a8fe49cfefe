// A model-based test of the offline-first client sync against the real server (issue 9): two
// devices of one owner (two api adapters, each with its own IndexedDB) make random creates, edits
// and deletes, go offline and online, lose answers and reload; in the end, both online and synced,
// the server and both devices hold the same records, with no duplicate and no lost write. Their
// edits of the same records merge by field (issue 23, decision 047): every value of a device that
// the server kept another device's value over was told to that device, which keeps the notice
// until it keeps one side.
import {
  createDefaultBusinessProfile,
  customerFromServer,
  jobFromServer,
  type ServerCustomer,
  type ServerJob,
} from '@jobtrack/core';
import { paymentFromServer, type WirePayment } from '@jobtrack/core/wire';
import fc from 'fast-check';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../apps/api/test/helpers.ts';
import { createApiDataSource } from '../../apps/web/src/data/api/api-source.ts';
import { appField, type ConflictKind } from '../../apps/web/src/data/api/conflicts.ts';
import {
  DataError,
  type DataSnapshot,
  type RecordsSnapshot,
  type DataSource,
  type JobChanges,
} from '../../apps/web/src/data/data-source.ts';
import { createHttpClient, type HttpClient } from '../../apps/web/src/lib/http.ts';
import { createMemoryStorage, type SafeStorage } from '../../apps/web/src/lib/storage.ts';

/**
 * What a device's screens show (its one snapshot, decision 040). A device that was never pulled
 * and cannot reach the server shows an error, not records: nothing to pick from.
 */
const onDevice = async (source: DataSource): Promise<DataSnapshot> =>
  source.snapshot() ??
  (await source.load().catch(() => ({
    customers: [],
    jobs: [],
    series: [],
    payments: [],
    documents: [],
    quotes: [],
    photos: [],
    profile: null,
  })));

const RUNS = process.env.CI ? 200 : Number(process.env.SYNC_MODEL_RUNS ?? 25);

let server: TestApp;
let baseUrl: string;

beforeAll(async () => {
  server = await startTestApp();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => server?.app.close());

/** The network as one device sees it. */
type Network = { isOnline: boolean; answersToLose: number; isDead: boolean };

type Device = {
  name: 'A' | 'B';
  indexedDB: IDBFactory;
  storage: SafeStorage;
  network: Network;
  source: DataSource;
};

type World = {
  token: string;
  userId: string;
  devices: [Device, Device];
  /** Records whose create resolved on a device (the owner was told it was saved). */
  acknowledged: Map<string, { kind: 'customer' | 'job'; customerId?: string }>;
  /** Records a delete resolved for, on either device (a customer's jobs go with it). */
  deleted: Set<string>;
  /**
   * Values of a device the server kept another value over, as answered to that device (the
   * answer reached it): `device:recordId:field`, the field in the app's words.
   */
  replaced: Set<string>;
  /** Of those, the ones the owner settled with Keep mine or Keep theirs. */
  settled: Set<string>;
  /** Payments whose add resolved on a device, by id, with their job (issue 23). */
  payments: Map<string, string>;
  /** Payments a removal resolved for. */
  removedPayments: Set<string>;
};

const replacedKey = (device: string, recordId: string, field: string) =>
  `${device}:${recordId}:${field}`;

/** The record an update's path names: /api/jobs/:id, /api/customers/:id or /api/profile. */
const updatedRecord = (url: string): { kind: ConflictKind; id: string } | null => {
  const path = new URL(url).pathname;
  if (path === '/api/profile') return { kind: 'profile', id: 'profile' };
  const match = /^\/api\/(jobs|customers)\/([^/]+)$/.exec(path);
  if (!match) return null;
  return { kind: match[1] === 'jobs' ? 'job' : 'customer', id: decodeURIComponent(match[2]!) };
};

const silent = { warn: () => undefined, error: () => undefined };

/**
 * A fetch that fails like a phone without signal, or loses the answer after the server acted.
 * An update's answer that reaches the device and names conflicts is noted in `replaced`.
 */
const deviceFetch =
  (
    network: Network,
    onReplaced: (record: string, kind: ConflictKind, field: string) => void,
  ): typeof fetch =>
  async (input, init) => {
    if (!network.isOnline || network.isDead) throw new TypeError('fetch failed: offline');
    const response = await fetch(input, init);
    if (network.isDead || network.answersToLose > 0) {
      network.answersToLose = Math.max(0, network.answersToLose - 1);
      await response.text();
      throw new TypeError('fetch failed: connection lost before the answer');
    }
    const record = init?.method === 'PUT' ? updatedRecord(String(input)) : null;
    if (record && response.ok) {
      const answer = (await response.clone().json()) as { conflicts?: { field: string }[] };
      for (const conflict of answer.conflicts ?? []) {
        onReplaced(record.id, record.kind, appField(record.kind, conflict.field));
      }
    }
    return response;
  };

const openSource = (world: World, device: Omit<Device, 'source'>): DataSource => {
  const http: HttpClient = createHttpClient({
    baseUrl,
    getToken: () => world.token,
    fetch: deviceFetch(device.network, (recordId, _kind, field) =>
      world.replaced.add(replacedKey(device.name, recordId, field)),
    ),
    timeoutMs: 10_000,
  });
  return createApiDataSource({
    http,
    userId: world.userId,
    storage: device.storage,
    indexedDb: { indexedDB: device.indexedDB, IDBKeyRange },
    logger: silent,
    qrBaseUrl: 'https://jobtrack.test',
    forwardAnalytics: false,
  });
};

const pick = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];

const current = async (device: Device): Promise<RecordsSnapshot> => ({
  customers: (await onDevice(device.source)).customers,
  jobs: (await onDevice(device.source)).jobs,
  series: [],
  payments: (await onDevice(device.source)).payments,
});

type Command = fc.AsyncCommand<object, World>;

/**
 * A record picked from the list may be gone by the time the write runs (a pull in the background
 * removed it): the owner then sees 'Customer not found' / 'Job not found', and nothing is saved.
 */
const unlessGone = async (write: () => Promise<void>) => {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof DataError && error.key.endsWith('.notFound'))) throw error;
  }
};

const command = (label: string, run: (world: World) => Promise<void>): Command => ({
  check: () => true,
  run: (_model, world) => unlessGone(() => run(world)),
  toString: () => label,
});

const device = fc.constantFrom(0, 1);
const index = fc.nat(50);
const word = fc.constantFrom('Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo');

const commands = [
  fc.tuple(device, word).map(([d, name]) =>
    command(`add customer ${name} on ${d}`, async (world) => {
      const customer = await world.devices[d]!.source.addCustomer({
        name,
        phone: '555-0100',
        address: '1 Main St',
        serviceType: 'Lawn Care',
      });
      world.acknowledged.set(customer.id, { kind: 'customer' });
    }),
  ),
  fc
    .tuple(
      device,
      index,
      fc.constantFrom('Mowing', 'Hedges', 'Gutters'),
      fc.integer({ min: 1, max: 500 }),
    )
    .map(([d, i, serviceType, price]) =>
      command(`add job ${serviceType} on ${d}`, async (world) => {
        const source = world.devices[d]!.source;
        const customer = pick((await onDevice(source)).customers, i);
        if (!customer) return;
        const job = await source.addJob({
          customerId: customer.id,
          serviceType,
          scheduledDate: '2025-06-04',
          price,
        });
        world.acknowledged.set(job.id, { kind: 'job', customerId: customer.id });
      }),
    ),
  fc
    .tuple(device, index, fc.constantFrom('phone', 'notes', 'name'), word)
    .map(([d, i, field, value]) =>
      command(`edit customer ${field} on ${d}`, async (world) => {
        const source = world.devices[d]!.source;
        const customer = pick((await onDevice(source)).customers, i);
        if (!customer) return;
        await source.updateCustomer(customer.id, { [field]: `${value} ${field}` });
      }),
    ),
  fc
    .tuple(
      device,
      index,
      fc.oneof(
        fc.record({ price: fc.integer({ min: 1, max: 900 }) }),
        fc.record({ notes: word }),
        fc.record({ paid: fc.boolean() }),
        fc.record({
          status: fc.constantFrom('scheduled', 'in-progress', 'completed', 'cancelled'),
        }),
      ),
    )
    .map(([d, i, changes]) =>
      command(`edit job ${JSON.stringify(changes)} on ${d}`, async (world) => {
        const source = world.devices[d]!.source;
        const seen = await onDevice(source);
        const job = pick(seen.jobs, i);
        if (!job) return;
        await source.updateJob(job.id, changes as JobChanges);
        // Marked unpaid: the payments this device knows of the job are removed (decision 046).
        if ('paid' in changes && !changes.paid) {
          for (const payment of seen.payments) {
            if (payment.jobId === job.id) world.removedPayments.add(payment.id);
          }
        }
      }),
    ),
  fc.tuple(device, index).map(([d, i]) =>
    command(`delete customer on ${d}`, async (world) => {
      const source = world.devices[d]!.source;
      const customer = pick((await onDevice(source)).customers, i);
      if (!customer) return;
      await source.deleteCustomer(customer.id);
      world.deleted.add(customer.id);
    }),
  ),
  fc.tuple(device, index).map(([d, i]) =>
    command(`delete job on ${d}`, async (world) => {
      const source = world.devices[d]!.source;
      const job = pick((await onDevice(source)).jobs, i);
      if (!job) return;
      await source.deleteJob(job.id);
      world.deleted.add(job.id);
    }),
  ),
  fc
    .tuple(
      device,
      index,
      fc.integer({ min: 1, max: 30_000 }),
      fc.constantFrom('cash', 'check', 'card', 'bank_transfer', 'other'),
      fc.integer({ min: 1, max: 28 }),
    )
    .map(([d, i, cents, method, day]) =>
      command(`add payment ${cents / 100} ${method} on ${d}`, async (world) => {
        const source = world.devices[d]!.source;
        const job = pick((await onDevice(source)).jobs, i);
        if (!job) return;
        const payment = await source.addPayment({
          jobId: job.id,
          amount: cents / 100,
          method,
          paidOn: `2025-06-${String(day).padStart(2, '0')}`,
        });
        world.payments.set(payment.id, job.id);
      }),
    ),
  fc.tuple(device, index).map(([d, i]) =>
    command(`remove payment on ${d}`, async (world) => {
      const source = world.devices[d]!.source;
      const payment = pick((await onDevice(source)).payments, i);
      if (!payment) return;
      await source.deletePayment(payment.id);
      world.removedPayments.add(payment.id);
    }),
  ),
  fc.tuple(device, fc.boolean()).map(([d, isOnline]) =>
    command(`${d} goes ${isOnline ? 'online' : 'offline'}`, async (world) => {
      world.devices[d]!.network.isOnline = isOnline;
    }),
  ),
  fc.tuple(device, fc.integer({ min: 1, max: 3 })).map(([d, count]) =>
    command(`${d} loses the next ${count} answers`, async (world) => {
      world.devices[d]!.network.answersToLose = count;
    }),
  ),
  device.map((d) =>
    command(`reload ${d}`, async (world) => {
      const old = world.devices[d]!;
      // The old page dies: its calls in flight may reach the server, their answers never return.
      old.network.isDead = true;
      await old.source.sync();
      const network = { ...old.network, isDead: false };
      const fresh = { ...old, network };
      world.devices[d] = { ...fresh, source: openSource(world, fresh) };
      await world.devices[d]!.source.load().catch(() => undefined);
    }),
  ),
  fc.tuple(device, word).map(([d, name]) =>
    command(`save profile ${name} on ${d}`, async (world) => {
      await world.devices[d]!.source.saveProfile({
        ...createDefaultBusinessProfile(),
        businessName: `${name} Landscaping`,
      });
    }),
  ),
  device.map((d) =>
    command(`sync ${d}`, async (world) => {
      await world.devices[d]!.source.sync();
    }),
  ),
  // The same field of the same record on both devices, one offline: a value gets replaced.
  fc
    .tuple(index, fc.integer({ min: 1, max: 900 }), fc.integer({ min: 1, max: 900 }))
    .map(([i, first, second]) =>
      command(`both devices price one job ${first} / ${second}`, async (world) => {
        const [a, b] = world.devices;
        const before = [a.network.isOnline, b.network.isOnline] as const;
        // Both see the job first (each pushes and pulls), then B edits it offline and A online.
        a.network.isOnline = true;
        b.network.isOnline = true;
        if ((await onDevice(a.source)).jobs.length === 0) {
          const customer = await a.source.addCustomer({
            name: 'Gia',
            phone: '555-0100',
            address: '1 Main St',
            serviceType: 'Lawn Care',
          });
          const made = await a.source.addJob({
            customerId: customer.id,
            serviceType: 'Mowing',
            scheduledDate: '2025-06-04',
            price: 80,
          });
          world.acknowledged.set(customer.id, { kind: 'customer' });
          world.acknowledged.set(made.id, { kind: 'job', customerId: customer.id });
        }
        await a.source.sync();
        await b.source.sync();
        await a.source.sync();
        const job = pick((await onDevice(a.source)).jobs, i);
        if (job && (await onDevice(b.source)).jobs.some((one) => one.id === job.id)) {
          b.network.isOnline = false;
          await b.source.updateJob(job.id, { price: second });
          await a.source.updateJob(job.id, { price: first });
          await a.source.sync();
        }
        [a.network.isOnline, b.network.isOnline] = before;
      }),
    ),
  fc.tuple(device, index, fc.boolean()).map(([d, i, isMine]) =>
    command(`keep ${isMine ? 'mine' : 'theirs'} on ${d}`, async (world) => {
      const current = world.devices[d]!;
      const notice = pick(current.source.syncState().changedElsewhere, i);
      if (!notice) return;
      if (isMine) await current.source.keepMine(notice.recordId, notice.field);
      else await current.source.keepTheirs(notice.recordId, notice.field);
      world.settled.add(replacedKey(current.name, notice.recordId, notice.field));
    }),
  ),
];

const newWorld = async (): Promise<World> => {
  const owner = await server.owner();
  const world: World = {
    token: owner.token,
    userId: owner.id,
    devices: [] as unknown as [Device, Device],
    acknowledged: new Map(),
    deleted: new Set(),
    replaced: new Set(),
    settled: new Set(),
    payments: new Map(),
    removedPayments: new Set(),
  };
  for (const name of ['A', 'B'] as const) {
    const base = {
      name,
      indexedDB: new IDBFactory(),
      storage: createMemoryStorage(),
      network: { isOnline: true, answersToLose: 0, isDead: false },
    };
    world.devices.push({ ...base, source: openSource(world, base) });
  }
  return world;
};

const serverRecords = async (world: World): Promise<RecordsSnapshot> => {
  const get = async <T>(url: string) => {
    const response = await server.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${world.token}` },
    });
    return response.json<T>();
  };
  const jobs = (await get<ServerJob[]>('/api/jobs')).map(jobFromServer);
  const customers = (await get<ServerCustomer[]>('/api/customers')).map((c) =>
    customerFromServer(c, jobs),
  );
  const payments = (await get<WirePayment[]>('/api/payments')).map(paymentFromServer);
  return { customers, jobs, series: [], payments };
};

/** The fields that must agree everywhere, in id order. */
const comparable = ({ customers, jobs, payments }: RecordsSnapshot) => ({
  payments: payments
    .map(({ id, jobId, amount, method, paidOn }) => ({ id, jobId, amount, method, paidOn }))
    .sort((a, b) => a.id.localeCompare(b.id)),
  customers: customers
    .map(({ id, name, email, phone, address, businessName, notes, serviceType, totalUnpaid }) => ({
      id,
      name,
      email,
      phone,
      address,
      businessName,
      notes,
      serviceType,
      totalUnpaid,
    }))
    .sort((a, b) => a.id.localeCompare(b.id)),
  jobs: jobs
    .map(
      ({
        id,
        customerId,
        customerName,
        serviceType,
        scheduledDate,
        price,
        status,
        paid,
        notes,
        amountPaid,
      }) => ({
        id,
        customerId,
        customerName,
        serviceType,
        scheduledDate,
        price,
        status,
        paid,
        notes,
        amountPaid,
      }),
    )
    .sort((a, b) => a.id.localeCompare(b.id)),
});

const settle = async (world: World) => {
  for (const device of world.devices) {
    device.network.isOnline = true;
    device.network.answersToLose = 0;
  }
  // Each device pushes, then pulls what the other pushed; three rounds reach quiet.
  for (let round = 0; round < 3; round++) {
    for (const device of world.devices) await device.source.sync();
  }
};

describe('the client sync against the real server (model-based, issue 9)', () => {
  it(
    'two devices and the server end equal, with no duplicate and no lost acknowledged write',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.commands(commands, { size: 'medium', maxCommands: 25 }),
          async (cmds) => {
            const world = await newWorld();
            await fc.asyncModelRun(() => ({ model: {}, real: world }), cmds);
            await settle(world);

            const onServer = await serverRecords(world);
            const storedProfile = await server.inject({
              method: 'GET',
              url: '/api/profile',
              headers: { authorization: `Bearer ${world.token}` },
            });
            for (const device of world.devices) {
              expect(await device.source.getProfile()).toEqual(storedProfile.json().profile);
            }
            const [a, b] = await Promise.all(world.devices.map(current));
            for (const device of world.devices) {
              expect(device.source.syncState().pending).toBe(0);
              // Every write here is valid: the only refusals are edits of records deleted elsewhere.
              expect(
                device.source.syncState().refused.every((r) => r.code === 'record_deleted'),
              ).toBe(true);
            }
            expect(comparable(a!)).toEqual(comparable(onServer));
            expect(comparable(b!)).toEqual(comparable(onServer));
            for (const list of [onServer.customers, onServer.jobs, a!.customers, a!.jobs]) {
              expect(new Set(list.map((record) => record.id)).size).toBe(list.length);
            }
            const stored = new Set([...onServer.customers, ...onServer.jobs].map((r) => r.id));
            for (const [id, record] of world.acknowledged) {
              const isDeleted =
                world.deleted.has(id) ||
                (record.customerId !== undefined && world.deleted.has(record.customerId));
              if (!isDeleted)
                expect(stored.has(id), `acknowledged ${id} is on the server`).toBe(true);
            }
            // Every payment made is there, unless it, its job or its customer was removed; the
            // job's paid amount is the sum of its payments everywhere (decision 046).
            const storedPayments = new Set(onServer.payments.map((payment) => payment.id));
            for (const [id, jobId] of world.payments) {
              const customerId = world.acknowledged.get(jobId)?.customerId;
              const isGone =
                world.removedPayments.has(id) ||
                !stored.has(jobId) ||
                (customerId !== undefined && world.deleted.has(customerId));
              if (!isGone) expect(storedPayments.has(id), `payment ${id} is kept`).toBe(true);
            }
            for (const job of onServer.jobs) {
              const sum = onServer.payments
                .filter((payment) => payment.jobId === job.id)
                .reduce((total, payment) => total + Math.round(payment.amount * 100), 0);
              expect(Math.round((job.amountPaid ?? 0) * 100)).toBe(sum);
            }
            // A delete the owner was told about is never undone (nothing comes back).
            for (const id of world.deleted)
              expect(stored.has(id), `deleted ${id} stays gone`).toBe(false);
            // Every value the server kept another value over was told to the device that lost
            // it, which still shows it unless the owner settled it or the record is gone.
            const told = new Set(
              world.devices.flatMap((one) =>
                one.source
                  .syncState()
                  .changedElsewhere.map((notice) =>
                    replacedKey(one.name, notice.recordId, notice.field),
                  ),
              ),
            );
            for (const key of world.replaced) {
              const recordId = key.split(':')[1]!;
              const isGone = recordId !== 'profile' && !stored.has(recordId);
              if (!isGone && !world.settled.has(key)) {
                expect(told.has(key), `replaced value ${key} was told`).toBe(true);
              }
            }
            for (const device of world.devices) {
              device.network.isDead = true;
              await device.source.sync();
            }
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    30 * 60_000,
  );

  it('two devices offline record payments on one job: both kept, the totals add up everywhere', async () => {
    const world = await newWorld();
    const [phone, tablet] = world.devices;
    const customer = await phone.source.addCustomer({
      name: 'Maria',
      phone: '555-0100',
      address: '1 Main St',
      serviceType: 'Lawn Care',
    });
    const job = await phone.source.addJob({
      customerId: customer.id,
      serviceType: 'Hedges',
      scheduledDate: '2025-06-04',
      price: 150,
    });
    await phone.source.sync();
    await tablet.source.sync();
    phone.network.isOnline = false;
    tablet.network.isOnline = false;
    const check = await tablet.source.addPayment({
      jobId: job.id,
      amount: 100,
      method: 'check',
      paidOn: '2025-06-05',
    });
    const cash = await phone.source.addPayment({
      jobId: job.id,
      amount: 50,
      method: 'cash',
      paidOn: '2025-06-04',
    });
    expect((await onDevice(tablet.source)).jobs[0]).toMatchObject({ paid: false, amountPaid: 100 });
    expect((await onDevice(phone.source)).jobs[0]).toMatchObject({ paid: false, amountPaid: 50 });
    await settle(world);
    const onServer = await serverRecords(world);
    for (const snapshot of [onServer, ...(await Promise.all(world.devices.map(current)))]) {
      expect(snapshot.payments.map((payment) => payment.id).sort()).toEqual(
        [check.id, cash.id].sort(),
      );
      expect(snapshot.jobs.find((one) => one.id === job.id)).toMatchObject({
        paid: true,
        amountPaid: 150,
        paymentMethod: 'check',
      });
    }
    for (const device of world.devices) {
      device.network.isDead = true;
      await device.source.sync();
    }
  }, 60_000);
});
