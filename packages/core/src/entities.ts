import type { Language } from './constants.ts';
import type { MessageTemplates } from './message-templates.ts';
import type { JobSignature } from './photos.ts';
import type { WireCustomer } from './wire/customers.ts';
import type { WireJob, WireJobStatus, WirePaymentMethod } from './wire/jobs.ts';

// The entities of spec §3, as the server sends them (snake_case) and as the app uses them.

export type ServerJobStatus = WireJobStatus;
export type JobStatus = 'scheduled' | 'pending' | 'in-progress' | 'completed' | 'cancelled';
export type PaymentStatus = 'paid' | 'unpaid';
/** How a job was paid (issue 15, decision 033). */
export type PaymentMethod = WirePaymentMethod;

/** Fields a record may lack when an older server sent it: the app reads them as optional. */
type AddedLater<T, K extends keyof T> = Omit<T, K> & { [P in K]?: T[P] };
/** Any other text, kept apart from the known values so editors still offer them. */
type OtherText = string & {};

/**
 * A customer as the server sends it, read by the app: the wire record (core/wire/customers.ts,
 * decision 041) less updated_at, with the fields added after spec §3 optional (docs/architecture.md §5:
 * service_type; decision 024: language) and language read as any text (an unknown one from a
 * newer server means the app's language).
 */
export type ServerCustomer = AddedLater<
  Omit<WireCustomer, 'updated_at' | 'language'>,
  'service_type'
> & { language?: WireCustomer['language'] | OtherText };

/**
 * A job as the server sends it, read by the app: the wire record (core/wire/jobs.ts, decision
 * 041) less the fields the app works out itself, with those added after spec §3 optional (check-in,
 * decision 025; times, 026; payments, 033: absent amount_paid = paid ? amount : 0; series, 030).
 * Status and payment method are read as any text: a value a newer server adds maps to a default.
 */
export type ServerJob = AddedLater<
  Omit<WireJob, 'updated_at' | 'scheduled_date' | 'status' | 'payment_method'>,
  | 'arrived_at'
  | 'finished_at'
  | 'reminded_at'
  | 'start_time'
  | 'window_end'
  | 'amount_paid'
  | 'paid_at'
  | 'series_id'
  | 'series_date'
  | 'skipped'
> & {
  status: ServerJobStatus | OtherText;
  payment_method?: PaymentMethod | OtherText | null;
};

/** A customer as used in the app (spec §3). */
export type Customer = {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  businessName: string;
  notes: string;
  serviceType: string;
  /** The language of the texts sent to the customer (decision 024); unset: the app's language. */
  language?: Language;
  createdDate: string;
  totalUnpaid: number;
  qrCodeUrl?: string;
};

/** A job as used in the app (spec §3). */
export type Job = {
  id: string;
  customerId: string;
  customerName: string;
  title: string;
  description: string;
  serviceType: string;
  scheduledDate: string;
  /** Optional start time, HH:mm local (decision 026). */
  startTime?: string;
  /** Optional end of the arrival window that opens at startTime, HH:mm (decision 026). */
  windowEnd?: string;
  dueDate?: string;
  price: number;
  estimatedCost?: number;
  actualCost?: number;
  estimatedHours?: number;
  actualHours?: number;
  status: JobStatus;
  paymentStatus: PaymentStatus;
  paid: boolean;
  notes: string;
  completedDate?: string;
  completedAt?: string;
  createdDate: string;
  qrCodeUrl?: string;
  /** On-site check-in (decision 025): when the owner arrived (ISO timestamp). */
  arrivedAt?: string;
  /** On-site check-in (decision 025): when the owner finished on site (ISO timestamp). */
  finishedAt?: string;
  /** When the owner sent the visit's reminder (ISO timestamp, decision 065); absent: not sent. */
  remindedAt?: string;
  /** Demo store only, in minutes (spec §3; default 120). */
  estimatedDuration?: number;
  /** Paid so far, 0..amount (decision 033); absent = paid ? amount : 0. */
  amountPaid?: number;
  /** How the (last) payment was made. */
  paymentMethod?: PaymentMethod;
  /** When the (last) payment was made (ISO timestamp). */
  paidAt?: string;
  /** The series a visit belongs to (issue 14, decision 030). */
  seriesId?: string;
  /** The date the rule gave this visit (kept when the visit is moved). */
  seriesDate?: string;
  /** A skipped visit: shown as skipped, never unpaid/overdue/in today's work. */
  skipped?: boolean;
  /** The customer's sign-off (issue 27); absent: not signed. */
  signature?: JobSignature;
};

/**
 * One payment on a job (issue 23, decision 046): added and never rewritten; removing it leaves a
 * tombstone. A job's paid amount, balance and paid flag are worked out from its payments.
 */
export type Payment = {
  /** `payment-<uuid>`, made by the device that recorded it. */
  id: string;
  jobId: string;
  /** More than 0, in cents. */
  amount: number;
  method: PaymentMethod;
  /** The payment's day, yyyy-MM-dd. */
  paidOn: string;
  note: string | null;
  /** The device that recorded it; null when unknown (migrated, imported, the spec's calls). */
  deviceId: string | null;
  /** When it was recorded (ISO timestamp): orders payments of one day. */
  createdAt: string;
};

export type User = {
  id: string;
  email: string;
  name: string;
  businessName?: string;
  phone?: string;
  address?: string;
  bio?: string;
  createdAt: string;
  isWaitlisted?: boolean;
};

export type Session = { timestamp: number; userId: string };

export type NotificationType = 'urgent' | 'warning' | 'info' | 'success' | 'reminder' | 'payment';

export type AppNotification = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  timestamp: string;
  read: boolean;
  dismissible: boolean;
  action?: { label: string; action: string };
  jobId?: string;
};

export type DashboardStats = {
  todaysJobs: Job[];
  thisWeekEarnings: number;
  totalUnpaid: number;
  unpaidJobsCount: number;
};

export type UserType = 'waitlisted' | 'authenticated' | 'demo' | 'anonymous';

export type FeatureCategory =
  'customer_management' | 'job_management' | 'qr_features' | 'settings' | 'navigation' | 'other';

export type BusinessHoursDay = { open: string; close: string; closed: boolean };
export type Weekday =
  'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export type BusinessProfile = {
  businessName: string;
  ownerName: string;
  email: string;
  phone: string;
  address: string;
  website: string;
  bio: string;
  profileImage?: string;
  /** Printed on invoices and receipts (issue 15), e.g. "Zelle to …"; absent: none. */
  paymentInstructions?: string;
  /**
   * The owner's payment link (issue 26, decision 060): a Stripe or Square payment link,
   * PayPal.me, Venmo, Cash App or any https address; bills show Pay now with it. Absent: none.
   */
  paymentLink?: string;
  /** The owner's own texts to customers, per language and kind (decision 065); absent: the defaults. */
  messageTemplates?: MessageTemplates;
  serviceTypes: string[];
  businessHours: Record<Weekday, BusinessHoursDay>;
  pricing: { hourlyRate: number; minimumCharge: number; currency: string };
};

/** The body of POST/PUT /api/customers (spec §7); empty optional fields are left out (spec §5). */
export type ServerCustomerWrite = {
  name: string;
  email?: string;
  phone?: string;
  address?: string;
  business_name?: string;
  notes?: string;
};

/** The body of POST /api/jobs (spec §7); PUT sends the same without customer_id. */
export type ServerJobWrite = {
  customer_id: string;
  title: string;
  description: string;
  status: ServerJobStatus;
  estimated_cost: number | null;
  actual_cost: number | null;
  estimated_hours: number | null;
  actual_hours: number | null;
  due_date: string;
  paid: boolean;
  start_time: string | null;
  window_end: string | null;
};
