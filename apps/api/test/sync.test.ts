import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { SyncAnswer } from '@jobtrack/core/wire';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { writeOwned } from '../src/db/changes.ts';
import { openDb, type Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import {
  expectError,
  startTestApp,
  TestApp,
  testConfig,
  testDatabaseUrl,
  tokenHash,
  type Owner,
  type WireCustomer,
  type WireJob,
} from './helpers.ts';
import { takeStatements } from './query-recorder.ts';

// Issue 9 "Sync": every write of an owner's data takes the owner's next change number in its own
// transaction; GET /api/sync answers what changed after a cursor, deletes as tombstones.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const newCustomerId = () => `customer-${randomUUID()}`;
const newJobId = () => `job-${randomUUID()}`;
const byId = <T extends { id: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.id.localeCompare(b.id));

async function pull(
  owner: Owner,
  query: { since?: string; limit?: number } = {},
  app: TestApp = t,
) {
  const params = new URLSearchParams();
  if (query.since !== undefined) params.set('since', query.since);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  const url = `/api/sync${params.size ? `?${params}` : ''}`;
  const response = await app.as(owner, { method: 'GET', url });
  if (response.statusCode !== 200) {
    throw new Error(`GET ${url} answered ${response.statusCode} ${response.body}`);
  }
  return { answer: response.json<SyncAnswer>(), bytes: response.rawPayload.length };
}

const pulled = async (
  owner: Owner,
  query: { since?: string; limit?: number } = {},
  app: TestApp = t,
) => (await pull(owner, query, app)).answer;

/**
 * Lets the other requests of the test run. NOTE: PGlite answers in-process through promise
 * callbacks only, so a pull loop that never waits for a timer would starve the writers' bodies.
 */
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 2));

const EMPTY = { has_more: false, customers: [], jobs: [], deleted_customers: [], deleted_jobs: [] };

const PROFILE = {
  businessName: 'Sync Lawns',
  ownerName: 'Pat',
  email: '',
  phone: '',
  address: '',
  website: '',
  bio: '',
  serviceTypes: ['Lawn Care'],
  businessHours: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
      day,
      { open: '08:00', close: '17:00', closed: day === 'sunday' },
    ]),
  ),
  pricing: { hourlyRate: 60, minimumCharge: 40, currency: 'USD' },
};

/** A device's copy of the owner's data, built only from pulls, as the app builds its replica. */
class Replica {
  constructor(private readonly app: TestApp = t) {}

  cursor: string | undefined;
  customers = new Map<string, WireCustomer>();
  jobs = new Map<string, WireJob>();
  pulls = 0;

  apply(answer: SyncAnswer): void {
    if (answer.reset) {
      this.customers.clear();
      this.jobs.clear();
    }
    for (const customer of answer.customers) this.customers.set(customer.id, customer);
    for (const job of answer.jobs) this.jobs.set(job.id, job as WireJob);
    for (const id of answer.deleted_customers) this.customers.delete(id);
    for (const id of answer.deleted_jobs) this.jobs.delete(id);
    if (this.cursor !== undefined && !answer.reset) {
      expect(BigInt(answer.cursor)).toBeGreaterThanOrEqual(BigInt(this.cursor));
    }
    this.cursor = answer.cursor;
    this.pulls += 1;
  }

  /** Pulls pages until the answer says nothing more is waiting. */
  async catchUp(owner: Owner, limit?: number): Promise<void> {
    for (;;) {
      const answer = await pulled(
        owner,
        {
          ...(this.cursor === undefined ? {} : { since: this.cursor }),
          ...(limit === undefined ? {} : { limit }),
        },
        this.app,
      );
      this.apply(answer);
      if (!answer.has_more) return;
    }
  }

  async expectEqualsServer(owner: Owner): Promise<void> {
    expect({
      customers: byId([...this.customers.values()]),
      jobs: byId([...this.jobs.values()]),
    }).toEqual({
      customers: byId(await t.get<WireCustomer[]>(owner, '/api/customers')),
      jobs: byId(await t.get<WireJob[]>(owner, '/api/jobs')),
    });
  }
}

describe('GET /api/sync', () => {
  it('answers an owner who never wrote with cursor "0" and nothing else', async () => {
    const owner = await t.owner();
    for (const query of [{}, { since: '0' }, { since: '0', limit: 1 }]) {
      const { answer, bytes } = await pull(owner, query);
      expect(answer).toEqual({ cursor: '0', ...EMPTY });
      expect(bytes).toBeLessThan(300);
    }
  });

  it('answers each create, update and delete after the cursor it follows', async () => {
    const owner = await t.owner();
    const customer = await t.createCustomer(owner, { id: newCustomerId(), name: 'Cara Sync' });
    expect(await pulled(owner)).toEqual({ cursor: '1', ...EMPTY, customers: [customer] });

    const job = await t.createJob(owner, customer.id, { id: newJobId(), title: 'Hedge' });
    expect(await pulled(owner, { since: '1' })).toEqual({ cursor: '2', ...EMPTY, jobs: [job] });

    // A rename changes the customer's name inside its jobs' answers too: they come again.
    const renamed = await t.as(owner, {
      method: 'PUT',
      url: `/api/customers/${customer.id}`,
      payload: { name: 'Cara Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    const jobAfterRename = await t.get<WireJob>(owner, `/api/jobs/${job.id}`);
    expect(jobAfterRename.customer).toEqual({ name: 'Cara Renamed' });
    expect(await pulled(owner, { since: '2' })).toEqual({
      cursor: '3',
      ...EMPTY,
      customers: [renamed.json()],
      jobs: [jobAfterRename],
    });

    // A change of another field leaves the jobs alone.
    const noted = await t.as(owner, {
      method: 'PUT',
      url: `/api/customers/${customer.id}`,
      payload: { notes: 'Gate code 42' },
    });
    expect(await pulled(owner, { since: '3' })).toEqual({
      cursor: '4',
      ...EMPTY,
      customers: [noted.json()],
    });

    const paid = await t.updateJob(owner, job.id, { paid: true, status: 'completed' });
    // Marking it paid records one payment of its amount (decision 046), in the same change.
    const [payment] = await t.get<unknown[]>(owner, `/api/payments?job_id=${job.id}`);
    expect(await pulled(owner, { since: '4' })).toEqual({
      cursor: '5',
      ...EMPTY,
      jobs: [paid],
      payments: [payment],
    });

    const deleted = await t.as(owner, { method: 'DELETE', url: `/api/jobs/${job.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(await pulled(owner, { since: '5' })).toEqual({
      cursor: '6',
      ...EMPTY,
      deleted_jobs: [job.id],
    });

    // From the beginning: the state now, the deleted job as a tombstone only.
    expect(await pulled(owner)).toEqual({
      cursor: '6',
      ...EMPTY,
      customers: [noted.json()],
      deleted_jobs: [job.id],
    });
    // From the last cursor: nothing.
    expect(await pulled(owner, { since: '6' })).toEqual({ cursor: '6', ...EMPTY });
  });

  it('spends no change number on a write that changes nothing', async () => {
    const owner = await t.owner();
    const id = newCustomerId();
    const customer = await t.createCustomer(owner, { id, name: 'Once Only' });
    const retried = await t.as(owner, {
      method: 'POST',
      url: '/api/customers',
      payload: { id, name: 'Once Only' },
    });
    expect(retried.statusCode).toBe(200);
    const missing = `customer-${randomUUID()}`;
    expectError(
      await t.as(owner, {
        method: 'PUT',
        url: `/api/customers/${missing}`,
        payload: { name: 'X' },
      }),
      404,
      'Customer not found',
      'not_found',
    );
    expectError(
      await t.as(owner, { method: 'DELETE', url: `/api/jobs/${newJobId()}` }),
      404,
      'Job not found',
      'not_found',
    );
    expectError(
      await t.as(owner, {
        method: 'POST',
        url: '/api/jobs',
        payload: { customer_id: missing, title: 'Orphan' },
      }),
      404,
      'Customer not found',
      'not_found',
    );
    expect(await pulled(owner)).toEqual({ cursor: '1', ...EMPTY, customers: [customer] });
  });

  it('lists a record created and deleted since the cursor only among the deleted ids', async () => {
    const owner = await t.owner();
    const kept = await t.createCustomer(owner, { name: 'Kept' });
    const gone = await t.createCustomer(owner, { name: 'Gone' });
    const goneJob = await t.createJob(owner, kept.id, { title: 'Gone job' });
    await t.as(owner, { method: 'DELETE', url: `/api/customers/${gone.id}` });
    await t.as(owner, { method: 'DELETE', url: `/api/jobs/${goneJob.id}` });
    const answer = await pulled(owner);
    expect(answer).toEqual({
      cursor: '5',
      ...EMPTY,
      customers: [kept],
      deleted_customers: [gone.id],
      deleted_jobs: [goneJob.id],
    });
  });

  it('deleting a customer leaves a tombstone for it and each of its jobs, at one number', async () => {
    const owner = await t.owner();
    const customer = await t.createCustomer(owner, { name: 'Leaving Lee' });
    const other = await t.createCustomer(owner, { name: 'Staying Sam' });
    const jobs = [
      await t.createJob(owner, customer.id, { title: 'One' }),
      await t.createJob(owner, customer.id, { title: 'Two' }),
      await t.createJob(owner, customer.id, { title: 'Three' }),
    ];
    const otherJob = await t.createJob(owner, other.id, { title: 'Not touched' });
    expect((await pulled(owner)).cursor).toBe('6');

    expect(
      (await t.as(owner, { method: 'DELETE', url: `/api/customers/${customer.id}` })).statusCode,
    ).toBe(200);
    const answer = await pulled(owner, { since: '6' });
    expect(answer).toEqual({
      cursor: '7',
      ...EMPTY,
      deleted_customers: [customer.id],
      deleted_jobs: jobs.map((job) => job.id).sort(),
    });
    const tombstones = await t.db.query<{ kind: string; change_seq: string | number }>(
      'SELECT kind, change_seq FROM tombstones WHERE owner_id = $1',
      [owner.id],
    );
    expect(tombstones.map((row) => Number(row.change_seq))).toEqual([7, 7, 7, 7]);
    expect(await t.get(owner, '/api/jobs')).toEqual([otherJob]);
  });

  it('pages: at most `limit` changes, never splitting the rows of one write', async () => {
    const owner = await t.owner();
    const five: WireCustomer[] = [];
    for (let index = 1; index <= 5; index += 1) {
      five.push(await t.createCustomer(owner, { name: `Paged ${index}` }));
    }
    const first = await pulled(owner, { limit: 2 });
    expect(first).toEqual({ cursor: '2', ...EMPTY, has_more: true, customers: five.slice(0, 2) });
    const second = await pulled(owner, { since: first.cursor, limit: 2 });
    expect(second).toEqual({ cursor: '4', ...EMPTY, has_more: true, customers: five.slice(2, 4) });
    const third = await pulled(owner, { since: second.cursor, limit: 2 });
    expect(third).toEqual({ cursor: '5', ...EMPTY, customers: five.slice(4) });

    // Number 6: one job; 7–8: two more jobs of the same customer; 9: a rename re-sends the
    // customer and its 3 jobs at one number; 10: a delete of the customer, 4 tombstones.
    const host = five[0]!;
    const jobs = [
      await t.createJob(owner, host.id, { title: 'A' }),
      await t.createJob(owner, host.id, { title: 'B' }),
      await t.createJob(owner, host.id, { title: 'C' }),
    ];
    await t.as(owner, {
      method: 'PUT',
      url: `/api/customers/${host.id}`,
      payload: { name: 'Paged Host' },
    });
    // After 8 with limit 2: the rename's 4 rows all share number 9, so the page takes them all.
    const renamed = await pulled(owner, { since: '8', limit: 2 });
    expect(renamed.cursor).toBe('9');
    expect(renamed.has_more).toBe(false);
    expect(renamed.customers.map((row) => row.name)).toEqual(['Paged Host']);
    expect(renamed.jobs.map((row) => row.id).sort()).toEqual(jobs.map((row) => row.id).sort());

    await t.as(owner, { method: 'DELETE', url: `/api/customers/${host.id}` });
    const later = await t.createCustomer(owner, { name: 'After the delete' });
    // After 8 with limit 1: number 9 once rows, now gone: the page is number 10's 4 tombstones.
    const tombstones = await pulled(owner, { since: '8', limit: 1 });
    expect(tombstones).toEqual({
      cursor: '10',
      ...EMPTY,
      has_more: true,
      deleted_customers: [host.id],
      deleted_jobs: jobs.map((row) => row.id).sort(),
    });
    expect(await pulled(owner, { since: '10', limit: 1 })).toEqual({
      cursor: '11',
      ...EMPTY,
      customers: [later],
    });

    // Paging from the start ends on the same state as one big pull.
    const paged = new Replica();
    await paged.catchUp(owner, 2);
    const whole = new Replica();
    await whole.catchUp(owner);
    expect(whole.pulls).toBe(1);
    expect(paged.pulls).toBeGreaterThan(2);
    expect(paged.cursor).toBe('11');
    await paged.expectEqualsServer(owner);
    await whole.expectEqualsServer(owner);
  });

  it("never answers another owner's changes; each owner's numbers are their own", async () => {
    const alice = await t.owner({ name: 'Alice' });
    const bob = await t.owner({ name: 'Bob' });
    const aliceCustomer = await t.createCustomer(alice, { name: 'Alice’s' });
    await t.createJob(alice, aliceCustomer.id, { title: 'Alice job' });
    const bobCustomer = await t.createCustomer(bob, { name: 'Bob’s' });
    await t.createCustomer(alice, { name: 'Alice’s second' });
    await t.as(alice, { method: 'DELETE', url: `/api/customers/${aliceCustomer.id}` });

    // Bob's first write is his number 1, whatever Alice did before.
    expect(await pulled(bob)).toEqual({ cursor: '1', ...EMPTY, customers: [bobCustomer] });
    expect(await pulled(bob, { since: '1' })).toEqual({ cursor: '1', ...EMPTY });
    // Alice's cursor 4 is past Bob's version: for Bob it is a reset, still only his data.
    expect(await pulled(bob, { since: '4' })).toEqual({
      cursor: '1',
      ...EMPTY,
      reset: true,
      customers: [bobCustomer],
    });
    const alicePull = await pulled(alice);
    expect(alicePull.cursor).toBe('4');
    expect(alicePull.customers.map((row) => row.name)).toEqual(['Alice’s second']);
    expect(JSON.stringify(alicePull)).not.toContain(bobCustomer.id);
  });

  it('answers a cursor ahead of the server with everything and reset: true', async () => {
    const owner = await t.owner();
    const customer = await t.createCustomer(owner, { name: 'Reset Rae' });
    const job = await t.createJob(owner, customer.id, { title: 'Reset job' });
    expect(await pulled(owner, { since: '999' })).toEqual({
      cursor: '2',
      ...EMPTY,
      reset: true,
      customers: [customer],
      jobs: [job],
    });
    // Paged, only the first page says reset; the next pull starts from its cursor.
    const first = await pulled(owner, { since: '999', limit: 1 });
    expect(first).toEqual({
      cursor: '1',
      ...EMPTY,
      has_more: true,
      reset: true,
      customers: [customer],
    });
    expect(await pulled(owner, { since: first.cursor, limit: 1 })).toEqual({
      cursor: '2',
      ...EMPTY,
      jobs: [job],
    });
    // An owner who never wrote, with a cursor from elsewhere.
    expect(await pulled(await t.owner(), { since: '5' })).toEqual({
      cursor: '0',
      ...EMPTY,
      reset: true,
    });
  });

  it('carries the business profile only when it changed', async () => {
    const owner = await t.owner();
    const profile = PROFILE;
    const customer = await t.createCustomer(owner, { name: 'Before the profile' });
    expect(
      (await t.as(owner, { method: 'PUT', url: '/api/profile', payload: profile })).statusCode,
    ).toBe(200);
    expect(await pulled(owner, { since: '1' })).toEqual({ cursor: '2', ...EMPTY, profile });
    expect(await pulled(owner)).toEqual({ cursor: '2', ...EMPTY, customers: [customer], profile });

    const later = await t.createCustomer(owner, { name: 'After the profile' });
    const answer = await pulled(owner, { since: '2' });
    expect(answer).toEqual({ cursor: '3', ...EMPTY, customers: [later] });
    expect('profile' in answer).toBe(false);

    const changed = { ...profile, businessName: 'Sync Lawns & Gardens' };
    await t.as(owner, { method: 'PUT', url: '/api/profile', payload: changed });
    expect(await pulled(owner, { since: '3' })).toEqual({
      cursor: '4',
      ...EMPTY,
      profile: changed,
    });
  });

  it('refuses a create of a deleted id with 409 record_deleted, and makes no row', async () => {
    const owner = await t.owner();
    const customerId = newCustomerId();
    const customer = await t.createCustomer(owner, { id: customerId, name: 'Deleted Dee' });
    const keeper = await t.createCustomer(owner, { name: 'Keeper' });
    const jobId = newJobId();
    await t.createJob(owner, keeper.id, { id: jobId, title: 'Deleted job' });
    await t.as(owner, { method: 'DELETE', url: `/api/customers/${customer.id}` });
    await t.as(owner, { method: 'DELETE', url: `/api/jobs/${jobId}` });
    const cursor = (await pulled(owner)).cursor;
    const before = await t.countRows();

    // The same creates again, as another device's outbox would retry them.
    expectError(
      await t.as(owner, {
        method: 'POST',
        url: '/api/customers',
        payload: { id: customerId, name: 'Deleted Dee' },
      }),
      409,
      'Customer was deleted',
      'record_deleted',
    );
    expectError(
      await t.as(owner, {
        method: 'POST',
        url: '/api/jobs',
        payload: { id: jobId, customer_id: keeper.id, title: 'Deleted job' },
      }),
      409,
      'Job was deleted',
      'record_deleted',
    );
    expect(await t.countRows()).toEqual(before);
    expectError(
      await t.as(owner, { method: 'GET', url: `/api/customers/${customerId}` }),
      404,
      'Customer not found',
      'not_found',
    );
    expect(await pulled(owner, { since: cursor })).toEqual({ cursor, ...EMPTY });

    // Another owner may still use that id for a record of their own.
    const other = await t.owner();
    expect(
      (
        await t.as(other, {
          method: 'POST',
          url: '/api/customers',
          payload: { id: customerId, name: 'Mine' },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('answers an unchanged pull in under 300 bytes, however much data the owner has', async () => {
    const owner = await t.owner();
    for (let index = 0; index < 20; index += 1) {
      const customer = await t.createCustomer(owner, {
        name: `Big ${index}`,
        notes: 'x'.repeat(500),
      });
      await t.createJob(owner, customer.id, { title: `Big job ${index}` });
    }
    const full = await pull(owner);
    expect(full.bytes).toBeGreaterThan(10_000);
    const idle = await pull(owner, { since: full.answer.cursor });
    expect(idle.answer).toEqual({ cursor: '40', ...EMPTY });
    expect(idle.bytes).toBeLessThan(300);
  });

  it('answers 304 with no body to an unchanged pull that names its cursor, and 200 once it changed', async () => {
    const owner = await t.owner();
    await t.createCustomer(owner, { name: 'Ana' });
    const { answer } = await pull(owner);
    const ask = (since: string, tag: string) =>
      t.as(owner, {
        method: 'GET',
        url: `/api/sync?since=${since}`,
        headers: { 'if-none-match': tag },
      });
    const idle = await ask(answer.cursor, `"${answer.cursor}"`);
    expect(idle.statusCode).toBe(304);
    expect(idle.rawPayload.length).toBe(0);
    expect(idle.headers.etag).toBe(`"${answer.cursor}"`);
    // Another tag than the cursor asked for: the whole answer.
    expect((await ask(answer.cursor, '"0"')).statusCode).toBe(200);
    await t.createCustomer(owner, { name: 'Bea' });
    const changed = await ask(answer.cursor, `"${answer.cursor}"`);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SyncAnswer>().customers.map((customer) => customer.name)).toEqual(['Bea']);
  });

  it('a pull of 50 job edits reads its plan and then the jobs only', async () => {
    const owner = await t.owner();
    const customer = await t.createCustomer(owner, { name: 'Fifty' });
    const job = await t.createJob(owner, customer.id, { title: 'Edit 0' });
    const { cursor } = await pulled(owner);
    for (let index = 1; index <= 50; index += 1) {
      await t.as(owner, {
        method: 'PUT',
        url: `/api/jobs/${job.id}`,
        payload: { title: `Edit ${index}` },
      });
    }
    takeStatements();
    const answer = await pulled(owner, { since: cursor });
    const sent = takeStatements();
    expect(answer).toMatchObject({ cursor: String(Number(cursor) + 50), has_more: false });
    expect(answer.jobs.map((row) => row.title)).toEqual(['Edit 50']);
    // After the token: the series top-up's check, the plan, one read of the changed jobs.
    const plan = sent.findIndex((sql) => sql.startsWith('WITH firsts AS'));
    expect(plan).toBeGreaterThan(-1);
    expect(sent.slice(plan + 1)).toHaveLength(1);
    expect(sent[plan + 1]).toMatch(/FROM jobs j/);
    // An edit of the title leaves the running totals alone: no recount, no payments settled.
    takeStatements();
    await t.as(owner, { method: 'PUT', url: `/api/jobs/${job.id}`, payload: { title: 'Last' } });
    expect(takeStatements().filter((sql) => /owner_totals|payments/.test(sql))).toEqual([]);
  });

  it('validates its query and needs a token', async () => {
    const owner = await t.owner();
    const cases: Array<[string, string | RegExp]> = [
      ['since=abc', 'since: must be a cursor from an earlier sync'],
      ['since=-1', 'since: must be a cursor from an earlier sync'],
      ['since=1.5', 'since: must be a cursor from an earlier sync'],
      ['since=', 'since: must be a cursor from an earlier sync'],
      [`since=${'9'.repeat(16)}`, /^since: /],
      ['limit=0', 'limit: must be between 1 and 5000'],
      ['limit=5001', 'limit: must be between 1 and 5000'],
      ['limit=ten', 'limit: must be a whole number'],
      ['since=1&since=2', /^since: /],
      ['cursor=1', /^Unrecognized key/],
    ];
    for (const [query, error] of cases) {
      expectError(
        await t.as(owner, { method: 'GET', url: `/api/sync?${query}` }),
        400,
        error,
        'validation_failed',
      );
    }
    expect((await pull(owner, { limit: 5000 })).answer).toEqual({ cursor: '0', ...EMPTY });
    expectError(
      await t.inject({ method: 'GET', url: '/api/sync' }),
      401,
      'Authentication required',
      'unauthorized',
    );
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>>;
    }>();
    const operation = document.paths['/api/sync']?.get;
    expect(operation?.parameters?.map((parameter) => parameter.name).sort()).toEqual([
      'limit',
      'since',
    ]);
  });
});

// Data written by a release before the sync: rows keep number 0, and the migration starts each
// owner who has data at version 1, so a first pull takes everything and the next one nothing.
const legacyEngines = [
  { engine: 'PGlite', databaseUrl: undefined as string | undefined },
  ...(testDatabaseUrl ? [{ engine: 'PostgreSQL', databaseUrl: testDatabaseUrl }] : []),
];

describe.each(legacyEngines)('data from before the sync ($engine)', ({ databaseUrl }) => {
  // On PostgreSQL, a schema of its own, so the older migrations run from nothing.
  const schema = `legacy_${randomUUID().replaceAll('-', '')}`;
  let legacy: TestApp;
  let admin: pg.Pool | undefined;
  const owners: Owner[] = [];

  /** An account, a token and data as the older release wrote them, straight into the tables. */
  async function seedLegacyOwner(db: Db, index: number): Promise<Owner> {
    const id = `user-${randomUUID()}`;
    const token = randomBytes(32).toString('base64url');
    const email = `legacy-${index}-${randomUUID()}@example.com`;
    await db.query(`INSERT INTO users (id, email, name, password_hash) VALUES ($1, $2, $3, 'x')`, [
      id,
      email,
      `Legacy ${index}`,
    ]);
    await db.query(
      `INSERT INTO auth_tokens (token_hash, user_id, expires_at)
       VALUES ($1, $2, now() + interval '1 day')`,
      [tokenHash(token), id],
    );
    for (const name of ['Old Olga', 'Old Oscar']) {
      await db.query(`INSERT INTO customers (owner_id, id, name) VALUES ($1, $2, $3)`, [
        id,
        newCustomerId(),
        name,
      ]);
    }
    await db.query(
      `INSERT INTO jobs (owner_id, id, customer_id, title)
       SELECT owner_id, $2, id, 'Old job' FROM customers WHERE owner_id = $1 AND name = 'Old Olga'`,
      [id, newJobId()],
    );
    await db.query(`INSERT INTO business_profiles (owner_id, profile) VALUES ($1, $2::jsonb)`, [
      id,
      JSON.stringify(PROFILE),
    ]);
    return { id, token, email, password: 'x', address: '10.0.0.1' };
  }

  beforeAll(async () => {
    let url = databaseUrl;
    if (databaseUrl) {
      admin = new pg.Pool({ connectionString: databaseUrl, max: 1 });
      await admin.query(`CREATE SCHEMA ${schema}`);
      const scoped = new URL(databaseUrl);
      scoped.searchParams.set('options', `-c search_path=${schema}`);
      url = scoped.toString();
    }
    const db = await openDb({ databaseUrl: url, dataDir: 'memory://' });
    expect(await migrate(db, { until: '002_business_profiles.sql' })).toEqual([
      '001_init.sql',
      '002_business_profiles.sql',
    ]);
    owners.push(await seedLegacyOwner(db, 1), await seedLegacyOwner(db, 2));
    const app = await buildApp({
      config: testConfig(url ? { DATABASE_URL: url } : { DATABASE_URL: '' }),
      db,
      logger: false,
      webDist: '/nonexistent/jobtrack-web-dist',
    });
    legacy = new TestApp(app, db, true);
  }, 60_000);

  afterAll(async () => {
    await legacy?.close();
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
  });

  const everything = async (owner: Owner) => ({
    customers: byId(await legacy.get<WireCustomer[]>(owner, '/api/customers')),
    jobs: await legacy.get<WireJob[]>(owner, '/api/jobs'),
  });

  it('a first pull takes every record and the profile; the next one nothing', async () => {
    const owner = owners[0]!;
    const first = await pulled(owner, {}, legacy);
    expect({ ...first, customers: byId(first.customers) }).toEqual({
      cursor: '1',
      ...EMPTY,
      ...(await everything(owner)),
      profile: PROFILE,
    });
    expect(first.customers).toHaveLength(2);
    expect(first.jobs).toHaveLength(1);
    expect(await pulled(owner, { since: '1' }, legacy)).toEqual({ cursor: '1', ...EMPTY });

    const created = await legacy.as(owner, {
      method: 'POST',
      url: '/api/customers',
      payload: { name: 'New Nina' },
    });
    expect(created.statusCode).toBe(201);
    expect(await pulled(owner, { since: '1' }, legacy)).toEqual({
      cursor: '2',
      ...EMPTY,
      customers: [created.json()],
    });
  });

  it('an owner with data but no sync state still pulls everything from 0, and moves on after a write', async () => {
    const owner = owners[1]!;
    await legacy.db.query('DELETE FROM sync_state WHERE owner_id = $1', [owner.id]);
    for (const since of [undefined, '0']) {
      const answer = await pulled(owner, since === undefined ? {} : { since }, legacy);
      expect({ ...answer, customers: byId(answer.customers) }).toEqual({
        cursor: '0',
        ...EMPTY,
        ...(await everything(owner)),
        profile: PROFILE,
      });
    }
    const customer = (await everything(owner)).customers[0]!;
    const renamed = await legacy.as(owner, {
      method: 'PUT',
      url: `/api/customers/${customer.id}`,
      payload: { notes: 'First write since the sync' },
    });
    expect(renamed.statusCode).toBe(200);
    const answer = await pulled(owner, { since: '0' }, legacy);
    expect(answer.cursor).toBe('1');
    expect(byId(answer.customers)).toEqual((await everything(owner)).customers);
    expect(await pulled(owner, { since: '1' }, legacy)).toEqual({ cursor: '1', ...EMPTY });
  });
});

describe('concurrent writes and pulls', () => {
  it('a device pulling while many writes land ends equal to the server', async () => {
    const owner = await t.owner();
    const replica = new Replica();
    let isWriting = true;
    const puller = (async () => {
      while (isWriting) {
        await replica.catchUp(owner, 5);
        await nextTurn();
      }
    })();
    const customers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => t.createCustomer(owner, { name: `Busy ${index}` })),
    );
    const rename = (customer: WireCustomer) =>
      t.as(owner, {
        method: 'PUT',
        url: `/api/customers/${customer.id}`,
        payload: { name: `${customer.name}, renamed` },
      });
    await Promise.all(
      customers.map(async (customer, index) => {
        if (index % 3 === 0) {
          await rename(customer);
          await t.as(owner, { method: 'DELETE', url: `/api/customers/${customer.id}` });
        } else {
          await Promise.all([
            t.createJob(owner, customer.id, { title: `Job ${index}` }),
            rename(customer),
            t.createJob(owner, customer.id, { title: `Second job ${index}` }),
          ]);
        }
      }),
    );
    isWriting = false;
    await puller;
    await replica.catchUp(owner);
    await replica.expectEqualsServer(owner);
    expect(replica.customers.size).toBe(6);
  });
});

// PostgreSQL runs writers on many connections at once: the engine where a change numbered
// lower could commit after a higher one, if the numbering let it.
if (testDatabaseUrl)
  describe('concurrent writers on PostgreSQL', () => {
    it('never lets a pull skip a change committed late (200 writes on 10 connections)', async () => {
      const owner = await t.owner();
      // The device pulls from another API process (its own connections), as behind a balancer.
      const readerDb = await openDb({ databaseUrl: testDatabaseUrl, dataDir: 'memory://' });
      const reader = new TestApp(
        await buildApp({
          config: testConfig(),
          db: readerDb,
          logger: false,
          webDist: '/nonexistent/jobtrack-web-dist',
        }),
        readerDb,
        true,
      );
      onTestFinished(() => reader.close());
      const replica = new Replica(reader);
      const pagedReplica = new Replica(reader);
      let isWriting = true;
      const pullWhileWriting = async (device: Replica, limit?: number) => {
        while (isWriting) {
          await device.catchUp(owner, limit);
          await nextTurn();
        }
      };
      const pullers = Promise.all([pullWhileWriting(replica), pullWhileWriting(pagedReplica, 3)]);

      // Each of 10 lanes makes 20 writes: creates, updates, job moves and deletes of its own
      // records; every few writes a lane holds its transaction open a while before committing.
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const lane = async (laneIndex: number) => {
        const mine: WireCustomer[] = [];
        const jobs: WireJob[] = [];
        for (let step = 0; step < 20; step += 1) {
          const kind = step % 5;
          if (kind === 0 || mine.length === 0) {
            mine.push(await t.createCustomer(owner, { name: `Lane ${laneIndex} #${step}` }));
          } else if (kind === 1) {
            jobs.push(
              await t.createJob(owner, mine.at(-1)!.id, { title: `L${laneIndex} ${step}` }),
            );
          } else if (kind === 2) {
            // A slow write through the same path the routes use, committed after others began.
            await writeOwned(t.db, owner.id, async (tx, seq) => {
              await tx.query(
                `UPDATE customers SET notes = $3, change_seq = $4, updated_at = now()
               WHERE owner_id = $1 AND id = $2`,
                [owner.id, mine[0]!.id, `slow ${laneIndex}/${step}`, seq],
              );
              await sleep(20 + ((laneIndex * 7 + step) % 5) * 10);
              return { changed: true, value: undefined };
            });
          } else if (kind === 3 && jobs.length > 0) {
            await t.updateJob(owner, jobs.at(-1)!.id, { paid: true, status: 'completed' });
          } else if (kind === 4 && mine.length > 1) {
            const gone = mine.splice(mine.length - 1, 1)[0]!;
            expect(
              (await t.as(owner, { method: 'DELETE', url: `/api/customers/${gone.id}` }))
                .statusCode,
            ).toBe(200);
            jobs.splice(0, jobs.length, ...jobs.filter((job) => job.customer_id !== gone.id));
          } else {
            mine.push(await t.createCustomer(owner, { name: `Lane ${laneIndex} extra ${step}` }));
          }
        }
      };
      await Promise.all(Array.from({ length: 10 }, (_, index) => lane(index)));
      isWriting = false;
      await pullers;
      await replica.catchUp(owner);
      await pagedReplica.catchUp(owner, 3);

      const [state] = await t.db.query<{ version: string }>(
        'SELECT version::text FROM sync_state WHERE owner_id = $1',
        [owner.id],
      );
      expect(state?.version).toBe('200');
      expect(replica.cursor).toBe('200');
      // Both devices pulled many times while the writes landed.
      expect(replica.pulls).toBeGreaterThan(10);
      expect(pagedReplica.pulls).toBeGreaterThan(10);
      await replica.expectEqualsServer(owner);
      await pagedReplica.expectEqualsServer(owner);
    }, 60_000);
  });
