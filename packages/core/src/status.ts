// Job status and payment status rules of spec §4, shared by the badges, the job detail actions
// and the server mappers.
import type { Job, JobStatus, PaymentStatus, ServerJobStatus } from './entities.ts';

export const JOB_STATUSES = [
  'scheduled',
  'pending',
  'in-progress',
  'completed',
  'cancelled',
] as const satisfies readonly JobStatus[];

/** Spec §4, server -> app. Anything unknown becomes scheduled. */
export const statusFromServer = (status: string | null | undefined): JobStatus => {
  switch (status) {
    case 'pending':
      return 'pending';
    case 'in_progress':
      return 'in-progress';
    case 'completed':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'scheduled';
  }
};

/** Spec §4, app -> server. Anything unknown becomes pending. */
export const statusToServer = (status: string | null | undefined): ServerJobStatus => {
  switch (status) {
    case 'scheduled':
      return 'pending';
    case 'in-progress':
      return 'in_progress';
    case 'completed':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
    case 'pending':
      return 'pending';
    default:
      return 'pending';
  }
};

export const isJobStatus = (value: unknown): value is JobStatus =>
  typeof value === 'string' && (JOB_STATUSES as readonly string[]).includes(value);

/**
 * NOTE: spec §4 — a job saved as 'scheduled' comes back from the server as 'pending' (the two
 * tables do not round-trip), so everywhere a user sees "Scheduled", pending counts as scheduled.
 */
export const isScheduledStatus = (status: JobStatus): boolean =>
  status === 'scheduled' || status === 'pending';

/** The status a user sees and steps: pending (a scheduled job on the server) reads Scheduled. */
export const displayStatus = (status: JobStatus): JobStatus =>
  status === 'pending' ? 'scheduled' : status;

/** The statuses a user can pick when editing a job; pending is shown as Scheduled. */
export const EDITABLE_STATUSES = [
  'scheduled',
  'in-progress',
  'completed',
  'cancelled',
] as const satisfies readonly JobStatus[];

/** NOTE: spec §4 — pending is labelled Scheduled, like the job the user scheduled (issue 10). */
export const STATUS_LABEL_KEYS: Readonly<Record<JobStatus, string>> = {
  scheduled: 'jobs.status.scheduled',
  pending: 'jobs.status.scheduled',
  'in-progress': 'jobs.status.inProgress',
  completed: 'jobs.status.completed',
  cancelled: 'jobs.status.cancelled',
};

export type BadgePaymentStatus = PaymentStatus | 'pending';

export const PAYMENT_LABEL_KEYS: Readonly<Record<BadgePaymentStatus, string>> = {
  paid: 'payments.status.paid',
  unpaid: 'payments.status.unpaid',
  pending: 'payments.status.pending',
};

/** The English and Spanish words for the keys above (spec §4: "In Progress", ...). */
export const statusLabels = {
  en: {
    'jobs.status.scheduled': 'Scheduled',
    'jobs.status.pending': 'Pending',
    'jobs.status.inProgress': 'In Progress',
    'jobs.status.completed': 'Completed',
    'jobs.status.cancelled': 'Cancelled',
    'payments.status.paid': 'Paid',
    'payments.status.unpaid': 'Unpaid',
    'payments.status.pending': 'Pending',
  },
  es: {
    'jobs.status.scheduled': 'Programado',
    'jobs.status.pending': 'Pendiente',
    'jobs.status.inProgress': 'En progreso',
    'jobs.status.completed': 'Completado',
    'jobs.status.cancelled': 'Cancelado',
    'payments.status.paid': 'Pagado',
    'payments.status.unpaid': 'Sin pagar',
    'payments.status.pending': 'Pendiente',
  },
} as const satisfies Record<'en' | 'es', Record<string, string>>;

/**
 * The one step forward a status badge or Start/Complete action takes (spec §4), or null when the
 * job cannot advance (completed is final; cancelled has no forward step).
 */
export const nextStatus = (status: JobStatus): JobStatus | null => {
  if (isScheduledStatus(status)) return 'in-progress';
  if (status === 'in-progress') return 'completed';
  return null;
};

/**
 * The job after one step forward; completing stamps completedDate and completedAt with `now`
 * (spec §4). Returns the job unchanged when it cannot advance.
 */
export const advanceJob = <T extends Pick<Job, 'status' | 'completedAt' | 'completedDate'>>(
  job: T,
  now: Date,
): T => {
  const status = nextStatus(job.status);
  if (status === null) return job;
  if (status !== 'completed') return { ...job, status };
  const stamp = now.toISOString();
  return { ...job, status, completedAt: stamp, completedDate: stamp };
};

/** The paid boolean is the source of the payment status (spec §4). */
export const paymentStatusFromPaid = (paid: boolean): PaymentStatus => (paid ? 'paid' : 'unpaid');

/** Badge toggle: only a completed job's payment can be changed. */
export const canTogglePayment = (job: Pick<Job, 'status'>): boolean => job.status === 'completed';

/** Mark as Paid shows only for a completed job that is still unpaid. */
export const canMarkAsPaid = (job: Pick<Job, 'status' | 'paid'>): boolean =>
  job.status === 'completed' && !job.paid;

/** The job with its payment flipped, keeping paid and paymentStatus in step. */
export const withPayment = <T extends Pick<Job, 'paid' | 'paymentStatus'>>(
  job: T,
  paid: boolean,
): T => ({ ...job, paid, paymentStatus: paymentStatusFromPaid(paid) });

export type BadgeColor = 'green' | 'blue' | 'grey' | 'red' | 'orange';

/** Spec §4: completed green, in-progress blue, scheduled and pending grey, cancelled red. */
export const statusBadgeColor = (status: JobStatus): BadgeColor => {
  switch (status) {
    case 'completed':
      return 'green';
    case 'in-progress':
      return 'blue';
    case 'cancelled':
      return 'red';
    case 'scheduled':
    case 'pending':
      return 'grey';
  }
};

/** Spec §4: paid green, unpaid orange, pending grey. */
export const paymentBadgeColor = (status: BadgePaymentStatus): BadgeColor => {
  switch (status) {
    case 'paid':
      return 'green';
    case 'unpaid':
      return 'orange';
    case 'pending':
      return 'grey';
  }
};

/**
 * The payment badge of a job: paid green; unpaid orange once the job is completed (owed now),
 * grey before, since a scheduled or started job is not yet owed (issue 10, decision 014).
 */
export const jobPaymentBadgeColor = (job: Pick<Job, 'status' | 'paid'>): BadgeColor => {
  if (job.paid) return paymentBadgeColor('paid');
  return job.status === 'completed' ? paymentBadgeColor('unpaid') : 'grey';
};

/** NOTE: spec §4 — in demo mode a job saved as pending or cancelled is stored as scheduled. */
export const demoSaveStatus = (status: JobStatus): JobStatus =>
  status === 'pending' || status === 'cancelled' ? 'scheduled' : status;
