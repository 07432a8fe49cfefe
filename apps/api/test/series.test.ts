import { addCalendarDays, calendarWeekday, visitJobId } from '@jobtrack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeOwned } from '../src/db/changes.ts';
import {
  expectError,
  startTestApp,
  type Owner,
  type TestApp,
  type WireCustomer,
  type WireJob,
} from './helpers.ts';

// Repeating visits on the server (issue 14, decision 030): the series API, top-up, this and
// following, end, rain delay, skipped visits in the totals; owner isolation and strict input.

type WireSeries = { id: string; generated_through: string | null; price: number; rule: unknown };
type WireVisit = WireJob & {
  series_id: string | null;
  series_date: string | null;
  skipped: boolean;
};

let t: TestApp;
let alice: Owner;
let bob: Owner;
let customer: WireCustomer;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.owner({ name: 'Alice' });
  bob = await t.owner({ name: 'Bob' });
  customer = await t.createCustomer(alice, { name: 'Maria Garcia' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const weekly = (overrides: Record<string, unknown> = {}) => ({
  customer_id: customer.id,
  service_type: 'Lawn Mowing',
  price: 45,
  start_date: today,
  start_time: '09:00',
  rule: { frequency: 'weekly', interval: 1, end: { type: 'never' } },
  ...overrides,
});

const create = async (owner: Owner, body: Record<string, unknown>) => {
  const response = await t.as(owner, { method: 'POST', url: '/api/series', payload: body });
  expect(response.statusCode).toBe(201);
  return response.json<{ series: WireSeries; jobs: WireVisit[] }>();
};

const visitsOf = async (owner: Owner, seriesId: string) =>
  (await t.as(owner, { method: 'GET', url: '/api/jobs' }))
    .json<WireVisit[]>()
    .filter((job) => job.series_id === seriesId)
    .sort((a, b) => a.scheduled_date.localeCompare(b.scheduled_date));

describe('POST /api/series', () => {
  it('creates the series and the visits of its window, ordinary jobs on the same weekday', async () => {
    const { series, jobs } = await create(alice, weekly());
    expect(jobs).toHaveLength(9);
    expect(jobs[0]).toMatchObject({
      id: visitJobId(series.id, today),
      series_id: series.id,
      series_date: today,
      title: 'Lawn Mowing',
      estimated_cost: 45,
      start_time: '09:00',
      status: 'pending',
      paid: false,
      skipped: false,
    });
    const weekday = calendarWeekday(today);
    expect(jobs.every((job) => calendarWeekday(job.scheduled_date) === weekday)).toBe(true);
    expect(series.generated_through).toBe(addCalendarDays(today, 56));
    expect(await visitsOf(alice, series.id)).toHaveLength(9);
    const got = await t.as(alice, { method: 'GET', url: `/api/series/${series.id}` });
    expect(got.json<WireSeries>().id).toBe(series.id);
  });

  it('answers the first record for a retried create with the same id', async () => {
    const id = 'series-0190a0a0-0000-7000-8000-000000000001';
    await create(alice, weekly({ id }));
    const again = await t.as(alice, {
      method: 'POST',
      url: '/api/series',
      payload: weekly({ id }),
    });
    expect(again.statusCode).toBe(200);
    expect(await visitsOf(alice, id)).toHaveLength(9);
  });

  it('refuses bad input, changing nothing', async () => {
    const before = await t.countRows();
    const bad = [
      weekly({ extra: 1 }),
      weekly({ price: -1 }),
      weekly({ start_date: '2025-02-30' }),
      weekly({ rule: { frequency: 'daily', interval: 1, end: { type: 'never' } } }),
      weekly({ rule: { frequency: 'weekly', interval: 0, end: { type: 'never' } } }),
      weekly({ rule: { frequency: 'monthly', interval: 13, end: { type: 'never' } } }),
      weekly({ rule: { frequency: 'weekly', interval: 1, end: { type: 'count', count: 501 } } }),
      weekly({ rule: { frequency: 'weekly', interval: 1, end: { type: 'never' }, x: 1 } }),
      weekly({ service_type: '  ' }),
      weekly({ id: 'job-1' }),
    ];
    for (const payload of bad) {
      const response = await t.as(alice, { method: 'POST', url: '/api/series', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toBeTruthy();
    }
    expect(await t.countRows()).toEqual(before);
  });

  it("refuses another owner's customer and keeps series apart per owner", async () => {
    const response = await t.as(bob, { method: 'POST', url: '/api/series', payload: weekly() });
    expectError(response, 404, 'Customer not found', 'not_found');
    const { series } = await create(alice, weekly());
    for (const request of [
      { method: 'GET' as const, url: `/api/series/${series.id}` },
      {
        method: 'PUT' as const,
        url: `/api/series/${series.id}`,
        payload: { from_date: today, price: 1 },
      },
      {
        method: 'POST' as const,
        url: `/api/series/${series.id}/end`,
        payload: { from_date: today },
      },
      { method: 'DELETE' as const, url: `/api/series/${series.id}` },
    ]) {
      const answer = await t.as(bob, request);
      expect(answer.statusCode).toBe(404);
    }
    expect((await t.as(bob, { method: 'GET', url: '/api/series' })).json()).toEqual([]);
    expect(await visitsOf(alice, series.id)).toHaveLength(9);
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/series' });
    expect(unauthenticated.statusCode).toBe(401);
  });
});

/**
 * A change made behind the API, as one of the server's own writes: it takes the owner's change
 * number, so nothing the server kept at the earlier number is answered again (decision 044).
 */
const writeBehind = (owner: Owner, sql: string, params: unknown[]) =>
  writeOwned(t.db, owner.id, async (tx) => {
    await tx.query(sql, params);
    return { changed: true, value: undefined };
  });

describe('top-up', () => {
  it('makes no duplicates when several requests top up at once', async () => {
    const { series } = await create(alice, weekly());
    // Pretend time passed: the series is due again, as if generated only through today.
    await writeBehind(
      alice,
      `UPDATE job_series SET generated_through = $2::date, top_up_due = $2::date
       WHERE id = $1`,
      [series.id, today],
    );
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        t.as(alice, { method: 'GET', url: index % 2 ? '/api/jobs' : '/api/dashboard/stats' }),
      ),
    );
    const visits = await visitsOf(alice, series.id);
    expect(visits).toHaveLength(9);
    expect(new Set(visits.map((job) => job.series_date)).size).toBe(9);
  });

  it('never re-creates a deleted visit', async () => {
    const { series, jobs } = await create(alice, weekly());
    const gone = jobs[2]!.id;
    expect((await t.as(alice, { method: 'DELETE', url: `/api/jobs/${gone}` })).statusCode).toBe(
      200,
    );
    await writeBehind(
      alice,
      `UPDATE job_series SET generated_through = NULL, top_up_due = $2::date WHERE id = $1`,
      [series.id, today],
    );
    const visits = await visitsOf(alice, series.id);
    expect(visits.map((job) => job.id)).not.toContain(gone);
    expect(visits).toHaveLength(8);
  });
});

describe('this and following', () => {
  it('changes later visits and leaves started, completed and paid ones alone', async () => {
    const { series, jobs } = await create(alice, weekly());
    const [first, second, third, fourth, fifth] = jobs;
    await t.updateJob(alice, third!.id, { status: 'completed' });
    await t.updateJob(alice, fourth!.id, { paid: true });
    await t.updateJob(alice, fifth!.id, { status: 'in_progress' });
    const response = await t.as(alice, {
      method: 'PUT',
      url: `/api/series/${series.id}`,
      payload: { from_date: second!.scheduled_date, price: 50, weekday_shift_days: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<WireSeries>().price).toBe(50);
    const byId = new Map((await visitsOf(alice, series.id)).map((job) => [job.id, job]));
    expect(byId.get(first!.id)).toMatchObject({ estimated_cost: 45, scheduled_date: today });
    expect(byId.get(second!.id)).toMatchObject({
      estimated_cost: 50,
      scheduled_date: addCalendarDays(second!.scheduled_date, 1),
    });
    for (const kept of [third!, fourth!, fifth!]) {
      expect(byId.get(kept.id)).toMatchObject({
        estimated_cost: 45,
        scheduled_date: kept.scheduled_date,
      });
    }
    const slots = [...byId.values()].map((job) => job.series_date);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it('a shift resent with its Idempotency-Key (a lost answer) moves the visits once', async () => {
    const { series, jobs } = await create(alice, weekly());
    const second = jobs[1]!;
    const shift = () =>
      t.as(alice, {
        method: 'PUT',
        url: `/api/series/${series.id}`,
        headers: { 'idempotency-key': `shift-${series.id}` },
        payload: { from_date: second.scheduled_date, weekday_shift_days: 2 },
      });
    const first = await shift();
    const again = await shift();
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const moved = (await visitsOf(alice, series.id)).find((job) => job.id === second.id);
    expect(moved?.scheduled_date).toBe(addCalendarDays(second.scheduled_date, 2));
  });

  it('refuses bad input', async () => {
    const { series } = await create(alice, weekly());
    for (const payload of [
      { price: 1 },
      { from_date: today, price: 'x' },
      { from_date: today, weekday_shift_days: 7 },
      { from_date: today, color: 'red' },
    ]) {
      const response = await t.as(alice, {
        method: 'PUT',
        url: `/api/series/${series.id}`,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('ending, deleting, skipping', () => {
  it('ends the series from a date: later open visits go, kept ones stay', async () => {
    const { series, jobs } = await create(alice, weekly());
    await t.updateJob(alice, jobs[5]!.id, { status: 'completed' });
    const response = await t.as(alice, {
      method: 'POST',
      url: `/api/series/${series.id}/end`,
      payload: { from_date: jobs[2]!.scheduled_date },
    });
    expect(response.statusCode).toBe(200);
    expect((await visitsOf(alice, series.id)).map((job) => job.id)).toEqual([
      jobs[0]!.id,
      jobs[1]!.id,
      jobs[5]!.id,
    ]);
  });

  it('skipped visits are not unpaid: totals, dashboard and payments agree', async () => {
    const owner = await t.owner({ name: 'Skipper' });
    const own = await t.createCustomer(owner, { name: 'Lee' });
    const { jobs } = await create(owner, weekly({ customer_id: own.id, price: 10 }));
    const stats = async () =>
      (await t.as(owner, { method: 'GET', url: `/api/dashboard/stats?date=${today}` })).json<{
        totalUnpaid: number;
        unpaidJobsCount: number;
        todaysJobs: unknown[];
      }>();
    expect(await stats()).toMatchObject({ totalUnpaid: 90, unpaidJobsCount: 9 });
    const skipped = await t.as(owner, {
      method: 'PUT',
      url: `/api/jobs/${jobs[0]!.id}`,
      payload: { skipped: true },
    });
    expect(skipped.json<WireVisit>().skipped).toBe(true);
    expect(await stats()).toMatchObject({ totalUnpaid: 80, unpaidJobsCount: 8, todaysJobs: [] });
    expect(
      (
        await t.as(owner, {
          method: 'PUT',
          url: `/api/jobs/${jobs[0]!.id}`,
          payload: { skipped: 'y' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('deletes a series with its open visits', async () => {
    const { series } = await create(alice, weekly());
    const response = await t.as(alice, { method: 'DELETE', url: `/api/series/${series.id}` });
    expect(response.statusCode).toBe(200);
    expect(await visitsOf(alice, series.id)).toEqual([]);
    expect((await t.as(alice, { method: 'GET', url: `/api/series/${series.id}` })).statusCode).toBe(
      404,
    );
  });
});

describe('rain delay', () => {
  it("moves the day's visits not started to the next working day, and the following ones", async () => {
    const owner = await t.owner({ name: 'Rainy' });
    const own = await t.createCustomer(owner, { name: 'Kim' });
    const { series, jobs } = await create(owner, weekly({ customer_id: own.id }));
    const response = await t.as(owner, {
      method: 'POST',
      url: '/api/jobs/rain-delay',
      payload: { date: today, shift_following: true },
    });
    expect(response.statusCode).toBe(200);
    const moved = response.json<{ jobs: WireVisit[] }>().jobs;
    expect(moved.map((job) => job.id)).toEqual([jobs[0]!.id]);
    const target = moved[0]!.scheduled_date;
    expect(target > today).toBe(true);
    const days = (Date.parse(target) - Date.parse(today)) / 86_400_000;
    const next = (await visitsOf(owner, series.id)).find((job) => job.id === jobs[1]!.id);
    expect(next?.scheduled_date).toBe(addCalendarDays(jobs[1]!.scheduled_date, days));
    const bad = await t.as(owner, {
      method: 'POST',
      url: '/api/jobs/rain-delay',
      payload: { date: today },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('sync pull', () => {
  it('sends series written and deleted after the cursor', async () => {
    const owner = await t.owner({ name: 'Syncer' });
    const own = await t.createCustomer(owner, { name: 'Pat' });
    const pull = async (since: string) =>
      (await t.as(owner, { method: 'GET', url: `/api/sync?since=${since}` })).json<{
        cursor: string;
        series?: WireSeries[];
        deleted_series?: string[];
        jobs: WireVisit[];
      }>();
    const start = await pull('0');
    expect(start.series).toBeUndefined();
    const { series } = await create(owner, weekly({ customer_id: own.id }));
    const after = await pull(start.cursor);
    expect(after.series?.map((one) => one.id)).toEqual([series.id]);
    expect(after.jobs.filter((job) => job.series_id === series.id)).toHaveLength(9);
    await t.as(owner, { method: 'DELETE', url: `/api/series/${series.id}` });
    const gone = await pull(after.cursor);
    expect(gone.deleted_series).toEqual([series.id]);
  });
});

describe('issue 23: series of a deleted customer, short count-limited series', () => {
  it('deleting a customer leaves series tombstones, so other devices drop the series', async () => {
    const owner = await t.owner({ name: 'Leaver' });
    const own = await t.createCustomer(owner, { name: 'Gone Soon' });
    const start = (await t.as(owner, { method: 'GET', url: '/api/sync?since=0' })).json<{
      cursor: string;
    }>();
    const { series } = await create(owner, weekly({ customer_id: own.id }));
    const deleted = await t.as(owner, { method: 'DELETE', url: `/api/customers/${own.id}` });
    expect(deleted.statusCode).toBe(200);
    const pull = (
      await t.as(owner, { method: 'GET', url: `/api/sync?since=${start.cursor}` })
    ).json<{ deleted_series?: string[]; deleted_customers: string[]; series?: unknown[] }>();
    expect(pull.deleted_series).toEqual([series.id]);
    expect(pull.deleted_customers).toEqual([own.id]);
    expect(pull.series ?? []).toEqual([]);
    // A retried create of that series is not brought back.
    const again = await t.as(owner, {
      method: 'POST',
      url: '/api/series',
      payload: weekly({ id: series.id, customer_id: own.id }),
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
  });

  it('a monthly series ending after 3 visits gets all 3 at once', async () => {
    const owner = await t.owner({ name: 'Monthly' });
    const own = await t.createCustomer(owner, { name: 'Three Times' });
    const { series, jobs } = await create(owner, {
      customer_id: own.id,
      service_type: 'Gutter Cleaning',
      price: 120,
      start_date: today,
      rule: {
        frequency: 'monthly',
        interval: 1,
        monthlyBy: 'dayOfMonth',
        end: { type: 'count', count: 3 },
      },
    });
    expect(jobs).toHaveLength(3);
    expect(await visitsOf(alice, series.id)).toEqual([]);
    expect(await visitsOf(owner, series.id)).toHaveLength(3);
  });
});
