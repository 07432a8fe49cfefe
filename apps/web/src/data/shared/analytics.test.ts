import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '#web/lib/storage.ts';
import { createRecordingLogger } from '#web/test/api-helpers.ts';
import { createAnalyticsLog } from './analytics.ts';

const NOW = new Date('2025-06-04T10:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

const logWith = () =>
  createAnalyticsLog({
    storage: createMemoryStorage(),
    keep: 10,
    logger: createRecordingLogger(),
    now: () => NOW,
  });

describe('analytics kept on the device', () => {
  it('keeps the newest events only, stamping those without a time', async () => {
    const log = logWith();
    for (let i = 0; i < 12; i++) await log.track({ event: `e${i}` });
    expect(log.events().map((e) => e.event)).toEqual([
      'e2',
      'e3',
      'e4',
      'e5',
      'e6',
      'e7',
      'e8',
      'e9',
      'e10',
      'e11',
    ]);
    expect(log.events()[0]!.timestamp).toBe(NOW.toISOString());
  });

  it('answers the four queries in the server shapes, within the timeframe and filters', async () => {
    const log = logWith();
    await log.startSession({
      sessionId: 's1',
      demoMode: true,
      userType: 'demo',
      timestamp: hoursAgo(2),
    });
    await log.track({
      event: 'page_view',
      sessionId: 's1',
      demoMode: true,
      userType: 'demo',
      timestamp: hoursAgo(2),
      properties: { page: '/app' },
    });
    await log.track({
      event: 'page_view',
      sessionId: 's1',
      demoMode: true,
      userType: 'demo',
      timestamp: hoursAgo(1),
      properties: { page: '/app/jobs' },
    });
    await log.track({
      event: 'waitlist_joined',
      sessionId: 's1',
      demoMode: true,
      userType: 'demo',
      timestamp: hoursAgo(1),
    });
    await log.track({
      event: 'qr_generated',
      sessionId: 's2',
      demoMode: false,
      userType: 'waitlisted',
      timestamp: hoursAgo(30),
      properties: { feature: 'qr', category: 'qr_features' },
    });

    expect(log.query('conversion_rates', '24h').data).toEqual({
      totalSessions: 1,
      waitlistJoins: 1,
      signUps: 0,
      waitlistConversionRate: 100,
      signUpConversionRate: 0,
    });
    expect(log.query('popular_features', 'all').data).toEqual({
      features: [
        { feature: 'qr', category: 'qr_features', uses: 1 },
        { feature: 'waitlist_joined', category: 'other', uses: 1 },
      ],
    });
    expect(log.query('popular_features', '7d', { userType: 'waitlisted' }).data).toEqual({
      features: [{ feature: 'qr', category: 'qr_features', uses: 1 }],
    });
    expect(log.query('demo_engagement', '7d').data).toEqual({
      sessions: 1,
      events: 4,
      averageEventsPerSession: 4,
      topPages: [
        { page: '/app', views: 1 },
        { page: '/app/jobs', views: 1 },
      ],
    });
    expect(log.query('user_journeys').data).toEqual({
      journeys: [
        { sessionId: 's1', userType: 'demo', startedAt: hoursAgo(2), pages: ['/app', '/app/jobs'] },
      ],
    });
    expect(log.query('user_journeys', '24h', { demoMode: false }).data).toEqual({ journeys: [] });
  });
});
