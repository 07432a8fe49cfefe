import { describe, expect, it } from 'vitest';
import { createDefaultBusinessProfile } from '../constants.ts';
import type { BusinessProfile } from '../entities.ts';
import { issuesOf } from '../testing/issues.ts';
import { normalizeWebsite, profileFormSchema } from './profile-form.ts';

const valid = {
  ...createDefaultBusinessProfile(),
  businessName: ' Green Lawns ',
  ownerName: ' Ana Lopez ',
  email: ' Ana@GreenLawns.com ',
  phone: '(555) 123-4567',
  address: '1 Main St',
  serviceTypes: ['Lawn Care'],
};

describe('profileFormSchema (spec §5)', () => {
  it('gives a whole business profile, trimmed', () => {
    const profile: BusinessProfile = profileFormSchema.parse(valid);
    expect(profile.businessName).toBe('Green Lawns');
    expect(profile.ownerName).toBe('Ana Lopez');
    expect(profile.email).toBe('ana@greenlawns.com');
    expect(profile.website).toBe('');
    expect(profile.pricing).toEqual({ hourlyRate: 75, minimumCharge: 50, currency: 'USD' });
  });

  it('requires the business fields with their own messages', () => {
    expect(
      issuesOf(profileFormSchema, {
        ...valid,
        businessName: '',
        ownerName: '',
        email: '',
        phone: '',
        address: '',
        serviceTypes: [],
      }),
    ).toEqual({
      businessName: ['profile.businessNameRequired'],
      ownerName: ['profile.ownerNameRequired'],
      email: ['profile.emailRequired'],
      phone: ['profile.phoneRequired'],
      address: ['profile.addressRequired'],
      serviceTypes: ['profile.serviceTypesRequired'],
    });
  });

  it('requires a valid e-mail', () => {
    expect(issuesOf(profileFormSchema, { ...valid, email: 'ana@' })).toEqual({
      email: ['profile.emailInvalid'],
    });
  });

  it('takes only http(s) websites, adding https:// when the scheme is left out', () => {
    expect(profileFormSchema.parse({ ...valid, website: 'greenlawns.com' }).website).toBe(
      'https://greenlawns.com',
    );
    expect(profileFormSchema.parse({ ...valid, website: 'http://x.io/a?b=1' }).website).toBe(
      'http://x.io/a?b=1',
    );
    for (const website of ['javascript:alert(1)', 'ftp://x.io', 'not a site']) {
      expect(issuesOf(profileFormSchema, { ...valid, website })).toEqual({
        website: ['profile.websiteInvalid'],
      });
    }
  });

  it('checks times and amounts', () => {
    const hours = {
      ...valid.businessHours,
      monday: { open: '8am', close: '17:00', closed: false },
    };
    expect(issuesOf(profileFormSchema, { ...valid, businessHours: hours })).toEqual({
      'businessHours.monday.open': ['profile.timeInvalid'],
    });
    expect(
      issuesOf(profileFormSchema, { ...valid, pricing: { ...valid.pricing, hourlyRate: -1 } }),
    ).toEqual({ 'pricing.hourlyRate': ['profile.rateInvalid'] });
  });

  it('takes an image only as an image data URL', () => {
    expect(
      issuesOf(profileFormSchema, { ...valid, profileImage: 'data:image/png;base64,AAA' }),
    ).toEqual({});
    expect(issuesOf(profileFormSchema, { ...valid, profileImage: 'javascript:x' })).toEqual({
      profileImage: ['profile.imageInvalid'],
    });
  });
});

describe('normalizeWebsite', () => {
  it('keeps empty as empty', () => {
    expect(normalizeWebsite('  ')).toBe('');
  });
  it('refuses a host without a dot', () => {
    expect(normalizeWebsite('https://localhost')).toBeNull();
  });
});
