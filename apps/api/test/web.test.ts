import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers.ts';

// The built web app as the build lays it out (decision 023): the landing page in landing.html,
// the app in index.html, and a .br and a .gz beside each text file.

const APP_HTML = '<!doctype html><title>JobTrack app</title>';
const LANDING_HTML = '<!doctype html><title>JobTrack</title><h1>Prerendered</h1>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let dir: string;
let t: TestApp;

function writeWithCompressed(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'jobtrack-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeWithCompressed(path.join(dir, 'index.html'), APP_HTML);
  writeWithCompressed(path.join(dir, 'landing.html'), LANDING_HTML);
  writeWithCompressed(path.join(dir, 'assets', 'app-1234.js'), SCRIPT);
  // A file the build left uncompressed (too small to gain from it).
  writeFileSync(path.join(dir, 'assets', 'tiny-1234.js'), 'void 0');
  t = await startTestApp({}, { webDist: dir });
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

/** The request headers a response varies on (CORS adds Origin). */
const varyOn = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['vary'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('precompressed static files', () => {
  it('sends the brotli file to a client that accepts br, with Vary: Accept-Encoding', async () => {
    const response = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(varyOn(response)).toContain('accept-encoding');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const response = await get('/assets/app-1234.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(varyOn(response)).toContain('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding, still varying on it', async () => {
    const response = await get('/assets/app-1234.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(varyOn(response)).toContain('accept-encoding');
    expect(response.body).toBe(SCRIPT);
  });

  it('sends a file without compressed copies whole (compressed on the fly when asked)', async () => {
    const response = await get('/assets/tiny-1234.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    const encoding = response.headers['content-encoding'];
    const body =
      encoding === 'br'
        ? brotliDecompressSync(response.rawPayload)
        : encoding === 'gzip'
          ? gunzipSync(response.rawPayload)
          : response.rawPayload;
    expect(body.toString()).toBe('void 0');
  });
});

describe('the landing page and the app', () => {
  it('answers / with the prerendered landing page, compressed', async () => {
    const response = await get('/', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LANDING_HTML);
  });

  it('answers deep links with the app, compressed', async () => {
    for (const url of ['/login', '/app/dashboard', '/customer/customer-123']) {
      const response = await get(url, 'gzip');
      expect({
        url,
        status: response.statusCode,
        encoding: response.headers['content-encoding'],
      }).toEqual({ url, status: 200, encoding: 'gzip' });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(response.rawPayload).toString()).toBe(APP_HTML);
    }
  });
});

describe('the prerendered sign-in page (decision 043)', () => {
  const LOGIN_HTML = '<!doctype html><title>JobTrack</title><h1>Welcome back</h1>';
  const settings = (email: string, password: string) =>
    `{"demoMode":true,"demoCredentials":{"email":${email},"password":${password}}}`;
  const LOGIN_DEMO_HTML =
    `<script type="application/json" id="prerender-settings">${settings('"__JOBTRACK_DEMO_EMAIL__"', '"__JOBTRACK_DEMO_PASSWORD__"')}</script>` +
    '<dd>__JOBTRACK_DEMO_EMAIL__</dd><dd>__JOBTRACK_DEMO_PASSWORD__</dd>'.repeat(40);
  let loginDir: string;
  const apps: TestApp[] = [];

  beforeAll(() => {
    loginDir = mkdtempSync(path.join(tmpdir(), 'jobtrack-web-login-'));
    writeWithCompressed(path.join(loginDir, 'index.html'), APP_HTML);
    writeWithCompressed(path.join(loginDir, 'login.html'), LOGIN_HTML);
    writeWithCompressed(path.join(loginDir, 'login-demo.html'), LOGIN_DEMO_HTML);
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(loginDir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string>) {
    const app = await startTestApp(env, { webDist: loginDir });
    apps.push(app);
    return app;
  }

  it('answers /login with login.html without demo mode (its compressed copy)', async () => {
    const app = await start({ DEMO_MODE: 'false' });
    const response = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LOGIN_HTML);
    // Other app paths still answer the app.
    const other = await app.inject({ method: 'GET', url: '/app/dashboard' });
    expect(other.body).toBe(APP_HTML);
  });

  it('in demo mode, writes the demo credentials into the page, escaped, compressed', async () => {
    const app = await start({
      DEMO_MODE: 'true',
      DEMO_EMAIL: 'Owner@Example.com',
      DEMO_PASSWORD: 'a<b>"c"&d',
    });
    const response = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(response.rawPayload).toString();
    expect(html).not.toContain('__JOBTRACK_');
    expect(html).toContain('<dd>owner@example.com</dd><dd>a&lt;b&gt;&quot;c&quot;&amp;d</dd>');
    const json = /<script[^>]*>(.*?)<\/script>/.exec(html)![1]!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({
      demoMode: true,
      demoCredentials: { email: 'owner@example.com', password: 'a<b>"c"&d' },
    });
  });
});
