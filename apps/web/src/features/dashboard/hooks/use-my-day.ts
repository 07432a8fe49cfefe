import { groupJobs, type Customer, type Job, type JobGroup } from '@jobtrack/core';
import { useCallback } from 'react';
import type { DataSnapshot } from '#web/data/data-source.ts';
import { useData } from '#web/data/hooks/data-context.tsx';

export type MyDay = {
  overdue: Job[];
  /** Every job of today, finished ones too (spec §2: the dashboard's list of today's jobs). */
  today: Job[];
  tomorrow: Job[];
  customers: ReadonlyMap<string, Customer>;
};

const jobsOf = (groups: JobGroup<Job>[], key: JobGroup<Job>['key']): Job[] =>
  groups.find((group) => group.key === key)?.jobs ?? [];

/** Overdue, today's and tomorrow's jobs with their customers (decision 027), from the one query. */
export function useMyDay(now: Date) {
  const select = useCallback(
    (snapshot: DataSnapshot): MyDay => {
      const groups = groupJobs(snapshot.jobs, now, { finishedByDay: true });
      return {
        overdue: jobsOf(groups, 'overdue'),
        today: jobsOf(groups, 'today'),
        tomorrow: jobsOf(groups, 'tomorrow'),
        customers: new Map(snapshot.customers.map((customer) => [customer.id, customer])),
      };
    },
    [now],
  );
  return useData(select);
}
