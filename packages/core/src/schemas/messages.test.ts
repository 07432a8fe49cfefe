import { describe, expect, it } from 'vitest';
import { createDefaultBusinessProfile } from '../constants.ts';
import { issuesOf } from '../testing/issues.ts';
import { signInFormSchema, signUpFormSchema } from './auth.ts';
import { customerFormSchema } from './customer-form.ts';
import { jobFormSchema } from './job-form.ts';
import { isValidationMessageKey, validationMessage, validationMessages } from './messages.ts';
import { profileFormSchema } from './profile-form.ts';
import { waitlistInlineFormSchema, waitlistModalFormSchema } from './waitlist.ts';

describe('validationMessages', () => {
  it('says in English exactly what the spec says', () => {
    expect(validationMessages.en).toMatchObject({
      'auth.emailRequired': 'Email is required',
      'auth.emailInvalid': 'Please enter a valid email',
      'auth.passwordRequired': 'Password is required',
      'waitlist.emailRequired': 'Please enter your email address',
      'waitlist.emailInvalid': 'Please enter a valid email address',
      'customers.nameRequired': 'Customer name is required',
      'customers.phoneRequired': 'Phone number is required',
      'customers.phoneInvalid': 'Please enter a valid phone number',
      'customers.addressRequired': 'Address is required',
      'customers.serviceTypeRequired': 'Service type is required',
      'jobs.customerRequired': 'Please select a customer',
      'jobs.serviceTypeRequired': 'Service type is required',
      'jobs.dateRequired': 'Scheduled date is required',
      'jobs.priceRequired': 'Price is required',
      'jobs.priceInvalid': 'Please enter a valid price',
      'profile.businessNameRequired': 'Business name is required',
      'profile.ownerNameRequired': 'Owner name is required',
      'profile.emailRequired': 'Email is required',
      'profile.emailInvalid': 'Please enter a valid email address',
      'profile.phoneRequired': 'Phone number is required',
      'profile.addressRequired': 'Business address is required',
      'profile.serviceTypesRequired': 'Please select at least one service type',
      'settings.invalidFileFormat': 'Invalid file format. Please select a valid backup file.',
      'settings.invalidJson': 'Invalid JSON file. Please select a valid backup file.',
    });
  });

  it('names the minimum password length of §9', () => {
    expect(validationMessages.en['auth.passwordMinLength']).toContain('6');
    expect(validationMessages.es['auth.passwordMinLength']).toContain('6');
  });

  it('has the same keys in English and Spanish, none empty, none left in English', () => {
    const enKeys = Object.keys(validationMessages.en).sort();
    expect(Object.keys(validationMessages.es).sort()).toEqual(enKeys);
    for (const key of enKeys) {
      const k = key as keyof typeof validationMessages.en;
      expect(validationMessages.es[k]).not.toBe('');
      expect(validationMessages.es[k]).not.toBe(validationMessages.en[k]);
    }
  });

  it('looks a key up, and passes an unknown one through', () => {
    expect(validationMessage('jobs.priceInvalid')).toBe('Please enter a valid price');
    expect(validationMessage('jobs.priceInvalid', 'es')).toBe('Introduce un precio válido');
    expect(validationMessage('not.a.key')).toBe('not.a.key');
    expect(isValidationMessageKey('toString')).toBe(false);
  });

  it('has words for every message the form schemas can give', () => {
    const profile = createDefaultBusinessProfile();
    const failures = [
      issuesOf(signInFormSchema, { email: '', password: '' }),
      issuesOf(signInFormSchema, { email: 'x', password: 'p' }),
      issuesOf(signUpFormSchema, { name: '', email: '', password: '', confirmPassword: '' }),
      issuesOf(signUpFormSchema, {
        name: 'a',
        email: 'a@b.co',
        password: '1',
        confirmPassword: '2',
      }),
      issuesOf(waitlistInlineFormSchema, { email: '' }),
      issuesOf(waitlistInlineFormSchema, { email: 'x' }),
      issuesOf(waitlistModalFormSchema, { email: 'x' }),
      issuesOf(customerFormSchema, {}),
      issuesOf(customerFormSchema, {
        name: 'a',
        phone: 'x',
        address: 'a',
        serviceType: 'a',
        email: 'x',
      }),
      issuesOf(jobFormSchema, {}),
      issuesOf(jobFormSchema, {
        customerId: 'c',
        serviceType: 'Other',
        scheduledDate: 'x',
        price: 'x',
      }),
      issuesOf(profileFormSchema, { ...profile, serviceTypes: [] }),
      issuesOf(profileFormSchema, {
        ...profile,
        email: 'x',
        website: 'ftp://x',
        profileImage: 'x',
        businessHours: {
          ...profile.businessHours,
          sunday: { open: 'x', close: 'y', closed: true },
        },
        pricing: { ...profile.pricing, minimumCharge: -1 },
      }),
    ];
    const messages = new Set(failures.flatMap((issues) => Object.values(issues).flat()));
    expect(messages.size).toBeGreaterThan(25);
    for (const message of messages) expect(isValidationMessageKey(message), message).toBe(true);
  });
});
