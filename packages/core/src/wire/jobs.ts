import { z } from 'zod';
import { ID_MAX_CHARS, JOB_TITLE_MAX_CHARS, NOTES_MAX_CHARS } from '../limits.ts';
import { optionalText, requiredText } from '../fields.ts';
import {
  JOB_ID,
  hours,
  isoDate,
  isoTimestamp,
  paidAt,
  listPageQuery,
  money,
  queryBoolean,
  text,
  timeOfDay,
  utcOffset,
  wireSays,
} from './common.ts';
import { baseValues, conflictsField } from './merge.ts';
import { jobSignatureWire, serverJobSignature } from './photos.ts';

export const serverJobStatus = z.enum(['pending', 'in_progress', 'completed', 'cancelled']);

/** How a job was paid (decision 033); the same list as the app's PAYMENT_METHODS. */
export const paymentMethod = z.enum(['cash', 'check', 'card', 'bank_transfer', 'other']);

const jobFields = {
  description: optionalText(NOTES_MAX_CHARS, wireSays(NOTES_MAX_CHARS)).nullish(),
  status: serverJobStatus.optional(),
  estimated_cost: money.nullable().optional(),
  actual_cost: money.nullable().optional(),
  estimated_hours: hours.nullable().optional(),
  actual_hours: hours.nullable().optional(),
  due_date: isoDate.nullable().optional(),
  paid: z.boolean().optional(),
  completed_at: isoTimestamp.nullable().optional(),
  // Start time and the end of its arrival window, local HH:mm (decision 026).
  start_time: timeOfDay.nullable().optional(),
  window_end: timeOfDay.nullable().optional(),
  // On-site check-in (decision 025): when the owner arrived at the job and when they left.
  arrived_at: isoTimestamp.nullable().optional(),
  finished_at: isoTimestamp.nullable().optional(),
  // When the owner sent the visit's reminder (decision 065); null clears the mark.
  reminded_at: isoTimestamp.nullable().optional(),
  // Payments (issue 15, decision 033): what has been paid (0..the job's amount, checked by the
  // server against the amount after the write), how, and when. null clears.
  amount_paid: money.nullable().optional(),
  payment_method: paymentMethod.nullable().optional(),
  paid_at: paidAt.nullable().optional(),
};

/** Leaving before arriving is a typo, not a visit; checked when a body carries both. */
export const finishAfterArrival = (body: {
  arrived_at?: string | null | undefined;
  finished_at?: string | null | undefined;
}) =>
  !body.arrived_at ||
  !body.finished_at ||
  Date.parse(body.finished_at) >= Date.parse(body.arrived_at);

export const FINISH_BEFORE_ARRIVAL = {
  error: 'finished_at must not be before arrived_at',
  path: ['finished_at'],
};

/** The fields of a job's create, shared by POST /api/jobs and the backup import (import.ts). */
export const jobCreateFields = {
  id: text(ID_MAX_CHARS).regex(JOB_ID, 'id must look like job-<uuid>').optional(),
  customer_id: text(ID_MAX_CHARS).min(1, 'customer_id is required'),
  title: requiredText(JOB_TITLE_MAX_CHARS, wireSays(JOB_TITLE_MAX_CHARS, 'title')),
  ...jobFields,
};

/** POST /api/jobs. A client may name the id it made, so a retried create is idempotent. */
export const jobCreateBody = z
  .strictObject({
    ...jobCreateFields,
    /** Brings back a job deleted on another device, with this id (decision 047). */
    restore: z.boolean().optional(),
  })
  .refine(finishAfterArrival, FINISH_BEFORE_ARRIVAL);

/** PUT /api/jobs/{id}: the fields given are changed, the others kept. */
export const jobUpdateBody = z
  .strictObject({
    customer_id: text(ID_MAX_CHARS).min(1, 'customer_id is required').optional(),
    title: requiredText(JOB_TITLE_MAX_CHARS, wireSays(JOB_TITLE_MAX_CHARS, 'title')).optional(),
    ...jobFields,
    // A skipped visit of a repeating job (issue 14): kept, never unpaid or overdue.
    skipped: z.boolean().optional(),
    // The customer's sign-off (issue 27, decision 067): one field of the merge; null clears it.
    signature: jobSignatureWire.nullable().optional(),
    base: baseValues.optional(),
  })
  .refine(finishAfterArrival, FINISH_BEFORE_ARRIVAL);

/** GET /api/jobs filters. Dates filter on the scheduled date (due date, else created date). */
export const jobListQuery = z.strictObject({
  status: serverJobStatus.optional(),
  customer_id: text(ID_MAX_CHARS).optional(),
  paid: queryBoolean.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  ...listPageQuery,
});

/** Calls that depend on the user's "today" take the client's local date and UTC offset. */
export const localDayQuery = z.strictObject({
  date: isoDate.optional(),
  utc_offset: utcOffset.optional(),
});

/** A job as the server answers it: the one declaration of this record (decision 041). */
export const serverJob = z.object({
  id: z.string(),
  customer_id: z.string(),
  customer: z.object({ name: z.string() }).nullable(),
  title: z.string(),
  description: z.string().nullable(),
  status: serverJobStatus,
  estimated_cost: z.number().nullable(),
  actual_cost: z.number().nullable(),
  estimated_hours: z.number().nullable(),
  actual_hours: z.number().nullable(),
  due_date: z.string().nullable(),
  scheduled_date: z.string(),
  paid: z.boolean(),
  completed_at: z.string().nullable(),
  arrived_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  reminded_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  start_time: z.string().nullable(),
  window_end: z.string().nullable(),
  amount_paid: z.number().nullable(),
  payment_method: paymentMethod.nullable(),
  paid_at: z.string().nullable(),
  // Repeating visits (issue 14, decision 030).
  series_id: z.string().nullable(),
  series_date: z.string().nullable(),
  skipped: z.boolean(),
  // The customer's sign-off (issue 27): null when none; absent from older servers.
  signature: serverJobSignature.nullable().optional(),
});

/** PUT /api/jobs/{id} answers the record as stored, and the fields it kept (decision 047). */
export const jobUpdateAnswer = serverJob.extend(conflictsField);

export type JobCreateBody = z.output<typeof jobCreateBody>;
export type JobUpdateBody = z.output<typeof jobUpdateBody>;
export type JobListQuery = z.output<typeof jobListQuery>;
/** The answer's type, inferred: the API's repositories return it, the web reads it (entities.ts). */
export type WireJob = z.output<typeof serverJob>;
export type JobUpdateAnswer = z.output<typeof jobUpdateAnswer>;
export type WireJobStatus = z.output<typeof serverJobStatus>;
export type WirePaymentMethod = z.output<typeof paymentMethod>;
