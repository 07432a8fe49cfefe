import { analyticsEventBody, analyticsSessionBody } from '@jobtrack/core/wire';
import { describe, expect, it, vi } from 'vitest';
import type {
  AnalyticsEventBody as AnalyticsEvent,
  AnalyticsSessionBody as AnalyticsSession,
} from '@jobtrack/core/wire';
import { clip, featureEvent, pageViewEvent, sessionBody, type AnalyticsContext } from './events.ts';
import { isTrackingAllowed } from './privacy.ts';
import { createSessionStore, type SessionBackend } from './session.ts';
import { createAnalyticsTracker, type AnalyticsSink } from './tracker.ts';
import { analyticsUserType } from './user-type.ts';

const NOW = new Date('2025-06-04T10:00:05.000Z');
const SESSION = { sessionId: 'session-1', startedAt: NOW.getTime() - 5000 };
const demo: AnalyticsContext = { userId: 'demo-user', userType: 'demo', demoMode: true };
const anonymous: AnalyticsContext = { userId: null, userType: 'anonymous', demoMode: false };

const memoryBackend = (): SessionBackend & { values: Map<string, string> } => {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
};

const recordingSink = () => {
  const events: AnalyticsEvent[] = [];
  const sessions: AnalyticsSession[] = [];
  const sink: AnalyticsSink = {
    trackEvent: async (event) => void events.push(event),
    startAnalyticsSession: async (session) => void sessions.push(session),
  };
  return { sink, events, sessions };
};

describe('Do Not Track and Global Privacy Control', () => {
  it('allow tracking only when neither is sent', () => {
    expect(isTrackingAllowed({ doNotTrack: null })).toBe(true);
    expect(isTrackingAllowed({ doNotTrack: '0', globalPrivacyControl: false })).toBe(true);
    expect(isTrackingAllowed({ doNotTrack: '1' })).toBe(false);
    expect(isTrackingAllowed({ globalPrivacyControl: true })).toBe(false);
  });
});

describe('user types (spec §3)', () => {
  const user = { id: 'u', email: 'a@b.co', name: 'A', createdAt: '2025-01-01T00:00:00Z' };
  it('name each sign-in state', () => {
    expect(analyticsUserType(null, null)).toBe('anonymous');
    expect(analyticsUserType('demo', user)).toBe('demo');
    expect(analyticsUserType('local', { ...user, isWaitlisted: true })).toBe('waitlisted');
    expect(analyticsUserType('api', user)).toBe('authenticated');
  });
});

describe('events and sessions (spec §3)', () => {
  it('a page view carries page, sessionDuration and timestamp, and who and when', () => {
    const event = pageViewEvent(demo, SESSION, '/app/settings', NOW);
    expect(event).toEqual({
      event: 'page_view',
      properties: { page: '/app/settings', sessionDuration: 5000, timestamp: NOW.toISOString() },
      userId: 'demo-user',
      sessionId: 'session-1',
      timestamp: NOW.toISOString(),
      demoMode: true,
      userType: 'demo',
    });
    expect(analyticsEventBody.safeParse(event).success).toBe(true);
  });

  it('a feature use carries its name and category plus extras', () => {
    const event = featureEvent(
      anonymous,
      SESSION,
      { feature: 'export_data', category: 'settings', page: '/app/settings', extras: { jobs: 3 } },
      NOW,
    );
    expect(event.event).toBe('feature_used');
    expect(event.properties).toMatchObject({
      feature: 'export_data',
      category: 'settings',
      jobs: 3,
    });
    expect(event).not.toHaveProperty('userId');
    expect(analyticsEventBody.safeParse(event).success).toBe(true);
  });

  it('stay within the server limits whatever they are given', () => {
    const long = `${'😀'.repeat(600)}`;
    const extras = Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [`${'k'.repeat(100)}${index}`, long]),
    );
    const event = featureEvent(
      { userId: 'u'.repeat(300), userType: 'authenticated', demoMode: false },
      SESSION,
      { feature: long, category: 'other', page: `/${long}`, extras },
      NOW,
    );
    expect(analyticsEventBody.safeParse(event).success).toBe(true);
    const session = sessionBody(demo, SESSION, {
      referrer: long.repeat(5),
      userAgent: long.repeat(5),
      landingPage: long.repeat(5),
    });
    expect(analyticsSessionBody.safeParse(session).success).toBe(true);
    expect(session).toMatchObject({ sessionId: 'session-1', userType: 'demo', demoMode: true });
  });

  it('clip never leaves half of a surrogate pair', () => {
    expect(clip('a😀', 2)).toBe('a');
    expect(clip('abc', 5)).toBe('abc');
  });
});

describe('the session store', () => {
  it('starts one session per browser session and keeps it', () => {
    const backend = memoryBackend();
    const store = createSessionStore(() => backend);
    const first = store.current(NOW);
    expect(first.isNew).toBe(true);
    expect(first.session.sessionId).toMatch(/^session-[0-9a-f-]{36}$/);
    expect(backend.values.get('jobtrack_session_start')).toBe(String(NOW.getTime()));
    const again = createSessionStore(() => backend).current(new Date(NOW.getTime() + 1000));
    expect(again).toEqual({ session: first.session, isNew: false });
  });

  it('works in memory when the browser refuses storage (logged)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createSessionStore(() => {
      throw new Error('blocked');
    });
    const first = store.current(NOW);
    expect(store.current(NOW)).toEqual({ session: first.session, isNew: false });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('the tracker', () => {
  const setup = (isAllowed = true) => {
    const tasks: Array<() => void> = [];
    const signedIn = recordingSink();
    const server = recordingSink();
    const warnings: unknown[] = [];
    const tracker = createAnalyticsTracker({
      sessions: createSessionStore(() => memoryBackend()),
      isAllowed: () => isAllowed,
      now: () => NOW,
      anonymousSink: server.sink,
      schedule: (task) => void tasks.push(task),
      referrer: () => 'https://example.com/',
      userAgent: () => 'TestBrowser/1.0',
      warn: (_, detail) => void warnings.push(detail),
    });
    const flush = async () => {
      while (tasks.length > 0) tasks.shift()!();
      await Promise.resolve();
    };
    return { tracker, signedIn, server, warnings, tasks, flush };
  };

  it('never works during the call: delivery waits for the scheduler', async () => {
    const { tracker, server, tasks, flush } = setup();
    tracker.pageView(anonymous, null, '/');
    expect(server.events).toEqual([]);
    expect(tasks.length).toBe(2);
    await flush();
    expect(server.events.map((event) => event.event)).toEqual(['page_view']);
  });

  it("starts the session once, with referrer, user agent and landing page, in the first event's sink", async () => {
    const { tracker, server, signedIn, flush } = setup();
    tracker.pageView(anonymous, null, '/');
    tracker.pageView(anonymous, null, '/login');
    tracker.featureUsed(demo, signedIn.sink, {
      feature: 'export_data',
      category: 'settings',
      page: '/app/settings',
    });
    await flush();
    expect(server.sessions).toEqual([
      expect.objectContaining({
        referrer: 'https://example.com/',
        userAgent: 'TestBrowser/1.0',
        landingPage: '/',
        userType: 'anonymous',
      }),
    ]);
    expect(signedIn.sessions).toEqual([]);
    expect(server.events.map((event) => event.properties?.page)).toEqual(['/', '/login']);
    expect(signedIn.events).toEqual([
      expect.objectContaining({ event: 'feature_used', userId: 'demo-user', userType: 'demo' }),
    ]);
    const sessionIds = new Set(
      [...server.events, ...signedIn.events].map((event) => event.sessionId),
    );
    expect(sessionIds.size).toBe(1);
  });

  it('records nothing at all under Do Not Track', async () => {
    const { tracker, server, signedIn, tasks, flush } = setup(false);
    tracker.pageView(anonymous, null, '/');
    tracker.featureUsed(demo, signedIn.sink, { feature: 'x', category: 'other', page: '/app' });
    expect(tasks).toEqual([]);
    await flush();
    expect([...server.events, ...server.sessions, ...signedIn.events]).toEqual([]);
  });

  it('only logs a failing delivery, thrown or rejected', async () => {
    const { tracker, warnings, flush } = setup();
    const failing: AnalyticsSink = {
      trackEvent: () => Promise.reject(new Error('offline')),
      startAnalyticsSession: () => {
        throw new Error('broken');
      },
    };
    expect(() => tracker.pageView(demo, failing, '/app')).not.toThrow();
    await flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warnings.map((warning) => (warning as Error).message).sort()).toEqual([
      'broken',
      'offline',
    ]);
  });
});
