import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  startTestApp,
  type Owner,
  type TestApp,
  type WireCustomer,
  type WireJob,
} from './helpers.ts';

// Edits merge by field (issue 23, decision 047): an update with `base` writes the fields nobody
// else changed since, keeps the server's value of a field another device changed, and says so.

let t: TestApp;
let owner: Owner;
let customer: WireCustomer;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.owner();
  customer = await t.createCustomer(owner, { name: 'Merge Maria', phone: '555-0100' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** A refusal with its status and stable code (the message is the server's). */
const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, code });
};

type Answer<T> = T & { conflicts?: { field: string; mine: unknown; theirs: unknown }[] };

const putJob = async (id: string, payload: Record<string, unknown>) => {
  const response = await t.as(owner, { method: 'PUT', url: `/api/jobs/${id}`, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer<WireJob>>();
};
const putCustomer = async (id: string, payload: Record<string, unknown>) => {
  const response = await t.as(owner, { method: 'PUT', url: `/api/customers/${id}`, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer<WireCustomer>>();
};
const job = (overrides: Record<string, unknown> = {}) =>
  t.createJob(owner, customer.id, { estimated_cost: 80, ...overrides });

describe('PUT /api/jobs/:id with base', () => {
  it('never compares the paid fields: they come from the payments, which add up', async () => {
    const { id } = await job({ status: 'completed' });
    // Device A records a payment of 30; device B, which saw nothing paid, marks the job paid.
    await putJob(id, { amount_paid: 30, base: { amount_paid: null } });
    const b = await putJob(id, {
      paid: true,
      amount_paid: 80,
      payment_method: 'check',
      base: { paid: false, amount_paid: null, payment_method: null },
    });
    expect(b.conflicts).toBeUndefined();
    expect([b.paid, b.amount_paid, b.payment_method]).toEqual([true, 80, 'check']);
    const payments = await t.get<{ amount: number }[]>(owner, `/api/payments?job_id=${id}`);
    expect(payments.map((one) => one.amount).sort((x, y) => x - y)).toEqual([30, 50]);
  });

  it('keeps the fields each side changed alone (two devices, different fields)', async () => {
    const { id } = await job({ description: 'front lawn' });
    // Device A changes the price, device B (which saw the old record) the notes.
    const a = await putJob(id, { estimated_cost: 95, base: { estimated_cost: 80 } });
    expect(a.conflicts).toBeUndefined();
    const b = await putJob(id, { description: 'back lawn', base: { description: 'front lawn' } });
    expect(b.conflicts).toBeUndefined();
    const stored = await t.get<WireJob>(owner, `/api/jobs/${id}`);
    expect([stored.estimated_cost, stored.description]).toEqual([95, 'back lawn']);
  });

  it('keeps the first value of a field both changed and answers the other as a conflict', async () => {
    const { id } = await job({ description: 'gate code 12' });
    await putJob(id, { estimated_cost: 95, base: { estimated_cost: 80 } });
    const late = await putJob(id, {
      estimated_cost: 70,
      description: 'gate code 34',
      base: { estimated_cost: 80, description: 'gate code 12' },
    });
    expect(late.conflicts).toEqual([{ field: 'estimated_cost', mine: 70, theirs: 95 }]);
    expect([late.estimated_cost, late.description]).toEqual([95, 'gate code 34']);
    const stored = await t.get<WireJob>(owner, `/api/jobs/${id}`);
    expect([stored.estimated_cost, stored.description]).toEqual([95, 'gate code 34']);
  });

  it('writes nothing and takes no change number when every field is kept', async () => {
    const { id } = await job();
    await putJob(id, { estimated_cost: 95, base: { estimated_cost: 80 } });
    const before = await t.get<{ cursor: string }>(owner, '/api/sync?since=0');
    const late = await putJob(id, { estimated_cost: 70, base: { estimated_cost: 80 } });
    expect(late.conflicts).toEqual([{ field: 'estimated_cost', mine: 70, theirs: 95 }]);
    const after = await t.get<{ cursor: string; has_more: boolean }>(
      owner,
      `/api/sync?since=${before.cursor}`,
    );
    expect(after.cursor).toBe(before.cursor);
  });

  it('compares values normalised: money, dates, timestamps and empty text', async () => {
    const { id } = await job({
      due_date: '2026-03-01',
      description: '',
      completed_at: '2026-03-01T10:00:00Z',
      status: 'completed',
    });
    const answer = await putJob(id, {
      estimated_cost: 81,
      due_date: '2026-03-02',
      description: 'done',
      completed_at: '2026-03-01T11:00:00.000Z',
      base: {
        estimated_cost: 80.0,
        due_date: '2026-03-01',
        description: null,
        completed_at: '2026-03-01T12:00:00+02:00',
      },
    });
    expect(answer.conflicts).toBeUndefined();
    expect(answer.estimated_cost).toBe(81);
    expect(answer.due_date).toBe('2026-03-02');
  });

  it('writes a value the server already holds (both devices made the same change)', async () => {
    const { id } = await job();
    await putJob(id, { estimated_cost: 95, base: { estimated_cost: 80 } });
    const same = await putJob(id, { estimated_cost: 95, base: { estimated_cost: 80 } });
    expect(same.conflicts).toBeUndefined();
  });

  it('without base the last write wins, as before', async () => {
    const { id } = await job();
    await putJob(id, { estimated_cost: 95, base: { estimated_cost: 80 } });
    const last = await putJob(id, { estimated_cost: 70 });
    expect(last.conflicts).toBeUndefined();
    expect(last.estimated_cost).toBe(70);
  });

  it('answers the same conflict again to a resend with the same Idempotency-Key', async () => {
    const { id } = await job();
    await putJob(id, { estimated_cost: 95, base: { estimated_cost: 80 } });
    const send = () =>
      t.as(owner, {
        method: 'PUT',
        url: `/api/jobs/${id}`,
        headers: { 'idempotency-key': `merge-${randomUUID()}` },
        payload: { estimated_cost: 70, base: { estimated_cost: 80 } },
      });
    const key = `merge-${randomUUID()}`;
    const first = await t.as(owner, {
      method: 'PUT',
      url: `/api/jobs/${id}`,
      headers: { 'idempotency-key': key },
      payload: { estimated_cost: 70, base: { estimated_cost: 80 } },
    });
    const again = await t.as(owner, {
      method: 'PUT',
      url: `/api/jobs/${id}`,
      headers: { 'idempotency-key': key },
      payload: { estimated_cost: 70, base: { estimated_cost: 80 } },
    });
    expect(again.body).toBe(first.body);
    expect(again.json()).toMatchObject({
      conflicts: [{ field: 'estimated_cost', mine: 70, theirs: 95 }],
    });
    // Without a key a resend compares again, and still finds the same conflict.
    expect((await send()).json()).toMatchObject({
      conflicts: [{ field: 'estimated_cost', mine: 70, theirs: 95 }],
    });
  });

  it('lets one of two concurrent writes of the same field from the same base through', async () => {
    const { id } = await job();
    const answers = await Promise.all(
      [91, 92, 93, 94, 95, 96].map((price) =>
        putJob(id, { estimated_cost: price, base: { estimated_cost: 80 } }),
      ),
    );
    const winners = answers.filter((answer) => answer.conflicts === undefined);
    expect(winners).toHaveLength(1);
    const stored = await t.get<WireJob>(owner, `/api/jobs/${id}`);
    expect(stored.estimated_cost).toBe(winners[0]!.estimated_cost);
    for (const loser of answers.filter((answer) => answer.conflicts !== undefined)) {
      expect(loser.conflicts).toEqual([
        { field: 'estimated_cost', mine: expect.any(Number), theirs: stored.estimated_cost },
      ]);
    }
  });

  it('answers 404 for a job deleted meanwhile, with or without base', async () => {
    const { id } = await job();
    await t.as(owner, { method: 'DELETE', url: `/api/jobs/${id}` });
    const response = await t.as(owner, {
      method: 'PUT',
      url: `/api/jobs/${id}`,
      payload: { estimated_cost: 70, base: { estimated_cost: 80 } },
    });
    expectError(response, 404, 'not_found');
  });
});

describe('PUT /api/customers/:id with base', () => {
  it('merges by field and reports the field both changed', async () => {
    const one = await t.createCustomer(owner, { name: 'Ana', phone: '555-0101', notes: 'dog' });
    await putCustomer(one.id, { phone: '555-0202', base: { phone: '555-0101' } });
    const late = await putCustomer(one.id, {
      phone: '555-0303',
      notes: 'big dog',
      base: { phone: '555-0101', notes: 'dog' },
    });
    expect(late.conflicts).toEqual([{ field: 'phone', mine: '555-0303', theirs: '555-0202' }]);
    expect([late.phone, late.notes]).toEqual(['555-0202', 'big dog']);
  });

  it('compares an emptied field with null', async () => {
    const one = await t.createCustomer(owner, { name: 'Bea', email: null });
    const answer = await putCustomer(one.id, {
      email: 'bea@example.com',
      base: { email: '' },
    });
    expect(answer.conflicts).toBeUndefined();
    expect(answer.email).toBe('bea@example.com');
  });

  it('lets one of two concurrent renames from the same base through', async () => {
    const one = await t.createCustomer(owner, { name: 'Cal' });
    const answers = await Promise.all(
      ['Cal A', 'Cal B', 'Cal C', 'Cal D'].map((name) =>
        putCustomer(one.id, { name, base: { name: 'Cal' } }),
      ),
    );
    expect(answers.filter((answer) => answer.conflicts === undefined)).toHaveLength(1);
  });
});

describe('restore: a create of a record deleted elsewhere', () => {
  it('brings a deleted customer and job back with their ids; the pull carries them', async () => {
    const gone = await t.createCustomer(owner, { name: 'Dee' });
    const goneJob = await t.createJob(owner, gone.id, { title: 'Hedges' });
    const { cursor } = await t.get<{ cursor: string }>(owner, '/api/sync?since=0');
    await t.as(owner, { method: 'DELETE', url: `/api/customers/${gone.id}` });
    const refused = await t.as(owner, {
      method: 'POST',
      url: '/api/customers',
      payload: { id: gone.id, name: 'Dee' },
    });
    expectError(refused, 409, 'record_deleted');
    // A job whose customer is gone cannot come back first.
    const orphan = await t.as(owner, {
      method: 'POST',
      url: '/api/jobs',
      payload: { id: goneJob.id, customer_id: gone.id, title: 'Hedges', restore: true },
    });
    expectError(orphan, 404, 'not_found');
    const customerBack = await t.as(owner, {
      method: 'POST',
      url: '/api/customers',
      payload: { id: gone.id, name: 'Dee', phone: '555-0999', restore: true },
    });
    expect(customerBack.statusCode, customerBack.body).toBe(201);
    const jobBack = await t.as(owner, {
      method: 'POST',
      url: '/api/jobs',
      payload: { id: goneJob.id, customer_id: gone.id, title: 'Hedges', restore: true },
    });
    expect(jobBack.statusCode, jobBack.body).toBe(201);
    const pulled = await t.get<{
      customers: WireCustomer[];
      jobs: WireJob[];
      deleted_customers: string[];
      deleted_jobs: string[];
    }>(owner, `/api/sync?since=${cursor}`);
    expect(pulled.customers.map((one) => one.id)).toContain(gone.id);
    expect(pulled.jobs.map((one) => one.id)).toContain(goneJob.id);
    expect(pulled.deleted_customers).not.toContain(gone.id);
    expect(pulled.deleted_jobs).not.toContain(goneJob.id);
    // A restore of a record that exists answers it, like any retried create.
    const again = await t.as(owner, {
      method: 'POST',
      url: '/api/customers',
      payload: { id: gone.id, name: 'Dee', restore: true },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<WireCustomer>().phone).toBe('555-0999');
  });
});

describe('PUT /api/profile with base', () => {
  const day = (open: string, close: string, closed = false) => ({ open, close, closed });
  const whole = {
    businessName: 'Green Valley',
    ownerName: 'Alex',
    email: 'alex@example.com',
    phone: '555-0100',
    address: '1 Main St',
    website: '',
    bio: '',
    serviceTypes: ['Lawn Care'],
    businessHours: {
      monday: day('08:00', '17:00'),
      tuesday: day('08:00', '17:00'),
      wednesday: day('08:00', '17:00'),
      thursday: day('08:00', '17:00'),
      friday: day('08:00', '17:00'),
      saturday: day('09:00', '15:00'),
      sunday: day('10:00', '14:00', true),
    },
    pricing: { hourlyRate: 75, minimumCharge: 50, currency: 'USD' },
  };
  const PIXEL =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const put = (who: Owner, payload: Record<string, unknown>) =>
    t.as(who, { method: 'PUT', url: '/api/profile', payload });

  it('keeps a phone typed on one device and a logo added on the other', async () => {
    const who = await t.owner();
    expect((await put(who, whole)).statusCode).toBe(200);
    const phone = await put(who, { phone: '555-0200', base: { phone: '555-0100' } });
    expect(phone.json()).toEqual({ profile: { ...whole, phone: '555-0200' } });
    const logo = await put(who, { profileImage: PIXEL, base: { profileImage: null } });
    expect(logo.json()).toEqual({ profile: { ...whole, phone: '555-0200', profileImage: PIXEL } });
  });

  it('reports a field both devices changed, objects compared by value', async () => {
    const who = await t.owner();
    await put(who, whole);
    const rate = { ...whole.pricing, hourlyRate: 80 };
    await put(who, { pricing: rate, base: { pricing: whole.pricing } });
    const late = await put(who, {
      pricing: { ...whole.pricing, hourlyRate: 90 },
      businessHours: { ...whole.businessHours, sunday: day('10:00', '14:00') },
      base: {
        // The same object with its keys in another order.
        pricing: { currency: 'USD', minimumCharge: 50, hourlyRate: 75 },
        businessHours: whole.businessHours,
      },
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual({
      profile: {
        ...whole,
        pricing: rate,
        businessHours: { ...whole.businessHours, sunday: day('10:00', '14:00') },
      },
      conflicts: [{ field: 'pricing', mine: { ...whole.pricing, hourlyRate: 90 }, theirs: rate }],
    });
  });

  it('refuses a field-wise write when no profile is stored and the result is not whole', async () => {
    const who = await t.owner();
    expectError(
      await put(who, { phone: '555-0200', base: { phone: null } }),
      400,
      'validation_failed',
    );
    // Without base the body is still the whole profile.
    expectError(await put(who, { phone: '555-0200' }), 400, 'validation_failed');
  });
});
