import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDb } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import {
  expectError,
  startTestApp,
  testConfig,
  testDatabaseUrl,
  tokenHash,
  TestApp,
  utcDay,
  type Owner,
  type WireCustomer,
  type WireJob,
} from './helpers.ts';

// Payments as records (issue 23, decision 046): each payment is its own row, added and never
// rewritten; a job's amount_paid, paid, payment_method and paid_at are worked out from them in
// the same write. The spec's calls (PUT paid / amount_paid) keep working through payments.
// Strict input, owner isolation, the sync pull, the migration; PGlite and PostgreSQL.

type WirePayment = {
  id: string;
  job_id: string;
  amount: number;
  method: string;
  paid_on: string;
  note: string | null;
  device_id: string | null;
  created_at: string;
};

let t: TestApp;
let alice: Owner;
let bob: Owner;
let customer: WireCustomer;

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.owner({ name: 'Alice' });
  bob = await t.owner({ name: 'Bob' });
  customer = await t.createCustomer(alice, { name: 'Maria Garcia' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const paymentId = () => `payment-${randomUUID()}`;
const putJob = (owner: Owner, id: string, payload: Record<string, unknown>) =>
  t.as(owner, { method: 'PUT', url: `/api/jobs/${id}`, payload });
const postPayment = (owner: Owner, payload: Record<string, unknown>) =>
  t.as(owner, { method: 'POST', url: '/api/payments', payload });
const newJob = (payload: Record<string, unknown> = {}) =>
  t.createJob(alice, customer.id, {
    status: 'completed',
    estimated_cost: 150,
    due_date: '2026-11-02',
    ...payload,
  });
const paymentsOf = (owner: Owner, jobId: string) =>
  t.get<WirePayment[]>(owner, `/api/payments?job_id=${jobId}`);

describe('payments are records', () => {
  it('adds two payments made offline on two devices: both kept, the job sums them', async () => {
    const job = await newJob();
    const tablet = {
      id: paymentId(),
      job_id: job.id,
      amount: 100,
      method: 'check',
      paid_on: '2026-11-03',
      device_id: 'tablet',
    };
    const phone = {
      id: paymentId(),
      job_id: job.id,
      amount: 50,
      method: 'cash',
      paid_on: '2026-11-02',
      note: 'Left under the mat',
      device_id: 'phone',
    };
    const first = await postPayment(alice, tablet);
    expect(first.statusCode).toBe(201);
    expect(first.json<WirePayment>()).toMatchObject({ ...tablet, note: null });
    const second = await postPayment(alice, phone);
    expect(second.statusCode).toBe(201);

    const stored = await t.get<WireJob>(alice, `/api/jobs/${job.id}`);
    // The newest payment by its day is the tablet's check.
    expect(stored).toMatchObject({
      paid: true,
      amount_paid: 150,
      payment_method: 'check',
      paid_at: '2026-11-03T12:00:00.000Z',
    });
    expect((await paymentsOf(alice, job.id)).map((p) => p.id)).toEqual([tablet.id, phone.id]);
    const stats = await t.get<{ paid: { amount: number } }>(alice, '/api/jobs/stats');
    expect(stats.paid.amount).toBe(150);
  });

  it('answers a retried create with the first payment (200) and adds nothing', async () => {
    const job = await newJob();
    const body = {
      id: paymentId(),
      job_id: job.id,
      amount: 20,
      method: 'card',
      paid_on: '2026-11-04',
    };
    expect((await postPayment(alice, body)).statusCode).toBe(201);
    const before = await t.countRows();
    const again = await postPayment(alice, { ...body, amount: 99 });
    expect(again.statusCode).toBe(200);
    expect(again.json<WirePayment>().amount).toBe(20);
    expect(await t.countRows()).toEqual(before);
    expect((await t.get<WireJob>(alice, `/api/jobs/${job.id}`)).amount_paid).toBe(20);
  });

  it('removes a payment with a tombstone: the job goes back to unpaid and a re-create is refused', async () => {
    const job = await newJob({ estimated_cost: 80 });
    const body = {
      id: paymentId(),
      job_id: job.id,
      amount: 80,
      method: 'cash',
      paid_on: '2026-11-05',
    };
    await postPayment(alice, body);
    expect((await t.get<WireJob>(alice, `/api/jobs/${job.id}`)).paid).toBe(true);
    const removed = await t.as(alice, { method: 'DELETE', url: `/api/payments/${body.id}` });
    expect(removed.statusCode).toBe(200);
    expect(await t.get<WireJob>(alice, `/api/jobs/${job.id}`)).toMatchObject({
      paid: false,
      amount_paid: null,
      payment_method: null,
      paid_at: null,
    });
    expectError(await postPayment(alice, body), 409, 'Payment was deleted', 'record_deleted');
    expectError(
      await t.as(alice, { method: 'DELETE', url: `/api/payments/${body.id}` }),
      404,
      'Payment not found',
      'not_found',
    );
    const stats = await t.get<{ paid: { amount: number } }>(alice, '/api/jobs/stats');
    expect(stats.paid.amount).toBe(150);
  });

  it('comes in the sync pull with its job, and its removal as deleted_payments', async () => {
    const job = await newJob({ estimated_cost: 60 });
    const { cursor } = await t.get<{ cursor: string }>(alice, '/api/sync');
    const body = {
      id: paymentId(),
      job_id: job.id,
      amount: 25,
      method: 'other',
      paid_on: '2026-11-06',
    };
    await postPayment(alice, body);
    const pull = await t.get<{
      cursor: string;
      jobs: WireJob[];
      payments?: WirePayment[];
      deleted_payments?: string[];
    }>(alice, `/api/sync?since=${cursor}`);
    expect(pull.payments?.map((p) => p.id)).toEqual([body.id]);
    expect(pull.jobs.map((j) => [j.id, j.amount_paid, j.paid])).toEqual([[job.id, 25, false]]);
    await t.as(alice, { method: 'DELETE', url: `/api/payments/${body.id}` });
    const after = await t.get<{ jobs: WireJob[]; deleted_payments?: string[]; payments?: unknown }>(
      alice,
      `/api/sync?since=${pull.cursor}`,
    );
    expect(after.deleted_payments).toEqual([body.id]);
    expect(after.payments).toBeUndefined();
    expect(after.jobs.map((j) => j.amount_paid)).toEqual([null]);
  });

  it("the spec's calls: paid true records the balance, paid false removes the payments", async () => {
    const job = await newJob({ estimated_cost: 100 });
    await postPayment(alice, { job_id: job.id, amount: 30, method: 'cash', paid_on: '2026-11-01' });
    const paid = await putJob(alice, job.id, { paid: true, payment_method: 'check' });
    expect(paid.json<WireJob>()).toMatchObject({
      paid: true,
      amount_paid: 100,
      payment_method: 'check',
      paid_at: `${utcDay()}T12:00:00.000Z`,
    });
    expect((await paymentsOf(alice, job.id)).map((p) => [p.amount, p.method])).toEqual([
      [70, 'check'],
      [30, 'cash'],
    ]);
    const unpaid = await putJob(alice, job.id, { paid: false });
    expect(unpaid.json<WireJob>()).toMatchObject({ paid: false, amount_paid: null });
    expect(await paymentsOf(alice, job.id)).toEqual([]);
    // paid true on a job created paid: one payment of the whole amount, on the day given.
    const created = await newJob({
      estimated_cost: 40,
      paid: true,
      paid_at: '2026-10-30T10:00:00Z',
    });
    expect(created).toMatchObject({ paid: true, amount_paid: 40, payment_method: 'cash' });
    expect((await paymentsOf(alice, created.id)).map((p) => p.paid_on)).toEqual(['2026-10-30']);
  });

  it('a running amount_paid adds the difference when higher, else replaces the payments', async () => {
    const job = await newJob({ estimated_cost: 100 });
    await putJob(alice, job.id, { amount_paid: 40.5, payment_method: 'cash' });
    const more = await putJob(alice, job.id, { amount_paid: 60, payment_method: 'card' });
    expect(more.json<WireJob>()).toMatchObject({ paid: false, amount_paid: 60 });
    expect((await paymentsOf(alice, job.id)).map((p) => p.amount).sort()).toEqual([19.5, 40.5]);
    const less = await putJob(alice, job.id, { amount_paid: 10 });
    expect(less.json<WireJob>()).toMatchObject({ amount_paid: 10 });
    expect((await paymentsOf(alice, job.id)).map((p) => p.amount)).toEqual([10]);
    // A lowered price makes the same payments pay the job in full; a raised one leaves a balance.
    expect((await putJob(alice, job.id, { estimated_cost: 10 })).json<WireJob>().paid).toBe(true);
    expect((await putJob(alice, job.id, { estimated_cost: 80 })).json<WireJob>().paid).toBe(false);
  });
});

describe('bad payment input', () => {
  it('refuses a bad amount, method, day, id or field: 400, nothing changed', async () => {
    const job = await newJob();
    const good = { job_id: job.id, amount: 10, method: 'cash', paid_on: '2026-11-03' };
    const before = await t.countRows();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ amount: 0 }, /^amount: must be more than 0/],
      [{ amount: -5 }, /^amount: /],
      [{ amount: 1_000_000.01 }, /^amount: must be at most 1000000/],
      [{ amount: 10.005 }, /^amount: must have at most 2 decimals/],
      [{ amount: '10' }, /^amount: /],
      [{ method: 'bitcoin' }, /^method: /],
      [{ paid_on: '0001-05-01' }, /^paid_on: /],
      [{ paid_on: '2026-02-30' }, /^paid_on: must be a real date/],
      [{ paid_on: 'yesterday' }, /^paid_on: /],
      [{ id: 'payment-1' }, /^id: id must look like payment-<uuid>/],
      [{ job_id: undefined }, /job_id/],
      [{ paid: true }, /paid/],
    ];
    for (const [change, error] of cases) {
      expectError(
        await postPayment(alice, { ...good, ...change }),
        400,
        error,
        'validation_failed',
      );
    }
    // The spec's running amount stays bounded by the job's amount.
    expectError(
      await putJob(alice, job.id, { amount_paid: 150.01 }),
      400,
      /amount_paid must not exceed the job amount/,
      'validation_failed',
    );
    expect(await t.countRows()).toEqual(before);
  });
});

describe('isolation', () => {
  it("cannot record a payment on another owner's job (404), nor see or remove one", async () => {
    const job = await newJob();
    const before = await t.countRows();
    expectError(
      await postPayment(bob, { job_id: job.id, amount: 10, method: 'cash', paid_on: '2026-11-03' }),
      404,
      'Job not found',
      'not_found',
    );
    expect(await t.countRows()).toEqual(before);
    const mine = await postPayment(alice, {
      job_id: job.id,
      amount: 10,
      method: 'cash',
      paid_on: '2026-11-03',
    });
    const id = mine.json<WirePayment>().id;
    expect(await t.get<WirePayment[]>(bob, '/api/payments')).toEqual([]);
    expectError(
      await t.as(bob, { method: 'GET', url: `/api/payments/${id}` }),
      404,
      'Payment not found',
      'not_found',
    );
    expectError(
      await t.as(bob, { method: 'DELETE', url: `/api/payments/${id}` }),
      404,
      'Payment not found',
      'not_found',
    );
    expect((await t.get<WireJob>(alice, `/api/jobs/${job.id}`)).amount_paid).toBe(10);
  });
});

describe('the OpenAPI document', () => {
  it('describes the payment calls', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(document.paths['/api/payments'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/payments/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
    ]);
    const text = JSON.stringify(document.paths['/api/payments']?.post);
    for (const field of ['job_id', 'amount', 'paid_on', 'bank_transfer', 'device_id']) {
      expect(text).toContain(`"${field}"`);
    }
  });
});

describe('migration 011', () => {
  const schema = `payments_migration_${randomUUID().replaceAll('-', '')}`;
  let admin: pg.Pool | undefined;
  let legacy: TestApp;

  afterAll(async () => {
    await legacy?.close();
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
  });

  it('makes one payment per paid job, with its method and day, and stamps them for the pull', async () => {
    let url = testDatabaseUrl;
    if (testDatabaseUrl) {
      admin = new pg.Pool({ connectionString: testDatabaseUrl, max: 1 });
      await admin.query(`CREATE SCHEMA ${schema}`);
      const scoped = new URL(testDatabaseUrl);
      scoped.searchParams.set('options', `-c search_path=${schema}`);
      url = scoped.toString();
    }
    const db = await openDb({ databaseUrl: url, dataDir: 'memory://' });
    await migrate(db, { until: '010_documents.sql' });
    // An owner as decision 033 left them: a partly paid job, one marked paid, one unpaid.
    const userId = `user-${randomUUID()}`;
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `INSERT INTO users (id, email, name, password_hash) VALUES ($1, $2, 'Old', 'x')`,
      [userId, `old-${randomUUID()}@example.com`],
    );
    await db.query(
      `INSERT INTO auth_tokens (token_hash, user_id, expires_at)
       VALUES ($1, $2, now() + interval '1 day')`,
      [tokenHash(token), userId],
    );
    const customerId = `customer-${randomUUID()}`;
    await db.query(`INSERT INTO customers (owner_id, id, name) VALUES ($1, $2, 'Old Olga')`, [
      userId,
      customerId,
    ]);
    const part = { id: `job-${randomUUID()}` };
    const whole = { id: `job-${randomUUID()}` };
    const none = { id: `job-${randomUUID()}` };
    await db.query(
      `INSERT INTO jobs (owner_id, id, customer_id, title, estimated_cost, paid, amount_paid,
         payment_method, paid_at, change_seq)
       VALUES ($1, $3, $2, 'Part', 100, false, 40, 'check', '2026-10-01T15:00:00Z', 1),
              ($1, $4, $2, 'Whole', 70, true, NULL, NULL, NULL, 1),
              ($1, $5, $2, 'None', 30, false, NULL, NULL, NULL, 1)`,
      [userId, customerId, part.id, whole.id, none.id],
    );
    await db.query('INSERT INTO sync_state (owner_id, version) VALUES ($1, 1)', [userId]);
    const cursor = '1';

    // 011 and the migrations after it run; the rows above are migrated by 011.
    expect((await migrate(db))[0]).toBe('011_payments.sql');
    const app = await buildApp({
      config: testConfig(url ? { DATABASE_URL: url } : { DATABASE_URL: '' }),
      db,
      logger: false,
      webDist: '/nonexistent/jobtrack-web-dist',
    });
    legacy = new TestApp(app, db, true);
    const owner: Owner = { id: userId, token, email: '', password: 'x', address: '10.0.0.1' };
    const payments = await legacy.get<WirePayment[]>(owner, '/api/payments');
    expect(payments.map((p) => [p.job_id, p.amount, p.method, p.paid_on]).sort()).toEqual(
      [
        [part.id, 40, 'check', '2026-10-01'],
        [whole.id, 70, 'cash', utcDay()],
      ].sort(),
    );
    const pull = await legacy.get<{ jobs: WireJob[]; payments?: WirePayment[] }>(
      owner,
      `/api/sync?since=${cursor}`,
    );
    expect(pull.payments).toHaveLength(2);
    expect(Object.fromEntries(pull.jobs.map((j) => [j.id, [j.paid, j.amount_paid]]))).toEqual({
      [part.id]: [false, 40],
      [whole.id]: [true, 70],
    });
    expect((await legacy.get<WireJob>(owner, `/api/jobs/${none.id}`)).amount_paid).toBeNull();
    const stats = await legacy.get<{ paid: { amount: number; count: number } }>(
      owner,
      '/api/jobs/stats',
    );
    expect(stats.paid).toEqual({ count: 1, amount: 70 });
  }, 60_000);
});
