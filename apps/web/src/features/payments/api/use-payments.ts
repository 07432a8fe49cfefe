// The payments views, derived through `select` from the one data query, with the core rules.
// NOTE: spec §4 — the unpaid list holds the completed, unpaid jobs (owed now), and its total is
// that list's; the dashboard banner also counts the scheduled ones (decision 014).
import { owedJobs, paidJobs, totalOwed, totalPaid, type Job } from '@jobtrack/core';
import type { DataSnapshot } from '../../../data/data-source.ts';
import { useData, useDataMutation } from '../../../lib/data/data-context.tsx';

export type PaymentsView = {
  unpaid: Job[];
  paid: Job[];
  totalUnpaid: number;
  totalPaid: number;
};

/** Newest scheduled date first, as on the jobs list. */
const newestFirst = (a: Job, b: Job): number =>
  b.scheduledDate.localeCompare(a.scheduledDate) || b.createdDate.localeCompare(a.createdDate);

export const selectPayments = ({ jobs }: DataSnapshot): PaymentsView => ({
  unpaid: owedJobs(jobs).sort(newestFirst),
  paid: paidJobs(jobs).sort(newestFirst),
  totalUnpaid: totalOwed(jobs),
  totalPaid: totalPaid(jobs),
});

export const usePayments = () => useData(selectPayments);

export const useSetPaid = () =>
  useDataMutation((source, { id, paid }: { id: string; paid: boolean }) =>
    source.updateJob(id, { paid }),
  );
