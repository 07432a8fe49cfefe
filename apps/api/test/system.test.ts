import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { API_ERROR_CODES } from '@jobtrack/core/wire';
import { expectError, startTestApp, testDatabaseUrl, type TestApp } from './helpers.ts';
import { loadConfig } from '../src/config.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  it('answers ok after a database round trip', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      engine: testDatabaseUrl ? 'postgres' : 'pglite',
    });
  });
});

describe('GET /api/config', () => {
  it('gives the demo credentials in demo mode (the default)', async () => {
    // The tests' own app runs with DEMO_MODE=false (helpers.ts); a server's default is demo mode.
    expect(loadConfig({}).demoMode).toBe(true);
    const demo = await t.sibling({ DEMO_MODE: 'true' });
    onTestFinished(() => demo.close());
    const response = await demo.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      demoMode: true,
      demoCredentials: { email: 'demo@jobtrack.app', password: 'demo123' },
      version: '1.0.0',
      buildHash: 'dev',
      // PUBLIC_URL unset: the address the app is served from (decision 025).
      publicUrl: 'http://localhost:80',
    });
    const proxied = await demo.inject({
      method: 'GET',
      url: '/api/config',
      headers: { host: 'crew.example.net:8443' },
    });
    expect(proxied.json<{ publicUrl: string }>().publicUrl).toBe('http://crew.example.net:8443');
  });

  it('gives the configured values, and no credentials with DEMO_MODE false', async () => {
    const custom = await t.sibling({
      DEMO_MODE: 'true',
      DEMO_EMAIL: 'Show@Example.com',
      DEMO_PASSWORD: 'show-me',
      BUILD_HASH: 'abc1234',
      PUBLIC_URL: 'https://tracker.example.org/',
    });
    const off = await t.sibling({ DEMO_MODE: 'false', DEMO_PASSWORD: 'never-sent' });
    try {
      expect((await custom.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({
        demoMode: true,
        demoCredentials: { email: 'show@example.com', password: 'show-me' },
        version: '1.0.0',
        buildHash: 'abc1234',
        publicUrl: 'https://tracker.example.org',
      });
      const response = await off.inject({ method: 'GET', url: '/api/config' });
      expect(response.json()).toEqual({
        demoMode: false,
        demoCredentials: null,
        version: '1.0.0',
        buildHash: 'dev',
        publicUrl: 'http://localhost:80',
      });
      expect(response.body).not.toContain('never-sent');
      expect(response.body).not.toContain('admin-password-for-tests');
    } finally {
      await custom.close();
      await off.close();
    }
  });
});

describe('API documentation', () => {
  it('/api/openapi.json lists every call of spec §7', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'JobTrack API', version: '1.0.0' });
    const spec: Array<[string, string]> = [
      ['post', '/api/auth/register'],
      ['post', '/api/auth/login'],
      ['post', '/api/auth/logout'],
      ['get', '/api/customers'],
      ['get', '/api/customers/{id}'],
      ['post', '/api/customers'],
      ['put', '/api/customers/{id}'],
      ['delete', '/api/customers/{id}'],
      ['get', '/api/jobs'],
      ['get', '/api/jobs/{id}'],
      ['post', '/api/jobs'],
      ['put', '/api/jobs/{id}'],
      ['delete', '/api/jobs/{id}'],
      ['get', '/api/jobs/today'],
      ['get', '/api/jobs/unpaid'],
      ['get', '/api/jobs/stats'],
      ['get', '/api/dashboard/stats'],
      ['get', '/api/dashboard/jobs/recent'],
      ['get', '/api/dashboard/jobs/upcoming'],
      ['get', '/api/dashboard/revenue/monthly'],
      ['post', '/api/waitlist'],
      ['post', '/api/analytics/track'],
      ['post', '/api/analytics/session'],
      ['get', '/api/analytics/query'],
      ['get', '/api/sync'],
    ];
    const missing = spec.filter(([method, route]) => !document.paths[route]?.[method]);
    expect(missing).toEqual([]);
    // The owner's calls document the bearer token.
    expect(document.paths['/api/customers']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/jobs/{id}']?.put?.security).toEqual([{ bearerAuth: [] }]);
    // Every documented error answer names its stable codes (docs/architecture.md §8).
    const schemaOf = (route: string, method: string, status: string) =>
      (
        document.paths[route]?.[method] as unknown as {
          responses: Record<
            string,
            { content: { 'application/json': { schema: Record<string, unknown> } } }
          >;
        }
      ).responses[status]?.content['application/json'].schema;
    for (const [route, method, status] of [
      ['/api/customers', 'get', '401'],
      ['/api/customers', 'post', '409'],
      ['/api/jobs', 'post', '409'],
      ['/api/auth/login', 'post', '429'],
      ['/api/sync', 'get', '400'],
    ] as const) {
      expect(schemaOf(route, method, status)).toMatchObject({
        required: ['success', 'error', 'code'],
        properties: { code: { enum: [...API_ERROR_CODES] } },
      });
    }
  });

  it('/api/docs answers an HTML page', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html');
    expect(response.body).toContain('Swagger UI');
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['cache-control']).toBe('no-store');
  };

  it('are sent on answers, errors included', async () => {
    const answers = [
      await t.inject({ method: 'GET', url: '/api/health' }),
      await t.inject({ method: 'GET', url: '/api/customers' }),
      await t.inject({ method: 'GET', url: '/api/nope' }),
      await t.inject({ method: 'POST', url: '/api/waitlist', payload: { email: 'bad' } }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 401, 404, 400]);
    for (const response of answers) {
      expectSecurityHeaders(response.headers);
      // A JSON answer gets the short policy and none of the document-only headers.
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['x-xss-protection']).toBeUndefined();
    }
  });

  it("pages keep the app's full policy", async () => {
    const response = await t.inject({ method: 'GET', url: '/api/docs' });
    expectSecurityHeaders(response.headers);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Issue 11: frame-ancestors 'none' covers framing; the redundant X-Frame-Options is gone.
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('an unknown API route answers 404 in the error shape', async () => {
    expectError(
      await t.inject({ method: 'GET', url: '/api/nope?x=1' }),
      404,
      'Route GET /api/nope not found',
      'not_found',
    );
    expectError(
      await t.inject({ method: 'PATCH', url: '/api/customers' }),
      404,
      'Route PATCH /api/customers not found',
      'not_found',
    );
  });
});

describe('CORS', () => {
  it('allows the product site and its www variant by default', async () => {
    for (const origin of ['https://jobtrack.app', 'https://www.jobtrack.app']) {
      const response = await t.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers.vary)).toMatch(/Origin/);
    }
  });

  it('answers a preflight from an allowed origin', async () => {
    const response = await t.inject({
      method: 'OPTIONS',
      url: '/api/customers/customer-1',
      headers: {
        origin: 'https://jobtrack.app',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://jobtrack.app');
    expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    );
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    // Issue 11: a browser client may send an Idempotency-Key too.
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/Idempotency-Key/);
  });

  it('gives other origins nothing', async () => {
    for (const origin of [
      'https://evil.example',
      'http://jobtrack.app',
      'https://jobtrack.app.evil.example',
      'null',
    ]) {
      const response = await t.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await t.inject({
        method: 'OPTIONS',
        url: '/api/customers',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('follows CORS_ORIGINS when set', async () => {
    const custom = await t.sibling({ CORS_ORIGINS: 'https://a.example, https://b.example/' });
    try {
      const allowed = await custom.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://b.example' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://b.example');
      const refused = await custom.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://jobtrack.app' },
      });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await custom.close();
    }
  });
});

describe('the built web app', () => {
  let dir: string;
  let web: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'jobtrack-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>JobTrack</title>');
    writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
    web = await t.sibling({}, { webDist: dir });
  });

  afterAll(async () => {
    await web?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html for deep links and QR targets, and JSON for unknown API routes', async () => {
    for (const url of ['/', '/app/customers', '/customer/customer-123', '/job/job-1?x=1']) {
      const response = await web.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, body: response.body }).toEqual({
        url,
        status: 200,
        body: '<!doctype html><title>JobTrack</title>',
      });
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expectError(
      await web.inject({ method: 'GET', url: '/api/unknown' }),
      404,
      'Route GET /api/unknown not found',
      'not_found',
    );
    expectError(
      await web.inject({ method: 'POST', url: '/app' }),
      404,
      'Route POST /app not found',
      'not_found',
    );
  });

  it('serves hashed assets as immutable', async () => {
    const response = await web.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
