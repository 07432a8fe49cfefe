// Analytics kept on the device (spec §9: the last 50, 100 or 200 events by mode), optionally
// also sent to the server. Spec §8: analytics failures are only logged, never shown.
import { STORAGE_KEYS } from '@jobtrack/core';
import type { HttpClient } from '#web/lib/http.ts';
import type { SafeStorage } from '#web/lib/storage.ts';
import type { AnalyticsEvent, AnalyticsSession } from '../data-source.ts';
import type { Logger } from './data-log.ts';

export type AnalyticsLog = {
  track(event: AnalyticsEvent): Promise<void>;
  startSession(session: AnalyticsSession): Promise<void>;
  /** The events kept on this device, oldest first. */
  events(): AnalyticsEvent[];
};

export type AnalyticsLogOptions = {
  storage: SafeStorage;
  /** How many of the latest events stay on the device. */
  keep: number;
  /** When set, events and session starts are also posted to the server (spec §7). */
  http?: HttpClient;
  logger: Logger;
  now: () => Date;
};

/** The event name a session start is kept under locally (the server keeps sessions apart). */
export const SESSION_START_EVENT = 'session_start';

const isEventList = (value: unknown): value is AnalyticsEvent[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'object' && item !== null && 'event' in item);

export const createAnalyticsLog = ({
  storage,
  keep,
  http,
  logger,
  now,
}: AnalyticsLogOptions): AnalyticsLog => {
  const events = (): AnalyticsEvent[] =>
    storage.getJSON(STORAGE_KEYS.analyticsEvents, isEventList) ?? [];

  const remember = (event: AnalyticsEvent) => {
    const kept = [...events(), { ...event, timestamp: event.timestamp ?? now().toISOString() }];
    storage.setJSON(STORAGE_KEYS.analyticsEvents, kept.slice(-keep));
  };

  const send = async (path: string, body: unknown) => {
    if (!http) return;
    try {
      // keepalive: an event recorded just before the page is left (a page view, then a full
      // navigation) still reaches the server.
      await http.request(path, { method: 'POST', body, keepalive: true });
    } catch (error) {
      logger.warn(`analytics: ${path} failed`, error);
    }
  };

  return {
    async track(event) {
      remember(event);
      await send('/api/analytics/track', event);
    },
    async startSession(session) {
      remember({
        event: SESSION_START_EVENT,
        sessionId: session.sessionId,
        userId: session.userId,
        demoMode: session.demoMode,
        userType: session.userType,
        timestamp: session.timestamp,
        properties: {
          referrer: session.referrer ?? null,
          landingPage: session.landingPage ?? null,
        },
      });
      await send('/api/analytics/session', session);
    },
    events,
  };
};
