import type { Language } from './constants.ts';

// The entities of spec §3, as the server sends them (snake_case) and as the app uses them.

export type ServerJobStatus = 'pending' | 'in_progress' | 'completed' | 'cancelled';
export type JobStatus = 'scheduled' | 'pending' | 'in-progress' | 'completed' | 'cancelled';
export type PaymentStatus = 'paid' | 'unpaid';
/** How a job was paid (issue 15, decision 033). */
export type PaymentMethod = 'cash' | 'check' | 'card' | 'bank_transfer' | 'other';

/** A customer as the server sends it (spec §3, plus the optional service_type of DESIGN.md §5). */
export type ServerCustomer = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  business_name: string | null;
  notes: string | null;
  service_type?: string | null;
  /** The customer's language for texts (decision 024); absent or null: the app's language. */
  language?: string | null;
  created_at: string;
};

/** A job as the server sends it (spec §3). Money is a JSON number; dates are yyyy-MM-dd. */
export type ServerJob = {
  id: string;
  customer_id: string;
  customer: { name: string } | null;
  title: string;
  description: string | null;
  status: ServerJobStatus | string;
  estimated_cost: number | null;
  actual_cost: number | null;
  estimated_hours: number | null;
  actual_hours: number | null;
  due_date: string | null;
  paid: boolean;
  completed_at: string | null;
  /** On-site check-in (decision 025): absent or null when nobody checked in. */
  arrived_at?: string | null;
  finished_at?: string | null;
  created_at: string;
  /** Beyond the spec (decision 026): HH:mm, absent from older servers. */
  start_time?: string | null;
  window_end?: string | null;
  /** Payments (decision 033): absent or null = paid ? amount : 0; method and time of the last. */
  amount_paid?: number | null;
  payment_method?: PaymentMethod | string | null;
  paid_at?: string | null;
  /** Repeating visits (issue 14, decision 030): absent from older servers. */
  series_id?: string | null;
  series_date?: string | null;
  skipped?: boolean;
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
