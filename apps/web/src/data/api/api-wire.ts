// The api adapter's request bodies (spec §7, decision 004): app records to snake_case, with the
// client-made ids that make a retried create idempotent, and partial PUTs.
import {
  CUSTOMER_ID_PREFIX,
  GENERAL_SERVICE,
  JOB_ID_PREFIX,
  SERIES_ID_PREFIX,
  customerToServer,
  jobToServer,
  statusToServer,
  type BusinessProfile,
  type Customer,
  type InvoiceDocument,
  type Job,
  type JobSeries,
} from '@jobtrack/core';
import {
  CUSTOMER_ID,
  JOB_ID,
  SERIES_ID,
  sameFieldValue,
  type BaseValues,
  type CustomerCreateBody,
  type CustomerUpdateBody,
  type DocumentCreateBody,
  type JobCreateBody,
  type JobUpdateBody,
  type SeriesCreateBody,
  type SeriesUpdateBody,
} from '@jobtrack/core/wire';
import type { CustomerChanges, JobChanges, SeriesChanges } from '../data-source.ts';

/** POST /api/customers. service_type is the wire's extra field (DESIGN.md §5). */
export const customerCreateWire = (customer: Customer): CustomerCreateBody => {
  const serviceType = customer.serviceType.trim();
  return {
    id: customer.id,
    ...customerToServer(customer),
    ...(serviceType ? { service_type: serviceType } : {}),
    ...(customer.language ? { language: customer.language } : {}),
  };
};

const CUSTOMER_FIELDS = {
  email: 'email',
  phone: 'phone',
  address: 'address',
  businessName: 'business_name',
  notes: 'notes',
  serviceType: 'service_type',
} as const satisfies Partial<Record<keyof CustomerChanges, keyof CustomerUpdateBody>>;

/** PUT /api/customers/{id}: only the changed fields; an emptied field is cleared (null). */
export const customerUpdateWire = (changes: CustomerChanges): CustomerUpdateBody => {
  const body: CustomerUpdateBody = {};
  if (changes.name !== undefined) body.name = changes.name.trim();
  if (changes.language !== undefined) body.language = changes.language;
  for (const [field, wireField] of Object.entries(CUSTOMER_FIELDS) as [
    keyof typeof CUSTOMER_FIELDS,
    (typeof CUSTOMER_FIELDS)[keyof typeof CUSTOMER_FIELDS],
  ][]) {
    const value = changes[field];
    if (value !== undefined) body[wireField] = value.trim() === '' ? null : value.trim();
  }
  return body;
};

/** POST /api/jobs. A completion time travels with the job so an import keeps it. */
export const jobCreateWire = (job: Job): JobCreateBody => ({
  id: job.id,
  ...jobToServer(job),
  ...(job.status === 'completed' && job.completedAt ? { completed_at: job.completedAt } : {}),
  ...(job.arrivedAt ? { arrived_at: job.arrivedAt } : {}),
  ...(job.finishedAt ? { finished_at: job.finishedAt } : {}),
  ...(job.amountPaid !== undefined ? { amount_paid: job.amountPaid } : {}),
  ...(job.paymentMethod ? { payment_method: job.paymentMethod } : {}),
  ...(job.paidAt ? { paid_at: job.paidAt } : {}),
});

/** PUT /api/jobs/{id}: the wire fields behind the changed app fields, read from the new job. */
export const jobUpdateWire = (changes: JobChanges, job: Job): JobUpdateBody => {
  const full = jobToServer(job);
  const body: JobUpdateBody = {};
  if (changes.serviceType !== undefined) body.title = full.title;
  if (changes.scheduledDate !== undefined) body.due_date = full.due_date;
  if (changes.price !== undefined) {
    body.estimated_cost = full.estimated_cost;
    body.actual_cost = full.actual_cost;
  }
  if (changes.notes !== undefined) body.description = full.description;
  if (changes.paid !== undefined) body.paid = full.paid;
  if (changes.customerId !== undefined) body.customer_id = full.customer_id;
  if (changes.startTime !== undefined || changes.windowEnd !== undefined) {
    body.start_time = full.start_time;
    body.window_end = full.window_end;
  }
  if (changes.status !== undefined) {
    body.status = full.status;
    // The device stamped the completion; the server keeps that time instead of its own.
    if (job.status === 'completed' && job.completedAt) body.completed_at = job.completedAt;
  }
  if (changes.completedAt !== undefined) body.completed_at = changes.completedAt;
  if (changes.arrivedAt !== undefined) body.arrived_at = changes.arrivedAt;
  if (changes.finishedAt !== undefined) body.finished_at = changes.finishedAt;
  if (changes.amountPaid !== undefined) body.amount_paid = changes.amountPaid;
  if (changes.paymentMethod !== undefined) body.payment_method = changes.paymentMethod;
  if (changes.paidAt !== undefined) body.paid_at = changes.paidAt;
  if (changes.skipped !== undefined) body.skipped = changes.skipped;
  return body;
};

/**
 * A customer's fields as the server stores them, to say what the device last saw (`base`,
 * decision 047). The service type the app shows for none ('General Service') could be either, so
 * it is left out: that field is then written without a comparison.
 */
export const customerWireValues = (customer: Customer): Record<string, unknown> => {
  const values: Record<string, unknown> = {
    name: customer.name,
    email: customer.email || null,
    phone: customer.phone || null,
    address: customer.address || null,
    business_name: customer.businessName || null,
    notes: customer.notes || null,
    language: customer.language ?? null,
  };
  if (customer.serviceType !== GENERAL_SERVICE) values.service_type = customer.serviceType || null;
  return values;
};

/**
 * A job's fields as the server stores them, to say what the device last saw (decision 047). The
 * price is where jobToServer writes it; a price of 0 with no cost at all could be a job without
 * one on the server, so it is left out (written without a comparison).
 */
export const jobWireValues = (job: Job): Record<string, unknown> => ({
  ...(job.estimatedCost === undefined && job.actualCost === undefined && job.price === 0
    ? {}
    : {
        estimated_cost: job.actualCost === undefined ? job.price : (job.estimatedCost ?? job.price),
        actual_cost: job.actualCost === undefined ? null : job.price,
      }),
  customer_id: job.customerId,
  title: job.serviceType,
  description: job.notes || null,
  status: statusToServer(job.status),
  due_date: job.dueDate ?? null,
  paid: job.paid,
  start_time: job.startTime || null,
  window_end: (job.startTime && job.windowEnd) || null,
  completed_at: job.completedAt ?? null,
  arrived_at: job.arrivedAt ?? null,
  finished_at: job.finishedAt ?? null,
  amount_paid: job.amountPaid ?? null,
  payment_method: job.paymentMethod ?? null,
  paid_at: job.paidAt ?? null,
  skipped: job.skipped === true,
});

/** `base` of an update: what the device held of each field the body changes (decision 047). */
export const baseFor = (
  body: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
): BaseValues =>
  Object.fromEntries(
    Object.keys(body)
      .filter((field) => body[field] !== undefined && Object.hasOwn(values, field))
      .map((field) => [field, values[field]]),
  );

/**
 * The profile fields that differ between what the device had and what it saves, each with its
 * earlier value: the base of a field-wise profile write (decision 047). An absent optional field
 * is null.
 */
export const profileBase = (before: BusinessProfile, after: BusinessProfile): BaseValues => {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<
    keyof BusinessProfile
  >;
  const base: BaseValues = {};
  for (const key of keys) {
    if (!sameFieldValue(before[key], after[key])) base[key] = before[key] ?? null;
  }
  return base;
};

/** PUT /api/profile's body: the whole profile, or only the fields of `base` with it. */
export const profilePutWire = (
  profile: BusinessProfile,
  base: BaseValues | undefined,
): Record<string, unknown> => {
  if (!base) return profile;
  const fields: Record<string, unknown> = { base };
  for (const key of Object.keys(base)) fields[key] = profile[key as keyof BusinessProfile] ?? null;
  return fields;
};

/** Merges two partial PUT bodies for one record: the later change wins field by field. */
export const mergeUpdates = <T extends object>(earlier: T, later: T): T => ({
  ...earlier,
  ...later,
});

/**
 * A 128-bit hash of text as a UUID-shaped string: the same input always gives the same id, so a
 * re-imported backup maps onto the records of the first import (cyrb128 mixing; not crypto).
 */
const uuidFromText = (text: string): string => {
  let [h1, h2, h3, h4] = [1779033703, 3144134277, 1013904242, 2773480762];
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const hex = [h1 ^ h2 ^ h3 ^ h4, h2 ^ h1, h3 ^ h1, h4 ^ h1]
    .map((part) => (part >>> 0).toString(16).padStart(8, '0'))
    .join('');
  // Version 5 and RFC 4122 variant bits, so the id passes a strict UUID check.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * The server takes only `customer-<uuid>` / `job-<uuid>` ids (decision 002). A backup from demo
 * mode or an older build has other ids; they are mapped to stable ids of the right shape.
 */
export const serverCustomerId = (id: string): string =>
  CUSTOMER_ID.test(id) ? id : `${CUSTOMER_ID_PREFIX}${uuidFromText(`customer:${id}`)}`;

export const serverJobId = (id: string): string =>
  JOB_ID.test(id) ? id : `${JOB_ID_PREFIX}${uuidFromText(`job:${id}`)}`;

export const serverSeriesId = (id: string): string =>
  SERIES_ID.test(id) ? id : `${SERIES_ID_PREFIX}${uuidFromText(`series:${id}`)}`;

/** POST /api/series with the series' client-made id (a retried create answers the first one). */
export const seriesCreateWire = (series: JobSeries): SeriesCreateBody => ({
  id: series.id,
  customer_id: series.customerId,
  service_type: series.serviceType,
  price: series.price,
  ...(series.notes ? { notes: series.notes } : {}),
  start_date: series.startDate,
  ...(series.startTime ? { start_time: series.startTime } : {}),
  ...(series.startTime && series.windowEnd ? { window_end: series.windowEnd } : {}),
  rule: series.rule,
});

/** PUT /api/series/{id}: "this and following" from `fromDate`. */
export const seriesUpdateWire = (changes: SeriesChanges, fromDate: string): SeriesUpdateBody => ({
  from_date: fromDate,
  ...(changes.serviceType !== undefined ? { service_type: changes.serviceType } : {}),
  ...(changes.price !== undefined ? { price: changes.price } : {}),
  ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
  ...(changes.startTime !== undefined ? { start_time: changes.startTime } : {}),
  ...(changes.windowEnd !== undefined ? { window_end: changes.windowEnd } : {}),
  ...(changes.weekdayShiftDays !== undefined
    ? { weekday_shift_days: changes.weekdayShiftDays }
    : {}),
  ...(changes.end !== undefined ? { end: changes.end } : {}),
});

/** POST /api/documents with the draft's client-made id (a retried create answers the first one). */
export const documentCreateWire = (draft: InvoiceDocument): DocumentCreateBody => ({
  id: draft.id,
  kind: draft.kind,
  customer_id: draft.customerId,
  job_ids: draft.jobIds,
  issued_date: draft.issuedDate,
  language: draft.language,
  ...(draft.note ? { note: draft.note } : {}),
});
