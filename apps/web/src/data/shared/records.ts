// Making and changing records the same way in every data mode, so a job edited in demo mode,
// in the waitlist store or in the api cache ends up with the same fields.
import {
  CUSTOMER_ID_PREFIX,
  JOB_ID_PREFIX,
  UNKNOWN_CUSTOMER,
  jobBalance,
  paymentStatusFromPaid,
  paymentsByJob,
  toLocalDay,
  totalUnpaid,
  withPayments,
  type Customer,
  type Job,
  type Payment,
} from '@jobtrack/core';
import { dataError } from './errors.ts';
import type {
  CustomerChanges,
  RecordsSnapshot,
  JobChanges,
  NewCustomer,
  NewJob,
  NewPayment,
  PaymentRef,
} from '../data-source.ts';

export const newCustomerId = (): string => `${CUSTOMER_ID_PREFIX}${crypto.randomUUID()}`;
export const newJobId = (): string => `${JOB_ID_PREFIX}${crypto.randomUUID()}`;
export const newPaymentId = (): string => `payment-${crypto.randomUUID()}`;

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

/** A new payment (issue 23, decision 046), made on this device. */
export const buildPayment = (
  input: NewPayment,
  id: string,
  deviceId: string | null,
  now: Date,
): Payment => ({
  id,
  jobId: input.jobId,
  amount: input.amount,
  method: input.method,
  paidOn: input.paidOn,
  note: input.note?.trim() || null,
  deviceId,
  createdAt: now.toISOString(),
});

/**
 * The payments a job change adds and removes (decision 046): those it names, or for the spec's
 * toggle alone (`paid` with no payments named) one payment of the balance in cash today, or every
 * payment of the job. A job worth nothing has no payment to make: its flag is kept as given.
 */
export const paymentsOfChange = (
  job: Job,
  payments: readonly Payment[],
  changes: JobChanges,
  deviceId: string | null,
  now: Date,
): { add: Payment[]; remove: PaymentRef[] } => {
  const add = (changes.addPayments ?? []).map((input) =>
    buildPayment(input, input.id, deviceId, now),
  );
  const remove = changes.removePayments ?? [];
  if (add.length > 0 || remove.length > 0 || changes.paid === undefined) return { add, remove };
  if (!changes.paid) {
    return { add: [], remove: payments.filter((payment) => payment.jobId === job.id) };
  }
  const balance = jobBalance(job);
  if (balance <= 0) return { add: [], remove: [] };
  const input: NewPayment = {
    jobId: job.id,
    amount: balance,
    method: 'cash',
    paidOn: toLocalDay(now),
  };
  return { add: [buildPayment(input, newPaymentId(), deviceId, now)], remove: [] };
};

/** The payments with `add` added (an id already there is kept as it is) and `remove` gone. */
export const withPaymentChanges = (
  payments: readonly Payment[],
  add: readonly Payment[],
  remove: readonly PaymentRef[],
): Payment[] => {
  const gone = new Set(remove.map((payment) => payment.id));
  const kept = payments.filter((payment) => !gone.has(payment.id));
  const known = new Set(kept.map((payment) => payment.id));
  return [...kept, ...add.filter((payment) => !known.has(payment.id) && !gone.has(payment.id))];
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
  if (changes.remindedAt === null) delete next.remindedAt;
  else if (changes.remindedAt !== undefined) next.remindedAt = changes.remindedAt;
  if (changes.signature === null) delete next.signature;
  else if (changes.signature !== undefined) next.signature = { ...changes.signature };
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
 * The snapshot with its derived fields brought up to date: each job's customerName and paid
 * fields (from its payments, decision 046) and each customer's totalUnpaid (spec §3, §4).
 * Recomputed after every change, so a payment, a new or a deleted job can never leave a stale
 * total behind. Payments of a job that is gone go with it (as on the server).
 */
export const withDerivedFields = <S extends RecordsSnapshot>(snapshot: S): S => {
  const names = new Map(snapshot.customers.map((customer) => [customer.id, customer.name]));
  const jobIds = new Set(snapshot.jobs.map((job) => job.id));
  const allPayments = snapshot.payments ?? [];
  const payments = allPayments.every((payment) => jobIds.has(payment.jobId))
    ? allPayments
    : allPayments.filter((payment) => jobIds.has(payment.jobId));
  const byJob = paymentsByJob(payments);
  const jobsByCustomer = new Map<string, Job[]>();
  const jobs = snapshot.jobs.map((job) => {
    const customerName = names.get(job.customerId) ?? (job.customerName || UNKNOWN_CUSTOMER);
    const named = customerName === job.customerName ? job : { ...job, customerName };
    const next = withPayments(named, byJob.get(job.id) ?? []);
    const list = jobsByCustomer.get(job.customerId) ?? [];
    list.push(next);
    jobsByCustomer.set(job.customerId, list);
    return next;
  });
  const customers = snapshot.customers.map((customer) => {
    const unpaid = totalUnpaid(jobsByCustomer.get(customer.id) ?? []);
    return unpaid === customer.totalUnpaid ? customer : { ...customer, totalUnpaid: unpaid };
  });
  return { ...snapshot, customers, jobs, series: snapshot.series ?? [], payments };
};

/** Copies, so no caller can change a store's records behind its back. */
export const cloneSnapshot = <S extends RecordsSnapshot>(snapshot: S): S =>
  structuredClone(snapshot);

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
