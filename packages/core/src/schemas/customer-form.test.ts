import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues.ts';
import { customerFormSchema } from './customer-form.ts';

const valid = {
  name: '  Ana Lopez ',
  phone: ' (555) 123-4567 ',
  address: ' 1 Main St ',
  serviceType: ' Lawn Care ',
};

describe('customerFormSchema (spec §5)', () => {
  it('trims every text', () => {
    expect(customerFormSchema.parse(valid)).toEqual({
      name: 'Ana Lopez',
      phone: '(555) 123-4567',
      address: '1 Main St',
      serviceType: 'Lawn Care',
      email: '',
      businessName: '',
      notes: '',
    });
  });

  it('requires name, phone, address and service type', () => {
    expect(
      issuesOf(customerFormSchema, { name: ' ', phone: '', address: '\t', serviceType: '' }),
    ).toEqual({
      name: ['customers.nameRequired'],
      phone: ['customers.phoneRequired'],
      address: ['customers.addressRequired'],
      serviceType: ['customers.serviceTypeRequired'],
    });
    expect(issuesOf(customerFormSchema, {})).toEqual({
      name: ['customers.nameRequired'],
      phone: ['customers.phoneRequired'],
      address: ['customers.addressRequired'],
      serviceType: ['customers.serviceTypeRequired'],
    });
  });

  it('accepts only digits, spaces, hyphens, parentheses, dots and plus in the phone', () => {
    expect(issuesOf(customerFormSchema, { ...valid, phone: '555-CALL' })).toEqual({
      phone: ['customers.phoneInvalid'],
    });
    expect(issuesOf(customerFormSchema, { ...valid, phone: '+1 (555) 123.4567' })).toEqual({});
  });

  it('checks an e-mail only when one is given', () => {
    expect(issuesOf(customerFormSchema, { ...valid, email: 'nope' })).toEqual({
      email: ['customers.emailInvalid'],
    });
    expect(customerFormSchema.parse({ ...valid, email: ' Ana@X.io ' }).email).toBe('ana@x.io');
  });
});
