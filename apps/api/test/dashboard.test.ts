import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  startTestApp,
  type Owner,
  type TestApp,
  type WireCustomer,
  type WireJob,
} from './helpers.ts';

// Spec §3 Dashboard stats and §9: this week's earnings are the paid jobs completed since Sunday;
// unpaid is paid = false, cancelled aside (decision 014), totals use the actual cost, else the
// estimate. The client sends its local day (docs/architecture.md §5).

const TODAY = '2025-06-04'; // a Wednesday
const SUNDAY = '2025-06-01'; // the Sunday that starts its week

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

type Stats = {
  date: string;
  weekStart: string;
  todaysJobs: WireJob[];
  thisWeekEarnings: number;
  totalUnpaid: number;
  unpaidJobsCount: number;
  todaysJobsCount: number;
  totalCustomers: number;
  totalJobs: number;
  completedJobs: number;
  totalRevenue: number;
  pendingRevenue: number;
};

describe('GET /api/dashboard/stats', () => {
  let owner: Owner;
  let customer: WireCustomer;
  const jobs: Record<string, WireJob> = {};

  beforeAll(async () => {
    owner = await t.owner();
    customer = await t.createCustomer(owner, { name: 'Dash Dana' });
    await t.createCustomer(owner, { name: 'No Jobs Nick' });
    const make = async (
      name: string,
      create: Record<string, unknown>,
      update?: Record<string, unknown>,
    ) => {
      const job = await t.createJob(owner, customer.id, {
        title: name,
        estimated_cost: null,
        ...create,
      });
      jobs[name] = update ? await t.updateJob(owner, job.id, update) : job;
    };
    // Today's jobs.
    await make('today pending', { due_date: TODAY, estimated_cost: 100 });
    await make('today started', { due_date: TODAY, status: 'in_progress', estimated_cost: 50 });
    // Paid this week: completed on the Sunday that starts it (counts) …
    await make(
      'paid sunday',
      { due_date: '2025-05-30', estimated_cost: 180, actual_cost: 200 },
      { status: 'completed', paid: true, completed_at: `${SUNDAY}T00:30:00.000Z` },
    );
    // … and on the Saturday before (does not).
    await make(
      'paid saturday',
      { due_date: '2025-05-30', estimated_cost: 300 },
      { status: 'completed', paid: true, completed_at: '2025-05-31T23:30:00.000Z' },
    );
    // Paid, completed today, counts; paid and completed after today does not count yet.
    await make(
      'paid today',
      { due_date: '2025-06-02', estimated_cost: 25.5 },
      { status: 'completed', paid: true, completed_at: `${TODAY}T12:00:00.000Z` },
    );
    await make(
      'paid tomorrow',
      { due_date: '2025-06-02', estimated_cost: 10 },
      { status: 'completed', paid: true, completed_at: '2025-06-05T08:00:00.000Z' },
    );
    // Completed and unpaid: actual cost, else estimated.
    await make(
      'unpaid actual',
      { due_date: '2025-05-20', estimated_cost: 60, actual_cost: 75.5 },
      { status: 'completed' },
    );
    await make(
      'unpaid estimate',
      { due_date: '2025-05-21', estimated_cost: 40.25 },
      { status: 'completed' },
    );
    // Unpaid though not completed yet, and cancelled (never owed).
    await make('scheduled unpaid', { due_date: '2025-06-20', estimated_cost: 999 });
    await make('cancelled', { due_date: '2025-06-03', status: 'cancelled', estimated_cost: 70 });
  });

  const stats = (query: string) => t.get<Stats>(owner, `/api/dashboard/stats${query}`);

  it('answers exact figures for the given day', async () => {
    expect(await stats(`?date=${TODAY}`)).toEqual({
      date: TODAY,
      weekStart: SUNDAY,
      todaysJobs: [jobs['today pending'], jobs['today started']],
      thisWeekEarnings: 225.5,
      // Not paid and not cancelled: 100 + 50 + 75.5 + 40.25 + 999.
      totalUnpaid: 1264.75,
      unpaidJobsCount: 5,
      todaysJobsCount: 2,
      totalCustomers: 2,
      totalJobs: 10,
      completedJobs: 6,
      totalRevenue: 535.5,
      // Not paid and not cancelled: 100 + 50 + 75.5 + 40.25 + 999.
      pendingRevenue: 1264.75,
    });
  });

  it('the week starts on the Sunday, even when today is that Sunday', async () => {
    const sunday = await stats(`?date=${SUNDAY}`);
    expect({
      weekStart: sunday.weekStart,
      earnings: sunday.thisWeekEarnings,
      today: sunday.todaysJobs,
    }).toEqual({
      weekStart: SUNDAY,
      earnings: 200,
      today: [],
    });
    // On Saturday the week is the one before: only the Saturday completion counts.
    const saturday = await stats('?date=2025-05-31');
    expect({ weekStart: saturday.weekStart, earnings: saturday.thisWeekEarnings }).toEqual({
      weekStart: '2025-05-25',
      earnings: 300,
    });
    // The next Sunday starts a new week with nothing earned yet.
    const next = await stats('?date=2025-06-08');
    expect({ weekStart: next.weekStart, earnings: next.thisWeekEarnings }).toEqual({
      weekStart: '2025-06-08',
      earnings: 0,
    });
  });

  it("counts completions by the user's local day (utc_offset)", async () => {
    // UTC-5: the Sunday 00:30Z completion was Saturday evening locally.
    expect((await stats(`?date=${TODAY}&utc_offset=-300`)).thisWeekEarnings).toBe(25.5);
    // UTC+1: the Saturday 23:30Z completion was already Sunday locally.
    expect((await stats(`?date=${TODAY}&utc_offset=60`)).thisWeekEarnings).toBe(525.5);
  });

  it('follows changes: paying a job moves it from unpaid to earnings', async () => {
    const job = jobs['unpaid estimate']!;
    await t.updateJob(owner, job.id, { paid: true, completed_at: `${TODAY}T09:00:00.000Z` });
    try {
      expect(await stats(`?date=${TODAY}`)).toMatchObject({
        thisWeekEarnings: 265.75,
        totalUnpaid: 1224.5,
        unpaidJobsCount: 4,
        totalRevenue: 575.75,
      });
    } finally {
      await t.updateJob(owner, job.id, { paid: false, completed_at: job.completed_at });
    }
    expect(await stats(`?date=${TODAY}`)).toMatchObject({
      totalUnpaid: 1264.75,
      unpaidJobsCount: 5,
    });
  });

  it('defaults to the UTC day', async () => {
    const answer = await stats('');
    const today = new Date().toISOString().slice(0, 10);
    expect(answer.date).toBe(today);
    const sunday = new Date(`${today}T00:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() - sunday.getUTCDay());
    expect(answer.weekStart).toBe(sunday.toISOString().slice(0, 10));
  });

  it('an owner without jobs gets zeros', async () => {
    const empty = await t.owner();
    expect(await t.get(empty, `/api/dashboard/stats?date=${TODAY}`)).toEqual({
      date: TODAY,
      weekStart: SUNDAY,
      todaysJobs: [],
      thisWeekEarnings: 0,
      totalUnpaid: 0,
      unpaidJobsCount: 0,
      todaysJobsCount: 0,
      totalCustomers: 0,
      totalJobs: 0,
      completedJobs: 0,
      totalRevenue: 0,
      pendingRevenue: 0,
    });
  });
});

describe('GET /api/dashboard/jobs/recent', () => {
  it('answers the most recently created jobs, newest first, 5 by default', async () => {
    const owner = await t.owner();
    const customer = await t.createCustomer(owner);
    const created: WireJob[] = [];
    for (let index = 1; index <= 7; index += 1) {
      created.push(
        await t.createJob(owner, customer.id, { title: `Job ${index}`, due_date: '2025-01-01' }),
      );
    }
    const newestFirst = [...created].reverse();
    expect(await t.get(owner, '/api/dashboard/jobs/recent')).toEqual(newestFirst.slice(0, 5));
    expect(await t.get(owner, '/api/dashboard/jobs/recent?limit=3')).toEqual(
      newestFirst.slice(0, 3),
    );
    expect(await t.get(owner, '/api/dashboard/jobs/recent?limit=1')).toEqual(
      newestFirst.slice(0, 1),
    );
    expect(await t.get(owner, '/api/dashboard/jobs/recent?limit=100')).toEqual(newestFirst);
    expectError(
      await t.as(owner, { method: 'GET', url: '/api/dashboard/jobs/recent?limit=0' }),
      400,
      'limit: must be between 1 and 100',
      'validation_failed',
    );
  });
});

describe('GET /api/dashboard/jobs/upcoming', () => {
  it('answers open jobs from the day up to the day + days, soonest first', async () => {
    const owner = await t.owner();
    const customer = await t.createCustomer(owner);
    const job = (title: string, due_date: string, status = 'pending') =>
      t.createJob(owner, customer.id, { title, due_date, status });
    const later = await job('later', '2025-06-11', 'in_progress');
    const today = await job('today', TODAY);
    await job('yesterday', '2025-06-03');
    const sixDays = await job('six days', '2025-06-10');
    await job('done', '2025-06-05', 'completed');
    await job('cancelled', '2025-06-05', 'cancelled');
    await job('far', '2025-07-20');

    const titles = async (query: string) =>
      (await t.get<WireJob[]>(owner, `/api/dashboard/jobs/upcoming${query}`)).map(
        (row) => row.title,
      );
    expect(await titles(`?date=${TODAY}&days=0`)).toEqual(['today']);
    expect(await titles(`?date=${TODAY}&days=6`)).toEqual(['today', 'six days']);
    expect(await titles(`?date=${TODAY}`)).toEqual(['today', 'six days', 'later']);
    expect(await titles(`?date=${TODAY}&days=365`)).toEqual(['today', 'six days', 'later', 'far']);
    expect(await t.get(owner, `/api/dashboard/jobs/upcoming?date=${TODAY}&days=7`)).toEqual([
      today,
      sixDays,
      later,
    ]);
    expectError(
      await t.as(owner, { method: 'GET', url: '/api/dashboard/jobs/upcoming?days=abc' }),
      400,
      'days: must be a whole number',
      'validation_failed',
    );
  });
});

describe('GET /api/dashboard/revenue/monthly', () => {
  let owner: Owner;

  beforeAll(async () => {
    owner = await t.owner();
    const customer = await t.createCustomer(owner);
    const paid = async (cost: number, completedAt: string | null, due = '2024-05-05') => {
      const job = await t.createJob(owner, customer.id, {
        estimated_cost: cost,
        due_date: due,
        paid: true,
      });
      if (completedAt)
        await t.updateJob(owner, job.id, { status: 'completed', completed_at: completedAt });
    };
    await paid(100, '2024-01-15T10:00:00.000Z');
    await paid(50.5, '2024-01-20T10:00:00.000Z');
    await paid(200, '2024-03-03T10:00:00.000Z');
    await paid(10, '2024-12-31T23:00:00.000Z');
    await paid(999, '2023-12-31T10:00:00.000Z');
    // Paid but never completed: counted on its scheduled date.
    await paid(70, null, '2024-05-05');
    // Completed but unpaid: no revenue.
    const unpaid = await t.createJob(owner, customer.id, {
      estimated_cost: 500,
      due_date: '2024-02-02',
    });
    await t.updateJob(owner, unpaid.id, {
      status: 'completed',
      completed_at: '2024-02-02T10:00:00.000Z',
    });
  });

  const months = (entries: Record<number, [number, number]>) =>
    Array.from({ length: 12 }, (_, index) => {
      const [revenue, jobs] = entries[index + 1] ?? [0, 0];
      return { month: index + 1, revenue, jobs };
    });

  it('answers the 12 months of the year with exact totals', async () => {
    expect(await t.get(owner, '/api/dashboard/revenue/monthly?year=2024')).toEqual({
      year: 2024,
      total: 430.5,
      months: months({ 1: [150.5, 2], 3: [200, 1], 5: [70, 1], 12: [10, 1] }),
    });
    expect(await t.get(owner, '/api/dashboard/revenue/monthly?year=2023')).toEqual({
      year: 2023,
      total: 999,
      months: months({ 12: [999, 1] }),
    });
    expect(await t.get(owner, '/api/dashboard/revenue/monthly?year=2022')).toEqual({
      year: 2022,
      total: 0,
      months: months({}),
    });
  });

  it("places completions by the user's local day", async () => {
    // At UTC+1, the 2024-12-31 23:00Z completion falls on 2025-01-01.
    expect(await t.get(owner, '/api/dashboard/revenue/monthly?year=2024&utc_offset=60')).toEqual({
      year: 2024,
      total: 420.5,
      months: months({ 1: [150.5, 2], 3: [200, 1], 5: [70, 1] }),
    });
  });

  it('defaults to the current year', async () => {
    const answer = await t.get<{ year: number; months: unknown[] }>(
      owner,
      '/api/dashboard/revenue/monthly',
    );
    expect(answer.year).toBe(new Date().getUTCFullYear());
    expect(answer.months).toHaveLength(12);
    expectError(
      await t.as(owner, { method: 'GET', url: '/api/dashboard/revenue/monthly?year=99999' }),
      400,
      'year: must be between 1900 and 2999',
      'validation_failed',
    );
  });
});
