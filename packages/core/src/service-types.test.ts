import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_SERVICE_TYPES,
  DEMO_SERVICE_TYPES,
  JOB_SERVICE_TYPES,
  PROFILE_SERVICE_TYPES,
} from './constants.ts';
import { jobServiceTypeForCustomer, lastJobPrice, serviceTypeFields } from './service-types.ts';
import { makeJob } from './testing/factories.ts';

describe('serviceTypeFields', () => {
  it('shows a listed type as itself and any other as Other with its own words', () => {
    expect(serviceTypeFields('Pool Cleaning')).toEqual({
      serviceType: 'Pool Cleaning',
      customServiceType: '',
    });
    expect(serviceTypeFields('Landscape Design')).toEqual({
      serviceType: 'Other',
      customServiceType: 'Landscape Design',
    });
    expect(serviceTypeFields('')).toEqual({ serviceType: '', customServiceType: '' });
  });
});

describe('jobServiceTypeForCustomer', () => {
  const job = (type: string) => jobServiceTypeForCustomer(type);

  it('maps the customer types of spec §3 onto the job types', () => {
    const expected: Record<(typeof CUSTOMER_SERVICE_TYPES)[number], string | null> = {
      'Lawn Care': 'Lawn Mowing',
      'House Cleaning': 'House Cleaning',
      'Handyman Services': 'Handyman Services',
      Landscaping: 'Garden Maintenance',
      'Pool Maintenance': 'Pool Maintenance',
      'Pest Control': 'Pest Control',
      'HVAC Services': 'HVAC Service',
      Plumbing: 'Plumbing Repair',
      Electrical: 'Electrical Work',
      Painting: 'Painting',
      Roofing: 'Other',
      'Tree Services': 'Tree Trimming',
      'Snow Removal': 'Snow Removal',
      'Pressure Washing': 'Pressure Washing',
      Other: null,
    };
    for (const type of CUSTOMER_SERVICE_TYPES) {
      expect(job(type)?.serviceType ?? null, type).toBe(expected[type]);
    }
  });

  it("gives 'Other' plus the customer's words when no job type matches", () => {
    expect(job('Roofing')).toEqual({ serviceType: 'Other', customServiceType: 'Roofing' });
    expect(job(' Landscape Design ')).toEqual({
      serviceType: 'Other',
      customServiceType: 'Landscape Design',
    });
  });

  it('matches without case and offers nothing for no type, General Service or a bare Other', () => {
    expect(job('lawn care')).toEqual({ serviceType: 'Lawn Mowing', customServiceType: '' });
    expect(job('hedge trimming')).toEqual({
      serviceType: 'Hedge Trimming',
      customServiceType: '',
    });
    for (const none of ['', '  ', 'General Service', 'other']) expect(job(none)).toBeNull();
  });

  it('gives every customer, profile and demo type a job choice', () => {
    const jobTypes: readonly string[] = JOB_SERVICE_TYPES;
    for (const type of [
      ...CUSTOMER_SERVICE_TYPES,
      ...PROFILE_SERVICE_TYPES,
      ...DEMO_SERVICE_TYPES,
    ]) {
      if (type === 'Other') continue;
      const prefill = jobServiceTypeForCustomer(type)!;
      expect(jobTypes).toContain(prefill.serviceType);
      if (prefill.serviceType === 'Other') expect(prefill.customServiceType).toBe(type);
    }
  });
});

describe('lastJobPrice', () => {
  const jobs = [
    makeJob({
      customerId: 'c1',
      serviceType: 'Lawn Mowing',
      scheduledDate: '2026-03-01',
      price: 40,
    }),
    makeJob({
      customerId: 'c1',
      serviceType: 'Lawn Mowing',
      scheduledDate: '2026-05-01',
      price: 55,
    }),
    makeJob({ customerId: 'c1', serviceType: 'Roofing', scheduledDate: '2026-06-01', price: 900 }),
    makeJob({
      customerId: 'c2',
      serviceType: 'Lawn Mowing',
      scheduledDate: '2026-07-01',
      price: 70,
    }),
  ];

  it("takes the customer's latest job of that service", () => {
    expect(lastJobPrice(jobs, 'c1', 'Lawn Mowing')).toBe(55);
    expect(lastJobPrice(jobs, 'c1', ' roofing ')).toBe(900);
    expect(lastJobPrice(jobs, 'c2', 'Lawn Mowing')).toBe(70);
  });

  it('breaks a same-day tie by the job created last', () => {
    const sameDay = [
      makeJob({
        customerId: 'c1',
        serviceType: 'Painting',
        scheduledDate: '2026-05-01',
        createdDate: '2026-04-01',
        price: 10,
      }),
      makeJob({
        customerId: 'c1',
        serviceType: 'Painting',
        scheduledDate: '2026-05-01',
        createdDate: '2026-04-02',
        price: 12,
      }),
    ];
    expect(lastJobPrice(sameDay, 'c1', 'Painting')).toBe(12);
  });

  it('is null without such a job, customer or service', () => {
    expect(lastJobPrice(jobs, 'c1', 'Painting')).toBeNull();
    expect(lastJobPrice(jobs, 'c3', 'Lawn Mowing')).toBeNull();
    expect(lastJobPrice(jobs, '', 'Lawn Mowing')).toBeNull();
    expect(lastJobPrice(jobs, 'c1', '')).toBeNull();
  });
});
