// Repeating visits on the wire (issue 14, decision 030): /api/series and the rain delay.
import { z } from 'zod';
import { ID_MAX_CHARS, JOB_TITLE_MAX_CHARS, NOTES_MAX_CHARS } from '../limits.ts';
import { RECURRENCE_LIMITS, type JobSeries } from '../recurrence.ts';
import { requiredText } from '../fields.ts';
import { isoDate, money, text, timeOfDay, wireSays } from './common.ts';
import { serverJob } from './jobs.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const SERIES_ID = new RegExp(`^series-${UUID}$`, 'i');

export const recurrenceEndWire = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('never') }),
  z.strictObject({
    type: z.literal('count'),
    count: z.number().int().min(RECURRENCE_LIMITS.count.min).max(RECURRENCE_LIMITS.count.max),
  }),
  z.strictObject({ type: z.literal('until'), date: isoDate }),
]);

export const recurrenceRuleWire = z
  .strictObject({
    frequency: z.enum(['weekly', 'monthly']),
    interval: z.number().int().min(1).max(RECURRENCE_LIMITS.weeklyInterval.max),
    monthlyBy: z.enum(['dayOfMonth', 'weekdayOfMonth']).optional(),
    end: recurrenceEndWire,
  })
  .refine(
    (rule) =>
      rule.frequency === 'weekly'
        ? rule.monthlyBy === undefined
        : rule.interval <= RECURRENCE_LIMITS.monthlyInterval.max,
    { error: 'monthlyBy is for monthly rules; every N months is at most 12', path: ['interval'] },
  );

/** The fields of a series' create, shared by POST /api/series and the backup import (import.ts). */
export const seriesCreateFields = {
  id: text(ID_MAX_CHARS).regex(SERIES_ID, 'id must look like series-<uuid>').optional(),
  customer_id: text(ID_MAX_CHARS).min(1, 'customer_id is required'),
  service_type: requiredText(JOB_TITLE_MAX_CHARS, wireSays(JOB_TITLE_MAX_CHARS, 'service_type')),
  price: money,
  notes: text(NOTES_MAX_CHARS).optional(),
  start_date: isoDate,
  start_time: timeOfDay.nullable().optional(),
  window_end: timeOfDay.nullable().optional(),
  rule: recurrenceRuleWire,
};

/** An end date before the start would make a series without visits. */
export const endNotBeforeStart: [
  (body: { start_date: string; rule: { end: { type: string; date?: string } } }) => boolean,
  { error: string; path: string[] },
] = [
  (body) => body.rule.end.type !== 'until' || (body.rule.end.date ?? '') >= body.start_date,
  { error: 'the end date must not be before start_date', path: ['rule'] },
];

/** POST /api/series. A client may name the id it made, so a retried create is idempotent. */
export const seriesCreateBody = z.strictObject(seriesCreateFields).refine(...endNotBeforeStart);

/** PUT /api/series/{id}: "this and following" from from_date. */
export const seriesUpdateBody = z.strictObject({
  from_date: isoDate,
  service_type: requiredText(
    JOB_TITLE_MAX_CHARS,
    wireSays(JOB_TITLE_MAX_CHARS, 'service_type'),
  ).optional(),
  price: money.optional(),
  notes: text(NOTES_MAX_CHARS).optional(),
  /** '' clears. */
  start_time: z.union([timeOfDay, z.literal('')]).optional(),
  window_end: z.union([timeOfDay, z.literal('')]).optional(),
  // Shorter than any period (a week), so moved visits never clash with the next ones.
  weekday_shift_days: z.number().int().min(-6).max(6).optional(),
  end: recurrenceEndWire.optional(),
});

/** POST /api/series/{id}/end. */
export const seriesEndBody = z.strictObject({ from_date: isoDate });

/** POST /api/jobs/rain-delay. */
export const rainDelayBody = z.strictObject({
  date: isoDate,
  shift_following: z.boolean(),
});

export const serverSeries = z.object({
  id: z.string(),
  customer_id: z.string(),
  service_type: z.string(),
  price: z.number(),
  notes: z.string(),
  start_date: z.string(),
  start_time: z.string().nullable(),
  window_end: z.string().nullable(),
  rule: z.object({
    frequency: z.enum(['weekly', 'monthly']),
    interval: z.number(),
    monthlyBy: z.enum(['dayOfMonth', 'weekdayOfMonth']).optional(),
    end: z.union([
      z.object({ type: z.literal('never') }),
      z.object({ type: z.literal('count'), count: z.number() }),
      z.object({ type: z.literal('until'), date: z.string() }),
    ]),
  }),
  generated_through: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const seriesCreated = z.object({ series: serverSeries, jobs: z.array(serverJob) });
export const rainDelayAnswer = z.object({ jobs: z.array(serverJob) });

export type SeriesCreateBody = z.output<typeof seriesCreateBody>;
export type SeriesUpdateBody = z.output<typeof seriesUpdateBody>;
export type ServerSeries = z.output<typeof serverSeries>;

/** A series as the server sends it, as the app uses it. */
export const seriesFromServer = (series: ServerSeries): JobSeries => ({
  id: series.id,
  customerId: series.customer_id,
  serviceType: series.service_type,
  price: series.price,
  notes: series.notes,
  startDate: series.start_date,
  ...(series.start_time ? { startTime: series.start_time } : {}),
  ...(series.start_time && series.window_end ? { windowEnd: series.window_end } : {}),
  rule: series.rule,
  generatedThrough: series.generated_through,
  createdAt: series.created_at,
  updatedAt: series.updated_at,
});
