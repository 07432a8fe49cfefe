// The numbers, names and lists of spec §3 and §9, in one place so the web app and the server
// cannot drift apart. Durations are in milliseconds. The screen's own timings and page sizes are
// the web app's (apps/web/src/config/ui.ts, decision 039).
import type { BusinessProfile, Weekday } from './entities.ts';

export const APP_NAME = 'JobTrack';
export const APP_VERSION = '1.0.0';
export const ICON_CACHE_VERSION = '1.0.0';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const SESSION_LIFETIME_MS = 2_592_000_000;

export const PAGINATION_ALL_PAGES_THRESHOLD = 7;

export const NOTIFICATION_BADGE_CAP = 9;

export const PHONE_MAX_DIGITS = 10;

export const ANALYTICS_EVENTS_KEPT = { app: 50, demo: 100, waitlist: 200 } as const;

export const OVERDUE_PAYMENT_DAYS = 7;
export const LARGE_BALANCE_THRESHOLD = 500;
export const INACTIVE_CUSTOMER_DAYS = 30;

export const DEMO_JOB_DURATION_MINUTES = 120;
export const DEMO_CUSTOMER_COUNT = 4;
export const DEMO_JOB_COUNT = 6;
export const DEMO_STATS = {
  completedJobs: 2,
  unpaidJobs: 4,
  thisWeekJobs: 3,
  revenue: 930,
  pendingRevenue: 705,
} as const;
export const WAITLIST_SAMPLE_CUSTOMER_COUNT = 2;
export const WAITLIST_SAMPLE_JOB_COUNT = 1;

export const DEFAULT_HOURLY_RATE = 75;
export const DEFAULT_MINIMUM_CHARGE = 50;
export const DEFAULT_CURRENCY = 'USD';

export const GENERAL_SERVICE = 'General Service';
export const UNKNOWN_CUSTOMER = 'Unknown Customer';
export const OTHER_SERVICE_TYPE = 'Other';

export const CUSTOMER_ID_PREFIX = 'customer-';
export const JOB_ID_PREFIX = 'job-';
export const DEMO_SAMPLE_CUSTOMER_ID = 'demo-customer';

/** `source` of a waitlist join: the spec names 'demo-mode' for the modal; the inline one is ours. */
export const WAITLIST_SOURCES = { modal: 'demo-mode', inline: 'landing-page' } as const;

export const BACKUP_FILE_PREFIX = 'jobtrack-backup-';
/**
 * The current backup format: version 2 adds the series; files without them still read. Here,
 * not beside the file's schema, so code that only writes the number does not load zod.
 */
export const BACKUP_VERSION = 2;

// NOTE: spec §3 — the four choice lists differ on purpose (demo data, customer form, job form,
// profile); keep each exactly as written, order included.
export const DEMO_SERVICE_TYPES = [
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
] as const;

/** The ten trades the customer form and the profile list alike, in the same order (spec §3). */
const SHARED_TRADES = [
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
] as const;

export const CUSTOMER_SERVICE_TYPES = [
  'Lawn Care',
  'House Cleaning',
  'Handyman Services',
  'Landscaping',
  ...SHARED_TRADES,
  'Other',
] as const;

export const JOB_SERVICE_TYPES = [
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
] as const;

export const PROFILE_SERVICE_TYPES = [
  'Lawn Care',
  'Landscaping',
  'House Cleaning',
  'Handyman Services',
  ...SHARED_TRADES,
  'Carpet Cleaning',
  'Window Cleaning',
] as const;

/**
 * Browser-storage keys (spec §3). The spec fixes `auth_token`, `{product}_user` and
 * `jobtrack_waitlist_emails`; the others are named by purpose only, so the names are ours.
 */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  user: 'jobtrack_user',
  waitlistEmails: 'jobtrack_waitlist_emails',
  session: 'jobtrack_session',
  users: 'jobtrack_users',
  theme: 'jobtrack_theme',
  language: 'jobtrack_language',
  dismissedNotifications: 'jobtrack_dismissed_notifications',
  analyticsSession: 'jobtrack_analytics_session',
  sessionStart: 'jobtrack_session_start',
  analyticsEvents: 'jobtrack_analytics_events',
  businessProfile: 'jobtrack_business_profile',
  iconCacheVersion: 'jobtrack_icon_cache_version',
  // Beyond the spec's list: waitlist-mode data and the settings toggle need a home too.
  localCustomers: 'jobtrack_customers',
  localJobs: 'jobtrack_jobs',
  notificationsEnabled: 'jobtrack_notifications_enabled',
  // Issue 13: what this device's QR codes hold (decision 025).
  qrStyle: 'jobtrack_qr_style',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Display order of the week on the profile screen. */
export const WEEKDAYS: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/**
 * The business profile before the owner edits it (spec §3): text fields are empty because the
 * spec's defaults are placeholders (hints in the inputs), not values. A function, so each caller
 * gets its own copy to edit.
 */
export const createDefaultBusinessProfile = (): BusinessProfile => ({
  businessName: '',
  ownerName: '',
  email: '',
  phone: '',
  address: '',
  website: '',
  bio: '',
  serviceTypes: [],
  businessHours: {
    monday: { open: '08:00', close: '17:00', closed: false },
    tuesday: { open: '08:00', close: '17:00', closed: false },
    wednesday: { open: '08:00', close: '17:00', closed: false },
    thursday: { open: '08:00', close: '17:00', closed: false },
    friday: { open: '08:00', close: '17:00', closed: false },
    saturday: { open: '09:00', close: '15:00', closed: false },
    sunday: { open: '10:00', close: '14:00', closed: true },
  },
  pricing: {
    hourlyRate: DEFAULT_HOURLY_RATE,
    minimumCharge: DEFAULT_MINIMUM_CHARGE,
    currency: DEFAULT_CURRENCY,
  },
});

export const DEFAULT_BUSINESS_PROFILE: Readonly<BusinessProfile> = createDefaultBusinessProfile();
