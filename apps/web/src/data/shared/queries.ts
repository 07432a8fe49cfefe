// Read-only views over a snapshot, shared by the three adapters so every mode answers alike.
import {
  computeDashboardStats,
  type Customer,
  type DashboardStats,
  type Job,
} from '@jobtrack/core';

export type SearchField = 'name' | 'phone' | 'address' | 'serviceType' | 'email' | 'businessName';

/** Spec §5: which fields each store searches. */
export const SEARCH_FIELDS = {
  demo: ['name', 'phone', 'address'],
  local: ['name', 'phone', 'address', 'serviceType'],
  api: ['name', 'email', 'businessName', 'phone'],
} as const satisfies Record<string, readonly SearchField[]>;

/** Spec §5: a case-insensitive substring match on any of `fields`; a blank query matches all. */
export const searchCustomers = (
  customers: readonly Customer[],
  query: string,
  fields: readonly SearchField[],
): Customer[] => {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...customers];
  return customers.filter((customer) =>
    fields.some((field) => customer[field].toLowerCase().includes(needle)),
  );
};

export const jobsByCustomer = (jobs: readonly Job[], customerId: string): Job[] =>
  jobs.filter((job) => job.customerId === customerId);

/** Jobs scheduled on a calendar day (yyyy-MM-dd). */
export const jobsByDate = (jobs: readonly Job[], date: string): Job[] =>
  jobs.filter((job) => job.scheduledDate === date);

/** Jobs scheduled from `from` to `to`, both days included (yyyy-MM-dd compares as text). */
export const jobsInRange = (jobs: readonly Job[], from: string, to: string): Job[] =>
  jobs.filter((job) => job.scheduledDate >= from && job.scheduledDate <= to);

export const dashboardStats = (jobs: readonly Job[], now: Date): DashboardStats =>
  computeDashboardStats(jobs, now);
