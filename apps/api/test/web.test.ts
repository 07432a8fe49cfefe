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
