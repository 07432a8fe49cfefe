// The four profile tiles (spec §2). NOTE: spec §2 — '150+', '500+', '3' and '5.0' are the demo
// account's fixed figures; a waitlist tester or a signed-in owner sees their own counts, and no
// rating, since nothing rates them (decision 015).
import type { Customer, Job } from '@jobtrack/core';
import { differenceInYears } from 'date-fns';

export type ProfileHighlights = {
  customers: string;
  jobsDone: string;
  years: string;
  /** null: the tile is not shown. */
  rating: string | null;
};

export const DEMO_HIGHLIGHTS: ProfileHighlights = {
  customers: '150+',
  jobsDone: '500+',
  years: '3',
  rating: '5.0',
};

/** Shown while the owner's data is still loading. */
export const LOADING_HIGHLIGHTS: ProfileHighlights = {
  customers: '–',
  jobsDone: '–',
  years: '–',
  rating: null,
};

type OwnerData = {
  customers: readonly Pick<Customer, 'createdDate'>[];
  jobs: readonly Pick<Job, 'status' | 'createdDate' | 'scheduledDate'>[];
};

const timeOf = (value: string): number => {
  // A bare yyyy-MM-dd is a local day; anything else is an ISO timestamp.
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T00:00:00`).getTime()
    : new Date(value).getTime();
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/**
 * The owner's real figures: customers, completed jobs, and whole years since their business
 * first shows in the app (the account's creation, or an older customer or job, e.g. imported);
 * '<1' in the first year.
 */
export const ownerHighlights = (
  data: OwnerData,
  accountCreatedAt: string,
  now: Date,
): ProfileHighlights => {
  const dates = [
    accountCreatedAt,
    ...data.customers.map((customer) => customer.createdDate),
    ...data.jobs.flatMap((job) => [job.createdDate, job.scheduledDate]),
  ];
  const first = Math.min(now.getTime(), ...dates.map(timeOf));
  const years = differenceInYears(now, first);
  return {
    customers: String(data.customers.length),
    jobsDone: String(data.jobs.filter((job) => job.status === 'completed').length),
    years: years < 1 ? '<1' : String(years),
    rating: null,
  };
};
