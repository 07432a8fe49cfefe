// What the customer screens read from the data snapshot, derived through `select` (docs/architecture.md §4).
import {
  computeCustomerStats,
  sortByScheduledDateDesc,
  type Customer,
  type CustomerStats,
  type Job,
  type Language,
} from '@jobtrack/core';
import type { DataSnapshot } from '#web/data/data-source.ts';

export type CustomerDetail = {
  /** null when no customer has this id (spec §2: 'Customer not found'). */
  customer: Customer | null;
  /** Job History order (spec §2): newest scheduled date first. */
  jobs: Job[];
  stats: CustomerStats;
};

export const selectCustomers = (snapshot: DataSnapshot): Customer[] => snapshot.customers;

/** One customer with its jobs and the tiles' figures. */
export const selectCustomerDetail =
  (id: string) =>
  (snapshot: DataSnapshot): CustomerDetail => {
    const customer = snapshot.customers.find((candidate) => candidate.id === id) ?? null;
    const jobs = sortByScheduledDateDesc(snapshot.jobs.filter((job) => job.customerId === id));
    return { customer, jobs, stats: computeCustomerStats(jobs) };
  };

/**
 * The form's values for a customer (edit mode starts from what is saved). The language of the
 * texts starts as the app's when the customer has none (decision 024).
 */
export type CustomerFormValues = Pick<Customer, 'name' | 'phone' | 'address' | 'serviceType'> & {
  language: Language;
};

export const emptyCustomerForm = (appLanguage: Language): CustomerFormValues => ({
  name: '',
  phone: '',
  address: '',
  serviceType: '',
  language: appLanguage,
});

export const customerFormValues = (
  customer: Customer,
  appLanguage: Language,
): CustomerFormValues => ({
  name: customer.name,
  phone: customer.phone,
  address: customer.address,
  serviceType: customer.serviceType,
  language: customer.language ?? appLanguage,
});
