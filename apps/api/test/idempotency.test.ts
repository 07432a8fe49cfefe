// Issue 11 (decision 018): the Idempotency-Key header on creates and payments. The same key with
// the same request answers the first answer again; with another request, 422; per owner, 24 h.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneIdempotencyKeys } from '../src/plugins/idempotency.ts';
import type { TestApp } from './helpers.ts';
import { expectError, startTestApp, type Owner, type WireCustomer } from './helpers.ts';

let t: TestApp;
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  t = await startTestApp();
  [owner, other] = await Promise.all([t.owner(), t.owner()]);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${++keyCounter}`;

const post = (who: Owner, url: string, payload: Record<string, unknown>, key?: string) =>
  t.as(who, {
    method: 'POST',
    url,
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

const customersOf = (who: Owner) => t.get<WireCustomer[]>(who, '/api/customers');

const REUSED = 'This Idempotency-Key was already used for a different request';

describe('Idempotency-Key on POST /api/customers', () => {
  it('answers the first answer again for the same key and body, with one record', async () => {
    const key = newKey();
    const before = (await customersOf(owner)).length;
    const first = await post(owner, '/api/customers', { name: 'Kay Keyed' }, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(owner, '/api/customers', { name: 'Kay Keyed' }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.body).toBe(first.body);
    expect((await customersOf(owner)).length).toBe(before + 1);
  });

  it('refuses the same key with a different body or route: 422, and nothing written', async () => {
    const key = newKey();
    expect((await post(owner, '/api/customers', { name: 'Kim First' }, key)).statusCode).toBe(201);
    const counts = await t.countRows();
    expectError(
      await post(owner, '/api/customers', { name: 'Kim Second' }, key),
      422,
      REUSED,
      'idempotency_key_reused',
    );
    const customer = (await customersOf(owner))[0]!;
    expectError(
      await post(owner, '/api/jobs', { customer_id: customer.id, title: 'Other route' }, key),
      422,
      REUSED,
      'idempotency_key_reused',
    );
    expect(await t.countRows()).toEqual(counts);
  });

  it('keeps keys per owner: another owner with the same key gets a record of their own', async () => {
    const key = newKey();
    const mine = await post(owner, '/api/customers', { name: 'Sam Shared' }, key);
    const theirs = await post(other, '/api/customers', { name: 'Sam Shared' }, key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect((await customersOf(other)).map((c) => c.name)).toContain('Sam Shared');
    expect((await customersOf(owner)).filter((c) => c.name === 'Sam Shared')).toHaveLength(1);
  });

  it('makes one record for 10 simultaneous requests with one key', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(owner, '/api/customers', { name: 'Cora Race' }, key)),
    );
    for (const answer of answers) expect([200, 201]).toContain(answer.statusCode);
    expect(new Set(answers.map((answer) => answer.json<WireCustomer>().id)).size).toBe(1);
    expect((await customersOf(owner)).filter((c) => c.name === 'Cora Race')).toHaveLength(1);
  });

  it('finds the record again when the first answer was never stored (a crash in between)', async () => {
    const key = newKey();
    const first = await post(owner, '/api/customers', { name: 'Crash Carl' }, key);
    expect(first.statusCode).toBe(201);
    // As if the process died after the commit, before the answer was stored.
    await t.db.query('UPDATE idempotency_keys SET status = NULL, response = NULL WHERE key = $1', [
      key,
    ]);
    const retried = await post(owner, '/api/customers', { name: 'Crash Carl' }, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    expect((await customersOf(owner)).filter((c) => c.name === 'Crash Carl')).toHaveLength(1);
  });

  it('stores no refusal: a refused request runs again on retry', async () => {
    const key = newKey();
    const body = { customer_id: 'customer-00000000-0000-4000-8000-000000000000', title: 'Orphan' };
    const first = await post(owner, '/api/jobs', body, key);
    expectError(first, 404, 'Customer not found', 'not_found');
    const [row] = await t.db.query<{ response: string | null }>(
      'SELECT response FROM idempotency_keys WHERE key = $1',
      [key],
    );
    expect(row?.response).toBeNull();
    expectError(await post(owner, '/api/jobs', body, key), 404, 'Customer not found', 'not_found');
  });

  it('forgets a key after 24 hours (pruned), so it may be used again', async () => {
    const key = newKey();
    expect((await post(owner, '/api/customers', { name: 'Old Olga' }, key)).statusCode).toBe(201);
    await t.db.query(
      "UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1",
      [key],
    );
    // Expired: another request with the key is a new request (not a 422).
    const reused = await post(owner, '/api/customers', { name: 'New Nina' }, key);
    expect(reused.statusCode).toBe(201);
    expect(reused.json()).toMatchObject({ name: 'New Nina' });
    await t.db.query(
      "UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1",
      [key],
    );
    await pruneIdempotencyKeys(t.db);
    const left = await t.db.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key]);
    expect(left).toHaveLength(0);
  });

  it('refuses a malformed key, and asks for a sign-in first', async () => {
    for (const key of ['', 'has space', 'x'.repeat(256), 'ключ']) {
      const response = await post(owner, '/api/customers', { name: 'Bad Key' }, key);
      expectError(
        response,
        400,
        'idempotency-key: must be 1 to 255 visible ASCII characters',
        'validation_failed',
      );
    }
    expectError(
      await t.inject({
        method: 'POST',
        url: '/api/customers',
        payload: { name: 'Anon' },
        headers: { 'idempotency-key': newKey() },
      }),
      401,
      'Authentication required',
      'unauthorized',
    );
  });
});

describe('Idempotency-Key on POST /api/jobs and on marking a job paid', () => {
  it('creates one job per key and answers the first answer again', async () => {
    const customer = await t.createCustomer(owner, { name: 'Job Key Jo' });
    const key = newKey();
    const body = { customer_id: customer.id, title: 'Keyed mowing', estimated_cost: 60 };
    const first = await post(owner, '/api/jobs', body, key);
    const again = await post(owner, '/api/jobs', body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.body).toBe(first.body);
    const jobs = await t.get<Array<{ title: string }>>(
      owner,
      `/api/jobs?customer_id=${customer.id}`,
    );
    expect(jobs.map((job) => job.title)).toEqual(['Keyed mowing']);
  });

  it('answers a repeated payment with the first answer, and refuses the key on another change', async () => {
    const customer = await t.createCustomer(owner, { name: 'Payer Pia' });
    const job = await t.createJob(owner, customer.id, { status: 'completed', actual_cost: 120 });
    const key = newKey();
    const pay = () =>
      t.as(owner, {
        method: 'PUT',
        url: `/api/jobs/${job.id}`,
        payload: { paid: true },
        headers: { 'idempotency-key': key },
      });
    const first = await pay();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ paid: true });
    const again = await pay();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expectError(
      await t.as(owner, {
        method: 'PUT',
        url: `/api/jobs/${job.id}`,
        payload: { paid: false },
        headers: { 'idempotency-key': key },
      }),
      422,
      REUSED,
      'idempotency_key_reused',
    );
    expect(await t.get(owner, `/api/jobs/${job.id}`)).toMatchObject({ paid: true });
  });
});

describe('the OpenAPI document', () => {
  it('documents the header and the 422 on creates and payments', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ in: string; name: string }>; responses: object }>
      >;
    }>();
    for (const [path, method] of [
      ['/api/customers', 'post'],
      ['/api/jobs', 'post'],
      ['/api/jobs/{id}', 'put'],
    ] as const) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
      );
      expect(Object.keys(operation?.responses ?? {})).toContain('422');
    }
  });
});
