import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues.ts';
import {
  jobEditFormSchema,
  jobFieldsFromForm,
  jobFormSchema,
  resolveServiceType,
} from './job-form.ts';

const valid = {
  customerId: 'customer-1',
  serviceType: 'Lawn Mowing',
  scheduledDate: '2024-03-06',
  price: '75.50',
  notes: ' Back gate ',
};

describe('jobFormSchema (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(jobFormSchema.parse(valid)).toEqual({
      ...valid,
      notes: 'Back gate',
      customServiceType: '',
      startTime: '',
      windowEnd: '',
    });
  });

  it('requires customer, service type, date and price', () => {
    expect(
      issuesOf(jobFormSchema, { customerId: '', serviceType: '', scheduledDate: '', price: '' }),
    ).toEqual({
      customerId: ['jobs.customerRequired'],
      serviceType: ['jobs.serviceTypeRequired'],
      scheduledDate: ['jobs.dateRequired'],
      price: ['jobs.priceRequired'],
    });
  });

  it('needs a price that parses to a number of at least 0', () => {
    expect(issuesOf(jobFormSchema, { ...valid, price: '-5' })).toEqual({
      price: ['jobs.priceInvalid'],
    });
    expect(issuesOf(jobFormSchema, { ...valid, price: 'abc' })).toEqual({
      price: ['jobs.priceInvalid'],
    });
    expect(issuesOf(jobFormSchema, { ...valid, price: '0' })).toEqual({});
  });

  it('needs a real date', () => {
    expect(issuesOf(jobFormSchema, { ...valid, scheduledDate: '2024-02-30' })).toEqual({
      scheduledDate: ['jobs.dateInvalid'],
    });
  });

  it("needs the custom service type when 'Other' is chosen", () => {
    expect(
      issuesOf(jobFormSchema, { ...valid, serviceType: 'Other', customServiceType: ' ' }),
    ).toEqual({
      customServiceType: ['jobs.customServiceTypeRequired'],
    });
    expect(
      issuesOf(jobFormSchema, { ...valid, serviceType: 'Other', customServiceType: 'Boat wash' }),
    ).toEqual({});
  });

  it('does not ask for a customer when editing', () => {
    const { customerId: _customerId, ...edit } = valid;
    expect(issuesOf(jobEditFormSchema, edit)).toEqual({});
    expect(issuesOf(jobFormSchema, edit)).toEqual({ customerId: ['jobs.customerRequired'] });
  });
});

describe('resolveServiceType / jobFieldsFromForm', () => {
  it("saves the custom text for 'Other'", () => {
    expect(resolveServiceType({ serviceType: 'Other', customServiceType: ' Boat wash ' })).toBe(
      'Boat wash',
    );
    expect(resolveServiceType({ serviceType: 'Painting', customServiceType: 'ignored' })).toBe(
      'Painting',
    );
  });

  it('turns the price into a number', () => {
    const form = jobFormSchema.parse({
      ...valid,
      serviceType: 'Other',
      customServiceType: 'Boat wash',
    });
    expect(jobFieldsFromForm(form)).toEqual({
      serviceType: 'Boat wash',
      scheduledDate: '2024-03-06',
      price: 75.5,
      notes: 'Back gate',
      startTime: '',
      windowEnd: '',
    });
  });
});

describe('start time and arrival window (decision 026)', () => {
  const base = {
    customerId: 'customer-1',
    serviceType: 'Lawn Mowing',
    scheduledDate: '2026-11-25',
    price: '40',
  };
  const issues = (values: Record<string, string>) => {
    const result = jobFormSchema.safeParse({ ...base, ...values });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message]);
  };

  it('takes no time, a start time, or a start time with a later window end', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ startTime: '08:30' })).toEqual([]);
    expect(issues({ startTime: '08:30', windowEnd: '10:00' })).toEqual([]);
    expect(
      jobFieldsFromForm(jobFormSchema.parse({ ...base, startTime: '08:30', windowEnd: '10:00' })),
    ).toMatchObject({ startTime: '08:30', windowEnd: '10:00' });
  });

  it('refuses a bad time, an end without a start and an end not after the start', () => {
    expect(issues({ startTime: '25:00' })).toEqual([['startTime', 'jobs.timeInvalid']]);
    expect(issues({ windowEnd: '10:00' })).toEqual([['windowEnd', 'jobs.windowEndNeedsStart']]);
    expect(issues({ startTime: '10:00', windowEnd: '10:00' })).toEqual([
      ['windowEnd', 'jobs.windowEndBeforeStart'],
    ]);
  });
});
