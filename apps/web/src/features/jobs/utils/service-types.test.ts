import {
  CUSTOMER_SERVICE_TYPES,
  DEMO_SERVICE_TYPES,
  JOB_SERVICE_TYPES,
  PROFILE_SERVICE_TYPES,
} from '@jobtrack/core';
import { describe, expect, it } from 'vitest';
import {
  jobServiceTypeForCustomer,
  serviceTypeFields,
  serviceTypeOptions,
} from './service-types.ts';
import { serviceTypeLabel } from '../../../lib/service-types.ts';
import { createTestI18n } from '../../../test/render.tsx';

describe('job service types', () => {
  it('offers the 21 choices of the job form: English values, labels in the UI language', () => {
    const options = serviceTypeOptions((value) => serviceTypeLabel(createTestI18n('es').t, value));
    expect(options).toHaveLength(21);
    expect(options.map((option) => option.value)).toEqual([...JOB_SERVICE_TYPES]);
    expect(options.at(-1)).toEqual({ value: 'Other', label: 'Otro' });
    expect(options[0]).toEqual({ value: 'Lawn Mowing', label: 'Corte de césped' });
  });

  it('shows a type outside the list as Other with its own words', () => {
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

  it("maps a customer's type onto the job types (spec §5), else 'Other' with its words", () => {
    const job = (type: string) => jobServiceTypeForCustomer(type);
    expect(job('Lawn Care')).toEqual({ serviceType: 'Lawn Mowing', customServiceType: '' });
    expect(job('HVAC Services')).toEqual({ serviceType: 'HVAC Service', customServiceType: '' });
    expect(job('Plumbing')).toEqual({ serviceType: 'Plumbing Repair', customServiceType: '' });
    expect(job('Electrical')).toEqual({ serviceType: 'Electrical Work', customServiceType: '' });
    expect(job('Tree Services')).toEqual({ serviceType: 'Tree Trimming', customServiceType: '' });
    expect(job('Landscaping')).toEqual({
      serviceType: 'Garden Maintenance',
      customServiceType: '',
    });
    expect(job('Hedge Trimming')).toEqual({ serviceType: 'Hedge Trimming', customServiceType: '' });
    expect(job('Roofing')).toEqual({ serviceType: 'Other', customServiceType: 'Roofing' });
    expect(job(' Landscape Design ')).toEqual({
      serviceType: 'Other',
      customServiceType: 'Landscape Design',
    });
    for (const none of ['', 'General Service', 'Other']) expect(job(none)).toBeNull();
  });

  it('gives every customer, profile and demo type a job choice', () => {
    const jobTypes: readonly string[] = JOB_SERVICE_TYPES;
    for (const type of [
      ...CUSTOMER_SERVICE_TYPES,
      ...PROFILE_SERVICE_TYPES,
      ...DEMO_SERVICE_TYPES,
    ]) {
      const prefill = jobServiceTypeForCustomer(type);
      if (type === 'Other') continue;
      expect(jobTypes).toContain(prefill!.serviceType);
      if (prefill!.serviceType === 'Other') expect(prefill!.customServiceType).toBe(type);
    }
  });
});
