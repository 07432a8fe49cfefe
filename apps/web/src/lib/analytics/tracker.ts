// Delivers analytics (spec §3, §7) without ever slowing or breaking the app: every call returns
// at once, the work runs later, and a failure is only logged (spec §8). A signed-in user's events
// go to their DataSource (which keeps the last 50/100/200 on the device and forwards them in the
// background); an anonymous visitor's go straight to the server.
import type { FeatureCategory } from '@jobtrack/core';
import type {
  AnalyticsEventBody as AnalyticsEvent,
  AnalyticsSessionBody as AnalyticsSession,
} from '@jobtrack/core/wire';
import { httpClient, type HttpClient } from '../http.ts';
import { createLog } from '../log.ts';
import {
  featureEvent,
  pageViewEvent,
  sessionBody,
  type AnalyticsContext,
  type EventExtras,
} from './events.ts';
import { isTrackingAllowed } from './privacy.ts';
import { createSessionStore, type SessionStore } from './session.ts';

/** Where events go: a DataSource, or the server for an anonymous visitor. */
export type AnalyticsSink = {
  trackEvent(event: AnalyticsEvent): Promise<void>;
  startAnalyticsSession(session: AnalyticsSession): Promise<void>;
};

export type FeatureUse = {
  feature: string;
  category: FeatureCategory;
  page: string;
  extras?: EventExtras;
};

export type AnalyticsTracker = {
  /** A page view; the first call of a browser session also starts the analytics session. */
  pageView(context: AnalyticsContext, sink: AnalyticsSink | null, page: string): void;
  featureUsed(context: AnalyticsContext, sink: AnalyticsSink | null, use: FeatureUse): void;
};

export type AnalyticsTrackerOptions = {
  sessions?: SessionStore;
  isAllowed?: () => boolean;
  now?: () => Date;
  /** Where an anonymous visitor's events go (default: the server, same origin). */
  anonymousSink?: AnalyticsSink;
  /** Runs the delivery later (default: after the current task, off the render path). */
  schedule?: (task: () => void) => void;
  referrer?: () => string;
  userAgent?: () => string;
  warn?: (message: string, detail: unknown) => void;
};

/** The server's analytics calls (spec §7), for visitors who are not signed in. */
export const serverSink = (http: HttpClient = httpClient): AnalyticsSink => ({
  async trackEvent(event) {
    await http.request('/api/analytics/track', { method: 'POST', body: event });
  },
  async startAnalyticsSession(session) {
    await http.request('/api/analytics/session', { method: 'POST', body: session });
  },
});

export function createAnalyticsTracker(options: AnalyticsTrackerOptions = {}): AnalyticsTracker {
  const sessions = options.sessions ?? createSessionStore();
  const isAllowed = options.isAllowed ?? (() => isTrackingAllowed());
  const now = options.now ?? (() => new Date());
  const anonymousSink = options.anonymousSink ?? serverSink();
  const schedule = options.schedule ?? ((task) => void setTimeout(task, 0));
  const referrer = options.referrer ?? (() => globalThis.document?.referrer ?? '');
  const userAgent = options.userAgent ?? (() => globalThis.navigator?.userAgent ?? '');
  const warn = options.warn ?? createLog('analytics').warn;

  const deliver = (what: string, send: () => Promise<void>) => {
    schedule(() => {
      try {
        send().catch((error: unknown) => warn(`${what} failed`, error));
      } catch (error) {
        warn(`${what} failed`, error);
      }
    });
  };

  /** The session of this browser session, started (and sent) on the first event. */
  const sessionFor = (context: AnalyticsContext, sink: AnalyticsSink, page: string) => {
    const at = now();
    const { session, isNew } = sessions.current(at);
    if (isNew) {
      const body = sessionBody(context, session, {
        referrer: referrer(),
        userAgent: userAgent(),
        landingPage: page,
      });
      deliver('session start', () => sink.startAnalyticsSession(body));
    }
    return { session, at };
  };

  return {
    pageView(context, sink, page) {
      if (!isAllowed()) return;
      const target = sink ?? anonymousSink;
      const { session, at } = sessionFor(context, target, page);
      const event = pageViewEvent(context, session, page, at);
      deliver('page view', () => target.trackEvent(event));
    },
    featureUsed(context, sink, use) {
      if (!isAllowed()) return;
      const target = sink ?? anonymousSink;
      const { session, at } = sessionFor(context, target, use.page);
      const event = featureEvent(context, session, use, at);
      deliver(`feature ${use.feature}`, () => target.trackEvent(event));
    },
  };
}

/** The app's tracker. */
export const analyticsTracker = createAnalyticsTracker();
