// Decision 054: the change numbers behind the sync pull, the list tags and the kept answers
// (decisions 009, 036, 044) hold only while every write of owners' data runs inside writeOwned,
// in its transaction after it took the owner's next number. This watches every statement the
// API sends while the catalogue's calls and the writes the catalogue lacks run, and fails on any
// INSERT, UPDATE, DELETE, MERGE or TRUNCATE of an owned table (OWNED_TABLES) outside one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { NEXT_CHANGE_NUMBER, OWNED_TABLES } from '../src/db/changes.ts';
import type { Db, Queryable } from '../src/db/db.ts';
import {
  caseFor,
  documentedRoutes,
  headersFor,
  makeFixture,
  validProfile,
  type Fixture,
} from './catalogue.ts';
import { startTestApp, TestApp, testConfig, type Owner } from './helpers.ts';

const OWNED = new Set<string>(OWNED_TABLES);

/** The tables a statement writes (its target names; quoted or not, any case). */
const WRITTEN_TABLE =
  /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|MERGE\s+INTO|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?/gi;

export const ownedTablesWritten = (sql: string): string[] =>
  [...sql.matchAll(WRITTEN_TABLE)]
    .map((match) => match[1]!.toLowerCase())
    .filter((table) => OWNED.has(table));

type Write = { table: string; inWriteOwned: boolean; sql: string };

/** The database as the app sees it, noting each write of an owned table and where it ran. */
function watched(db: Db) {
  const writes: Write[] = [];
  const note = (sql: string, inWriteOwned: boolean) => {
    for (const table of ownedTablesWritten(sql)) {
      writes.push({ table, inWriteOwned, sql: sql.replace(/\s+/g, ' ').slice(0, 200) });
    }
  };
  /** A transaction is writeOwned's once it has taken the owner's number (its first statement). */
  const inTransaction = (tx: Queryable): Queryable => {
    let numbered = false;
    return {
      query: <Row>(sql: string, params?: unknown[]) => {
        if (sql.includes(NEXT_CHANGE_NUMBER)) numbered = true;
        note(sql, numbered);
        return tx.query<Row>(sql, params);
      },
    };
  };
  const watchedDb: Db = {
    ...db,
    query: <Row>(sql: string, params?: unknown[]) => {
      note(sql, false);
      return db.query<Row>(sql, params);
    },
    transaction: (work) => db.transaction((tx) => work(inTransaction(tx))),
    snapshot: (work) => db.snapshot((tx) => work(inTransaction(tx))),
    withLock: (id, work) => db.withLock(id, (tx) => work(inTransaction(tx))),
  };
  return { db: watchedDb, writes };
}

let base: TestApp;
let t: TestApp;
let watch: ReturnType<typeof watched>;

beforeAll(async () => {
  base = await startTestApp();
  watch = watched(base.db);
  const app = await buildApp({
    config: testConfig(),
    db: watch.db,
    logger: false,
    webDist: '/none',
  });
  t = new TestApp(app, watch.db, false);
}, 60_000);

afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
  await base?.close();
});

const outside = () => watch.writes.filter((write) => !write.inWriteOwned);

describe('the watch itself', () => {
  it('names the owned tables a statement writes', () => {
    expect(ownedTablesWritten('UPDATE jobs j SET paid = true WHERE j.owner_id = $1')).toEqual([
      'jobs',
    ]);
    expect(
      ownedTablesWritten(
        `INSERT INTO tombstones (owner_id) VALUES ($1)
         ON CONFLICT (owner_id) DO UPDATE SET change_seq = 1`,
      ),
    ).toEqual(['tombstones']);
    expect(ownedTablesWritten('delete from "customers" where owner_id = $1')).toEqual([
      'customers',
    ]);
    expect(ownedTablesWritten('SELECT * FROM jobs FOR UPDATE')).toEqual([]);
    expect(ownedTablesWritten('INSERT INTO rate_limits (key) VALUES ($1)')).toEqual([]);
  });

  it('fails a write of an owned table that bypasses writeOwned', async () => {
    const before = watch.writes.length;
    await watch.db.query('UPDATE jobs SET paid = paid WHERE false');
    await watch.db.transaction((tx) => tx.query('DELETE FROM job_series WHERE false'));
    expect(
      watch.writes.slice(before).map(({ table, inWriteOwned }) => [table, inWriteOwned]),
    ).toEqual([
      ['jobs', false],
      ['job_series', false],
    ]);
    watch.writes.length = before;
  });
});

/** The writes the catalogue's one-request-per-route does not reach. */
async function writeEverything(owner: Owner) {
  const call = async (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) => {
    const response = await t.as(owner, { method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json<Record<string, unknown>>();
  };
  const today = new Date().toISOString().slice(0, 10);
  const customer = await t.createCustomer(owner, { name: 'Owned Olga' });
  const job = await t.createJob(owner, customer.id, { title: 'Hedge', status: 'completed' });
  await call('PUT', `/api/jobs/${job.id}`, { paid: true });
  const owed = await t.createJob(owner, customer.id, { title: 'Fence', estimated_cost: 90 });
  const payment = await call('POST', '/api/payments', {
    job_id: owed.id,
    amount: 25,
    method: 'cash',
    paid_on: today,
  });
  await call('DELETE', `/api/payments/${String(payment.id)}`);
  // Photos (decision 067): the record, its change, its image (the row says it is stored), delete.
  const photoId = `photo-${randomUUID()}`;
  await call('POST', '/api/photos', {
    id: photoId,
    job_id: owed.id,
    label: 'before',
    content_type: 'image/png',
    width: 10,
    height: 10,
    bytes: 16,
    taken_at: '2026-11-27T15:42:00.000Z',
  });
  const image = await t.as(owner, {
    method: 'PUT',
    url: `/api/photos/${photoId}/image`,
    headers: { 'content-type': 'image/png' },
    payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  expect(image.statusCode).toBe(200);
  await call('DELETE', `/api/photos/${photoId}`);
  await call('PUT', `/api/customers/${customer.id}`, { name: 'Owned Olga Ruiz' });
  await call('PUT', '/api/profile', validProfile());

  const rule = { frequency: 'weekly', interval: 1, end: { type: 'never' } };
  const created = await call('POST', '/api/series', {
    customer_id: customer.id,
    service_type: 'Lawn Mowing',
    price: 45,
    start_date: today,
    rule,
  });
  const seriesId = (created.series as { id: string }).id;
  await call('PUT', `/api/series/${seriesId}`, {
    from_date: today,
    price: 50,
    weekday_shift_days: 1,
  });
  await call('POST', '/api/jobs/rain-delay', { date: today, shift_following: true });
  await call('POST', `/api/series/${seriesId}/end`, { from_date: today });
  await call('DELETE', `/api/series/${seriesId}`);

  const document = await call('POST', '/api/documents', {
    kind: 'receipt',
    customer_id: customer.id,
    job_ids: [job.id],
  });
  await call('POST', `/api/documents/${String(document.id)}/revoke`);
  await call('DELETE', `/api/documents/${String(document.id)}`);

  // Quotes (issue 26): the owner's writes, the customer's page and answer, the link to work.
  const items = [
    { id: 'mow', description: 'Mow', quantity: 1, unit_price: 40, optional: false },
    { id: 'haul', description: 'Haul', quantity: 1, unit_price: 10, optional: true },
  ];
  const quote = await call('POST', '/api/quotes', { customer_id: customer.id, items });
  const quoteUrl = `/api/quotes/${String(quote.id)}`;
  await call('PUT', quoteUrl, { notes: 'Bring the trailer' });
  await call('POST', `${quoteUrl}/sent`);
  await call('POST', `${quoteUrl}/share-expiry`, { expires_at: null });
  const token = String(quote.share_token);
  expect((await t.inject({ method: 'GET', url: `/q/${token}` })).statusCode).toBe(200);
  const png =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const accepted = await t.inject({
    method: 'POST',
    url: `/q/${token}/accept`,
    payload: { name: 'Olga', signature: png, items: ['haul'] },
  });
  expect(accepted.statusCode).toBe(200);
  await call('POST', `${quoteUrl}/link`, { job_id: job.id });
  await call('POST', `${quoteUrl}/revoke`);
  const kept = await call('GET', quoteUrl);
  await call('DELETE', quoteUrl);
  const { share_token, share_expires_at, updated_at, ...backup } = kept;
  void [share_token, share_expires_at, updated_at];
  await call('POST', '/api/import', {
    kind: 'quotes',
    records: [{ ...backup, id: `quote-${randomUUID()}` }],
  });

  const imported = `customer-${randomUUID()}`;
  await call('POST', '/api/import', {
    kind: 'customers',
    records: [{ id: imported, name: 'Imported Ines' }],
  });
  await call('POST', '/api/import', {
    kind: 'series',
    records: [
      {
        id: `series-${randomUUID()}`,
        customer_id: imported,
        service_type: 'Pool',
        price: 30,
        start_date: today,
        rule,
      },
    ],
  });
  await call('POST', '/api/import', {
    kind: 'jobs',
    records: [{ id: `job-${randomUUID()}`, customer_id: imported, title: 'Imported job' }],
  });

  // A new series, then nine days later a read tops it up: the read writes the new visits.
  await call('POST', '/api/series', {
    customer_id: imported,
    service_type: 'Lawn Mowing',
    price: 45,
    start_date: today,
    rule,
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 9 * 86_400_000);
  const before = watch.writes.length;
  await call('GET', '/api/jobs');
  expect(watch.writes.slice(before).map((write) => write.table)).toContain('jobs');
  vi.useRealTimers();

  await call('DELETE', `/api/customers/${imported}`);
}

describe('every write of owned data', () => {
  it('runs inside writeOwned, through every route of the catalogue and every kind of write', async () => {
    const fixture: Fixture = await makeFixture(t);
    for (const item of (await documentedRoutes(t)).map(caseFor)) {
      await t.inject({
        method: item.method,
        url: item.url(fixture),
        headers: headersFor(item, fixture),
        ...(item.body ? { payload: item.body(fixture) } : {}),
      });
    }
    await writeEverything(await t.owner());

    expect(outside()).toEqual([]);
    // The watch saw the writes it guards: each owned table was written (sync_state by writeOwned).
    expect(new Set(watch.writes.map((write) => write.table))).toEqual(OWNED);
  });
});
