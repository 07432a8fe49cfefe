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
    });
  });
});
