import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  awayFromWindowEdge,
  expectError,
  nextAddress,
  startTestApp,
  uniqueEmail,
  type TestApp,
} from './helpers.ts';

const ADMIN = { 'x-admin-password': 'admin-password-for-tests' };
const JOINED = "You're on the waitlist! We'll be in touch soon.";
const ALREADY = "You're already on the waitlist. We'll be in touch soon.";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/waitlist', () => {
  it('joins once per e-mail: 201, then 200 for a repeat in another case, one row', async () => {
    const email = uniqueEmail('Waiting.User');
    const before = await t.countRows();

    const first = await t.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { email, businessType: 'Landscaping', source: 'demo-mode' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, message: JOINED });

    const repeat = await t.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { email: `  ${email.toUpperCase()} `, businessType: 'Cleaning' },
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ success: true, message: ALREADY });

    expect((await t.countRows()).waitlist).toBe(before.waitlist + 1);
    const rows = await t.db.query(
      'SELECT email, business_type, source FROM waitlist WHERE lower(email) = $1',
      [email.toLowerCase()],
    );
    expect(rows).toEqual([
      { email: email.toLowerCase(), business_type: 'Landscaping', source: 'demo-mode' },
    ]);
  });

  it('makes one row when the same e-mail joins twice at once', async () => {
    const email = uniqueEmail('twice');
    const before = await t.countRows();
    const answers = await Promise.all(
      [email, email.toUpperCase()].map((address) =>
        t.inject({ method: 'POST', url: '/api/waitlist', payload: { email: address } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers.every((answer) => answer.json().success === true)).toBe(true);
    expect((await t.countRows()).waitlist).toBe(before.waitlist + 1);
  });

  it('stores an e-mail alone, with no business type or source', async () => {
    const email = uniqueEmail('inline');
    const response = await t.inject({ method: 'POST', url: '/api/waitlist', payload: { email } });
    expect(response.statusCode).toBe(201);
    const rows = await t.db.query('SELECT business_type, source FROM waitlist WHERE email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ business_type: null, source: null }]);
  });

  it('refuses an invalid e-mail and stores nothing', async () => {
    const before = await t.countRows();
    expectError(
      await t.inject({ method: 'POST', url: '/api/waitlist', payload: { email: 'not-an-email' } }),
      400,
      'email: Please enter a valid email',
      'validation_failed',
    );
    expect(await t.countRows()).toEqual(before);
  });

  it('is rate-limited per client address', async () => {
    const limited = await t.sibling({ AUTH_RATE_LIMIT: '2' });
    try {
      await awayFromWindowEdge();
      const remoteAddress = nextAddress();
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/waitlist',
          remoteAddress,
          payload: { email: uniqueEmail('flood') },
        });
        statuses.push(response.statusCode);
        if (attempt === 3)
          expectError(response, 429, 'Too many requests. Please try again later.', 'rate_limited');
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/analytics/track and /session', () => {
  it('stores an event and answers 202', async () => {
    const sessionId = `wa-${randomUUID()}`;
    const before = await t.countRows();
    const response = await t.inject({
      method: 'POST',
      url: '/api/analytics/track',
      payload: {
        event: 'feature_used',
        properties: {
          page: '/app/customers',
          sessionDuration: 1234,
          feature: 'add_customer',
          demo: true,
          none: null,
        },
        userId: 'user-1',
        sessionId,
        timestamp: '2025-06-01T10:00:00.000Z',
        demoMode: true,
        userType: 'demo',
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true });
    expect((await t.countRows()).events).toBe(before.events + 1);
    const rows = await t.db.query(
      `SELECT event, properties, user_id, demo_mode, user_type,
              to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS occurred_at
       FROM analytics_events WHERE session_id = $1`,
      [sessionId],
    );
    expect(rows).toEqual([
      {
        event: 'feature_used',
        properties: {
          page: '/app/customers',
          sessionDuration: 1234,
          feature: 'add_customer',
          demo: true,
          none: null,
        },
        user_id: 'user-1',
        demo_mode: true,
        user_type: 'demo',
        occurred_at: '2025-06-01T10:00:00.000Z',
      },
    ]);
  });

  it('stores a session once per id and answers 202', async () => {
    const sessionId = `wa-${randomUUID()}`;
    const before = await t.countRows();
    const payload = {
      sessionId,
      userId: 'user-2',
      demoMode: false,
      userType: 'anonymous',
      referrer: 'https://example.com/',
      userAgent: 'Vitest',
      landingPage: '/',
    };
    for (const attempt of [1, 2]) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/analytics/session',
        payload: { ...payload, landingPage: attempt === 1 ? '/' : '/second' },
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ success: true });
    }
    expect((await t.countRows()).sessions).toBe(before.sessions + 1);
    const rows = await t.db.query(
      `SELECT user_id, demo_mode, user_type, referrer, user_agent, landing_page
       FROM analytics_sessions WHERE session_id = $1`,
      [sessionId],
    );
    expect(rows).toEqual([
      {
        user_id: 'user-2',
        demo_mode: false,
        user_type: 'anonymous',
        referrer: 'https://example.com/',
        user_agent: 'Vitest',
        landing_page: '/',
      },
    ]);
  });
});

describe('GET /api/analytics/query is admin-only', () => {
  it('answers 403 to everyone when no ADMIN_PASSWORD is configured', async () => {
    const unset = await t.sibling({ ADMIN_PASSWORD: '' });
    try {
      for (const headers of [
        {},
        ADMIN,
        { 'x-admin-password': '' },
        { 'x-admin-password': 'undefined' },
      ]) {
        expectError(
          await unset.inject({
            method: 'GET',
            url: '/api/analytics/query?query=conversion_rates',
            headers,
          }),
          403,
          'Admin access required',
          'forbidden',
        );
      }
    } finally {
      await unset.close();
    }
  });

  it('answers 403 without the header or with a wrong password', async () => {
    for (const headers of [
      {},
      { 'x-admin-password': '' },
      { 'x-admin-password': 'admin-password-for-test' },
      { 'x-admin-password': 'ADMIN-PASSWORD-FOR-TESTS' },
      { authorization: 'Bearer admin-password-for-tests' },
    ]) {
      expectError(
        await t.inject({ method: 'GET', url: '/api/analytics/query?query=user_journeys', headers }),
        403,
        'Admin access required',
        'forbidden',
      );
    }
  });
});

describe('GET /api/analytics/query answers figures that reflect the events sent', () => {
  // The database may hold other runs' analytics: figures are compared before and after this
  // file's own events (timeframe 'all' never slides), and journeys by this file's session ids.
  type Query = {
    query: string;
    timeframe: string;
    filters: Record<string, unknown>;
    data: Record<string, unknown>;
  };
  const query = async (name: string, extra = '') => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/analytics/query?query=${name}${extra}`,
      headers: ADMIN,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Query>();
  };

  const run = randomUUID();
  const demoSession = `wa-demo-${run}`;
  const anonSession = `wa-anon-${run}`;
  const waitSession = `wa-wait-${run}`;
  const oldSession = `wa-old-${run}`;
  const base = Date.now() - 60_000;
  const at = (seconds: number) => new Date(base + seconds * 1000).toISOString();

  const track = async (payload: Record<string, unknown>) => {
    const response = await t.inject({ method: 'POST', url: '/api/analytics/track', payload });
    expect(response.statusCode).toBe(202);
  };
  const session = async (payload: Record<string, unknown>) => {
    const response = await t.inject({ method: 'POST', url: '/api/analytics/session', payload });
    expect(response.statusCode).toBe(202);
  };

  type Conversion = {
    totalSessions: number;
    waitlistJoins: number;
    signUps: number;
    waitlistConversionRate: number;
    signUpConversionRate: number;
    byUserType: Array<{
      userType: string;
      sessions: number;
      waitlistJoins: number;
      signUps: number;
    }>;
  };
  type Features = {
    features: Array<{ feature: string; category: string; uses: number; sessions: number }>;
  };
  type Engagement = {
    sessions: number;
    events: number;
    averageEventsPerSession: number;
    averageSessionDurationMs: number;
    topPages: Array<{ page: string; views: number }>;
  };

  const DEMO_ONLY = `&filters=${encodeURIComponent('{"demoMode":true}')}`;

  let before: {
    conversion7d: Conversion;
    conversionAll: Conversion;
    conversionDemo: Conversion;
    features: Features;
    engagement: Engagement;
  };

  beforeAll(async () => {
    before = {
      conversion7d: (await query('conversion_rates')).data as Conversion,
      conversionAll: (await query('conversion_rates', '&timeframe=all')).data as Conversion,
      conversionDemo: (await query('conversion_rates', DEMO_ONLY)).data as Conversion,
      features: (await query('popular_features', '&timeframe=all')).data as Features,
      engagement: (await query('demo_engagement', '&timeframe=all')).data as Engagement,
    };

    await session({ sessionId: demoSession, demoMode: true, userType: 'demo' });
    await session({ sessionId: anonSession, demoMode: false, userType: 'anonymous' });
    await session({ sessionId: waitSession, demoMode: false, userType: 'waitlisted' });
    await session({
      sessionId: oldSession,
      demoMode: false,
      userType: 'anonymous',
      timestamp: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000).toISOString(),
    });

    const demo = { sessionId: demoSession, demoMode: true, userType: 'demo' };
    await track({
      ...demo,
      event: 'page_view',
      properties: { page: '/wa-test/landing' },
      timestamp: at(0),
    });
    await track({
      ...demo,
      event: 'page_view',
      properties: { page: '/wa-test/app' },
      timestamp: at(1),
    });
    await track({
      ...demo,
      event: 'feature_used',
      properties: { feature: 'wa_test_scan_qr', category: 'qr_features', sessionDuration: 30_000 },
      timestamp: at(2),
    });
    await track({
      ...demo,
      event: 'page_view',
      properties: { page: '/wa-test/landing' },
      timestamp: at(3),
    });
    await track({ ...demo, event: 'waitlist_joined', timestamp: at(4) });

    const anon = { sessionId: anonSession, demoMode: false, userType: 'anonymous' };
    await track({
      ...anon,
      event: 'page_view',
      properties: { page: '/wa-test/pricing' },
      timestamp: at(5),
    });
    await track({
      ...anon,
      event: 'feature_used',
      properties: { feature: 'wa_test_scan_qr', category: 'qr_features' },
      timestamp: at(6),
    });
    await track({
      ...anon,
      event: 'feature_used',
      properties: { feature: 'wa_test_scan_qr', category: 'qr_features' },
      timestamp: at(7),
    });
    await track({ ...anon, event: 'wa_test_export', timestamp: at(8) });
    await track({ ...anon, event: 'sign_up', timestamp: at(9) });
  });

  it('conversion_rates counts sessions, waitlist joins and sign-ups by user type', async () => {
    const answer = await query('conversion_rates');
    expect(answer.query).toBe('conversion_rates');
    expect(answer.timeframe).toBe('7d');
    expect(answer.filters).toEqual({});
    const now = answer.data as Conversion;
    const was = before.conversion7d;
    // The 10-day-old session is outside the default 7 days.
    expect(now.totalSessions - was.totalSessions).toBe(3);
    expect(now.waitlistJoins - was.waitlistJoins).toBe(1);
    expect(now.signUps - was.signUps).toBe(1);
    const rate = (count: number) => Math.round((count / now.totalSessions) * 10_000) / 100;
    expect(now.waitlistConversionRate).toBe(rate(now.waitlistJoins));
    expect(now.signUpConversionRate).toBe(rate(now.signUps));

    const byType = (data: Conversion, type: string) =>
      data.byUserType.find((row) => row.userType === type) ?? {
        sessions: 0,
        waitlistJoins: 0,
        signUps: 0,
      };
    const delta = (type: string) => {
      const after = byType(now, type);
      const prior = byType(was, type);
      return {
        sessions: after.sessions - prior.sessions,
        waitlistJoins: after.waitlistJoins - prior.waitlistJoins,
        signUps: after.signUps - prior.signUps,
      };
    };
    expect(delta('demo')).toEqual({ sessions: 1, waitlistJoins: 1, signUps: 0 });
    expect(delta('anonymous')).toEqual({ sessions: 1, waitlistJoins: 0, signUps: 1 });
    expect(delta('waitlisted')).toEqual({ sessions: 1, waitlistJoins: 0, signUps: 0 });

    const all = (await query('conversion_rates', '&timeframe=all')).data as Conversion;
    expect(all.totalSessions - before.conversionAll.totalSessions).toBe(4);

    // Only the demo session has demoMode true.
    const demoOnly = await query('conversion_rates', DEMO_ONLY);
    expect(demoOnly.filters).toEqual({ demoMode: true });
    const demoNow = demoOnly.data as Conversion;
    expect(demoNow.totalSessions - before.conversionDemo.totalSessions).toBe(1);
    expect(demoNow.waitlistJoins - before.conversionDemo.waitlistJoins).toBe(1);
    expect(demoNow.signUps - before.conversionDemo.signUps).toBe(0);
  });

  it('popular_features counts feature uses and sessions, page views aside', async () => {
    const answer = await query('popular_features', '&timeframe=all');
    const now = (answer.data as Features).features;
    const find = (list: Features['features'], feature: string) =>
      list.find((row) => row.feature === feature) ?? { uses: 0, sessions: 0, category: undefined };
    const scan = find(now, 'wa_test_scan_qr');
    const scanBefore = find(before.features.features, 'wa_test_scan_qr');
    expect(scan.category).toBe('qr_features');
    expect({
      uses: scan.uses - scanBefore.uses,
      sessions: scan.sessions - scanBefore.sessions,
    }).toEqual({
      uses: 3,
      sessions: 2,
    });
    // An event without a feature property counts under its own name, category 'other'.
    const exported = find(now, 'wa_test_export');
    expect(exported.category).toBe('other');
    expect(exported.uses - find(before.features.features, 'wa_test_export').uses).toBe(1);
    expect(now.map((row) => row.feature)).not.toContain('page_view');
    // Most used first.
    const uses = now.map((row) => row.uses);
    expect(uses).toEqual([...uses].sort((a, b) => b - a));
  });

  it('demo_engagement counts demo sessions, their events and pages only', async () => {
    const answer = await query('demo_engagement', '&timeframe=all');
    const now = answer.data as Engagement;
    const was = before.engagement;
    expect(now.sessions - was.sessions).toBe(1);
    expect(now.events - was.events).toBe(5);
    expect(now.averageEventsPerSession).toBe(Math.round((now.events / now.sessions) * 100) / 100);
    const views = (data: Engagement, page: string) =>
      data.topPages.find((row) => row.page === page)?.views ?? 0;
    expect(views(now, '/wa-test/landing') - views(was, '/wa-test/landing')).toBe(2);
    expect(views(now, '/wa-test/app') - views(was, '/wa-test/app')).toBe(1);
    // The anonymous session's page is not a demo page.
    expect(views(now, '/wa-test/pricing')).toBe(0);
  });

  it("user_journeys lists each session's pages in order", async () => {
    const answer = await query('user_journeys');
    const journeys = (answer.data as { journeys: Array<{ sessionId: string }> }).journeys;
    expect(journeys.find((journey) => journey.sessionId === demoSession)).toEqual({
      sessionId: demoSession,
      userType: 'demo',
      startedAt: at(0),
      pages: ['/wa-test/landing', '/wa-test/app', '/wa-test/landing'],
    });
    expect(journeys.find((journey) => journey.sessionId === anonSession)).toEqual({
      sessionId: anonSession,
      userType: 'anonymous',
      startedAt: at(5),
      pages: ['/wa-test/pricing'],
    });

    const anonymousOnly = await query(
      'user_journeys',
      `&filters=${encodeURIComponent('{"userType":"anonymous"}')}`,
    );
    const ids = (anonymousOnly.data as { journeys: Array<{ sessionId: string }> }).journeys.map(
      (journey) => journey.sessionId,
    );
    expect(ids).toContain(anonSession);
    expect(ids).not.toContain(demoSession);
  });

  it('a timeframe leaves out older sessions', async () => {
    const total = async (timeframe: string) =>
      ((await query('conversion_rates', `&timeframe=${timeframe}`)).data as Conversion)
        .totalSessions;
    const [day, week] = [await total('24h'), await total('7d')];
    await session({
      sessionId: `wa-past-${run}`,
      userType: 'anonymous',
      timestamp: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    });
    expect(await total('24h')).toBe(day);
    expect(await total('7d')).toBe(week + 1);
  });
});
