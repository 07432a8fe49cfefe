import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENTS_KEPT,
  APP_VERSION,
  CUSTOMER_ID_PREFIX,
  CUSTOMER_SERVICE_TYPES,
  DEFAULT_BUSINESS_PROFILE,
  DEFAULT_CURRENCY,
  DEFAULT_HOURLY_RATE,
  DEFAULT_MINIMUM_CHARGE,
  DEMO_CUSTOMER_COUNT,
  DEMO_JOB_COUNT,
  DEMO_JOB_DURATION_MINUTES,
  DEMO_SERVICE_TYPES,
  DEMO_STATS,
  GENERAL_SERVICE,
  ICON_CACHE_VERSION,
  INACTIVE_CUSTOMER_DAYS,
  JOB_ID_PREFIX,
  JOB_SERVICE_TYPES,
  LANGUAGES,
  LARGE_BALANCE_THRESHOLD,
  NOTIFICATION_BADGE_CAP,
  OVERDUE_PAYMENT_DAYS,
  PAGINATION_ALL_PAGES_THRESHOLD,
  PHONE_MAX_DIGITS,
  PROFILE_SERVICE_TYPES,
  SESSION_LIFETIME_MS,
  STORAGE_KEYS,
  THEMES,
  UNKNOWN_CUSTOMER,
  WAITLIST_SOURCES,
  createDefaultBusinessProfile,
} from './constants.ts';
import { MIN_PASSWORD_LENGTH } from './limits.ts';

describe('spec §9 numbers', () => {
  it('keeps a session for 30 days', () => {
    expect(SESSION_LIFETIME_MS).toBe(2_592_000_000);
    expect(SESSION_LIFETIME_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('has the paginator threshold (page sizes and timings: apps/web/src/config/ui.ts)', () => {
    expect(PAGINATION_ALL_PAGES_THRESHOLD).toBe(7);
  });

  it('has the form and badge limits', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(NOTIFICATION_BADGE_CAP).toBe(9);
    expect(PHONE_MAX_DIGITS).toBe(10);
  });

  it('keeps 50, 100 and 200 analytics events', () => {
    expect(ANALYTICS_EVENTS_KEPT).toEqual({ app: 50, demo: 100, waitlist: 200 });
  });

  it('has the notification thresholds', () => {
    expect(OVERDUE_PAYMENT_DAYS).toBe(7);
    expect(LARGE_BALANCE_THRESHOLD).toBe(500);
    expect(INACTIVE_CUSTOMER_DAYS).toBe(30);
  });

  it('has the demo data numbers', () => {
    expect(DEMO_JOB_DURATION_MINUTES).toBe(120);
    expect(DEMO_CUSTOMER_COUNT).toBe(4);
    expect(DEMO_JOB_COUNT).toBe(6);
    expect(DEMO_STATS).toEqual({
      completedJobs: 2,
      unpaidJobs: 4,
      thisWeekJobs: 3,
      revenue: 930,
      pendingRevenue: 705,
    });
  });

  it('has the pricing hints, currency and versions', () => {
    expect(DEFAULT_HOURLY_RATE).toBe(75);
    expect(DEFAULT_MINIMUM_CHARGE).toBe(50);
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(ICON_CACHE_VERSION).toBe('1.0.0');
    expect(APP_VERSION).toBe('1.0.0');
    expect(LANGUAGES).toEqual(['en', 'es']);
    expect(THEMES).toEqual(['light', 'dark']);
  });
});

describe('spec §3 names', () => {
  it('has the fallbacks and id prefixes', () => {
    expect(GENERAL_SERVICE).toBe('General Service');
    expect(UNKNOWN_CUSTOMER).toBe('Unknown Customer');
    expect(CUSTOMER_ID_PREFIX).toBe('customer-');
    expect(JOB_ID_PREFIX).toBe('job-');
    expect(WAITLIST_SOURCES.modal).toBe('demo-mode');
  });

  it('names the storage keys the spec fixes, and prefixes the others with jobtrack_', () => {
    expect(STORAGE_KEYS.authToken).toBe('auth_token');
    expect(STORAGE_KEYS.user).toBe('jobtrack_user');
    expect(STORAGE_KEYS.waitlistEmails).toBe('jobtrack_waitlist_emails');
    const others = Object.entries(STORAGE_KEYS).filter(([name]) => name !== 'authToken');
    for (const [, key] of others) expect(key).toMatch(/^jobtrack_[a-z_]+$/);
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a key for every purpose §3 lists', () => {
    expect(Object.keys(STORAGE_KEYS)).toEqual(
      expect.arrayContaining([
        'session',
        'users',
        'theme',
        'language',
        'dismissedNotifications',
        'analyticsSession',
        'sessionStart',
        'analyticsEvents',
        'businessProfile',
        'iconCacheVersion',
      ]),
    );
  });
});

describe('service type choices (spec §3)', () => {
  it('lists the 15 demo types', () => {
    expect(DEMO_SERVICE_TYPES).toEqual([
      'Lawn Mowing',
      'Garden Cleanup',
      'Pressure Washing',
      'Tree Trimming',
      'Leaf Removal',
      'Fertilizer Application',
      'Hedge Trimming',
      'Mulching',
      'Weed Control',
      'Sprinkler Repair',
      'Landscape Design',
      'Snow Removal',
      'Gutter Cleaning',
      'Deck Staining',
      'Other',
    ]);
  });

  it('lists the 15 customer form types', () => {
    expect(CUSTOMER_SERVICE_TYPES).toEqual([
      'Lawn Care',
      'House Cleaning',
      'Handyman Services',
      'Landscaping',
      'Pool Maintenance',
      'Pest Control',
      'HVAC Services',
      'Plumbing',
      'Electrical',
      'Painting',
      'Roofing',
      'Tree Services',
      'Snow Removal',
      'Pressure Washing',
      'Other',
    ]);
  });

  it('lists the 21 job form types', () => {
    expect(JOB_SERVICE_TYPES).toEqual([
      'Lawn Mowing',
      'Hedge Trimming',
      'Leaf Removal',
      'Garden Maintenance',
      'House Cleaning',
      'Deep Clean',
      'Window Cleaning',
      'Carpet Cleaning',
      'Plumbing Repair',
      'Electrical Work',
      'Painting',
      'Handyman Services',
      'Pool Cleaning',
      'Pool Maintenance',
      'Pest Control',
      'HVAC Service',
      'Pressure Washing',
      'Gutter Cleaning',
      'Snow Removal',
      'Tree Trimming',
      'Other',
    ]);
  });

  it('lists the 16 profile types, without Other', () => {
    expect(PROFILE_SERVICE_TYPES).toEqual([
      'Lawn Care',
      'Landscaping',
      'House Cleaning',
      'Handyman Services',
      'Pool Maintenance',
      'Pest Control',
      'HVAC Services',
      'Plumbing',
      'Electrical',
      'Painting',
      'Roofing',
      'Tree Services',
      'Snow Removal',
      'Pressure Washing',
      'Carpet Cleaning',
      'Window Cleaning',
    ]);
  });

  it('has the counts the spec names', () => {
    expect([
      DEMO_SERVICE_TYPES.length,
      CUSTOMER_SERVICE_TYPES.length,
      JOB_SERVICE_TYPES.length,
      PROFILE_SERVICE_TYPES.length,
    ]).toEqual([15, 15, 21, 16]);
  });
});

describe('default business profile (spec §3)', () => {
  it('opens Mon-Fri 08:00-17:00 and Sat 09:00-15:00, and Sunday is closed 10:00-14:00', () => {
    const hours = DEFAULT_BUSINESS_PROFILE.businessHours;
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
      expect(hours[day]).toEqual({ open: '08:00', close: '17:00', closed: false });
    }
    expect(hours.saturday).toEqual({ open: '09:00', close: '15:00', closed: false });
    expect(hours.sunday).toEqual({ open: '10:00', close: '14:00', closed: true });
  });

  it('prices at 75 an hour, 50 minimum, in USD', () => {
    expect(DEFAULT_BUSINESS_PROFILE.pricing).toEqual({
      hourlyRate: 75,
      minimumCharge: 50,
      currency: 'USD',
    });
  });

  it('gives every caller its own copy', () => {
    const mine = createDefaultBusinessProfile();
    mine.businessHours.monday.closed = true;
    expect(createDefaultBusinessProfile().businessHours.monday.closed).toBe(false);
    expect(DEFAULT_BUSINESS_PROFILE.businessHours.monday.closed).toBe(false);
  });
});
