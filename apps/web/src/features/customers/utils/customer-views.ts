// What the customer screens read from the data snapshot, derived through `select` (STYLE.md).
import {
  computeCustomerStats,
  sortByScheduledDateDesc,
  type Customer,
  type CustomerStats,
  type Job,
} from '@jobtrack/core';
import type { DataSnapshot } from '../../../data/data-source.ts';

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

/** The form's values for a customer (edit mode starts from what is saved). */
export type CustomerFormValues = Pick<Customer, 'name' | 'phone' | 'address' | 'serviceType'>;

export const EMPTY_CUSTOMER_FORM: CustomerFormValues = {
  name: '',
  phone: '',
  address: '',
  serviceType: '',
};

export const customerFormValues = (customer: Customer): CustomerFormValues => ({
  name: customer.name,
  phone: customer.phone,
  address: customer.address,
  serviceType: customer.serviceType,
});
