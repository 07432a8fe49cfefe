// The server read as an attacker would (issue 24, decision 056): nothing of an owner's stays in a
// browser's cache, the admin password cannot be guessed, demo mode keeps no accounts or data,
// and analytics cannot be flooded or kept forever. On PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS } from '../src/modules/analytics/analytics.routes.ts';
import { caseFor, headersFor, makeFixture, type Fixture } from './catalogue.ts';
import {
  awayFromWindowEdge,
  expectError,
  nextAddress,
  startTestApp,
  uniqueEmail,
  type TestApp,
} from './helpers.ts';

const ADMIN_PASSWORD = 'admin-password-for-tests';

let t: TestApp;
let fixture: Fixture;

beforeAll(async () => {
  t = await startTestApp();
  fixture = await makeFixture(t);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** The app's registered API routes (HEAD aside), each with the URL its catalogue case calls. */
function apiRoutes(app: TestApp) {
  return app.app.routes
    .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/'))
    .map((route) => {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const item = caseFor({
        method: route.method as 'GET',
        path,
        hasBody: ['POST', 'PUT'].includes(route.method),
      });
      const url = route.url.endsWith('*') ? route.url.replace(/\*$/, 'json') : item.url(fixture);
      return { route, item, url };
    });
}

const call = (app: TestApp, entry: ReturnType<typeof apiRoutes>[number], withAuth = true) =>
  app.inject({
    method: entry.route.method as 'GET',
    url: entry.url,
    headers: withAuth ? headersFor(entry.item, fixture, ADMIN_PASSWORD) : {},
    ...(entry.item.body ? { payload: entry.item.body(fixture) } : {}),
  });

describe('Cache-Control: no-store on every /api answer', () => {
  it('every registered route says no-store, signed in or not, whatever its status', async () => {
    const entries = apiRoutes(t);
    expect(entries.length).toBeGreaterThanOrEqual(30);
    for (const entry of entries) {
      for (const withAuth of [true, false]) {
        const response = await call(t, entry, withAuth);
        expect(
          response.headers['cache-control'],
          `${entry.route.method} ${entry.route.url} (${response.statusCode})`,
        ).toBe('no-store');
      }
    }
    const unknown = await t.inject({ method: 'GET', url: '/api/no-such-route' });
    expect([unknown.statusCode, unknown.headers['cache-control']]).toEqual([404, 'no-store']);
  });

  it('the lists keep their ETag, and If-None-Match still answers 304 (no-store too)', async () => {
    // Its own owner: the sweep above signed the fixture's owner out (POST /api/auth/logout).
    const owner = await t.owner();
    for (const url of ['/api/customers', '/api/jobs']) {
      const first = await t.as(owner, { method: 'GET', url });
      const tag = first.headers.etag as string;
      expect(tag).toMatch(/^W\/"/);
      expect(first.headers['cache-control']).toBe('no-store');
      const again = await t.as(owner, {
        method: 'GET',
        url,
        headers: { 'if-none-match': tag },
      });
      expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
      expect(again.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('admin guessing', () => {
  const query = (password: string | undefined, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/analytics/query?query=popular_features',
      remoteAddress,
      headers: password === undefined ? {} : { 'x-admin-password': password },
    });

  it('locks out an address after 5 wrong passwords, the right one included; others still get in', async () => {
    const guesser = nextAddress();
    for (const guess of ['admin', 'password', 'admin-password', 'a'.repeat(200), 'x']) {
      expectError(await query(guess, guesser), 403, 'Admin access required', 'forbidden');
    }
    const locked = await query(ADMIN_PASSWORD, guesser);
    expectError(locked, 429, 'Too many requests. Please try again later.', 'rate_limited');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    expect((await query(ADMIN_PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('limits the queries of one address, right password or not', async () => {
    await awayFromWindowEdge();
    const admin = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index <= ANALYTICS_LIMITS.queriesPerAddress.max; index += 1) {
      statuses.push((await query(ADMIN_PASSWORD, admin)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('DEMO_MODE=true', () => {
  let demo: TestApp;
  /** What the landing page, the in-browser demo and the waitlist call; everything else is refused. */
  const OPEN = new Set([
    'GET /api/health',
    'GET /api/config',
    'POST /api/waitlist',
    'POST /api/analytics/track',
    'POST /api/analytics/session',
    'GET /api/analytics/query',
    'GET /api/openapi.json',
  ]);
  const isOpen = (method: string, url: string) =>
    OPEN.has(`${method} ${url}`) || url.startsWith('/api/docs');

  beforeAll(async () => {
    demo = await t.sibling({ DEMO_MODE: 'true' });
  });

  afterAll(async () => {
    await demo?.close();
  });

  const expectRefused = (response: LightMyRequestResponse) =>
    expectError(
      response,
      403,
      'This server runs the demo, which keeps its data in the browser.',
      'demo_mode',
    );

  it('refuses sign-up, the sign-in of a real account, owned data and share pages, changing nothing', async () => {
    const before = await t.countRows();
    expectRefused(
      await demo.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Pat', email: uniqueEmail('demo'), password: 'kiwi-71' },
      }),
    );
    expectRefused(
      await demo.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: fixture.owner.email, password: fixture.owner.password },
      }),
    );
    expectRefused(
      await demo.as(fixture.owner, {
        method: 'POST',
        url: '/api/customers',
        payload: { name: 'Written in demo mode' },
      }),
    );
    expectRefused(await demo.as(fixture.owner, { method: 'GET', url: '/api/customers' }));
    expectRefused(
      await demo.inject({
        method: 'GET',
        url: `/d/${'a'.repeat(43)}`,
        headers: { accept: 'text/html' },
      }),
    );
    expect(await t.countRows()).toEqual(before);
  });

  it('every registered route but the open ones answers 403 demo_mode', async () => {
    const entries = apiRoutes(demo);
    expect(entries.length).toBeGreaterThanOrEqual(30);
    for (const entry of entries) {
      const response = await call(demo, entry);
      const label = `${entry.route.method} ${entry.route.url}`;
      if (isOpen(entry.route.method, entry.route.url)) {
        expect(response.statusCode, label).not.toBe(403);
      } else {
        expect([response.statusCode, response.json<{ code: string }>().code], label).toEqual([
          403,
          'demo_mode',
        ]);
      }
    }
  });

  it('the landing page, the demo and the waitlist keep working', async () => {
    const config = await demo.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ demoMode: true });
    const join = await demo.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { email: uniqueEmail('waitlist'), source: 'demo-mode' },
    });
    expect(join.statusCode).toBe(201);
    const track = await demo.inject({
      method: 'POST',
      url: '/api/analytics/track',
      payload: { event: 'page_view', properties: { page: '/app' }, demoMode: true },
    });
    expect(track.statusCode).toBe(202);
  });
});

describe('analytics flood and retention', () => {
  const track = (remoteAddress: string, sessionId: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      remoteAddress,
      payload: { event: 'page_view', sessionId, properties: { page: '/flood' }, ...extra },
    });
  const eventsOf = async (sessionId: string) => {
    const [row] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM analytics_events WHERE session_id = $1',
      [sessionId],
    );
    return row!.count;
  };

  it('one address gets its writes per minute, then 429, and nothing more is stored', async () => {
    await awayFromWindowEdge();
    const flooder = nextAddress();
    const sessionId = randomUUID();
    const { max } = ANALYTICS_LIMITS.writesPerAddress;
    const statuses: number[] = [];
    for (let index = 0; index < max + 5; index += 1) {
      statuses.push((await track(flooder, sessionId)).statusCode);
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(max);
    expect(statuses.slice(max)).toEqual([429, 429, 429, 429, 429]);
    expect(await eventsOf(sessionId)).toBe(max);
  });

  it('one session gets its writes per hour, from any number of addresses', async () => {
    const sessionId = randomUUID();
    const { max } = ANALYTICS_LIMITS.writesPerSession;
    for (let index = 0; index < max; index += 1) {
      expect((await track(nextAddress(), sessionId)).statusCode).toBe(202);
    }
    expectError(
      await track(nextAddress(), sessionId),
      429,
      'Too many requests. Please try again later.',
      'rate_limited',
    );
    expect(await eventsOf(sessionId)).toBe(max);
  });

  it('refuses a body over 16 KB before reading it', async () => {
    const sessionId = randomUUID();
    const response = await t.inject({
      method: 'POST',
      url: '/api/analytics/session',
      payload: { sessionId, referrer: 'x'.repeat(17 * 1024) },
    });
    expectError(response, 413, 'The request body is too large', 'malformed_body');
  });

  it('deletes events and sessions older than the retention (13 months by default)', async () => {
    const sessionId = randomUUID();
    const at = (months: number) => `now() - interval '${months} months'`;
    await t.db.query(
      `INSERT INTO analytics_events (event, session_id, occurred_at)
       VALUES ('old', $1, ${at(14)}), ('kept', $1, ${at(12)})`,
      [sessionId],
    );
    await t.db.query(
      `INSERT INTO analytics_sessions (session_id, started_at) VALUES ($1, ${at(14)})`,
      [sessionId],
    );
    // A client clock far ahead cannot keep an event past the retention.
    const ahead = await track(nextAddress(), sessionId, { timestamp: '2999-01-01T00:00:00.000Z' });
    expect(ahead.statusCode).toBe(202);
    const [future] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM analytics_events WHERE session_id = $1 AND occurred_at > now()`,
      [sessionId],
    );
    expect(future!.count).toBe(0);

    await t.app.prune();
    const events = await t.db.query<{ event: string }>(
      'SELECT event FROM analytics_events WHERE session_id = $1 ORDER BY occurred_at',
      [sessionId],
    );
    expect(events.map((row) => row.event)).toEqual(['kept', 'page_view']);
    expect(
      await t.db.query('SELECT 1 FROM analytics_sessions WHERE session_id = $1', [sessionId]),
    ).toEqual([]);

    // ANALYTICS_RETENTION_MONTHS sets the age.
    const shorter = await t.sibling({ ANALYTICS_RETENTION_MONTHS: '6' });
    try {
      await shorter.app.prune();
    } finally {
      await shorter.close();
    }
    expect(await eventsOf(sessionId)).toBe(1);
  });
});
