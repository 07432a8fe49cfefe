// Repeating visits on the device (issue 14, decision 030): the same rules in demo mode, waitlist
// test mode and the api adapter's offline writes. Pure functions over a snapshot; each visit is an
// ordinary job whose id is visitJobId(series, date), so the device and the server never make two.
import {
  SERIES_ID_PREFIX,
  UNKNOWN_CUSTOMER,
  addCalendarDays,
  calendarDaysBetween,
  changeSeries,
  datesToGenerate,
  isSeriesDate,
  nextWorkingDay,
  toIsoDate,
  visitJobId,
  type BusinessProfile,
  type Job,
  type JobSeries,
} from '@jobtrack/core';
import type { NewSeries, RecordsSnapshot, SeriesChanges } from '../data-source.ts';
import { applyJobChanges, buildJob } from './records.ts';

export const newSeriesId = (): string => `${SERIES_ID_PREFIX}${crypto.randomUUID()}`;

const trimmed = (value: string | undefined): string => value?.trim() ?? '';

const timeFields = (
  startTime?: string,
  windowEnd?: string,
): Pick<JobSeries, 'startTime' | 'windowEnd'> => {
  const start = trimmed(startTime);
  const end = trimmed(windowEnd);
  if (!start) return {};
  return end && end > start ? { startTime: start, windowEnd: end } : { startTime: start };
};

/** A new series, nothing generated yet. */
export const buildSeries = (input: NewSeries, id: string, now: Date): JobSeries => ({
  id,
  customerId: input.customerId,
  serviceType: trimmed(input.serviceType),
  price: input.price,
  notes: trimmed(input.notes),
  startDate: input.startDate.trim(),
  ...timeFields(input.startTime, input.windowEnd),
  rule: structuredClone(input.rule),
  generatedThrough: null,
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
});

/** The visit of `series` on the rule's `date`: an ordinary scheduled, unpaid job. */
export const buildVisit = (
  series: JobSeries,
  date: string,
  customerName: string,
  now: Date,
): Job => ({
  ...buildJob(
    {
      customerId: series.customerId,
      serviceType: series.serviceType,
      scheduledDate: date,
      price: series.price,
      notes: series.notes,
      ...(series.startTime ? { startTime: series.startTime } : {}),
      ...(series.windowEnd ? { windowEnd: series.windowEnd } : {}),
    },
    visitJobId(series.id, date),
    customerName,
    now,
  ),
  seriesId: series.id,
  seriesDate: date,
});

/**
 * A visit a series edit may change: not started (scheduled/pending, no check-in), not paid,
 * not skipped. Started, completed, paid and skipped visits are kept as they are.
 */
export const isChangeableVisit = (job: Job): boolean =>
  (job.status === 'scheduled' || job.status === 'pending') &&
  !job.paid &&
  !job.skipped &&
  !job.arrivedAt;

/**
 * Creates the visits every series owes up to its rolling window (decision 030). A visit whose id
 * or (series, date) exists already is not made again. Answers the same snapshot object when
 * nothing was due, so callers can tell.
 */
export const topUpSeries = <S extends RecordsSnapshot>(
  snapshot: S,
  today: string,
  now: Date,
  only?: ReadonlySet<string>,
): { snapshot: S; created: Job[] } => {
  const created: Job[] = [];
  let changed = false;
  const ids = new Set(snapshot.jobs.map((job) => job.id));
  const slots = new Set(
    snapshot.jobs.filter((job) => job.seriesId).map((job) => `${job.seriesId}|${job.seriesDate}`),
  );
  const names = new Map(snapshot.customers.map((customer) => [customer.id, customer.name]));
  const series = snapshot.series.map((one) => {
    if (only && !only.has(one.id)) return one;
    const { dates, through } = datesToGenerate(one, today);
    if (through === one.generatedThrough) return one;
    changed = true;
    for (const date of dates) {
      const visit = buildVisit(one, date, names.get(one.customerId) ?? UNKNOWN_CUSTOMER, now);
      if (ids.has(visit.id) || slots.has(`${one.id}|${date}`)) continue;
      ids.add(visit.id);
      created.push(visit);
    }
    return { ...one, generatedThrough: through };
  });
  if (!changed) return { snapshot, created };
  return { snapshot: { ...snapshot, series, jobs: [...snapshot.jobs, ...created] }, created };
};

/**
 * "This and following" (issue 14): the series changed (core's changeSeries), and each changeable
 * visit on/after `fromDate` with it; visits moved by weekdayShiftDays keep their id and move their
 * seriesDate with the rule. Changeable visits the new end leaves out are deleted.
 */
export const applySeriesChanges = <S extends RecordsSnapshot>(
  snapshot: S,
  id: string,
  changes: SeriesChanges,
  fromDate: string,
  now: Date,
): { snapshot: S; series: JobSeries } => {
  const old = snapshot.series.find((one) => one.id === id);
  if (!old) throw new Error('series not found');
  const shift = changes.weekdayShiftDays ?? 0;
  const next = changeSeries(old, changes, now.toISOString());
  const jobChanges = {
    ...(changes.serviceType !== undefined ? { serviceType: changes.serviceType } : {}),
    ...(changes.price !== undefined ? { price: changes.price } : {}),
    ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
    ...(changes.startTime !== undefined ? { startTime: changes.startTime } : {}),
    ...(changes.windowEnd !== undefined ? { windowEnd: changes.windowEnd } : {}),
  };
  const jobs: Job[] = [];
  const shifted: Job[] = [];
  for (const job of snapshot.jobs) {
    if (job.seriesId !== id || job.scheduledDate < fromDate || !isChangeableVisit(job)) {
      jobs.push(job);
      continue;
    }
    let visit = applyJobChanges(job, jobChanges, now);
    if (shift !== 0) {
      visit = applyJobChanges(
        visit,
        { scheduledDate: addCalendarDays(job.scheduledDate, shift) },
        now,
      );
      visit.seriesDate = addCalendarDays(job.seriesDate ?? job.scheduledDate, shift);
    }
    if (changes.end !== undefined && !isSeriesDate(next, visit.seriesDate ?? visit.scheduledDate)) {
      continue; // beyond the new end: deleted
    }
    shifted.push(visit);
  }
  // A shift of a period or more (a rain delay to a far working day, decision 048) may land a
  // moved visit on the date of one that stayed (started, paid, skipped): that date has its visit.
  const kept = new Set(jobs.filter((job) => job.seriesId === id).map((job) => job.seriesDate));
  for (const visit of shifted) if (shift === 0 || !kept.has(visit.seriesDate)) jobs.push(visit);
  return {
    snapshot: {
      ...snapshot,
      jobs,
      series: snapshot.series.map((one) => (one.id === id ? next : one)),
    },
    series: next,
  };
};

/** Deletes the changeable visits on/after fromDate and ends the series the day before. */
export const applyEndSeries = <S extends RecordsSnapshot>(
  snapshot: S,
  id: string,
  fromDate: string,
  now: Date,
): S => {
  const dayBefore = addCalendarDays(fromDate, -1);
  return {
    ...snapshot,
    jobs: snapshot.jobs.filter(
      (job) => !(job.seriesId === id && job.scheduledDate >= fromDate && isChangeableVisit(job)),
    ),
    series: snapshot.series.map((one) =>
      one.id === id
        ? {
            ...one,
            rule: { ...one.rule, end: { type: 'until', date: dayBefore } },
            updatedAt: now.toISOString(),
          }
        : one,
    ),
  };
};

/** A job a rain delay moves: on that day and not started (scheduled/pending, not skipped). */
const isDelayable = (job: Job, date: string): boolean =>
  job.scheduledDate === date &&
  (job.status === 'scheduled' || job.status === 'pending') &&
  !job.skipped &&
  !job.arrivedAt;

/**
 * Rain delay (issue 14): every job of `date` not started moves to the next working day; with
 * shiftFollowing, each of their series moves its later visits (and its rule) by the same days.
 */
export const applyRainDelay = <S extends RecordsSnapshot>(
  snapshot: S,
  date: string,
  shiftFollowing: boolean,
  hours: BusinessProfile['businessHours'],
  now: Date,
): { snapshot: S; moved: Job[] } => {
  const target = nextWorkingDay(date, hours);
  const days = calendarDaysBetween(date, target);
  const delayed = snapshot.jobs.filter((job) => isDelayable(job, date));
  const movedIds = new Set(delayed.map((job) => job.id));
  let next: S = snapshot;
  if (shiftFollowing) {
    // The later visits first (from the next day), so the day's own jobs move once.
    const seriesIds = new Set(delayed.flatMap((job) => (job.seriesId ? [job.seriesId] : [])));
    for (const seriesId of seriesIds) {
      if (!next.series.some((one) => one.id === seriesId)) continue;
      next = applySeriesChanges(
        next,
        seriesId,
        { weekdayShiftDays: days },
        addCalendarDays(date, 1),
        now,
      ).snapshot;
    }
  }
  const jobs = next.jobs.map((job) =>
    movedIds.has(job.id) ? applyJobChanges(job, { scheduledDate: target }, now) : job,
  );
  next = { ...next, jobs };
  return { snapshot: next, moved: jobs.filter((job) => movedIds.has(job.id)) };
};

/** Today's calendar day on this device. */
export const localToday = (now: Date): string => toIsoDate(now);
