// The dashboard's running totals per owner (migration 006, decision 021) always equal a full
// recount of the owner's customers and jobs, whatever the writes: creates (with client ids,
// retries and ids deleted before), edits of status, paid and costs, deletes, a customer's
// delete taking its jobs, an import, clear-all, concurrent writes, payments, and repeating jobs
// (a series' visits made, repriced, ended, deleted, moved by a rain delay). Kept by the writes
// themselves since migration 017 (decision 070, no triggers). On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardRepository } from '../src/modules/dashboard/dashboard.repository.ts';
import { startTestApp, utcDay, type Owner, type TestApp } from './helpers.ts';

let t: TestApp;
let totals: ReturnType<typeof createDashboardRepository>;

beforeAll(async () => {
  t = await startTestApp();
  totals = createDashboardRepository(t.db);
}, 30_000);

afterAll(async () => {
  await t?.close();
});

const status = fc.constantFrom('pending', 'in_progress', 'completed', 'cancelled');
const cost = fc.option(
  fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
  {
    nil: null,
  },
);
const jobFields = fc.record(
  { status, paid: fc.boolean(), estimated_cost: cost, actual_cost: cost },
  { requiredKeys: [] },
);

/** What the property does to one owner's data; indexes pick among the records that exist. */
const operation = fc.oneof(
  fc.record({ op: fc.constant('customer' as const) }),
  fc.record({ op: fc.constant('rename' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('deleteCustomer' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('job' as const), pick: fc.nat(), fields: jobFields }),
  fc.record({ op: fc.constant('retryJob' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('editJob' as const), pick: fc.nat(), fields: jobFields }),
  fc.record({ op: fc.constant('deleteJob' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('import' as const),
    jobs: fc.array(jobFields, { minLength: 1, maxLength: 6 }),
  }),
  fc.record({ op: fc.constant('clearAll' as const) }),
  fc.record({
    op: fc.constant('payment' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 0, max: 2_000 }),
  }),
  fc.record({ op: fc.constant('series' as const), pick: fc.nat(), weeksBack: fc.nat(3) }),
  fc.record({
    op: fc.constant('seriesChange' as const),
    pick: fc.nat(),
    change: fc.constantFrom('reprice', 'end', 'delete'),
  }),
  fc.record({ op: fc.constant('rainDelay' as const), shift: fc.boolean() }),
  fc.record({
    op: fc.constant('concurrent' as const),
    edits: fc.array(fc.tuple(fc.nat(), jobFields), { minLength: 2, maxLength: 5 }),
  }),
);

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

class Account {
  customers: string[] = [];
  jobs: string[] = [];
  deletedJobs: string[] = [];
  series: string[] = [];
  constructor(readonly owner: Owner) {}

  private send(method: string, url: string, payload?: unknown) {
    return t.as(this.owner, { method: method as 'GET', url, ...(payload ? { payload } : {}) });
  }

  private at<T>(list: T[], pick: number): T | undefined {
    return list.length === 0 ? undefined : list[pick % list.length];
  }

  async newCustomer(): Promise<string> {
    const id = `customer-${randomUUID()}`;
    const answer = await this.send('POST', '/api/customers', { id, name: `Customer ${id}` });
    expect(answer.statusCode).toBe(201);
    this.customers.push(id);
    return id;
  }

  async newJob(customerId: string, fields: Record<string, unknown>, id = `job-${randomUUID()}`) {
    const answer = await this.send('POST', '/api/jobs', {
      id,
      customer_id: customerId,
      title: 'Lawn Mowing',
      ...fields,
    });
    expect([200, 201, 409]).toContain(answer.statusCode);
    if (answer.statusCode === 201) this.jobs.push(id);
  }

  async apply(step: Operation): Promise<void> {
    switch (step.op) {
      case 'customer':
        await this.newCustomer();
        return;
      case 'rename': {
        const id = this.at(this.customers, step.pick);
        if (id) await this.send('PUT', `/api/customers/${id}`, { name: `Renamed ${step.pick}` });
        return;
      }
      case 'deleteCustomer': {
        const id = this.at(this.customers, step.pick);
        if (!id) return;
        await this.send('DELETE', `/api/customers/${id}`);
        this.customers = this.customers.filter((other) => other !== id);
        // Its jobs went with it; the list is refreshed from the server below.
        await this.refreshJobs();
        return;
      }
      case 'job': {
        const customerId = this.at(this.customers, step.pick) ?? (await this.newCustomer());
        await this.newJob(customerId, step.fields);
        return;
      }
      case 'retryJob': {
        // A retried create (same id) changes nothing; a create of a deleted id is refused.
        const id = this.at([...this.jobs, ...this.deletedJobs], step.pick);
        const customerId = this.at(this.customers, step.pick);
        if (id && customerId) await this.newJob(customerId, { paid: true, estimated_cost: 9 }, id);
        return;
      }
      case 'editJob': {
        const id = this.at(this.jobs, step.pick);
        if (id)
          expect((await this.send('PUT', `/api/jobs/${id}`, step.fields)).statusCode).toBe(200);
        return;
      }
      case 'deleteJob': {
        const id = this.at(this.jobs, step.pick);
        if (!id) return;
        expect((await this.send('DELETE', `/api/jobs/${id}`)).statusCode).toBe(200);
        this.jobs = this.jobs.filter((other) => other !== id);
        this.deletedJobs.push(id);
        return;
      }
      case 'import': {
        // As the app imports a backup: customers first, then their jobs, several at a time.
        const customerId = await this.newCustomer();
        await Promise.all(step.jobs.map((fields) => this.newJob(customerId, fields)));
        return;
      }
      case 'clearAll': {
        // As the app clears all data: every customer deleted, their jobs with them.
        await Promise.all(this.customers.map((id) => this.send('DELETE', `/api/customers/${id}`)));
        this.deletedJobs.push(...this.jobs);
        this.customers = [];
        this.jobs = [];
        return;
      }
      case 'payment': {
        // A paid amount over the job's amount is refused (400); the server derives paid.
        const id = this.at(this.jobs, step.pick);
        if (!id) return;
        const answer = await this.send('PUT', `/api/jobs/${id}`, { amount_paid: step.amount });
        expect([200, 400]).toContain(answer.statusCode);
        return;
      }
      case 'series': {
        // A weekly repeating job started up to 3 weeks ago: its visits are made at once.
        const customerId = this.at(this.customers, step.pick) ?? (await this.newCustomer());
        const start = new Date(Date.now() - step.weeksBack * 7 * 86_400_000);
        const answer = await this.send('POST', '/api/series', {
          customer_id: customerId,
          service_type: 'Lawn Mowing',
          price: 30 + (step.pick % 50),
          start_date: utcDay(start.getTime()),
          rule: { frequency: 'weekly', interval: 1, end: { type: 'count', count: 6 } },
        });
        expect(answer.statusCode).toBe(201);
        this.series.push(answer.json<{ series: { id: string } }>().series.id);
        await this.refreshJobs();
        return;
      }
      case 'seriesChange': {
        const id = this.at(this.series, step.pick);
        if (!id) return;
        const from = { from_date: utcDay() };
        const answer =
          step.change === 'reprice'
            ? await this.send('PUT', `/api/series/${id}`, { ...from, price: 99.5 })
            : step.change === 'end'
              ? await this.send('POST', `/api/series/${id}/end`, from)
              : await this.send('DELETE', `/api/series/${id}`);
        // The series may be gone with its customer already.
        expect([200, 404]).toContain(answer.statusCode);
        if (step.change === 'delete') this.series = this.series.filter((other) => other !== id);
        await this.refreshJobs();
        return;
      }
      case 'rainDelay': {
        const answer = await this.send('POST', '/api/jobs/rain-delay', {
          date: utcDay(),
          shift_following: step.shift,
        });
        expect(answer.statusCode).toBe(200);
        return;
      }
      case 'concurrent': {
        const customerId = this.at(this.customers, 0) ?? (await this.newCustomer());
        await Promise.all(
          step.edits.map(([pick, fields], index) => {
            const id = this.at(this.jobs, pick);
            if (index % 2 === 0 || !id) return this.newJob(customerId, fields);
            return this.send('PUT', `/api/jobs/${id}`, fields);
          }),
        );
        return;
      }
    }
  }

  /** The server's list decides which jobs exist (a delete or a series may add or take some). */
  private async refreshJobs() {
    const listed = await t.get<Array<{ id: string }>>(this.owner, '/api/jobs');
    const present = new Set(listed.map((job) => job.id));
    this.deletedJobs.push(...this.jobs.filter((id) => !present.has(id)));
    this.jobs = [...present];
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

async function expectTotalsRecounted(owner: Owner) {
  const recount = await totals.recount(owner.id);
  const stored = await totals.stored(owner.id);
  expect({
    ...stored,
    paid_amount: round(stored.paid_amount),
    unpaid_amount: round(stored.unpaid_amount),
  }).toEqual({
    ...recount,
    paid_amount: round(recount.paid_amount),
    unpaid_amount: round(recount.unpaid_amount),
  });
  // And the answers built on them.
  const stats = await t.get<Record<string, number>>(owner, '/api/dashboard/stats');
  expect(stats).toMatchObject({
    totalCustomers: recount.customers,
    totalJobs: recount.jobs,
    completedJobs: recount.completed,
    unpaidJobsCount: recount.unpaid_count,
    totalUnpaid: round(recount.unpaid_amount),
    pendingRevenue: round(recount.unpaid_amount),
    totalRevenue: round(recount.paid_amount),
  });
  const jobStats = await t.get<Record<string, unknown>>(owner, '/api/jobs/stats');
  expect(jobStats).toEqual({
    total: recount.jobs,
    byStatus: {
      pending: recount.pending,
      in_progress: recount.in_progress,
      completed: recount.completed,
      cancelled: recount.cancelled,
    },
    paid: { count: recount.paid_count, amount: round(recount.paid_amount) },
    unpaid: { count: recount.unpaid_count, amount: round(recount.unpaid_amount) },
  });
}

describe('running totals per owner', () => {
  it('start at zero for a new owner and follow each kind of write', async () => {
    const owner = await t.owner();
    await expectTotalsRecounted(owner);
    expect(await totals.stored(owner.id)).toMatchObject({ customers: 0, jobs: 0 });
    const account = new Account(owner);
    const customerId = await account.newCustomer();
    await account.newJob(customerId, { status: 'completed', paid: true, actual_cost: 120.5 });
    await account.newJob(customerId, { estimated_cost: 80 });
    await account.newJob(customerId, { status: 'cancelled', estimated_cost: 40 });
    expect(await totals.stored(owner.id)).toEqual({
      customers: 1,
      jobs: 3,
      pending: 1,
      in_progress: 0,
      completed: 1,
      cancelled: 1,
      paid_count: 1,
      paid_amount: 120.5,
      unpaid_count: 1,
      unpaid_amount: 80,
    });
    await account.apply({ op: 'deleteCustomer', pick: 0 });
    expect(await totals.stored(owner.id)).toMatchObject({ customers: 0, jobs: 0, paid_amount: 0 });
    await expectTotalsRecounted(owner);
  });

  it('equal a full recount after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 14 }), async (steps) => {
        const owner = await t.owner();
        const account = new Account(owner);
        for (const step of steps) await account.apply(step);
        await expectTotalsRecounted(owner);
      }),
      { numRuns: 16 },
    );
  }, 120_000);

  it("are one owner's only", async () => {
    const [first, second] = [await t.owner(), await t.owner()];
    const account = new Account(first);
    await account.newJob(await account.newCustomer(), { paid: true, estimated_cost: 10 });
    expect(await totals.stored(second.id)).toMatchObject({ customers: 0, jobs: 0, paid_amount: 0 });
    await expectTotalsRecounted(first);
    await expectTotalsRecounted(second);
  });
});
