import { describe, expect, it } from 'vitest';
import type { Customer, Job } from '@jobtrack/core';
import { customerFormValues, selectCustomerDetail } from './customer-views.ts';

const customer = (id: string, name: string): Customer => ({
  id,
  name,
  email: 'x@example.com',
  phone: '(555) 123-4567',
  address: '1 Main St',
  businessName: '',
  notes: '',
  serviceType: 'Lawn Care',
  createdDate: '2024-01-05T10:00:00.000Z',
  totalUnpaid: 0,
});

const job = (id: string, customerId: string, fields: Partial<Job>): Job => ({
  id,
  customerId,
  customerName: '',
  title: 'Lawn Mowing',
  description: '',
  serviceType: 'Lawn Mowing',
  scheduledDate: '2024-03-01',
  price: 100,
  status: 'scheduled',
  paymentStatus: 'unpaid',
  paid: false,
  notes: '',
  createdDate: '2024-02-01T10:00:00.000Z',
  ...fields,
});

const snapshot = {
  customers: [customer('customer-a', 'Ana'), customer('customer-b', 'Ben')],
  jobs: [
    job('job-1', 'customer-a', {
      scheduledDate: '2024-03-01',
      status: 'completed',
      paid: true,
      price: 80,
    }),
    job('job-2', 'customer-a', { scheduledDate: '2024-05-10', status: 'completed', price: 120.5 }),
    job('job-3', 'customer-b', { scheduledDate: '2024-06-01', price: 999 }),
    job('job-4', 'customer-a', { scheduledDate: '2024-04-15' }),
  ],
  series: [],
  payments: [],
  documents: [],
  profile: null,
  quotes: [],
  photos: [],
};

describe('selectCustomerDetail', () => {
  it("holds the customer's own jobs, newest scheduled date first, and their stats", () => {
    const detail = selectCustomerDetail('customer-a')(snapshot);
    expect(detail.customer?.name).toBe('Ana');
    expect(detail.jobs.map((entry) => entry.id)).toEqual(['job-2', 'job-4', 'job-1']);
    expect(detail.stats).toEqual({
      totalJobs: 3,
      completedJobs: 2,
      // The completed $120.50 and the scheduled $100 (spec §3: paid = false).
      unpaidAmount: 220.5,
      earned: 80,
      averageJob: 100.25,
    });
  });

  it('gives null for an id no customer has', () => {
    const detail = selectCustomerDetail('customer-zzz')(snapshot);
    expect(detail.customer).toBeNull();
    expect(detail.jobs).toEqual([]);
    expect(detail.stats.totalJobs).toBe(0);
  });
});

describe('customerFormValues', () => {
  it("takes the fields of the form, the language defaulting to the app's", () => {
    expect(customerFormValues(customer('customer-a', 'Ana'), 'es')).toEqual({
      name: 'Ana',
      phone: '(555) 123-4567',
      address: '1 Main St',
      serviceType: 'Lawn Care',
      language: 'es',
    });
    expect(
      customerFormValues({ ...customer('customer-a', 'Ana'), language: 'en' }, 'es').language,
    ).toBe('en');
  });
});
