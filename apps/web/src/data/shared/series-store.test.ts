// Repeating visits in the two device modes (demo and waitlist test mode), through the DataSource.
import { calendarWeekday, createDefaultBusinessProfile, visitJobId } from '@jobtrack/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { safeStorage } from '#web/lib/storage.ts';
import type { DataSource, NewSeries } from '../data-source.ts';
import { createDemoDataSource } from '../demo/demo-source.ts';
import { createLocalDataSource } from '../local/local-source.ts';
import { writeLocalProfile } from './profile-store.ts';
import { shown } from '#web/test/shown.ts';
import { computeDashboardStats } from '@jobtrack/core';

// Tuesday 2025-06-03, 10:00 local time.
let clock = new Date('2025-06-03T10:00:00');
const now = () => clock;

const modes: [string, () => DataSource][] = [
  ['demo', () => createDemoDataSource({ now, qrBaseUrl: 'https://jobtrack.app' })],
  ['local', () => createLocalDataSource({ now, qrBaseUrl: 'https://jobtrack.app' })],
];

beforeEach(() => {
  localStorage.clear();
  clock = new Date('2025-06-03T10:00:00');
});
afterEach(() => localStorage.clear());

const weeklyInput = async (source: DataSource): Promise<NewSeries> => {
  const [customer] = (await shown(source)).customers;
  return {
    customerId: customer!.id,
    serviceType: 'Lawn Mowing',
    price: 45,
    startDate: '2025-06-03',
    startTime: '09:00',
    rule: { frequency: 'weekly', interval: 1, end: { type: 'never' } },
  };
};

describe.each(modes)('repeating visits in %s mode', (_mode, create) => {
  it('creates the visits of the rolling window as ordinary jobs, every Tuesday', async () => {
    const source = create();
    const { series, jobs } = await source.addSeries(await weeklyInput(source));
    expect(jobs.map((job) => job.scheduledDate)).toEqual([
      '2025-06-03',
      '2025-06-10',
      '2025-06-17',
      '2025-06-24',
      '2025-07-01',
      '2025-07-08',
      '2025-07-15',
      '2025-07-22',
      '2025-07-29',
    ]);
    expect(jobs.every((job) => calendarWeekday(job.scheduledDate) === 2)).toBe(true);
    expect(jobs[0]).toMatchObject({
      id: visitJobId(series.id, '2025-06-03'),
      seriesId: series.id,
      seriesDate: '2025-06-03',
      serviceType: 'Lawn Mowing',
      price: 45,
      startTime: '09:00',
      status: 'scheduled',
      paid: false,
    });
    expect(series.generatedThrough).toBe('2025-07-29');
    expect((await source.listSeries()).map((one) => one.id)).toEqual([series.id]);
    expect(
      (await shown(source)).jobs.filter((job) => job.scheduledDate === '2025-06-10'),
    ).toHaveLength(1);
  });

  it('tops up as time passes, each visit once, and never re-creates a deleted one', async () => {
    const source = create();
    const { series } = await source.addSeries(await weeklyInput(source));
    await source.deleteJob(visitJobId(series.id, '2025-06-10'));
    clock = new Date('2025-06-24T10:00:00');
    await source.load();
    await source.load();
    const visits = (await shown(source)).jobs.filter((job) => job.seriesId === series.id);
    const dates = visits.map((job) => job.scheduledDate);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).not.toContain('2025-06-10');
    expect(dates).toContain('2025-08-19');
  });

  it('changes this and following, leaving completed and paid visits alone', async () => {
    const source = create();
    const { series } = await source.addSeries(await weeklyInput(source));
    const completed = visitJobId(series.id, '2025-06-17');
    const paid = visitJobId(series.id, '2025-06-24');
    await source.updateJob(completed, { status: 'completed' });
    await source.updateJob(paid, { paid: true });
    await source.updateSeries(series.id, { price: 50, weekdayShiftDays: 1 }, '2025-06-10');
    const visits = (await shown(source)).jobs.filter((job) => job.seriesId === series.id);
    const byId = new Map(visits.map((job) => [job.id, job]));
    expect(byId.get(visitJobId(series.id, '2025-06-03'))).toMatchObject({
      price: 45,
      scheduledDate: '2025-06-03',
    });
    expect(byId.get(visitJobId(series.id, '2025-06-10'))).toMatchObject({
      price: 50,
      scheduledDate: '2025-06-11',
      seriesDate: '2025-06-11',
    });
    expect(byId.get(completed)).toMatchObject({ price: 45, scheduledDate: '2025-06-17' });
    expect(byId.get(paid)).toMatchObject({ price: 45, scheduledDate: '2025-06-24' });
    // Later visits are generated on the new weekday, and none twice.
    clock = new Date('2025-07-15T10:00:00');
    await source.load();
    const later = (await shown(source)).jobs.filter(
      (job) => job.seriesId === series.id && job.scheduledDate > '2025-07-30',
    );
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((job) => calendarWeekday(job.scheduledDate) === 3)).toBe(true);
    const slots = (await shown(source)).jobs
      .filter((job) => job.seriesId === series.id)
      .map((job) => job.seriesDate);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it('skips a visit: kept, not unpaid', async () => {
    const source = create();
    const { series } = await source.addSeries(await weeklyInput(source));
    const before = computeDashboardStats((await shown(source)).jobs, clock);
    const id = visitJobId(series.id, '2025-06-03');
    const skipped = await source.updateJob(id, { skipped: true });
    expect(skipped.skipped).toBe(true);
    const after = computeDashboardStats((await shown(source)).jobs, clock);
    expect(after.unpaidJobsCount).toBe(before.unpaidJobsCount - 1);
    expect(after.todaysJobs.some((job) => job.id === id)).toBe(false);
    expect((await source.updateJob(id, { skipped: false })).skipped).toBeUndefined();
  });

  it('ends the series from a date: later changeable visits go, completed ones stay', async () => {
    const source = create();
    const { series } = await source.addSeries(await weeklyInput(source));
    await source.updateJob(visitJobId(series.id, '2025-07-01'), { status: 'completed' });
    await source.endSeries(series.id, '2025-06-17');
    const dates = (await shown(source)).jobs
      .filter((job) => job.seriesId === series.id)
      .map((job) => job.scheduledDate);
    expect(dates).toEqual(['2025-06-03', '2025-06-10', '2025-07-01']);
    expect((await source.listSeries())[0]!.rule.end).toEqual({ type: 'until', date: '2025-06-16' });
    clock = new Date('2025-08-01T10:00:00');
    await source.load();
    expect((await shown(source)).jobs.filter((job) => job.seriesId === series.id)).toHaveLength(3);
  });

  it('rain delay moves the day to the next working day and, when asked, the following visits', async () => {
    const source = create();
    const hours = createDefaultBusinessProfile();
    hours.businessHours.wednesday.closed = true;
    writeLocalProfile(source.mode, { profile: hours, synced: true }, safeStorage);
    const { series } = await source.addSeries(await weeklyInput(source));
    const moved = await source.rainDelay('2025-06-03', true);
    const visit = moved.find((job) => job.seriesId === series.id);
    expect(visit?.scheduledDate).toBe('2025-06-05'); // Wednesday closed → Thursday
    const next = (await shown(source)).jobs.find(
      (job) => job.id === visitJobId(series.id, '2025-06-10'),
    );
    expect(next?.scheduledDate).toBe('2025-06-12');
  });

  it('refuses an unknown series', async () => {
    const source = create();
    await expect(source.endSeries('series-nope', '2025-06-03')).rejects.toMatchObject({
      key: 'jobs.seriesNotFound',
    });
  });
});
