// The analytics event and session of spec §3, built so the server's strict schemas
// (@jobtrack/core/wire) always take them: bounded texts, flat properties, ISO timestamps.
import type { FeatureCategory, UserType } from '@jobtrack/core';
import type {
  AnalyticsEventBody as AnalyticsEvent,
  AnalyticsSessionBody as AnalyticsSession,
} from '@jobtrack/core/wire';
import type { AnalyticsSessionState } from './session.ts';

export type AnalyticsContext = {
  /** The signed-in user's id; null for an anonymous visitor. */
  userId: string | null;
  userType: UserType;
  /** Whether the app runs in demo mode (the server's setting). */
  demoMode: boolean;
};

export type EventExtras = Record<string, string | number | boolean | null>;

export const PAGE_VIEW_EVENT = 'page_view';
export const FEATURE_USED_EVENT = 'feature_used';

const MAX_EXTRAS = 10;

/** At most `max` UTF-16 units, never cutting a surrogate pair in half (the server refuses it). */
export const clip = (value: string, max: number): string => {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
};

const baseFields = (context: AnalyticsContext, session: AnalyticsSessionState, now: Date) => ({
  ...(context.userId ? { userId: clip(context.userId, 100) } : {}),
  sessionId: session.sessionId,
  timestamp: now.toISOString(),
  demoMode: context.demoMode,
  userType: context.userType,
});

/** page, sessionDuration (ms since the session started) and timestamp, plus the extras. */
const properties = (
  page: string,
  session: AnalyticsSessionState,
  now: Date,
  extras: EventExtras = {},
): NonNullable<AnalyticsEvent['properties']> => {
  const bounded = Object.entries(extras)
    .slice(0, MAX_EXTRAS)
    .map(([key, value]) => [clip(key, 64), typeof value === 'string' ? clip(value, 200) : value]);
  return {
    ...Object.fromEntries(bounded),
    page: clip(page, 500),
    sessionDuration: Math.max(0, now.getTime() - session.startedAt),
    timestamp: now.toISOString(),
  };
};

export const pageViewEvent = (
  context: AnalyticsContext,
  session: AnalyticsSessionState,
  page: string,
  now: Date,
): AnalyticsEvent => ({
  event: PAGE_VIEW_EVENT,
  properties: properties(page, session, now),
  ...baseFields(context, session, now),
});

/** A use of a feature; popular_features counts them by `feature` and `category` (spec §7). */
export const featureEvent = (
  context: AnalyticsContext,
  session: AnalyticsSessionState,
  use: { feature: string; category: FeatureCategory; page: string; extras?: EventExtras },
  now: Date,
): AnalyticsEvent => ({
  event: FEATURE_USED_EVENT,
  properties: {
    ...properties(use.page, session, now, use.extras),
    feature: clip(use.feature, 100),
    category: use.category,
  },
  ...baseFields(context, session, now),
});

export type SessionOrigin = { referrer: string; userAgent: string; landingPage: string };

export const sessionBody = (
  context: AnalyticsContext,
  session: AnalyticsSessionState,
  origin: SessionOrigin,
): AnalyticsSession => ({
  sessionId: session.sessionId,
  ...(context.userId ? { userId: clip(context.userId, 100) } : {}),
  demoMode: context.demoMode,
  userType: context.userType,
  referrer: clip(origin.referrer, 2000),
  userAgent: clip(origin.userAgent, 1000),
  landingPage: clip(origin.landingPage, 2000),
  timestamp: new Date(session.startedAt).toISOString(),
});
