// Server records (snake_case, spec §3) to the app's models and back, with the spec's fallbacks.
import { GENERAL_SERVICE, LANGUAGES, UNKNOWN_CUSTOMER, type Language } from './constants.ts';
import { toLocalDay } from './dates.ts';
import type {
  Customer,
  Job,
  ServerCustomer,
  ServerCustomerWrite,
  ServerJob,
  ServerJobWrite,
} from './entities.ts';
import { isPaymentMethod, totalUnpaid } from './payments.ts';
import { paymentStatusFromPaid, statusFromServer, statusToServer } from './status.ts';

type CustomerJob = Pick<Job, 'customerId' | 'status' | 'paid' | 'price'> &
  Partial<Pick<Job, 'actualCost' | 'estimatedCost'>>;

const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** A customer's language when it is one the app speaks; otherwise none (the app's language). */
const languageField = (language: string | null | undefined): { language?: Language } =>
  isLanguage(language) ? { language } : {};

/**
 * A server customer as the app uses it. totalUnpaid counts the given jobs of this customer that
 * are unpaid (paid = false, spec §3); without jobs it is 0.
 */
export const customerFromServer = (
  customer: ServerCustomer,
  jobs?: readonly CustomerJob[],
): Customer => ({
  id: customer.id,
  name: customer.name,
  email: customer.email ?? '',
  phone: customer.phone ?? '',
  address: customer.address ?? '',
  businessName: customer.business_name ?? '',
  notes: customer.notes ?? '',
  serviceType: customer.service_type?.trim() || GENERAL_SERVICE,
  ...languageField(customer.language),
  createdDate: customer.created_at,
  totalUnpaid: jobs ? totalUnpaid(jobs.filter((job) => job.customerId === customer.id)) : 0,
});

const optionalNumber = (value: number | null | undefined): number | undefined =>
  value === null || value === undefined ? undefined : value;

/** A due date is a calendar day; a timestamp-shaped one keeps only its day part. */
const dayOf = (value: string): string => value.slice(0, 10);

export const jobFromServer = (job: ServerJob): Job => {
  const description = job.description ?? '';
  const completedAt = job.completed_at ?? undefined;
  return {
    id: job.id,
    customerId: job.customer_id,
    customerName: job.customer?.name || UNKNOWN_CUSTOMER,
    title: job.title,
    description,
    serviceType: job.title,
    // NOTE: spec §3 — the due date, else the day the job was created (in the user's local time).
    scheduledDate: job.due_date ? dayOf(job.due_date) : toLocalDay(job.created_at),
    dueDate: job.due_date ? dayOf(job.due_date) : undefined,
    price: job.actual_cost ?? job.estimated_cost ?? 0,
    estimatedCost: optionalNumber(job.estimated_cost),
    actualCost: optionalNumber(job.actual_cost),
    estimatedHours: optionalNumber(job.estimated_hours),
    actualHours: optionalNumber(job.actual_hours),
    status: statusFromServer(job.status),
    paymentStatus: paymentStatusFromPaid(job.paid),
    paid: job.paid,
    notes: description,
    completedAt,
    completedDate: completedAt,
    createdDate: job.created_at,
    ...(job.start_time ? { startTime: job.start_time } : {}),
    ...(job.start_time && job.window_end ? { windowEnd: job.window_end } : {}),
    ...(job.arrived_at ? { arrivedAt: job.arrived_at } : {}),
    ...(job.finished_at ? { finishedAt: job.finished_at } : {}),
    ...(job.reminded_at ? { remindedAt: job.reminded_at } : {}),
    // Payments (decision 033): absent on older servers and on jobs never paid in part.
    ...(typeof job.amount_paid === 'number' ? { amountPaid: job.amount_paid } : {}),
    ...(isPaymentMethod(job.payment_method) ? { paymentMethod: job.payment_method } : {}),
    ...(job.paid_at ? { paidAt: job.paid_at } : {}),
    ...(job.series_id ? { seriesId: job.series_id } : {}),
    ...(job.series_id && job.series_date ? { seriesDate: dayOf(job.series_date) } : {}),
    ...(job.skipped ? { skipped: true } : {}),
    // The customer's sign-off (issue 27): absent on older servers and on jobs not signed.
    ...(job.signature
      ? {
          signature: {
            name: job.signature.name,
            signedAt: job.signature.signed_at,
            photoId: job.signature.photo_id,
          },
        }
      : {}),
  };
};

export type CustomerFormFields = {
  name: string;
  email?: string;
  phone?: string;
  address?: string;
  businessName?: string;
  notes?: string;
};

/** Spec §5: name always; the other fields only when non-empty after trimming. */
export const customerToServer = (form: CustomerFormFields): ServerCustomerWrite => {
  const body: ServerCustomerWrite = { name: form.name.trim() };
  const optional = {
    email: form.email,
    phone: form.phone,
    address: form.address,
    business_name: form.businessName,
    notes: form.notes,
  } as const;
  for (const [field, value] of Object.entries(optional) as [keyof typeof optional, unknown][]) {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed !== '') body[field] = trimmed;
  }
  return body;
};

export type JobWriteFields = Pick<
  Job,
  'customerId' | 'serviceType' | 'notes' | 'status' | 'price' | 'scheduledDate' | 'paid'
> &
  Partial<Pick<Job, 'estimatedCost' | 'actualCost' | 'estimatedHours' | 'actualHours'>> &
  Partial<Pick<Job, 'startTime' | 'windowEnd'>>;

/**
 * A job as the server stores it. The app edits one price, and reads it back as the actual cost
 * when there is one, else the estimate (spec §3). So the price is written where it will be read
 * from: the estimate for a job without an actual cost; the actual cost otherwise, keeping the
 * original estimate. Writing the price only to estimated_cost would let a stale actual_cost
 * silently undo the owner's edit.
 */
export const jobToServer = (job: JobWriteFields): ServerJobWrite => {
  const hasActualCost = job.actualCost !== undefined;
  return {
    customer_id: job.customerId,
    title: job.serviceType,
    description: job.notes,
    status: statusToServer(job.status),
    estimated_cost: hasActualCost ? (job.estimatedCost ?? job.price) : job.price,
    actual_cost: hasActualCost ? job.price : null,
    estimated_hours: job.estimatedHours ?? null,
    actual_hours: job.actualHours ?? null,
    due_date: job.scheduledDate,
    paid: job.paid,
    start_time: job.startTime || null,
    window_end: (job.startTime && job.windowEnd) || null,
  };
};
