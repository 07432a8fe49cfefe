// Decision 054: the lazy top-up of repeating jobs (decision 030) is the route option
// `config: { topUpSeries: true }` served by plugins/series-top-up.ts. Every GET of jobs, sync and
// the dashboard declares it (what the URL pattern of before chose), and nothing else tops up.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { caseFor, documentedRoutes, type Fixture } from './catalogue.ts';
import { startTestApp, type TestApp, type WireCustomer, type WireJob } from './helpers.ts';

let t: TestApp;
let reads: string[];

beforeAll(async () => {
  t = await startTestApp();
  reads = (await documentedRoutes(t))
    .filter((route) => route.method === 'GET')
    .map((route) => route.path);
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await t?.close();
});

/** An owner with a weekly series made today, then the clock nine days on: a top-up is due. */
async function dueSeries(): Promise<Fixture> {
  const owner = await t.owner();
  const customer: WireCustomer = await t.createCustomer(owner);
  const created = await t.as(owner, {
    method: 'POST',
    url: '/api/series',
    payload: {
      customer_id: customer.id,
      service_type: 'Lawn Mowing',
      price: 45,
      start_date: new Date().toISOString().slice(0, 10),
      rule: { frequency: 'weekly', interval: 1, end: { type: 'never' } },
    },
  });
  expect(created.statusCode).toBe(201);
  const job = created.json<{ jobs: WireJob[] }>().jobs[0]!;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 9 * 86_400_000);
  return { owner, spare: owner, customer, job };
}

async function visits(fixture: Fixture): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM jobs WHERE owner_id = $1',
    [fixture.owner.id],
  );
  return row!.n;
}

async function toppedUpBy(path: string, method: 'GET' | 'HEAD' = 'GET'): Promise<boolean> {
  const fixture = await dueSeries();
  const before = await visits(fixture);
  const response = await t.as(fixture.owner, {
    method,
    url: caseFor({ method: 'GET', path, hasBody: false }).url(fixture),
  });
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return (await visits(fixture)) > before;
}

const READS_OF_JOBS = /^\/api\/(jobs|sync|dashboard)(\/|$)/;

describe('the series top-up route option', () => {
  it('tops up before every read of jobs, sync and the dashboard', async () => {
    const jobReads = reads.filter((path) => READS_OF_JOBS.test(path));
    expect(jobReads).toEqual(
      expect.arrayContaining(['/api/jobs', '/api/jobs/{id}', '/api/sync', '/api/dashboard/stats']),
    );
    for (const path of jobReads) expect(await toppedUpBy(path), path).toBe(true);
  });

  it('leaves the other reads, and HEAD, alone', async () => {
    for (const path of ['/api/customers', '/api/profile', '/api/auth/me']) {
      expect(reads).toContain(path);
      expect(await toppedUpBy(path), path).toBe(false);
    }
    expect(await toppedUpBy('/api/jobs', 'HEAD')).toBe(false);
  });
});
