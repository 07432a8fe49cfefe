// What issue 12 changed in the answers themselves: compression, list paging, the log (quiet by
// default, one access line when asked, never a token or a password) and the dashboard's kept
// answers following every write (decisions 021 and 022).
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { PGLITE_SHARED_BUFFERS } from '../src/db/db.ts';
import { isoFromUtcText } from '../src/db/sql.ts';
import {
  expectError,
  nextAddress,
  startTestApp,
  testConfig,
  testDatabaseUrl,
  uniqueEmail,
  type Owner,
  type TestApp,
  type WireCustomer,
  type WireJob,
} from './helpers.ts';

let t: TestApp;
let owner: Owner;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.owner();
  // 30 customers with 2 jobs each: lists well over 1 KB.
  for (let index = 0; index < 30; index += 1) {
    const customer = await t.createCustomer(owner, {
      name: `Customer ${String(index).padStart(2, '0')}`,
    });
    await t.createJob(owner, customer.id, { due_date: '2026-03-01' });
    await t.createJob(owner, customer.id, {
      due_date: `2026-02-${String((index % 27) + 1).padStart(2, '0')}`,
    });
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('compression', () => {
  it('compresses a JSON answer over 1 KB with the encoding the client asks for', async () => {
    const plain = await t.as(owner, { method: 'GET', url: '/api/customers' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const gzip = await t.as(owner, {
      method: 'GET',
      url: '/api/customers',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());

    const br = await t.as(owner, {
      method: 'GET',
      url: '/api/jobs',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const jobs = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')) as WireJob[];
    expect(jobs).toHaveLength(60);
  });

  it('leaves an answer under 1 KB and a bodiless 304 as they are', async () => {
    const small = await t.as(owner, {
      method: 'GET',
      url: '/api/jobs/stats',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();

    const first = await t.get<{ cursor: string; has_more: boolean }>(owner, '/api/sync?limit=5000');
    const idle = await t.as(owner, {
      method: 'GET',
      url: `/api/sync?since=${first.cursor}`,
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': `"${first.cursor}"` },
    });
    expect(idle.statusCode).toBe(304);
    expect(idle.rawPayload.length).toBe(0);
    expect(idle.headers['content-encoding']).toBeUndefined();
  });
});

describe('large answers', () => {
  it('compresses a list over 64 KB in one piece, br or gzip, to the same records', async () => {
    const big = await t.owner();
    const customer = await t.createCustomer(big, { name: 'Long Notes' });
    for (let index = 0; index < 40; index += 1) {
      await t.createJob(big, customer.id, {
        description: `${index} ${'mow and edge '.repeat(150)}`,
      });
    }
    const plain = await t.as(big, { method: 'GET', url: '/api/jobs' });
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
    const br = await t.as(big, {
      method: 'GET',
      url: '/api/jobs',
      headers: { 'accept-encoding': 'gzip;q=0.5, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.vary).toMatch(/authorization/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzip = await t.as(big, {
      method: 'GET',
      url: '/api/jobs',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });
});

describe('list validators', () => {
  const list = (who: Owner, url: string, ifNoneMatch?: string) =>
    t.as(who, {
      method: 'GET',
      url,
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
    });

  it('answers 304 without a body to a refresh of an unchanged list, and 200 once it changed', async () => {
    for (const url of ['/api/jobs', '/api/customers']) {
      const first = await list(owner, url);
      const tag = first.headers.etag as string;
      expect(tag).toMatch(/^W\/"\d+-[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-store');
      const again = await list(owner, url, tag);
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(tag);
      expect((await list(owner, url, `"other", ${tag}`)).statusCode).toBe(304);
      expect((await list(owner, url, '"0-nothing"')).statusCode).toBe(200);
    }
    const jobs = await list(owner, '/api/jobs');
    const customers = await list(owner, '/api/customers');
    // A customer renamed: both lists change (each job names its customer).
    const [someone] = customers.json<WireCustomer[]>();
    const renamed = await t.as(owner, {
      method: 'PUT',
      url: `/api/customers/${someone!.id}`,
      payload: { name: `${someone!.name} Jr` },
    });
    expect(renamed.statusCode).toBe(200);
    for (const before of [jobs, customers]) {
      const url = before === jobs ? '/api/jobs' : '/api/customers';
      const after = await list(owner, url, before.headers.etag as string);
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.json()).not.toEqual(before.json());
    }
    await t.as(owner, {
      method: 'PUT',
      url: `/api/customers/${someone!.id}`,
      payload: { name: someone!.name },
    });
  });

  it("never confirms another owner's or another query's tag", async () => {
    const other = await t.owner();
    const tag = (await list(owner, '/api/jobs')).headers.etag as string;
    const theirs = await list(other, '/api/jobs', tag);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    const filtered = await list(owner, '/api/jobs?status=pending', tag);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.headers.etag).not.toBe(tag);
    const paged = await list(owner, '/api/jobs?limit=5', tag);
    expect(paged.statusCode).toBe(200);
    // Other answers keep no-store.
    expect((await list(owner, '/api/jobs/stats')).headers['cache-control']).toBe('no-store');
  });
});

describe('list paging', () => {
  const page = (url: string) => t.as(owner, { method: 'GET', url });

  it('answers the whole list as a plain array without limit, and no cursor header', async () => {
    const customers = await page('/api/customers');
    expect(customers.json<WireCustomer[]>()).toHaveLength(30);
    expect(customers.headers['x-next-cursor']).toBeUndefined();
    const jobs = await page('/api/jobs');
    expect(jobs.json<WireJob[]>()).toHaveLength(60);
    expect(jobs.headers['x-next-cursor']).toBeUndefined();
  });

  it('walks the customers in pages that together are the whole list, in its order', async () => {
    const whole = (await page('/api/customers')).json<WireCustomer[]>().map((c) => c.id);
    const walked: string[] = [];
    let url = '/api/customers?limit=7';
    let pages = 0;
    for (;;) {
      const answer = await page(url);
      expect(answer.statusCode).toBe(200);
      const rows = answer.json<WireCustomer[]>();
      expect(rows.length).toBeLessThanOrEqual(7);
      expect(Object.keys(rows[0] ?? {})).not.toContain('page_key');
      walked.push(...rows.map((c) => c.id));
      pages += 1;
      const next = answer.headers['x-next-cursor'];
      if (next === undefined) break;
      url = `/api/customers?limit=7&cursor=${String(next)}`;
    }
    expect(pages).toBe(5);
    expect(walked).toEqual(whole);
  });

  it('walks the jobs in pages, filters kept, newest scheduled first', async () => {
    const whole = (await page('/api/jobs?from=2026-02-10')).json<WireJob[]>().map((j) => j.id);
    expect(whole.length).toBeGreaterThan(30);
    const walked: string[] = [];
    let url = '/api/jobs?from=2026-02-10&limit=10';
    for (;;) {
      const answer = await page(url);
      walked.push(...answer.json<WireJob[]>().map((j) => j.id));
      const next = answer.headers['x-next-cursor'];
      if (next === undefined) break;
      url = `/api/jobs?from=2026-02-10&limit=10&cursor=${String(next)}`;
    }
    expect(walked).toEqual(whole);
  });

  it('refuses a limit out of range and a cursor it did not make', async () => {
    expectError(
      await page('/api/jobs?limit=0'),
      400,
      'limit: must be between 1 and 5000',
      'validation_failed',
    );
    expectError(
      await page('/api/customers?limit=5001'),
      400,
      'limit: must be between 1 and 5000',
      'validation_failed',
    );
    expectError(
      await page(`/api/jobs?limit=5&cursor=${Buffer.from('["x","1","y"]').toString('base64url')}`),
      400,
      'cursor: must be a cursor from an earlier page',
      'validation_failed',
    );
    expectError(
      await page('/api/customers?limit=5&cursor=bm90LWpzb24'),
      400,
      'cursor: must be a cursor from an earlier page',
      'validation_failed',
    );
  });

  it('documents limit and cursor in the OpenAPI document', async () => {
    const document = await t.get<{
      paths: Record<string, { get: { parameters: Array<{ name: string }>; description: string } }>;
    }>(owner, '/api/openapi.json');
    for (const path of ['/api/customers', '/api/jobs']) {
      const names = document.paths[path]!.get.parameters.map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(['limit', 'cursor']));
      expect(document.paths[path]!.get.description).toContain('X-Next-Cursor');
    }
  });
});

describe('the log', () => {
  const secretPassword = 'correct horse battery staple';

  async function logged(env: Record<string, string>) {
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info', ...env }),
      db: t.db,
      webDist: '/nonexistent/jobtrack-web-dist',
      logStream: { write: (line: string) => void lines.push(line) },
    });
    const email = uniqueEmail('log');
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextAddress(),
      payload: { name: 'Log Owner', email, password: secretPassword },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextAddress(),
      payload: { email, password: secretPassword },
    });
    const { token } = login.json<{ token: string }>();
    expect(register.statusCode).toBe(201);
    const authorization = `Bearer ${token}`;
    for (const url of [
      '/api/customers',
      `/api/customers?password=${encodeURIComponent(secretPassword)}`,
      '/api/auth/me',
    ]) {
      await app.inject({ method: 'GET', url, headers: { authorization } });
    }
    await app.inject({ method: 'GET', url: '/api/customers/nope', headers: { authorization } });
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization } });
    await app.close();
    return { lines, token };
  }

  it('writes no line per request at the default level', async () => {
    expect(loadConfig({})).toMatchObject({ logLevel: 'info', accessLog: false });
    const { lines } = await logged({});
    expect(lines).toEqual([]);
  });

  it('writes one access line per request with ACCESS_LOG=true, never a token or a password', async () => {
    const { lines, token } = await logged({ ACCESS_LOG: 'true' });
    expect(lines).toHaveLength(7);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      entries.map(
        (entry) => `${String(entry.method)} ${String(entry.path)} ${String(entry.status)}`,
      ),
    ).toEqual([
      'POST /api/auth/register 201',
      'POST /api/auth/login 200',
      'GET /api/customers 200',
      'GET /api/customers 200',
      'GET /api/auth/me 200',
      'GET /api/customers/nope 404',
      'POST /api/auth/logout 200',
    ]);
    for (const entry of entries) expect(typeof entry.ms).toBe('number');
    const all = lines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(secretPassword);
    expect(all).not.toContain(encodeURIComponent(secretPassword));
    expect(all.toLowerCase()).not.toContain('bearer');
  });
});

describe("the dashboard's kept answers", () => {
  it('follow every write at once', async () => {
    const fresh = await t.owner();
    const url = '/api/dashboard/stats?date=2026-03-04&utc_offset=-300';
    const before = await t.get<{ totalJobs: number; totalUnpaid: number }>(fresh, url);
    expect(before).toMatchObject({ totalJobs: 0, totalUnpaid: 0 });
    const customer = await t.createCustomer(fresh);
    const job = await t.createJob(fresh, customer.id, {
      estimated_cost: 80,
      due_date: '2026-03-04',
    });
    const after = await t.get<{ totalJobs: number; totalUnpaid: number; todaysJobs: WireJob[] }>(
      fresh,
      url,
    );
    expect(after).toMatchObject({ totalJobs: 1, totalUnpaid: 80 });
    expect(after.todaysJobs.map((j) => j.customer?.name)).toEqual(['Maria Garcia']);
    await t.as(fresh, {
      method: 'PUT',
      url: `/api/customers/${customer.id}`,
      payload: { name: 'Ana Ruiz' },
    });
    const renamed = await t.get<{ todaysJobs: WireJob[] }>(fresh, url);
    expect(renamed.todaysJobs.map((j) => j.customer?.name)).toEqual(['Ana Ruiz']);
    await t.updateJob(fresh, job.id, { paid: true });
    expect(await t.get(fresh, url)).toMatchObject({ totalUnpaid: 0, totalRevenue: 80 });
  });
});

// The embedded database only (decision 044): PostgreSQL servers keep their own configuration.
if (!testDatabaseUrl) {
  describe('the embedded database', () => {
    it('starts with 32 MB of shared buffers, not the 128 MB cleared on every start', async () => {
      const [row] = await t.db.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(row?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
      expect(PGLITE_SHARED_BUFFERS).toBe('32MB');
    });
  });
}

describe('timestamps read as UTC text', () => {
  it('become the ISO strings to_char made, milliseconds truncated', async () => {
    expect(isoFromUtcText('2026-11-23 16:04:44')).toBe('2026-11-23T16:04:44.000Z');
    expect(isoFromUtcText('2026-11-23 16:04:44.5')).toBe('2026-11-23T16:04:44.500Z');
    expect(isoFromUtcText('2026-11-23 16:04:44.123999')).toBe('2026-11-23T16:04:44.123Z');
    expect(isoFromUtcText(null)).toBeNull();
    // The same instants through both ways, on this engine.
    const [row] = await t.db.query<{ text: string; made: string }>(
      `SELECT (v AT TIME ZONE 'UTC')::text AS text,
              to_char(v AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS made
       FROM (SELECT '2026-02-03 04:05:06.789987+00'::timestamptz AS v) AS x`,
    );
    expect(isoFromUtcText(row!.text)).toBe(row!.made);
  });
});
