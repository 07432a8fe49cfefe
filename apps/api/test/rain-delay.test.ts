import { addCalendarDays, calendarWeekday, DEFAULT_BUSINESS_PROFILE } from '@jobtrack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Owner, type TestApp, type WireJob } from './helpers.ts';

// The rain delay (issue 23 item 3, decision 048): the day's visits move to the next working day
// whatever the gap, the following visits of their series by as many days, and no input of the
// call answers a 5xx.

type WireVisit = WireJob & { series_id: string | null; series_date: string | null };
type Hours = typeof DEFAULT_BUSINESS_PROFILE.businessHours;

let t: TestApp;
const today = new Date().toISOString().slice(0, 10);
const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** Business hours open only on the weekdays named. */
const openOn = (...days: string[]): Hours =>
  Object.fromEntries(
    Object.entries(DEFAULT_BUSINESS_PROFILE.businessHours).map(([day, hours]) => [
      day,
      { ...hours, closed: !days.includes(day) },
    ]),
  ) as Hours;

const ownerWithHours = async (hours: Hours | null) => {
  const owner = await t.owner({ name: 'Rainy' });
  if (hours) {
    const response = await t.as(owner, {
      method: 'PUT',
      url: '/api/profile',
      payload: { ...DEFAULT_BUSINESS_PROFILE, businessName: 'Rainy Lawns', businessHours: hours },
    });
    expect(response.statusCode).toBe(200);
  }
  const customer = await t.createCustomer(owner, { name: 'Kim' });
  return { owner, customer };
};

const createSeries = async (owner: Owner, body: Record<string, unknown>) => {
  const response = await t.as(owner, { method: 'POST', url: '/api/series', payload: body });
  expect(response.statusCode).toBe(201);
  return response.json<{ series: { id: string }; jobs: WireVisit[] }>();
};

const visitsOf = async (owner: Owner, seriesId: string) =>
  (await t.get<WireVisit[]>(owner, '/api/jobs'))
    .filter((job) => job.series_id === seriesId)
    .sort((a, b) => a.scheduled_date.localeCompare(b.scheduled_date));

const rainDelay = (owner: Owner, payload: unknown) =>
  t.as(owner, {
    method: 'POST',
    url: '/api/jobs/rain-delay',
    payload: payload as Record<string, unknown>,
  });

describe('rain delay with a shift of the following visits', () => {
  it('works for a business with one working day a week: every visit moves a whole week', async () => {
    const weekday = WEEK[calendarWeekday(today)]!;
    const { owner, customer } = await ownerWithHours(openOn(weekday));
    const { series, jobs } = await createSeries(owner, {
      customer_id: customer.id,
      service_type: 'Lawn Mowing',
      price: 45,
      start_date: today,
      rule: { frequency: 'weekly', interval: 1, end: { type: 'never' } },
    });
    const before = await visitsOf(owner, series.id);
    expect(before.length).toBeGreaterThan(2);

    const response = await rainDelay(owner, { date: today, shift_following: true });
    expect(response.statusCode).toBe(200);
    const target = addCalendarDays(today, 7);
    expect(response.json<{ jobs: WireVisit[] }>().jobs.map((job) => job.scheduled_date)).toEqual([
      target,
    ]);

    const after = new Map((await visitsOf(owner, series.id)).map((job) => [job.id, job]));
    expect(after.get(jobs[0]!.id)?.scheduled_date).toBe(target);
    // The following visits moved by the same 7 days: the one of next week is now two weeks on.
    for (const visit of before.slice(1)) {
      expect(after.get(visit.id)?.scheduled_date).toBe(addCalendarDays(visit.scheduled_date, 7));
      expect(after.get(visit.id)?.series_date).toBe(addCalendarDays(visit.series_date!, 7));
    }
    // Every visit is on the one working day, and no two share a day of the series.
    const days = [...after.values()].map((job) => job.series_date);
    expect(new Set(days).size).toBe(days.length);
    for (const job of after.values())
      expect(calendarWeekday(job.scheduled_date)).toBe(calendarWeekday(today));
  });

  it('moves a series visiting every 2 days past the next visits without a clash', async () => {
    const weekday = WEEK[calendarWeekday(today)]!;
    const { owner, customer } = await ownerWithHours(openOn(weekday));
    const { series } = await createSeries(owner, {
      customer_id: customer.id,
      service_type: 'Watering',
      price: 10,
      start_date: today,
      rule: { frequency: 'weekly', interval: 1, end: { type: 'count', count: 3 } },
    });
    await createSeries(owner, {
      customer_id: customer.id,
      service_type: 'Monthly check',
      price: 30,
      start_date: today,
      rule: { frequency: 'monthly', interval: 1, monthlyBy: 'dayOfMonth', end: { type: 'never' } },
    });
    const response = await rainDelay(owner, { date: today, shift_following: true });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ jobs: WireVisit[] }>().jobs).toHaveLength(2);
    const visits = await visitsOf(owner, series.id);
    expect(visits.map((job) => job.scheduled_date)).toEqual([
      addCalendarDays(today, 7),
      addCalendarDays(today, 14),
      addCalendarDays(today, 21),
    ]);
  });
});

describe('no input of the rain delay answers a 5xx', () => {
  const days = [
    today,
    addCalendarDays(today, 1),
    addCalendarDays(today, -400),
    '1900-01-01',
    '2999-12-31',
    '2100-02-28',
    '2024-02-29',
  ];
  const hoursCases: (Hours | null)[] = [
    null,
    openOn('monday'),
    openOn('sunday'),
    openOn(),
    openOn('tuesday', 'friday'),
    DEFAULT_BUSINESS_PROFILE.businessHours,
  ];

  it('answers 200 for every day, hours and shift, with visits on that day or not', async () => {
    for (const hours of hoursCases) {
      const { owner, customer } = await ownerWithHours(hours);
      await createSeries(owner, {
        customer_id: customer.id,
        service_type: 'Weekly',
        price: 45,
        start_date: today,
        rule: { frequency: 'weekly', interval: 1, end: { type: 'never' } },
      });
      await createSeries(owner, {
        customer_id: customer.id,
        service_type: 'Fortnightly',
        price: 45,
        start_date: today,
        rule: { frequency: 'weekly', interval: 2, end: { type: 'count', count: 2 } },
      });
      await t.createJob(owner, customer.id, { due_date: today });
      for (const date of days) {
        for (const shift of [true, false, true]) {
          const response = await rainDelay(owner, { date, shift_following: shift });
          expect(response.statusCode, `${date} ${shift} ${JSON.stringify(hours)}`).toBe(200);
        }
      }
    }
  }, 60_000);

  it('answers a 4xx (never 5xx) for malformed bodies', async () => {
    const { owner } = await ownerWithHours(null);
    for (const payload of [
      {},
      { date: today },
      { shift_following: true },
      { date: '0001-05-01', shift_following: true },
      { date: '2025-02-30', shift_following: true },
      { date: 'today', shift_following: true },
      { date: today, shift_following: 'yes' },
      { date: today, shift_following: true, extra: 1 },
      { date: 20250101, shift_following: false },
      [],
      'rain',
    ]) {
      const response = await rainDelay(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
  });
});
