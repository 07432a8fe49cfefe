// POST /api/import (decision 049): chunks of a backup, each record under its own id, answered
// record by record; a chunk sent again writes nothing; the series link and skipped flag stay.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Owner, type TestApp, type WireJob } from './helpers.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, 60_000);
afterAll(() => server?.close());

const customerId = () => `customer-${randomUUID()}`;
const jobId = () => `job-${randomUUID()}`;
const seriesId = () => `series-${randomUUID()}`;

const send = (owner: Owner, kind: string, records: unknown[]) =>
  server.as(owner, { method: 'POST', url: '/api/import', payload: { kind, records } });

describe('POST /api/import', () => {
  it('creates each record as it was, and a chunk sent again writes nothing', async () => {
    const owner = await server.owner();
    const customer = customerId();
    const series = seriesId();
    const [visit, skipped, other] = [jobId(), jobId(), jobId()];
    const customers = await send(owner, 'customers', [
      { id: customer, name: 'Ana', created_at: '2023-02-01T10:00:00.000Z' },
      { id: 'customer-bad', name: 'Bad id' },
    ]);
    expect(customers.statusCode).toBe(200);
    expect(customers.json()).toEqual({
      results: [
        { id: customer, outcome: 'created' },
        { id: 'customer-bad', outcome: 'refused', error: 'id: id must look like customer-<uuid>' },
      ],
    });
    const rule = { frequency: 'weekly', interval: 1, end: { type: 'never' } };
    const seriesAnswer = await send(owner, 'series', [
      {
        id: series,
        customer_id: customer,
        service_type: 'Mowing',
        price: 40,
        start_date: '2020-01-06',
        rule,
        generated_through: '2020-01-13',
        created_at: '2019-12-30T08:00:00.000Z',
        updated_at: '2019-12-31T08:00:00.000Z',
      },
    ]);
    expect(seriesAnswer.json()).toEqual({ results: [{ id: series, outcome: 'created' }] });
    const jobs = [
      {
        id: visit,
        customer_id: customer,
        title: 'Mowing',
        estimated_cost: 40,
        due_date: '2020-01-06',
        status: 'completed',
        completed_at: '2020-01-06T15:00:00.000Z',
        amount_paid: 20,
        payment_method: 'check',
        paid_at: '2020-01-07T09:00:00.000Z',
        reminded_at: '2020-01-05T18:05:00.000Z',
        series_id: series,
        series_date: '2020-01-06',
        created_at: '2019-12-30T08:00:00.000Z',
      },
      {
        id: skipped,
        customer_id: customer,
        title: 'Mowing',
        estimated_cost: 40,
        due_date: '2020-01-13',
        series_id: series,
        series_date: '2020-01-13',
        skipped: true,
      },
      { id: other, customer_id: customerId(), title: 'Nobody', estimated_cost: 1 },
    ];
    expect((await send(owner, 'jobs', jobs)).json()).toEqual({
      results: [
        { id: visit, outcome: 'created' },
        { id: skipped, outcome: 'created' },
        { id: other, outcome: 'refused', error: 'Customer not found' },
      ],
    });
    // The same chunk again (a retry after a lost answer): nothing new.
    const rows = await server.countRows();
    expect((await send(owner, 'jobs', jobs)).json()).toEqual({
      results: [
        { id: visit, outcome: 'kept' },
        { id: skipped, outcome: 'kept' },
        { id: other, outcome: 'refused', error: 'Customer not found' },
      ],
    });
    expect(await server.countRows()).toEqual(rows);

    const stored = await server.get<WireJob & Record<string, unknown>>(owner, `/api/jobs/${visit}`);
    // Its paid fields are its payments' (decision 046): none yet, whatever the job carried.
    expect(stored).toMatchObject({
      status: 'completed',
      completed_at: '2020-01-06T15:00:00.000Z',
      amount_paid: null,
      paid: false,
      payment_method: null,
      paid_at: null,
      series_id: series,
      series_date: '2020-01-06',
      skipped: false,
      // A visit reminded before the backup was made stays reminded (issue 28).
      reminded_at: '2020-01-05T18:05:00.000Z',
      created_at: '2019-12-30T08:00:00.000Z',
    });
    expect(await server.get(owner, `/api/jobs/${skipped}`)).toMatchObject({
      skipped: true,
      series_id: series,
      reminded_at: null,
    });
    const kept = await server.get<Record<string, unknown>>(owner, `/api/series/${series}`);
    expect(kept).toMatchObject({ rule, created_at: '2019-12-30T08:00:00.000Z' });
    const customerRow = await server.get(owner, `/api/customers/${customer}`);
    expect(customerRow).toMatchObject({ created_at: '2023-02-01T10:00:00.000Z' });
  });

  it("imports payments on the owner's jobs, once, and the jobs' paid fields follow them", async () => {
    const owner = await server.owner();
    const customer = customerId();
    await send(owner, 'customers', [{ id: customer, name: 'Ana' }]);
    const [half, full, untouched] = [jobId(), jobId(), jobId()];
    const job = { customer_id: customer, title: 'Mowing', estimated_cost: 40 };
    await send(owner, 'jobs', [
      { id: half, ...job },
      // A job's own paid fields do not stand for payments: it has none until they come.
      { id: full, ...job, paid: true, amount_paid: 40, payment_method: 'card' },
      { id: untouched, ...job },
    ]);
    expect(await server.get(owner, `/api/jobs/${full}`)).toMatchObject({
      paid: false,
      amount_paid: null,
    });
    const paymentId = () => `payment-${randomUUID()}`;
    const [deposit, first, second, stranger, gone] = [
      paymentId(),
      paymentId(),
      paymentId(),
      paymentId(),
      paymentId(),
    ];
    const payments = [
      {
        id: deposit,
        job_id: half,
        amount: 15,
        method: 'check',
        paid_on: '2020-01-07',
        note: 'Deposit',
        device_id: 'phone',
        created_at: '2020-01-07T09:00:00.000Z',
      },
      { id: first, job_id: full, amount: 25, method: 'cash', paid_on: '2020-01-06' },
      { id: second, job_id: full, amount: 15, method: 'card', paid_on: '2020-01-09' },
      { id: stranger, job_id: jobId(), amount: 5, method: 'cash', paid_on: '2020-01-06' },
      { id: 'payment-bad', job_id: half, amount: 5, method: 'cash', paid_on: '2020-01-06' },
    ];
    expect((await send(owner, 'payments', payments)).json()).toEqual({
      results: [
        { id: deposit, outcome: 'created' },
        { id: first, outcome: 'created' },
        { id: second, outcome: 'created' },
        { id: stranger, outcome: 'refused', error: 'Job not found' },
        {
          id: 'payment-bad',
          outcome: 'refused',
          error: 'id: id must look like payment-<uuid>',
        },
      ],
    });
    expect(await server.get(owner, `/api/payments/${deposit}`)).toEqual({
      id: deposit,
      job_id: half,
      amount: 15,
      method: 'check',
      paid_on: '2020-01-07',
      note: 'Deposit',
      device_id: 'phone',
      created_at: '2020-01-07T09:00:00.000Z',
    });
    const paidFields = async (id: string) => {
      const { paid, amount_paid, payment_method, paid_at } = await server.get<
        WireJob & Record<string, unknown>
      >(owner, `/api/jobs/${id}`);
      return { paid, amount_paid, payment_method, paid_at };
    };
    expect(await paidFields(half)).toEqual({
      paid: false,
      amount_paid: 15,
      payment_method: 'check',
      paid_at: '2020-01-07T12:00:00.000Z',
    });
    expect(await paidFields(full)).toEqual({
      paid: true,
      amount_paid: 40,
      payment_method: 'card',
      paid_at: '2020-01-09T12:00:00.000Z',
    });
    expect(await paidFields(untouched)).toEqual({
      paid: false,
      amount_paid: null,
      payment_method: null,
      paid_at: null,
    });

    // The same chunk again (a lost answer): kept, and nothing is added or paid twice.
    const rows = await server.countRows();
    expect((await send(owner, 'payments', payments.slice(0, 3))).json()).toEqual({
      results: [
        { id: deposit, outcome: 'kept' },
        { id: first, outcome: 'kept' },
        { id: second, outcome: 'kept' },
      ],
    });
    expect(await server.countRows()).toEqual(rows);
    expect((await paidFields(full)).amount_paid).toBe(40);

    // A payment the owner removed stays removed.
    await send(owner, 'payments', [
      { id: gone, job_id: half, amount: 5, method: 'cash', paid_on: '2020-01-08' },
    ]);
    await server.as(owner, { method: 'DELETE', url: `/api/payments/${gone}` });
    expect(
      (
        await send(owner, 'payments', [
          { id: gone, job_id: half, amount: 5, method: 'cash', paid_on: '2020-01-08' },
        ])
      ).json(),
    ).toEqual({ results: [{ id: gone, outcome: 'deleted' }] });
    expect((await paidFields(half)).amount_paid).toBe(15);

    // Another owner's payment cannot name this owner's job.
    const other = await server.owner();
    expect(
      (
        await send(other, 'payments', [
          { id: paymentId(), job_id: half, amount: 1, method: 'cash', paid_on: '2020-01-06' },
        ])
      ).json(),
    ).toMatchObject({ results: [{ outcome: 'refused', error: 'Job not found' }] });
  });

  it('answers a deleted id as deleted, and it stays deleted', async () => {
    const owner = await server.owner();
    const made = await server.createCustomer(owner);
    await server.as(owner, { method: 'DELETE', url: `/api/customers/${made.id}` });
    const answer = await send(owner, 'customers', [{ id: made.id, name: 'Back?' }]);
    expect(answer.json()).toEqual({ results: [{ id: made.id, outcome: 'deleted' }] });
    expect(
      (await server.as(owner, { method: 'GET', url: `/api/customers/${made.id}` })).statusCode,
    ).toBe(404);
  });

  it('answers each record of a mixed chunk: created, kept, deleted, unknown customer, clash', async () => {
    const owner = await server.owner();
    const customer = customerId();
    await send(owner, 'customers', [{ id: customer, name: 'Ana' }]);
    const series = seriesId();
    const rule = { frequency: 'weekly', interval: 1, end: { type: 'never' } };
    await send(owner, 'series', [
      {
        id: series,
        customer_id: customer,
        service_type: 'Mowing',
        price: 40,
        start_date: '2020-01-06',
        rule,
      },
    ]);
    const gone = await server.createJob(owner, customer);
    await server.as(owner, { method: 'DELETE', url: `/api/jobs/${gone.id}` });
    const [kept, fresh, clash, stranger] = [jobId(), jobId(), jobId(), jobId()];
    const visit = { customer_id: customer, title: 'Mowing', series_id: series };
    await send(owner, 'jobs', [{ id: kept, ...visit, series_date: '2020-01-06' }]);
    const rows = await server.countRows();
    const answer = await send(owner, 'jobs', [
      { id: kept, ...visit, series_date: '2020-01-06' },
      { id: fresh, ...visit, series_date: '2020-01-13' },
      { id: gone.id, customer_id: customer, title: 'Back?' },
      // The series already has its visit of this date (the kept one).
      { id: clash, ...visit, series_date: '2020-01-06' },
      { id: stranger, customer_id: customerId(), title: 'Nobody' },
    ]);
    expect(answer.json()).toEqual({
      results: [
        { id: kept, outcome: 'kept' },
        { id: fresh, outcome: 'created' },
        { id: gone.id, outcome: 'deleted' },
        { id: clash, outcome: 'refused', error: 'Another visit of this series has this date' },
        { id: stranger, outcome: 'refused', error: 'Customer not found' },
      ],
    });
    expect(await server.countRows()).toEqual({ ...rows, jobs: rows.jobs + 1 });
  });

  it('refuses a chunk over the record limit, and another owner never sees the records', async () => {
    const owner = await server.owner();
    const records = Array.from({ length: 501 }, () => ({ id: customerId(), name: 'X' }));
    expect((await send(owner, 'customers', records)).statusCode).toBe(400);
    const id = customerId();
    await send(owner, 'customers', [{ id, name: 'Mine' }]);
    const stranger = await server.owner();
    expect(
      (await server.as(stranger, { method: 'GET', url: `/api/customers/${id}` })).statusCode,
    ).toBe(404);
    // The stranger's job cannot name the first owner's customer.
    expect(
      (await send(stranger, 'jobs', [{ id: jobId(), customer_id: id, title: 'T' }])).json(),
    ).toMatchObject({
      results: [{ outcome: 'refused', error: 'Customer not found' }],
    });
  });

  it("seeds a signed-in owner's jobs in chunks: each chunk one change number, totals and pull follow", async () => {
    // The bulk import the scale benchmark and big test accounts use (decision 071): 1,200 jobs in
    // three chunks of at most 500, as a seeding script sends them.
    const owner = await server.owner();
    const customers = Array.from({ length: 10 }, (_, index) => ({
      id: customerId(),
      name: `Customer ${index}`,
    }));
    expect((await send(owner, 'customers', customers)).statusCode).toBe(200);
    const before = await server.as(owner, { method: 'GET', url: '/api/sync?limit=5000' });
    const cursor = before.json<{ cursor: string }>().cursor;
    const jobs = Array.from({ length: 1_200 }, (_, index) => ({
      id: jobId(),
      customer_id: customers[index % 10]!.id,
      title: `Visit ${index}`,
      status: index % 2 === 0 ? 'completed' : 'pending',
      estimated_cost: 10,
      due_date: '2026-03-02',
    }));
    for (let start = 0; start < jobs.length; start += 500) {
      const answer = await send(owner, 'jobs', jobs.slice(start, start + 500));
      expect(answer.statusCode).toBe(200);
      const { results } = answer.json<{ results: { outcome: string }[] }>();
      expect(results).toHaveLength(Math.min(500, jobs.length - start));
      expect(results.every((result) => result.outcome === 'created')).toBe(true);
    }
    const pulled = await server.as(owner, {
      method: 'GET',
      url: `/api/sync?since=${cursor}&limit=5000`,
    });
    const answer = pulled.json<{ cursor: string; jobs: WireJob[]; has_more: boolean }>();
    expect(answer.has_more).toBe(false);
    expect(new Set(answer.jobs.map((job) => job.id))).toEqual(new Set(jobs.map((job) => job.id)));
    // Three writes, three numbers: one per chunk, not one per job.
    expect(Number(answer.cursor) - Number(cursor)).toBe(3);
    const stats = await server.as(owner, {
      method: 'GET',
      url: '/api/jobs/stats',
    });
    expect(stats.json()).toMatchObject({
      total: 1_200,
      byStatus: { pending: 600, in_progress: 0, completed: 600, cancelled: 0 },
      unpaid: { count: 1_200, amount: 12_000 },
    });
  });
});

describe('POST /api/import of a signed job (decision 067)', () => {
  it('keeps the sign-off on the job, its drawing a photo of the chunk after', async () => {
    const owner = await server.owner();
    const customer = customerId();
    const job = jobId();
    const photo = `photo-${randomUUID()}`;
    const signature = {
      name: 'Maria Garcia',
      signed_at: '2026-11-27T15:42:00.000-05:00',
      photo_id: photo,
    };
    await send(owner, 'customers', [{ id: customer, name: 'Maria Garcia' }]);
    const jobs = await send(owner, 'jobs', [
      {
        id: job,
        customer_id: customer,
        title: 'Gutters',
        estimated_cost: 120,
        status: 'completed',
        signature,
      },
    ]);
    expect(jobs.json()).toEqual({ results: [{ id: job, outcome: 'created' }] });
    const photos = await send(owner, 'photos', [
      {
        id: photo,
        job_id: job,
        label: 'signature',
        caption: '',
        content_type: 'image/png',
        width: 600,
        height: 200,
        bytes: 4000,
        taken_at: '2026-11-27T20:42:00.000Z',
      },
    ]);
    expect(photos.json()).toEqual({ results: [{ id: photo, outcome: 'created' }] });
    const read = await server.as(owner, { method: 'GET', url: `/api/jobs/${job}` });
    expect(read.json<WireJob>().signature).toEqual({
      name: 'Maria Garcia',
      signed_at: '2026-11-27T20:42:00.000Z',
      photo_id: photo,
    });
  });
});
