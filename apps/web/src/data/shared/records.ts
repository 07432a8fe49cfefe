// Making and changing records the same way in every data mode, so a job edited in demo mode,
// in the waitlist store or in the api cache ends up with the same fields.
import {
  CUSTOMER_ID_PREFIX,
  JOB_ID_PREFIX,
  UNKNOWN_CUSTOMER,
  isPaidInFull,
  paymentStatusFromPaid,
  totalUnpaid,
  unpaidAmount,
  type Customer,
  type Job,
} from '@jobtrack/core';
import { dataError } from './errors.ts';
import type {
  CustomerChanges,
  DataSnapshot,
  JobChanges,
  NewCustomer,
  NewJob,
} from '../data-source.ts';

export const newCustomerId = (): string => `${CUSTOMER_ID_PREFIX}${crypto.randomUUID()}`;
export const newJobId = (): string => `${JOB_ID_PREFIX}${crypto.randomUUID()}`;

const trimmed = (value: string | undefined): string => value?.trim() ?? '';

/** A new customer (spec §5: all text trimmed on save); totalUnpaid is derived later. */
export const buildCustomer = (input: NewCustomer, id: string, now: Date): Customer => ({
  id,
  name: trimmed(input.name),
  email: trimmed(input.email),
  phone: trimmed(input.phone),
  address: trimmed(input.address),
  businessName: trimmed(input.businessName),
  notes: trimmed(input.notes),
  serviceType: trimmed(input.serviceType),
  ...(input.language ? { language: input.language } : {}),
  createdDate: now.toISOString(),
  totalUnpaid: 0,
});

export const applyCustomerChanges = (customer: Customer, changes: CustomerChanges): Customer => {
  const next = { ...customer };
  const { language, ...texts } = changes;
  for (const field of Object.keys(texts) as (keyof typeof texts)[]) {
    const value = texts[field];
    if (value !== undefined) next[field] = value.trim();
  }
  if (language !== undefined) next.language = language;
  return next;
};

/** Spec §4: a new job starts scheduled and unpaid. The title is the service type, as on the wire. */
export const buildJob = (input: NewJob, id: string, customerName: string, now: Date): Job => {
  const notes = trimmed(input.notes);
  const serviceType = trimmed(input.serviceType);
  const scheduledDate = input.scheduledDate.trim();
  return {
    id,
    customerId: input.customerId,
    customerName,
    title: serviceType,
    description: notes,
    serviceType,
    scheduledDate,
    dueDate: scheduledDate,
    price: input.price,
    status: 'scheduled',
    paymentStatus: 'unpaid',
    paid: false,
    notes,
    createdDate: now.toISOString(),
    ...(input.estimatedDuration === undefined
      ? {}
      : { estimatedDuration: input.estimatedDuration }),
    ...startTimeFields(input.startTime, input.windowEnd),
  };
};

/** A start time and its window's end as job fields: the end only after a start (decision 026). */
const startTimeFields = (
  startTime: string | undefined,
  windowEnd: string | undefined,
): Pick<Job, 'startTime' | 'windowEnd'> => {
  const start = trimmed(startTime);
  const end = trimmed(windowEnd);
  if (!start) return {};
  return end && end > start ? { startTime: start, windowEnd: end } : { startTime: start };
};

/**
 * Payments (decision 033), as the server keeps them: the spec's paid toggle alone means all paid
 * or nothing paid; a paid amount stays within the job's amount and `paid` is true exactly when
 * it reaches it.
 */
const applyPayment = (next: Job, changes: JobChanges): void => {
  if (
    changes.amountPaid === null ||
    (changes.paid !== undefined && changes.amountPaid === undefined)
  ) {
    delete next.amountPaid;
  } else if (changes.amountPaid !== undefined) next.amountPaid = changes.amountPaid;
  if (changes.paymentMethod === null) delete next.paymentMethod;
  else if (changes.paymentMethod !== undefined) next.paymentMethod = changes.paymentMethod;
  if (changes.paidAt === null) delete next.paidAt;
  else if (changes.paidAt !== undefined) next.paidAt = changes.paidAt;
  if (next.amountPaid !== undefined) {
    const amount = unpaidAmount(next);
    next.amountPaid = Math.min(next.amountPaid, amount);
    next.paid = isPaidInFull(amount, next.amountPaid);
    next.paymentStatus = paymentStatusFromPaid(next.paid);
  }
};

/**
 * A job with `changes` applied. Completing stamps completedAt/completedDate with `now` unless the
 * change names its own time; leaving completed clears them (as the server does, decision 004).
 */
export const applyJobChanges = (job: Job, changes: JobChanges, now: Date): Job => {
  const next: Job = { ...job };
  if (changes.serviceType !== undefined) {
    next.serviceType = changes.serviceType.trim();
    next.title = next.serviceType;
  }
  if (changes.scheduledDate !== undefined) {
    next.scheduledDate = changes.scheduledDate.trim();
    next.dueDate = next.scheduledDate;
  }
  if (changes.price !== undefined) {
    next.price = changes.price;
    // NOTE: spec §9 — unpaid amounts read the actual cost, else the estimate, else the price,
    // so the cost the price came from must move with it or the totals would keep the old one.
    if (job.actualCost !== undefined) next.actualCost = changes.price;
    else if (job.estimatedCost !== undefined) next.estimatedCost = changes.price;
  }
  if (changes.notes !== undefined) {
    next.notes = changes.notes.trim();
    next.description = next.notes;
  }
  if (changes.paid !== undefined) {
    next.paid = changes.paid;
    next.paymentStatus = paymentStatusFromPaid(changes.paid);
  }
  if (changes.customerId !== undefined) next.customerId = changes.customerId;
  if (changes.startTime !== undefined || changes.windowEnd !== undefined) {
    const times = startTimeFields(
      changes.startTime ?? job.startTime,
      changes.windowEnd ?? job.windowEnd,
    );
    delete next.startTime;
    delete next.windowEnd;
    Object.assign(next, times);
  }
  if (changes.status !== undefined && changes.status !== job.status) {
    next.status = changes.status;
    if (changes.status === 'completed') {
      const stamp = now.toISOString();
      next.completedAt = stamp;
      next.completedDate = stamp;
    } else if (job.status === 'completed') {
      delete next.completedAt;
      delete next.completedDate;
    }
  }
  if (changes.skipped === true) next.skipped = true;
  else if (changes.skipped === false) delete next.skipped;
  if (changes.arrivedAt === null) delete next.arrivedAt;
  else if (changes.arrivedAt !== undefined) next.arrivedAt = changes.arrivedAt;
  if (changes.finishedAt === null) delete next.finishedAt;
  else if (changes.finishedAt !== undefined) next.finishedAt = changes.finishedAt;
  applyPayment(next, changes);
  if (changes.completedAt !== undefined) {
    if (changes.completedAt === null) {
      delete next.completedAt;
      delete next.completedDate;
    } else {
      next.completedAt = changes.completedAt;
      next.completedDate = changes.completedAt;
    }
  }
  return next;
};

/**
 * The snapshot with its derived fields brought up to date: each job's customerName and each
 * customer's totalUnpaid (spec §3, §4). Recomputed after every change, so a payment, a new or a
 * deleted job can never leave a stale total behind.
 */
export const withDerivedFields = (snapshot: DataSnapshot): DataSnapshot => {
  const names = new Map(snapshot.customers.map((customer) => [customer.id, customer.name]));
  const jobsByCustomer = new Map<string, Job[]>();
  const jobs = snapshot.jobs.map((job) => {
    const customerName = names.get(job.customerId) ?? (job.customerName || UNKNOWN_CUSTOMER);
    const next = customerName === job.customerName ? job : { ...job, customerName };
    const list = jobsByCustomer.get(job.customerId) ?? [];
    list.push(next);
    jobsByCustomer.set(job.customerId, list);
    return next;
  });
  const customers = snapshot.customers.map((customer) => {
    const unpaid = totalUnpaid(jobsByCustomer.get(customer.id) ?? []);
    return unpaid === customer.totalUnpaid ? customer : { ...customer, totalUnpaid: unpaid };
  });
  return { customers, jobs, series: snapshot.series ?? [] };
};

/** Copies, so no caller can change a store's records behind its back. */
export const cloneSnapshot = (snapshot: DataSnapshot): DataSnapshot => structuredClone(snapshot);

/** The record with this id, or the spec's 'Customer not found' / 'Job not found' (spec §8). */
export const requireRecord = <T extends { id: string }>(
  list: readonly T[],
  id: string,
  missing: 'customers.notFound' | 'jobs.notFound',
): T => {
  const record = list.find((candidate) => candidate.id === id);
  if (!record) throw dataError(missing);
  return record;
};
