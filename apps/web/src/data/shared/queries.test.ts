import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import {
  SEARCH_FIELDS,
  jobsByCustomer,
  jobsByDate,
  jobsInRange,
  searchCustomers,
} from './queries.ts';

const customers = [
  makeCustomer({
    id: '1',
    name: 'Ana',
    phone: '555-1',
    address: 'Oak St',
    email: 'a@x.com',
    businessName: 'Acme',
    serviceType: 'Plumbing',
  }),
  makeCustomer({
    id: '2',
    name: 'Bo',
    phone: '555-2',
    address: 'Elm St',
    email: 'b@y.com',
    businessName: '',
    serviceType: 'Roofing',
  }),
];

describe('searching customers (spec §5)', () => {
  const ids = (query: string, fields: readonly (keyof (typeof customers)[0] & string)[]) =>
    searchCustomers(customers, query, fields as never).map((c) => c.id);

  it('matches substrings case-insensitively on the mode fields only', () => {
    expect(ids('OAK', SEARCH_FIELDS.demo)).toEqual(['1']);
    expect(ids('plumb', SEARCH_FIELDS.demo)).toEqual([]);
    expect(ids('plumb', SEARCH_FIELDS.local)).toEqual(['1']);
    expect(ids('y.com', SEARCH_FIELDS.api)).toEqual(['2']);
    expect(ids('acme', SEARCH_FIELDS.api)).toEqual(['1']);
    expect(ids('elm', SEARCH_FIELDS.api)).toEqual([]);
    expect(ids('555', SEARCH_FIELDS.api)).toEqual(['1', '2']);
    expect(ids('', SEARCH_FIELDS.api)).toEqual(['1', '2']);
  });
});

describe('job views', () => {
  const jobs = [
    makeJob({ id: 'a', customerId: '1', scheduledDate: '2025-06-01' }),
    makeJob({ id: 'b', customerId: '2', scheduledDate: '2025-06-07' }),
    makeJob({ id: 'c', customerId: '1', scheduledDate: '2025-06-08' }),
  ];
  it('filters by customer, day and inclusive range', () => {
    expect(jobsByCustomer(jobs, '1').map((j) => j.id)).toEqual(['a', 'c']);
    expect(jobsByDate(jobs, '2025-06-07').map((j) => j.id)).toEqual(['b']);
    expect(jobsInRange(jobs, '2025-06-01', '2025-06-07').map((j) => j.id)).toEqual(['a', 'b']);
  });
});
