import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  startTestApp,
  type Owner,
  type TestApp,
  type WireCustomer,
  type WireJob,
} from './helpers.ts';

// docs/architecture.md §5: every record, list and figure belongs to the token's owner; another owner's id
// answers exactly like an id that does not exist.

const DAY = '2025-06-04'; // a Wednesday; its week starts on Sunday 2025-06-01

let t: TestApp;
let alice: Owner;
let bob: Owner;
let aliceCustomer: WireCustomer;
let aliceJobs: WireJob[];
let bobCustomer: WireCustomer;
let bobJob: WireJob;

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.owner({ name: 'Alice' });
  bob = await t.owner({ name: 'Bob' });

  aliceCustomer = await t.createCustomer(alice, {
    name: 'Alice Customer',
    service_type: 'Lawn Care',
  });
  aliceJobs = [
    await t.createJob(alice, aliceCustomer.id, {
      title: 'Today',
      due_date: DAY,
      estimated_cost: 1000,
    }),
    await t.createJob(alice, aliceCustomer.id, {
      title: 'Unpaid',
      due_date: DAY,
      status: 'completed',
      estimated_cost: 2000,
    }),
    await t.createJob(alice, aliceCustomer.id, {
      title: 'Paid this week',
      due_date: '2025-06-02',
      status: 'completed',
      paid: true,
      actual_cost: 4000,
      completed_at: '2025-06-02T10:00:00.000Z',
    }),
    await t.createJob(alice, aliceCustomer.id, {
      title: 'Upcoming',
      due_date: '2025-06-06',
      estimated_cost: 8000,
    }),
  ];

  bobCustomer = await t.createCustomer(bob, { name: 'Bob Customer' });
  bobJob = await t.createJob(bob, bobCustomer.id, {
    title: 'Bob job',
    due_date: DAY,
    status: 'completed',
    paid: true,
    actual_cost: 7,
    completed_at: '2025-06-03T10:00:00.000Z',
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** The whole answer, to compare another owner's id with an id that does not exist. */
const answer = async (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});

describe("another owner's ids answer exactly like unknown ids", () => {
  const cases = [
    { method: 'GET', kind: 'customers', payload: undefined, error: 'Customer not found' },
    {
      method: 'PUT',
      kind: 'customers',
      payload: { name: 'Hijacked' },
      error: 'Customer not found',
    },
    { method: 'DELETE', kind: 'customers', payload: undefined, error: 'Customer not found' },
    { method: 'GET', kind: 'jobs', payload: undefined, error: 'Job not found' },
    {
      method: 'PUT',
      kind: 'jobs',
      payload: { paid: true, title: 'Hijacked' },
      error: 'Job not found',
    },
    { method: 'DELETE', kind: 'jobs', payload: undefined, error: 'Job not found' },
  ] as const;

  for (const { method, kind, payload, error } of cases) {
    it(`${method} /api/${kind}/{id}`, async () => {
      const theirId = kind === 'customers' ? aliceCustomer.id : aliceJobs[0]!.id;
      const prefix = kind === 'customers' ? 'customer' : 'job';
      const before = await t.countRows();

      const foreign = await t.as(bob, {
        method,
        url: `/api/${kind}/${theirId}`,
        ...(payload ? { payload } : {}),
      });
      const unknown = await t.as(bob, {
        method,
        url: `/api/${kind}/${prefix}-${randomUUID()}`,
        ...(payload ? { payload } : {}),
      });
      expectError(foreign, 404, error, 'not_found');
      expect(await answer(foreign)).toEqual(await answer(unknown));
      expect(foreign.body).toBe(unknown.body);

      // Nothing of Alice's changed.
      expect(await t.countRows()).toEqual(before);
      expect(await t.get(alice, `/api/customers/${aliceCustomer.id}`)).toEqual(aliceCustomer);
      expect(await t.get(alice, `/api/jobs?customer_id=${aliceCustomer.id}`)).toEqual(
        [...aliceJobs].sort(
          (a, b) =>
            b.scheduled_date.localeCompare(a.scheduled_date) ||
            b.created_at.localeCompare(a.created_at),
        ),
      );
    });
  }
});

describe("lists and figures hold none of another owner's rows", () => {
  const bobIds = () => [bobJob.id];

  it('GET /api/customers', async () => {
    expect(await t.get(bob, '/api/customers')).toEqual([bobCustomer]);
  });

  it('GET /api/jobs, with and without filters', async () => {
    const list = async (query: string) =>
      (await t.get<WireJob[]>(bob, `/api/jobs${query}`)).map((job) => job.id);
    expect(await list('')).toEqual(bobIds());
    expect(await list(`?customer_id=${aliceCustomer.id}`)).toEqual([]);
    expect(await list('?status=completed')).toEqual(bobIds());
    expect(await list('?status=pending')).toEqual([]);
    expect(await list('?paid=false')).toEqual([]);
    expect(await list('?paid=true')).toEqual(bobIds());
    expect(await list(`?from=${DAY}&to=${DAY}`)).toEqual(bobIds());
    expect(await list('?from=2025-06-05')).toEqual([]);
  });

  it('GET /api/jobs/today, /unpaid and /stats', async () => {
    expect(await t.get(bob, `/api/jobs/today?date=${DAY}`)).toEqual([bobJob]);
    expect(await t.get(bob, '/api/jobs/unpaid')).toEqual([]);
    expect(await t.get(bob, '/api/jobs/stats')).toEqual({
      total: 1,
      byStatus: { pending: 0, in_progress: 0, completed: 1, cancelled: 0 },
      paid: { count: 1, amount: 7 },
      unpaid: { count: 0, amount: 0 },
    });
    // And Alice's own figures are hers alone.
    expect(await t.get(alice, '/api/jobs/stats')).toEqual({
      total: 4,
      byStatus: { pending: 2, in_progress: 0, completed: 2, cancelled: 0 },
      paid: { count: 1, amount: 4000 },
      // Unpaid is paid = false, scheduled jobs included (issue 10).
      unpaid: { count: 3, amount: 11000 },
    });
  });

  it('GET /api/dashboard/stats', async () => {
    expect(await t.get(bob, `/api/dashboard/stats?date=${DAY}`)).toEqual({
      date: DAY,
      weekStart: '2025-06-01',
      todaysJobs: [bobJob],
      thisWeekEarnings: 7,
      totalUnpaid: 0,
      unpaidJobsCount: 0,
      todaysJobsCount: 1,
      totalCustomers: 1,
      totalJobs: 1,
      completedJobs: 1,
      totalRevenue: 7,
      pendingRevenue: 0,
    });
  });

  it('GET /api/dashboard/jobs/recent and /upcoming', async () => {
    expect(await t.get(bob, '/api/dashboard/jobs/recent?limit=100')).toEqual([bobJob]);
    expect(await t.get(bob, `/api/dashboard/jobs/upcoming?date=${DAY}&days=30`)).toEqual([]);
    // Alice has open jobs in that range; Bob sees none of them.
    expect(
      (await t.get<WireJob[]>(alice, `/api/dashboard/jobs/upcoming?date=${DAY}&days=30`)).map(
        (job) => job.title,
      ),
    ).toEqual(['Today', 'Upcoming']);
  });

  it('GET /api/dashboard/revenue/monthly', async () => {
    const revenue = await t.get<{
      total: number;
      months: Array<{ month: number; revenue: number }>;
    }>(bob, '/api/dashboard/revenue/monthly?year=2025');
    expect(revenue.total).toBe(7);
    expect(revenue.months.filter((month) => month.revenue !== 0)).toEqual([
      { month: 6, revenue: 7, jobs: 1 },
    ]);
  });
});

describe("another owner's customer cannot be used", () => {
  it("POST /api/jobs with another owner's customer_id answers 404 and creates nothing", async () => {
    const before = await t.countRows();
    expectError(
      await t.as(bob, {
        method: 'POST',
        url: '/api/jobs',
        payload: { customer_id: aliceCustomer.id, title: 'Sneaky', estimated_cost: 1 },
      }),
      404,
      'Customer not found',
      'not_found',
    );
    expect(await t.countRows()).toEqual(before);
    expect(await t.get(alice, '/api/jobs/stats')).toMatchObject({ total: 4 });
  });

  it("PUT /api/jobs/{id} moving to another owner's customer answers 404 and changes nothing", async () => {
    expectError(
      await t.as(bob, {
        method: 'PUT',
        url: `/api/jobs/${bobJob.id}`,
        payload: { customer_id: aliceCustomer.id, title: 'Moved' },
      }),
      404,
      'Customer not found',
      'not_found',
    );
    expect(await t.get(bob, `/api/jobs/${bobJob.id}`)).toEqual(bobJob);
    expect(await t.get(alice, `/api/jobs?customer_id=${aliceCustomer.id}`)).toHaveLength(4);
  });

  it("a client id equal to another owner's record makes the caller's own record", async () => {
    const before = await t.countRows();
    const customer = await t.as(bob, {
      method: 'POST',
      url: '/api/customers',
      payload: { id: aliceCustomer.id, name: 'Bob’s own' },
    });
    expect(customer.statusCode).toBe(201);
    expect(customer.json()).toMatchObject({
      id: aliceCustomer.id,
      name: 'Bob’s own',
      service_type: null,
    });

    const job = await t.as(bob, {
      method: 'POST',
      url: '/api/jobs',
      payload: { id: aliceJobs[0]!.id, customer_id: aliceCustomer.id, title: 'Bob’s own job' },
    });
    expect(job.statusCode).toBe(201);
    expect(job.json()).toMatchObject({
      id: aliceJobs[0]!.id,
      title: 'Bob’s own job',
      customer: { name: 'Bob’s own' },
    });
    expect(await t.countRows()).toEqual({
      ...before,
      customers: before.customers + 1,
      jobs: before.jobs + 1,
    });
    // Alice's records are untouched, and Bob's delete removes only his own.
    expect(await t.get(alice, `/api/customers/${aliceCustomer.id}`)).toEqual(aliceCustomer);
    expect(await t.get(alice, `/api/jobs/${aliceJobs[0]!.id}`)).toEqual(aliceJobs[0]);
    const deleted = await t.as(bob, {
      method: 'DELETE',
      url: `/api/customers/${aliceCustomer.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.get(alice, `/api/customers/${aliceCustomer.id}`)).toEqual(aliceCustomer);
    expect(await t.get(alice, `/api/jobs?customer_id=${aliceCustomer.id}`)).toHaveLength(4);
    expect(await t.countRows()).toEqual(before);
  });
});
