// The payments views, derived through `select` from the one data query, with the core rules.
// NOTE: spec §4 — the unpaid list holds the completed, unpaid jobs (owed now), and its total is
// that list's; the dashboard banner also counts the scheduled ones (decision 014).
import {
  oldestOwedFirst,
  owedJobs,
  paidJobs,
  totalOwed,
  totalPaid,
  type Customer,
  type Job,
  type Payment,
} from '@jobtrack/core';
import type { DataSnapshot } from '#web/data/data-source.ts';
import { useData } from '#web/data/hooks/data-context.tsx';

export type PaymentsView = {
  unpaid: Job[];
  paid: Job[];
  totalUnpaid: number;
  totalPaid: number;
  /** Every payment, for the month totals beside the spec's (each by its own day, decision 046). */
  payments: Payment[];
  /** The customers by id, for Remind's phone, e-mail and language. */
  customers: ReadonlyMap<string, Customer>;
};

/** Newest scheduled date first, as on the jobs list. */
const newestFirst = (a: Job, b: Job): number =>
  b.scheduledDate.localeCompare(a.scheduledDate) || b.createdDate.localeCompare(a.createdDate);

export const selectPayments = ({ jobs, customers, payments }: DataSnapshot): PaymentsView => ({
  // Issue 15: the longest owed first, so the oldest debts are the first to chase.
  unpaid: oldestOwedFirst(owedJobs(jobs)),
  paid: paidJobs(jobs).sort(newestFirst),
  totalUnpaid: totalOwed(jobs),
  totalPaid: totalPaid(jobs),
  payments,
  customers: new Map(customers.map((customer) => [customer.id, customer])),
});

export const usePayments = () => useData(selectPayments);
