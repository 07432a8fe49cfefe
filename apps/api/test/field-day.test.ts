import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  startTestApp,
  type Owner,
  type TestApp,
  type WireCustomer,
  type WireJob,
} from './helpers.ts';

// Issue 13's fields: a customer's language for texts (decision 024) and a job's on-site check-in
// times (decision 025). Optional everywhere, validated, and scoped to the owner like the rest.

let t: TestApp;
let alice: Owner;
let bob: Owner;
let customer: WireCustomer;
let job: WireJob;

const ARRIVED = '2025-06-04T14:05:00.000Z';
const FINISHED = '2025-06-04T15:35:00.000Z';

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.owner({ name: 'Alice' });
  bob = await t.owner({ name: 'Bob' });
  customer = await t.createCustomer(alice, { name: 'Maria Garcia' });
  job = await t.createJob(alice, customer.id, { due_date: '2025-06-04' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const putCustomer = (owner: Owner, id: string, payload: Record<string, unknown>) =>
  t.as(owner, { method: 'PUT', url: `/api/customers/${id}`, payload });
const putJob = (owner: Owner, id: string, payload: Record<string, unknown>) =>
  t.as(owner, { method: 'PUT', url: `/api/jobs/${id}`, payload });

describe("a customer's language", () => {
  it('is null until set, then kept, changed and cleared', async () => {
    expect(customer.language).toBeNull();
    const set = await putCustomer(alice, customer.id, { language: 'es' });
    expect(set.statusCode).toBe(200);
    expect(set.json<WireCustomer>()).toMatchObject({ name: 'Maria Garcia', language: 'es' });
    // An edit of another field keeps it.
    const renamed = await putCustomer(alice, customer.id, { notes: 'Gate code 4411' });
    expect(renamed.json<WireCustomer>().language).toBe('es');
    const cleared = await putCustomer(alice, customer.id, { language: null });
    expect(cleared.json<WireCustomer>().language).toBeNull();
    const created = await t.createCustomer(alice, { name: 'Ana Lopez', language: 'en' });
    expect(created.language).toBe('en');
  });

  it('refuses a language the app does not speak, changing nothing', async () => {
    await putCustomer(alice, customer.id, { language: 'en' });
    const before = await t.countRows();
    for (const language of ['fr', 'ES', '', 1]) {
      expectError(
        await putCustomer(alice, customer.id, { language }),
        400,
        'language: must be en or es',
        'validation_failed',
      );
      expectError(
        await t.as(alice, {
          method: 'POST',
          url: '/api/customers',
          payload: { name: 'Nope', language },
        }),
        400,
        'language: must be en or es',
        'validation_failed',
      );
    }
    expect(await t.countRows()).toEqual(before);
    const stored = await t.get<WireCustomer>(alice, `/api/customers/${customer.id}`);
    expect(stored.language).toBe('en');
  });

  it("cannot be set on another owner's customer (404, unchanged)", async () => {
    expectError(
      await putCustomer(bob, customer.id, { language: 'es' }),
      404,
      'Customer not found',
      'not_found',
    );
    const stored = await t.get<WireCustomer>(alice, `/api/customers/${customer.id}`);
    expect(stored.language).toBe('en');
  });
});

describe("a job's check-in times", () => {
  it('are null until the owner checks in, then read back as UTC timestamps', async () => {
    expect(job).toMatchObject({ arrived_at: null, finished_at: null });
    const arrived = await putJob(alice, job.id, {
      status: 'in_progress',
      arrived_at: '2025-06-04T09:05:00-05:00',
    });
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json<WireJob>()).toMatchObject({
      status: 'in_progress',
      arrived_at: ARRIVED,
      finished_at: null,
    });
    const finished = await putJob(alice, job.id, { status: 'completed', finished_at: FINISHED });
    expect(finished.json<WireJob>()).toMatchObject({
      status: 'completed',
      arrived_at: ARRIVED,
      finished_at: FINISHED,
    });
    // Undoing a check-in clears the times again.
    const undone = await putJob(alice, job.id, { arrived_at: null, finished_at: null });
    expect(undone.json<WireJob>()).toMatchObject({ arrived_at: null, finished_at: null });
  });

  it('refuses a finish before the arrival and a time that is not one, changing nothing', async () => {
    await putJob(alice, job.id, { arrived_at: ARRIVED, finished_at: FINISHED });
    const before = await t.countRows();
    expectError(
      await putJob(alice, job.id, { arrived_at: FINISHED, finished_at: ARRIVED }),
      400,
      'finished_at: finished_at must not be before arrived_at',
      'validation_failed',
    );
    expectError(
      await t.as(alice, {
        method: 'POST',
        url: '/api/jobs',
        payload: {
          customer_id: customer.id,
          title: 'Lawn Mowing',
          arrived_at: FINISHED,
          finished_at: ARRIVED,
        },
      }),
      400,
      'finished_at: finished_at must not be before arrived_at',
      'validation_failed',
    );
    const notATime = await putJob(alice, job.id, { arrived_at: 'this morning' });
    expect(notATime.statusCode).toBe(400);
    expect(notATime.json<{ error: string }>().error).toMatch(/^arrived_at: /);
    expect(await t.countRows()).toEqual(before);
    const stored = await t.get<WireJob>(alice, `/api/jobs/${job.id}`);
    expect(stored).toMatchObject({ arrived_at: ARRIVED, finished_at: FINISHED });
  });

  it("cannot be set on another owner's job (404, unchanged)", async () => {
    expectError(await putJob(bob, job.id, { arrived_at: null }), 404, 'Job not found', 'not_found');
    const stored = await t.get<WireJob>(alice, `/api/jobs/${job.id}`);
    expect(stored.arrived_at).toBe(ARRIVED);
  });
});

describe('the sync pull and the OpenAPI document', () => {
  it('carry the language and the check-in times', async () => {
    await putCustomer(alice, customer.id, { language: 'es' });
    const pull = await t.get<{ customers: WireCustomer[]; jobs: WireJob[] }>(
      alice,
      '/api/sync?since=0',
    );
    expect(pull.customers.find((entry) => entry.id === customer.id)?.language).toBe('es');
    expect(pull.jobs.find((entry) => entry.id === job.id)).toMatchObject({
      arrived_at: ARRIVED,
      finished_at: FINISHED,
    });
    const bobPull = await t.get<{ customers: WireCustomer[]; jobs: WireJob[] }>(
      bob,
      '/api/sync?since=0',
    );
    expect(bobPull).toMatchObject({ customers: [], jobs: [] });
  });

  it('documents the new fields', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const text = JSON.stringify(document.paths['/api/customers/{id}']?.put);
    expect(text).toContain('"language"');
    expect(text).toContain('"es"');
    const jobText = JSON.stringify(document.paths['/api/jobs/{id}']?.put);
    expect(jobText).toContain('"arrived_at"');
    expect(jobText).toContain('"finished_at"');
  });
});
