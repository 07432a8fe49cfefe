// What a server process answers from what it already knows instead of asking the database
// (issue 12, decision 044): signed-in sessions, each owner's change number and "no repeating job
// is due". On PGlite (one process owns the database) these are exact; every write path must keep
// them so: a write then a read never answers stale data, a signed-out token is refused at once,
// and two owners never share an entry. The same tests run on PostgreSQL, where every read asks.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startTestApp,
  testDatabaseUrl,
  type Owner,
  type TestApp,
  type WireCustomer,
  type WireJob,
} from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const today = new Date().toISOString().slice(0, 10);
const STATS = `/api/dashboard/stats?date=${today}&utc_offset=0`;

type Stats = {
  totalJobs: number;
  totalCustomers: number;
  totalUnpaid: number;
  todaysJobsCount: number;
};

/** The owner's lists and stats now, with the lists' tags. */
async function look(owner: Owner) {
  const jobs = await t.as(owner, { method: 'GET', url: '/api/jobs' });
  const customers = await t.as(owner, { method: 'GET', url: '/api/customers' });
  expect(jobs.statusCode).toBe(200);
  expect(customers.statusCode).toBe(200);
  return {
    jobs: jobs.json<WireJob[]>(),
    jobsTag: jobs.headers.etag as string,
    customers: customers.json<WireCustomer[]>(),
    customersTag: customers.headers.etag as string,
    stats: await t.get<Stats>(owner, STATS),
  };
}

/**
 * After a write: a refresh naming the earlier tags answers the lists in full, and they and the
 * stats equal what the database holds now (counted from the rows, not from anything kept).
 */
async function expectFresh(owner: Owner, before: Awaited<ReturnType<typeof look>>) {
  const jobs = await t.as(owner, {
    method: 'GET',
    url: '/api/jobs',
    headers: { 'if-none-match': before.jobsTag },
  });
  const customers = await t.as(owner, {
    method: 'GET',
    url: '/api/customers',
    headers: { 'if-none-match': before.customersTag },
  });
  expect(jobs.statusCode).toBe(200);
  expect(customers.statusCode).toBe(200);
  const [counted] = await t.db.query<{ jobs: number; customers: number; today: number }>(
    `SELECT (SELECT count(*)::int FROM jobs WHERE owner_id = $1) AS jobs,
       (SELECT count(*)::int FROM customers WHERE owner_id = $1) AS customers,
       (SELECT count(*)::int FROM jobs WHERE owner_id = $1 AND scheduled_date = $2::date
          AND NOT skipped) AS today`,
    [owner.id, today],
  );
  expect(jobs.json<WireJob[]>()).toHaveLength(counted!.jobs);
  expect(customers.json<WireCustomer[]>()).toHaveLength(counted!.customers);
  expect(await t.get<Stats>(owner, STATS)).toMatchObject({
    totalJobs: counted!.jobs,
    totalCustomers: counted!.customers,
    todaysJobsCount: counted!.today,
  });
}

describe('sessions', () => {
  it('refuses a signed-out token at once, on the very next request', async () => {
    const owner = await t.owner();
    // Known to the process now (the first request looked it up).
    expect((await t.as(owner, { method: 'GET', url: '/api/customers' })).statusCode).toBe(200);
    expect((await t.as(owner, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const out = await t.as(owner, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    for (const url of ['/api/customers', STATS, '/api/auth/me']) {
      const after = await t.as(owner, { method: 'GET', url });
      expect(after.statusCode).toBe(401);
    }
  });

  it("never answers one owner's session for another's token", async () => {
    const [ana, ben] = [await t.owner({ name: 'Ana' }), await t.owner({ name: 'Ben' })];
    for (let round = 0; round < 2; round += 1) {
      expect(await t.get<{ user: { id: string } }>(ana, '/api/auth/me')).toMatchObject({
        user: { id: ana.id },
      });
      expect(await t.get<{ user: { id: string } }>(ben, '/api/auth/me')).toMatchObject({
        user: { id: ben.id },
      });
    }
  });
});

describe('a write then a read', () => {
  it('answers fresh lists and stats after every kind of write', async () => {
    const owner = await t.owner();
    let before = await look(owner);

    const step = async (label: string, write: () => Promise<{ statusCode: number }>) => {
      const response = await write();
      expect(response.statusCode, label).toBeLessThan(300);
      await expectFresh(owner, before);
      before = await look(owner);
    };

    let customer: WireCustomer | undefined;
    await step('customer created', async () => {
      const response = await t.as(owner, {
        method: 'POST',
        url: '/api/customers',
        payload: { name: 'Maria Garcia' },
      });
      customer = response.json<WireCustomer>();
      return response;
    });
    let job: WireJob | undefined;
    await step('job created for today', async () => {
      const response = await t.as(owner, {
        method: 'POST',
        url: '/api/jobs',
        payload: { customer_id: customer!.id, title: 'Lawn Mowing', due_date: today },
      });
      job = response.json<WireJob>();
      return response;
    });
    await step('job paid', () =>
      t.as(owner, { method: 'PUT', url: `/api/jobs/${job!.id}`, payload: { paid: true } }),
    );
    await step('customer renamed', () =>
      t.as(owner, {
        method: 'PUT',
        url: `/api/customers/${customer!.id}`,
        payload: { name: 'Ana Ruiz' },
      }),
    );
    await step('repeating job created', () =>
      t.as(owner, {
        method: 'POST',
        url: '/api/series',
        payload: {
          customer_id: customer!.id,
          service_type: 'Lawn Mowing',
          price: 45,
          start_date: today,
          rule: { frequency: 'weekly', interval: 1, end: { type: 'never' } },
        },
      }),
    );
    await step('rain delay', () =>
      t.as(owner, {
        method: 'POST',
        url: '/api/jobs/rain-delay',
        payload: { date: today, shift_following: false },
      }),
    );
    // An import in API mode is these same creates, and "clear all" these deletes (web data layer).
    await step('job deleted', () => t.as(owner, { method: 'DELETE', url: `/api/jobs/${job!.id}` }));
    await step('customer deleted with its jobs (clear all)', () =>
      t.as(owner, { method: 'DELETE', url: `/api/customers/${customer!.id}` }),
    );
    expect(before.jobs).toEqual([]);
    expect(before.stats).toMatchObject({ totalJobs: 0, totalCustomers: 0 });
  });

  it('answers the visits a top-up made on a new day, during the read itself', async () => {
    const owner = await t.owner();
    const customer = await t.createCustomer(owner);
    const created = await t.as(owner, {
      method: 'POST',
      url: '/api/series',
      payload: {
        customer_id: customer.id,
        service_type: 'Lawn Mowing',
        price: 45,
        start_date: today,
        rule: { frequency: 'weekly', interval: 1, end: { type: 'never' } },
      },
    });
    expect(created.statusCode).toBe(201);
    // Read twice on this day: "nothing due" is known for the owner's change number.
    await look(owner);
    const before = await look(owner);
    // Nine days later the rolling window is due again: the read itself writes the new visits.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 9 * 86_400_000);
    const jobs = await t.as(owner, {
      method: 'GET',
      url: '/api/jobs',
      headers: { 'if-none-match': before.jobsTag },
    });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.json<WireJob[]>().length).toBeGreaterThan(before.jobs.length);
    await expectFresh(owner, before);
  });
});

describe('a customer read by id', () => {
  it("is never an older copy, and never another owner's", async () => {
    const [ana, ben] = [await t.owner({ name: 'Ana' }), await t.owner({ name: 'Ben' })];
    const customer = await t.createCustomer(ana, { name: 'Maria Garcia' });
    const url = `/api/customers/${customer.id}`;
    // Read twice: kept now (on PGlite).
    await t.get(ana, url);
    expect(await t.get<WireCustomer>(ana, url)).toMatchObject({ name: 'Maria Garcia' });
    expect((await t.as(ben, { method: 'GET', url })).statusCode).toBe(404);
    const renamed = await t.as(ana, { method: 'PUT', url, payload: { name: 'Ana Ruiz' } });
    expect(renamed.statusCode).toBe(200);
    expect(await t.get<WireCustomer>(ana, url)).toEqual(renamed.json());
    // A write of another record of the owner is a new change number too: still the same answer.
    await t.createCustomer(ana, { name: 'Other' });
    expect(await t.get<WireCustomer>(ana, url)).toEqual(renamed.json());
    expect((await t.as(ana, { method: 'DELETE', url })).statusCode).toBe(200);
    expect((await t.as(ana, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(ben, { method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('owners apart', () => {
  it("never serves one owner's kept answer, tag or change number for another's", async () => {
    const [ana, ben] = [await t.owner({ name: 'Ana' }), await t.owner({ name: 'Ben' })];
    const anaBefore = await look(ana);
    const benBefore = await look(ben);
    await t.createCustomer(ana);
    // Ben's lists are unchanged: his tags still hold; Ana's do not.
    const benJobs = await t.as(ben, {
      method: 'GET',
      url: '/api/jobs',
      headers: { 'if-none-match': benBefore.jobsTag },
    });
    expect(benJobs.statusCode).toBe(304);
    expect(await t.get<Stats>(ben, STATS)).toMatchObject({ totalCustomers: 0 });
    await expectFresh(ana, anaBefore);
    expect(await t.get<Stats>(ana, STATS)).toMatchObject({ totalCustomers: 1 });
    // Ana's tag never confirms Ben's list, nor Ben's stats hers.
    const crossed = await t.as(ben, {
      method: 'GET',
      url: '/api/customers',
      headers: { 'if-none-match': (await look(ana)).customersTag },
    });
    expect(crossed.statusCode).toBe(200);
    expect(t.db.changeNumbers.known(ana.id)).not.toBe(t.db.changeNumbers.known(ben.id) ?? -1);
  });
});

describe('queries a read asks', () => {
  it('on PGlite, a repeated stats read, customer read and list refresh ask the database nothing', async () => {
    const owner = await t.owner();
    const customer = await t.createCustomer(owner);
    await t.createJob(owner, customer.id, { due_date: today });
    const { jobsTag } = await look(owner);
    await look(owner);
    await t.get(owner, `/api/customers/${customer.id}`);
    const query = vi.spyOn(t.db, 'query');
    expect((await t.get<Stats>(owner, STATS)).totalJobs).toBe(1);
    expect(await t.get(owner, `/api/customers/${customer.id}`)).toEqual(customer);
    const refresh = await t.as(owner, {
      method: 'GET',
      url: '/api/jobs',
      headers: { 'if-none-match': jobsTag },
    });
    expect(refresh.statusCode).toBe(304);
    if (testDatabaseUrl) {
      // PostgreSQL may be written by other processes: each read asks for the change number.
      expect(query.mock.calls.length).toBeGreaterThanOrEqual(3);
    } else {
      expect(query.mock.calls).toEqual([]);
    }
  });
});
