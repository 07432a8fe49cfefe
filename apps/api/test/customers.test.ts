import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  ISO_TIMESTAMP,
  SERVER_ID,
  startTestApp,
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
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const FIELDS = [
  'address',
  'business_name',
  'created_at',
  'email',
  'id',
  'language',
  'name',
  'notes',
  'phone',
  'service_type',
  'updated_at',
];

describe('POST /api/customers', () => {
  it('creates a customer with every field, trimmed, and answers 201 with it', async () => {
    const before = await t.countRows();
    const response = await t.as(owner, {
      method: 'POST',
      url: '/api/customers',
      payload: {
        name: '  Maria Garcia ',
        email: 'maria@example.com',
        phone: ' (555) 123-4567 ',
        address: '12 Oak Lane',
        business_name: 'Garcia Holdings',
        notes: 'Gate code 4411',
        service_type: 'Lawn Care',
        language: 'es',
      },
    });
    expect(response.statusCode).toBe(201);
    const customer = response.json<WireCustomer>();
    expect(Object.keys(customer).sort()).toEqual(FIELDS);
    expect(customer).toEqual({
      id: expect.stringMatching(SERVER_ID('customer')),
      name: 'Maria Garcia',
      email: 'maria@example.com',
      phone: '(555) 123-4567',
      address: '12 Oak Lane',
      business_name: 'Garcia Holdings',
      notes: 'Gate code 4411',
      service_type: 'Lawn Care',
      language: 'es',
      created_at: expect.stringMatching(ISO_TIMESTAMP),
      updated_at: customer.created_at,
    });
    expect(Math.abs(Date.parse(customer.created_at) - Date.now())).toBeLessThan(60_000);
    const after = await t.countRows();
    expect(after.customers).toBe(before.customers + 1);
  });

  it('stores fields left out, null or empty as null', async () => {
    const response = await t.as(owner, {
      method: 'POST',
      url: '/api/customers',
      payload: { name: 'Only Name', email: '', phone: null, notes: '   ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Only Name',
      email: null,
      phone: null,
      address: null,
      business_name: null,
      notes: null,
      service_type: null,
    });
  });

  it('is idempotent per client-made id: 201, then 200 with the first record, one row', async () => {
    const id = `customer-${randomUUID()}`;
    const before = await t.countRows();
    const first = await t.as(owner, {
      method: 'POST',
      url: '/api/customers',
      payload: { id, name: 'Retry Rita', phone: '555-0100' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, name: 'Retry Rita', phone: '555-0100' });

    const retry = await t.as(owner, {
      method: 'POST',
      url: '/api/customers',
      payload: { id, name: 'Retry Rita (second try)', phone: '555-0199' },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await t.countRows()).customers).toBe(before.customers + 1);
    const rows = await t.db.query('SELECT 1 FROM customers WHERE owner_id = $1 AND id = $2', [
      owner.id,
      id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('makes one record when the same client id arrives twice at once', async () => {
    const id = `customer-${randomUUID()}`;
    const before = await t.countRows();
    const answers = await Promise.all(
      [1, 2].map(() =>
        t.as(owner, { method: 'POST', url: '/api/customers', payload: { id, name: 'Twin Tina' } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect((await t.countRows()).customers).toBe(before.customers + 1);
  });

  it('refuses a client id without the customer- prefix and uuid', async () => {
    const before = await t.countRows();
    for (const id of [
      'customer-123',
      `job-${randomUUID()}`,
      randomUUID(),
      `customer-${randomUUID()}x`,
    ]) {
      expectError(
        await t.as(owner, { method: 'POST', url: '/api/customers', payload: { id, name: 'X' } }),
        400,
        'id: id must look like customer-<uuid>',
        'validation_failed',
      );
    }
    expect(await t.countRows()).toEqual(before);
  });

  it('refuses a missing or blank name', async () => {
    const before = await t.countRows();
    expectError(
      await t.as(owner, { method: 'POST', url: '/api/customers', payload: { phone: '555' } }),
      400,
      /^name: /,
      'validation_failed',
    );
    expectError(
      await t.as(owner, { method: 'POST', url: '/api/customers', payload: { name: '  ' } }),
      400,
      'name: name is required',
      'validation_failed',
    );
    expect(await t.countRows()).toEqual(before);
  });
});

describe('GET /api/customers', () => {
  it("lists exactly the owner's customers, by name, case-insensitively", async () => {
    const lister = await t.owner();
    expect(await t.get(lister, '/api/customers')).toEqual([]);
    const zed = await t.createCustomer(lister, { name: 'zed Young' });
    const amy = await t.createCustomer(lister, { name: 'Amy Adams' });
    const bob = await t.createCustomer(lister, { name: 'bob Brown' });
    expect(await t.get(lister, '/api/customers')).toEqual([amy, bob, zed]);
  });
});

describe('GET /api/customers/{id}', () => {
  it('answers the customer', async () => {
    const customer = await t.createCustomer(owner, {
      name: 'Getter Gus',
      email: 'gus@example.com',
    });
    expect(await t.get(owner, `/api/customers/${customer.id}`)).toEqual(customer);
  });

  it("answers 404 'Customer not found' for an unknown id", async () => {
    expectError(
      await t.as(owner, { method: 'GET', url: `/api/customers/customer-${randomUUID()}` }),
      404,
      'Customer not found',
      'not_found',
    );
    expectError(
      await t.as(owner, { method: 'GET', url: '/api/customers/whatever' }),
      404,
      'Customer not found',
      'not_found',
    );
  });
});

describe('PUT /api/customers/{id}', () => {
  it('changes only the fields sent', async () => {
    const customer = await t.createCustomer(owner, {
      name: 'Patch Patty',
      email: 'patty@example.com',
      notes: 'Dog in yard',
      service_type: 'Landscaping',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await t.as(owner, {
      method: 'PUT',
      url: `/api/customers/${customer.id}`,
      payload: { phone: ' 555-0123 ', address: '9 Pine Rd' },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<WireCustomer>();
    expect(updated).toEqual({
      ...customer,
      phone: '555-0123',
      address: '9 Pine Rd',
      updated_at: expect.stringMatching(ISO_TIMESTAMP),
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(customer.updated_at));
    expect(await t.get(owner, `/api/customers/${customer.id}`)).toEqual(updated);
  });

  it('clears a field sent empty or null, renames, and keeps the rest', async () => {
    const customer = await t.createCustomer(owner, {
      name: 'Clear Carl',
      email: 'carl@example.com',
      notes: 'Old notes',
    });
    const updated = await t.as(owner, {
      method: 'PUT',
      url: `/api/customers/${customer.id}`,
      payload: { name: ' Carl Clear ', email: '', notes: null },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: customer.id,
      name: 'Carl Clear',
      email: null,
      notes: null,
      phone: customer.phone,
      address: customer.address,
      created_at: customer.created_at,
    });
  });

  it('refuses a blank name and changes nothing', async () => {
    const customer = await t.createCustomer(owner, { name: 'Keep Kim' });
    expectError(
      await t.as(owner, {
        method: 'PUT',
        url: `/api/customers/${customer.id}`,
        payload: { name: ' ', phone: '000' },
      }),
      400,
      'name: name is required',
      'validation_failed',
    );
    expect(await t.get(owner, `/api/customers/${customer.id}`)).toEqual(customer);
  });

  it("answers 404 'Customer not found' for an unknown id and creates nothing", async () => {
    const before = await t.countRows();
    expectError(
      await t.as(owner, {
        method: 'PUT',
        url: `/api/customers/customer-${randomUUID()}`,
        payload: { name: 'Ghost' },
      }),
      404,
      'Customer not found',
      'not_found',
    );
    expect(await t.countRows()).toEqual(before);
  });
});

describe('DELETE /api/customers/{id}', () => {
  it('deletes the customer, then answers 404', async () => {
    const customer = await t.createCustomer(owner, { name: 'Gone Gina' });
    const before = await t.countRows();
    const response = await t.as(owner, { method: 'DELETE', url: `/api/customers/${customer.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await t.countRows()).customers).toBe(before.customers - 1);
    expectError(
      await t.as(owner, { method: 'GET', url: `/api/customers/${customer.id}` }),
      404,
      'Customer not found',
      'not_found',
    );
    expectError(
      await t.as(owner, { method: 'DELETE', url: `/api/customers/${customer.id}` }),
      404,
      'Customer not found',
      'not_found',
    );
  });

  it('deletes all of the customer’s jobs with it, and no one else’s', async () => {
    const customer = await t.createCustomer(owner, { name: 'Cascade Cass' });
    const other = await t.createCustomer(owner, { name: 'Stay Stan' });
    const doomed = [
      await t.createJob(owner, customer.id, { title: 'Mow' }),
      await t.createJob(owner, customer.id, { title: 'Edge', status: 'completed' }),
    ];
    const kept = await t.createJob(owner, other.id, { title: 'Trim' });
    const before = await t.countRows();

    const response = await t.as(owner, { method: 'DELETE', url: `/api/customers/${customer.id}` });
    expect(response.statusCode).toBe(200);

    expect(await t.countRows()).toEqual({
      ...before,
      customers: before.customers - 1,
      jobs: before.jobs - 2,
    });
    for (const job of doomed) {
      expectError(
        await t.as(owner, { method: 'GET', url: `/api/jobs/${job.id}` }),
        404,
        'Job not found',
        'not_found',
      );
    }
    expect(await t.get<WireJob[]>(owner, `/api/jobs?customer_id=${customer.id}`)).toEqual([]);
    expect(await t.get(owner, `/api/jobs/${kept.id}`)).toEqual(kept);
  });
});
