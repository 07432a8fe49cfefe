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
  uuidFromText,
  type Customer,
  type InvoiceDocument,
  type Job,
  type JobSeries,
  type Payment,
  type Quote,
  QUOTE_ID_PREFIX,
} from '@jobtrack/core';
import {
  CUSTOMER_ID,
  JOB_ID,
  PAYMENT_ID,
  QUOTE_ID,
  SERIES_ID,
  quoteItemsToServer,
  sameFieldValue,
  signatureToServer,
  type BaseValues,
  type CustomerCreateBody,
  type CustomerUpdateBody,
  type DocumentCreateBody,
  type JobCreateBody,
  type JobUpdateBody,
  type PaymentCreateBody,
  type QuoteCreateBody,
  type QuoteImportBody,
  type QuoteUpdateBody,
  type SeriesCreateBody,
  type SeriesUpdateBody,
} from '@jobtrack/core/wire';
import type { CustomerChanges, JobChanges, QuoteChanges, SeriesChanges } from '../data-source.ts';

/** POST /api/customers. service_type is the wire's extra field (docs/architecture.md §5). */
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

/**
 * POST /api/jobs. A completion time travels with the job so an import keeps it. What was paid
 * travels as payments of their own (decision 046): only a job worth nothing keeps its flag.
 */
export const jobCreateWire = (job: Job): JobCreateBody => {
  const { paid, ...fields } = jobToServer(job);
  return {
    id: job.id,
    ...fields,
    ...(paid && !fields.estimated_cost && !fields.actual_cost ? { paid } : {}),
    ...(job.status === 'completed' && job.completedAt ? { completed_at: job.completedAt } : {}),
    ...(job.arrivedAt ? { arrived_at: job.arrivedAt } : {}),
    ...(job.finishedAt ? { finished_at: job.finishedAt } : {}),
    ...(job.remindedAt ? { reminded_at: job.remindedAt } : {}),
  };
};

/** POST /api/payments with the payment's client-made id (a retried create answers the first one). */
export const paymentCreateWire = (payment: Payment): PaymentCreateBody => ({
  id: payment.id,
  job_id: payment.jobId,
  amount: payment.amount,
  method: payment.method,
  paid_on: payment.paidOn,
  ...(payment.note ? { note: payment.note } : {}),
  ...(payment.deviceId ? { device_id: payment.deviceId } : {}),
  created_at: payment.createdAt,
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
  if (changes.remindedAt !== undefined) body.reminded_at = changes.remindedAt;
  if (changes.skipped !== undefined) body.skipped = changes.skipped;
  // The customer's sign-off (issue 27): one field of the merge, null when taken off.
  if (changes.signature !== undefined) body.signature = signatureToServer(changes.signature);
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
 * one on the server, so it is left out (written without a comparison). The paid fields are not
 * here: the server works them out from the job's payments (decision 046), and a paid flag or
 * amount sent becomes payments that add up, never a value that replaces another's.
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
  start_time: job.startTime || null,
  window_end: (job.startTime && job.windowEnd) || null,
  completed_at: job.completedAt ?? null,
  arrived_at: job.arrivedAt ?? null,
  finished_at: job.finishedAt ?? null,
  reminded_at: job.remindedAt ?? null,
  skipped: job.skipped === true,
  signature: signatureToServer(job.signature),
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
 * The server takes only `customer-<uuid>` / `job-<uuid>` ids (decision 002). A backup from demo
 * mode or an older build has other ids; they are mapped to stable ids of the right shape.
 */
export const serverCustomerId = (id: string): string =>
  CUSTOMER_ID.test(id) ? id : `${CUSTOMER_ID_PREFIX}${uuidFromText(`customer:${id}`)}`;

export const serverJobId = (id: string): string =>
  JOB_ID.test(id) ? id : `${JOB_ID_PREFIX}${uuidFromText(`job:${id}`)}`;

export const serverSeriesId = (id: string): string =>
  SERIES_ID.test(id) ? id : `${SERIES_ID_PREFIX}${uuidFromText(`series:${id}`)}`;

/** A quote's server id (issue 26): its own, else one made from it (a demo backup's sample). */
export const serverQuoteId = (id: string): string =>
  QUOTE_ID.test(id) ? id : `${QUOTE_ID_PREFIX}${uuidFromText(`quote:${id}`)}`;

/** A payment's server id: its own when it reads as one, else one made from it (as before). */
export const serverPaymentId = (id: string): string =>
  PAYMENT_ID.test(id) ? id : `payment-${uuidFromText(id)}`;

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
  ...(draft.photoIds?.length ? { photo_ids: draft.photoIds } : {}),
});

/**
 * POST /api/quotes (issue 26, decision 063) with the quote's client-made id: a retried create
 * answers the first one. Its day and language are the device's (a draft made offline keeps them).
 */
export const quoteCreateWire = (quote: Quote): QuoteCreateBody => ({
  id: quote.id,
  customer_id: quote.customerId,
  items: quoteItemsToServer(quote.items),
  notes: quote.notes,
  issued_date: quote.issuedDate,
  valid_until: quote.validUntil,
  repeat: quote.repeat ?? null,
  language: quote.language,
});

/** PUT /api/quotes/{id}: only the changed fields; `repeat: null` takes the repeat away. */
export const quoteUpdateWire = (changes: QuoteChanges): QuoteUpdateBody => ({
  ...(changes.items ? { items: quoteItemsToServer(changes.items) } : {}),
  ...(changes.notes !== undefined ? { notes: changes.notes.trim() } : {}),
  ...(changes.validUntil !== undefined ? { valid_until: changes.validUntil } : {}),
  ...(changes.repeat !== undefined ? { repeat: changes.repeat } : {}),
});

/** A quote's changeable fields as the wire has them: the base of a change (decision 047). */
export const quoteWireValues = (quote: Quote): Record<string, unknown> => ({
  items: quoteItemsToServer(quote.items),
  notes: quote.notes,
  valid_until: quote.validUntil,
  repeat: quote.repeat ?? null,
});

/** A backup's quote as the server's import takes it, under the ids its references were placed. */
export const quoteImportWire = (
  quote: Quote,
  ids: { id: string; customerId: string; jobId: string | null; seriesId: string | null },
): QuoteImportBody => {
  const { answer, business } = quote;
  return {
    id: ids.id,
    number: quote.number,
    customer_id: ids.customerId,
    issued_date: quote.issuedDate,
    valid_until: quote.validUntil,
    language: quote.language,
    business: {
      name: business.name,
      phone: business.phone,
      email: business.email,
      address: business.address,
      logo: business.logo ?? null,
      payment_instructions: business.paymentInstructions,
      ...(business.paymentLink ? { payment_link: business.paymentLink } : {}),
    },
    customer: quote.customer,
    items: quoteItemsToServer(quote.items),
    notes: quote.notes,
    repeat: quote.repeat ?? null,
    sent_at: quote.sentAt ?? null,
    viewed_at: quote.viewedAt ?? null,
    answer: !answer
      ? null
      : answer.decision === 'accepted'
        ? {
            decision: 'accepted',
            at: answer.at,
            signer_name: answer.signerName,
            signature: answer.signature,
            chosen_item_ids: answer.chosenItemIds,
            total: answer.total,
          }
        : { decision: 'declined', at: answer.at, reason: answer.reason },
    job_id: ids.jobId,
    series_id: ids.seriesId,
    ...(quote.createdAt ? { created_at: quote.createdAt } : {}),
  };
};
