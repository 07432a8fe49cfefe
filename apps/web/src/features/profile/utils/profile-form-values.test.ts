import { createDefaultBusinessProfile, validationMessage } from '@jobtrack/core';
import { describe, expect, it } from 'vitest';
import {
  toFormValues,
  validateProfileForm,
  type ProfileFormValues,
} from './profile-form-values.ts';

const filled = (): ProfileFormValues =>
  toFormValues({
    ...createDefaultBusinessProfile(),
    businessName: 'Green Valley Landscaping',
    ownerName: 'Alex Johnson',
    email: 'alex@greenvalley.com',
    phone: '(555) 123-4567',
    address: '123 Main Street',
    serviceTypes: ['Lawn Care'],
  });

const messages = (values: ProfileFormValues) => {
  const result = validateProfileForm(values);
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, key]) => [field, validationMessage(key ?? '')]),
  );
};

describe('profile validation (spec §5)', () => {
  it('names every required field with the spec text', () => {
    expect(
      messages({
        ...filled(),
        businessName: ' ',
        ownerName: '',
        email: '',
        phone: '',
        address: '',
        serviceTypes: [],
      }),
    ).toEqual({
      businessName: 'Business name is required',
      ownerName: 'Owner name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      address: 'Business address is required',
      serviceTypes: 'Please select at least one service type',
    });
  });

  it('wants a valid e-mail', () => {
    expect(messages({ ...filled(), email: 'alex@' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('leaves website, description and pricing optional', () => {
    const result = validateProfileForm({
      ...filled(),
      website: '',
      bio: '',
      pricing: { hourlyRate: '', minimumCharge: '', currency: 'USD' },
    });
    expect(result).toMatchObject({
      ok: true,
      profile: {
        website: '',
        bio: '',
        pricing: { hourlyRate: 75, minimumCharge: 50, currency: 'USD' },
      },
    });
  });

  it('reads the rates as numbers, to the cent, and refuses negative ones', () => {
    const result = validateProfileForm({
      ...filled(),
      pricing: { hourlyRate: '82.555', minimumCharge: '0', currency: 'USD' },
    });
    expect(result).toMatchObject({
      ok: true,
      profile: { pricing: { hourlyRate: 82.56, minimumCharge: 0 } },
    });
    expect(
      messages({
        ...filled(),
        pricing: { hourlyRate: '-5', minimumCharge: 'abc', currency: 'USD' },
      }),
    ).toEqual({
      'pricing.hourlyRate': 'Please enter a valid amount',
      'pricing.minimumCharge': 'Please enter a valid amount',
    });
  });

  it('takes only http(s) websites, adding https:// when left out', () => {
    expect(validateProfileForm({ ...filled(), website: 'greenvalley.com' })).toMatchObject({
      ok: true,
      profile: { website: 'https://greenvalley.com' },
    });
    expect(messages({ ...filled(), website: 'javascript:alert(1)' })).toEqual({
      website: 'Please enter a valid website (http:// or https://)',
    });
  });

  it('checks each open day’s times', () => {
    const values = filled();
    values.businessHours.monday = { open: '', close: '17:00', closed: false };
    expect(messages(values)).toEqual({ 'businessHours.monday.open': 'Please enter a valid time' });
  });

  it('gives the profile trimmed, without an empty picture', () => {
    const result = validateProfileForm({ ...filled(), businessName: '  Valley Co  ' });
    expect(result.ok && result.profile.businessName).toBe('Valley Co');
    expect(result.ok && 'profileImage' in result.profile).toBe(false);
  });
});

describe('profile limits of the server (issue 11)', () => {
  it('names each field past its limit, before saving', () => {
    expect(
      messages({
        ...filled(),
        businessName: 'a'.repeat(201),
        bio: 'b'.repeat(2001),
        serviceTypes: ['c'.repeat(101)],
        pricing: { hourlyRate: '1000000.01', minimumCharge: '2000000', currency: 'USD' },
      }),
    ).toEqual({
      businessName: 'Business name must be at most 200 characters',
      bio: 'The text about your business must be at most 2,000 characters',
      serviceTypes: 'A service type must be at most 100 characters',
      // The rate is kept to the cent, so 1,000,000.01 is too high rather than too precise.
      'pricing.hourlyRate': 'Enter an amount of at most $1,000,000',
      'pricing.minimumCharge': 'Enter an amount of at most $1,000,000',
    });
  });

  it('refuses a picture that is not a PNG, JPEG, WebP or GIF data URL', () => {
    expect(messages({ ...filled(), profileImage: 'data:image/svg+xml;base64,PHN2Zz4=' })).toEqual({
      profileImage: 'Please choose an image file',
    });
  });
});

describe('the payment link (decision 060)', () => {
  it('keeps an https link, trimmed, and nothing when left empty', () => {
    const saved = validateProfileForm({
      ...filled(),
      paymentLink: ' https://paypal.me/greenvalley ',
    });
    expect(saved.ok && saved.profile.paymentLink).toBe('https://paypal.me/greenvalley');
    const empty = validateProfileForm(filled());
    expect(empty.ok && empty.profile.paymentLink).toBe('');
  });

  it('refuses a link that is not https, or too long, with its own message', () => {
    expect(messages({ ...filled(), paymentLink: 'http://paypal.me/greenvalley' })).toEqual({
      paymentLink: 'Please enter a payment link that starts with https://',
    });
    expect(messages({ ...filled(), paymentLink: 'javascript:alert(1)' })).toEqual({
      paymentLink: 'Please enter a payment link that starts with https://',
    });
    expect(messages({ ...filled(), paymentLink: `https://paypal.me/${'a'.repeat(500)}` })).toEqual({
      paymentLink: 'The payment link must be at most 500 characters',
    });
  });
});
