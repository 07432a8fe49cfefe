// The jobs views, derived through `select` from the one data query (docs/architecture.md §4), so the list,
// the detail and every other screen read the same snapshot.
import type { Customer, Job } from '@jobtrack/core';
import { useCallback } from 'react';
import type { DataSnapshot } from '#web/data/data-source.ts';
import { useData } from '#web/data/hooks/data-context.tsx';

const selectJobs = (snapshot: DataSnapshot): Job[] => snapshot.jobs;
const selectCustomers = (snapshot: DataSnapshot): Customer[] =>
  [...snapshot.customers].sort((a, b) => a.name.localeCompare(b.name));

export const useJobs = () => useData(selectJobs);

/** The customers for the schedule-job select, by name. */
export const useCustomerChoices = () => useData(selectCustomers);

export type JobWithCustomer = { job: Job | null; customer: Customer | null };

/** One job and its customer (null when either is missing). */
export function useJobWithCustomer(id: string) {
  const select = useCallback(
    (snapshot: DataSnapshot): JobWithCustomer => {
      const job = snapshot.jobs.find((candidate) => candidate.id === id) ?? null;
      const customer = job
        ? (snapshot.customers.find((candidate) => candidate.id === job.customerId) ?? null)
        : null;
      return { job, customer };
    },
    [id],
  );
  return useData(select);
}
