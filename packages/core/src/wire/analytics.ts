import { z } from 'zod';
import { optionalText } from '../fields.ts';
import { isoTimestamp, LONE_SURROGATE, text, wireSays } from './common.ts';

export const userType = z.enum(['waitlisted', 'authenticated', 'demo', 'anonymous']);
export const featureCategory = z.enum([
  'customer_management',
  'job_management',
  'qr_features',
  'settings',
  'navigation',
  'other',
]);

const MAX_PROPERTIES_BYTES = 4096;

/** Free-form event properties (page, sessionDuration, feature, …), bounded in size. */
const properties = z
  .record(text(64), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]))
  .refine(
    (value) => JSON.stringify(value).length <= MAX_PROPERTIES_BYTES,
    `properties must be at most ${MAX_PROPERTIES_BYTES} bytes`,
  )
  .refine((value) => !JSON.stringify(value).includes('\\u0000'), 'must not contain NUL bytes')
  .refine(
    (value) =>
      Object.entries(value).every(
        ([key, item]) =>
          !LONE_SURROGATE.test(key) && !(typeof item === 'string' && LONE_SURROGATE.test(item)),
      ),
    'must be valid Unicode text',
  );

/** POST /api/analytics/track: one analytics event (spec §3). */
export const analyticsEventBody = z.strictObject({
  event: text(100).min(1, 'event is required'),
  properties: properties.optional(),
  userId: optionalText(100, wireSays(100)).nullish(),
  sessionId: optionalText(100, wireSays(100)).nullish(),
  timestamp: isoTimestamp.optional(),
  demoMode: z.boolean().optional(),
  userType: userType.optional(),
});

/** POST /api/analytics/session: one analytics session (spec §3). */
export const analyticsSessionBody = z.strictObject({
  sessionId: text(100).min(1, 'sessionId is required'),
  userId: optionalText(100, wireSays(100)).nullish(),
  demoMode: z.boolean().optional(),
  userType: userType.optional(),
  referrer: optionalText(2000, wireSays(2000)).nullish(),
  userAgent: optionalText(1000, wireSays(1000)).nullish(),
  landingPage: optionalText(2000, wireSays(2000)).nullish(),
  timestamp: isoTimestamp.optional(),
});

export const analyticsQueryName = z.enum([
  'conversion_rates',
  'popular_features',
  'demo_engagement',
  'user_journeys',
]);
export const analyticsTimeframe = z.enum(['24h', '7d', '30d', '90d', 'all']);

export const analyticsFilters = z.strictObject({
  userType: userType.optional(),
  demoMode: z.boolean().optional(),
});

/** GET /api/analytics/query?query=&timeframe=&filters={json} */
export const analyticsQuery = z.strictObject({
  query: analyticsQueryName,
  timeframe: analyticsTimeframe.optional(),
  filters: text(500)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return {};
      try {
        const parsed = analyticsFilters.safeParse(JSON.parse(value));
        if (parsed.success) return parsed.data;
      } catch {
        // falls through to the issue below
      }
      ctx.addIssue({ code: 'custom', message: 'filters must be a JSON object of known filters' });
      return z.NEVER;
    }),
});

export type AnalyticsEventBody = z.output<typeof analyticsEventBody>;
export type AnalyticsSessionBody = z.output<typeof analyticsSessionBody>;
export type AnalyticsQuery = z.output<typeof analyticsQuery>;
export type AnalyticsQueryName = z.output<typeof analyticsQueryName>;
export type AnalyticsTimeframe = z.output<typeof analyticsTimeframe>;
