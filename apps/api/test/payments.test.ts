import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  startTestApp,
  type Owner,
  type TestApp,
  type WireCustomer,
  type WireJob,
} from './helpers.ts';

// Issue 15's payments (decision 033): a job records what has been paid, how and when. A partial
// payment leaves a balance; the spec's paid flag is true exactly when the balance reaches zero.
// Strict input, owner isolation, and the same on PGlite and PostgreSQL.

let t: TestApp;
let alice: Owner;
let bob: Owner;
let customer: WireCustomer;

const PAID_AT = '2026-11-03T14:05:00.000Z';

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.owner({ name: 'Alice' });
  bob = await t.owner({ name: 'Bob' });
  customer = await t.createCustomer(alice, { name: 'Maria Garcia' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const putJob = (owner: Owner, id: string, payload: Record<string, unknown>) =>
  t.as(owner, { method: 'PUT', url: `/api/jobs/${id}`, payload });
const newJob = (payload: Record<string, unknown> = {}) =>
  t.createJob(alice, customer.id, {
    status: 'completed',
    estimated_cost: 100,
    due_date: '2026-11-02',
    ...payload,
  });

describe('recording a payment', () => {
  it('starts with no payment, then keeps a partial one with a balance, then flips paid on the rest', async () => {
    const job = await newJob();
    expect(job).toMatchObject({
      paid: false,
      amount_paid: null,
      payment_method: null,
      paid_at: null,
    });

    const partial = await putJob(alice, job.id, {
      amount_paid: 40.5,
      payment_method: 'cash',
      paid_at: '2026-11-03T09:05:00-05:00',
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json<WireJob>()).toMatchObject({
      paid: false,
      amount_paid: 40.5,
      payment_method: 'cash',
      paid_at: PAID_AT,
    });

    // A client that claims paid with a partial amount does not make it paid: the server derives it.
    const claimed = await putJob(alice, job.id, { amount_paid: 60, paid: true });
    expect(claimed.json<WireJob>()).toMatchObject({ paid: false, amount_paid: 60 });

    const full = await putJob(alice, job.id, { amount_paid: 100, payment_method: 'card' });
    expect(full.json<WireJob>()).toMatchObject({
      paid: true,
      amount_paid: 100,
      payment_method: 'card',
    });
    const stats = await t.get<{ paid: { amount: number } }>(alice, '/api/jobs/stats');
    expect(stats.paid.amount).toBe(100);
  });

  it("keeps the spec's paid toggle: paid alone means all paid, unpaid alone nothing paid", async () => {
    const job = await newJob();
    await putJob(alice, job.id, { amount_paid: 30 });
    const paid = await putJob(alice, job.id, { paid: true, payment_method: 'check' });
    expect(paid.json<WireJob>()).toMatchObject({
      paid: true,
      amount_paid: null,
      payment_method: 'check',
    });
    const unpaid = await putJob(alice, job.id, {
      paid: false,
      payment_method: null,
      paid_at: null,
    });
    expect(unpaid.json<WireJob>()).toMatchObject({
      paid: false,
      amount_paid: null,
      payment_method: null,
      paid_at: null,
    });
  });

  it('is taken on create, and a lowered amount brings the paid amount down to it (paid)', async () => {
    const job = await newJob({
      amount_paid: 50,
      payment_method: 'bank_transfer',
      paid_at: PAID_AT,
    });
    expect(job).toMatchObject({ paid: false, amount_paid: 50, payment_method: 'bank_transfer' });
    const lowered = await putJob(alice, job.id, { estimated_cost: 45 });
    expect(lowered.json<WireJob>()).toMatchObject({ paid: true, amount_paid: 45 });
    const raised = await putJob(alice, job.id, { estimated_cost: 80 });
    expect(raised.json<WireJob>()).toMatchObject({ paid: false, amount_paid: 45 });
  });
});

describe('bad payment input', () => {
  it('refuses a negative, too large or 3-decimal amount, a bad method or date: 400, nothing changed', async () => {
    const job = await newJob();
    await putJob(alice, job.id, { amount_paid: 20, payment_method: 'cash', paid_at: PAID_AT });
    const stored = await t.get<WireJob>(alice, `/api/jobs/${job.id}`);
    const before = await t.countRows();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ amount_paid: -1 }, /^amount_paid: /],
      [{ amount_paid: 100.01 }, /amount_paid must not exceed the job amount/],
      [{ amount_paid: 60, estimated_cost: 50 }, /amount_paid must not exceed the job amount/],
      [{ amount_paid: 10.005 }, /^amount_paid: must have at most 2 decimals/],
      [{ amount_paid: '10' }, /^amount_paid: /],
      [{ payment_method: 'bitcoin' }, /^payment_method: /],
      [{ payment_method: 'Cash' }, /^payment_method: /],
      [{ paid_at: 'yesterday' }, /^paid_at: /],
      [{ paid_at: '2026-02-30T10:00:00Z' }, /^paid_at: /],
      [{ payments: [] }, /payments/],
    ];
    for (const [payload, error] of cases) {
      expectError(await putJob(alice, job.id, payload), 400, error, 'validation_failed');
    }
    expectError(
      await t.as(alice, {
        method: 'POST',
        url: '/api/jobs',
        payload: {
          customer_id: customer.id,
          title: 'Windows',
          estimated_cost: 10,
          amount_paid: 11,
        },
      }),
      400,
      /amount_paid must not exceed the job amount/,
      'validation_failed',
    );
    expect(await t.countRows()).toEqual(before);
    const after = await t.get<WireJob>(alice, `/api/jobs/${job.id}`);
    expect(after).toEqual(stored);
  });
});

describe('isolation', () => {
  it("cannot record a payment on another owner's job (404, unchanged), nor see it", async () => {
    const job = await newJob();
    expectError(
      await putJob(bob, job.id, { amount_paid: 100, payment_method: 'cash' }),
      404,
      'Job not found',
      'not_found',
    );
    const stored = await t.get<WireJob>(alice, `/api/jobs/${job.id}`);
    expect(stored).toMatchObject({ paid: false, amount_paid: null, payment_method: null });
    const bobPull = await t.get<{ jobs: WireJob[] }>(bob, '/api/sync?since=0');
    expect(bobPull.jobs).toEqual([]);
  });
});

describe('the sync pull and the OpenAPI document', () => {
  it('carry the payment fields', async () => {
    const job = await newJob({ amount_paid: 25, payment_method: 'other', paid_at: PAID_AT });
    const pull = await t.get<{ jobs: WireJob[] }>(alice, '/api/sync?since=0');
    expect(pull.jobs.find((entry) => entry.id === job.id)).toMatchObject({
      amount_paid: 25,
      payment_method: 'other',
      paid_at: PAID_AT,
    });
    const document = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const text = JSON.stringify(document.paths['/api/jobs/{id}']?.put);
    for (const field of ['amount_paid', 'payment_method', 'paid_at', 'bank_transfer']) {
      expect(text).toContain(`"${field}"`);
    }
  });
});
