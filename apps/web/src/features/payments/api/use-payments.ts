// The payments views, derived through `select` from the one data query, with the same core
// rules as the dashboard banner and the customer totals, so every screen shows the same numbers.
import { paidJobs, totalPaid, totalUnpaid, unpaidJobs, type Job } from '@jobtrack/core';
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
  unpaid: unpaidJobs(jobs).sort(newestFirst),
  paid: paidJobs(jobs).sort(newestFirst),
  totalUnpaid: totalUnpaid(jobs),
  totalPaid: totalPaid(jobs),
});

export const usePayments = () => useData(selectPayments);

export const useSetPaid = () =>
  useDataMutation((source, { id, paid }: { id: string; paid: boolean }) =>
    source.updateJob(id, { paid }),
  );
