import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validProfile } from './catalogue.ts';
import {
  expectError,
  startTestApp,
  type Owner,
  type TestApp,
  type WireCustomer,
  type WireJob,
} from './helpers.ts';

// Issue 28 (decision 065): a visit keeps when its reminder was sent, so every device of the owner
// shows who is left to remind; the owner's message templates are kept in the business profile.

let t: TestApp;
let alice: Owner;
let bob: Owner;
let customer: WireCustomer;

const REMINDED = '2025-06-03T18:30:00.000Z';

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.owner({ name: 'Alice' });
  bob = await t.owner({ name: 'Bob' });
  customer = await t.createCustomer(alice, { name: 'Maria Garcia' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const putJob = (owner: Owner, id: string, payload: Record<string, unknown>) =>
  t.as(owner, { method: 'PUT', url: `/api/jobs/${id}`, payload });

type Pull = { cursor: string; jobs?: WireJob[] };

describe("a visit's reminder mark (reminded_at)", () => {
  it('is null on a new job, set as a UTC timestamp, kept by other edits, then cleared', async () => {
    const job = await t.createJob(alice, customer.id, { due_date: '2025-06-04' });
    expect(job.reminded_at).toBeNull();
    const set = await putJob(alice, job.id, { reminded_at: '2025-06-03T13:30:00-05:00' });
    expect(set.statusCode).toBe(200);
    expect(set.json<WireJob>().reminded_at).toBe(REMINDED);
    const renamed = await putJob(alice, job.id, { description: 'Gate code 4411' });
    expect(renamed.json<WireJob>().reminded_at).toBe(REMINDED);
    const cleared = await putJob(alice, job.id, { reminded_at: null });
    expect(cleared.json<WireJob>().reminded_at).toBeNull();
    expect((await t.get<WireJob>(alice, `/api/jobs/${job.id}`)).reminded_at).toBeNull();
  });

  it('is taken by a create (a job made offline and reminded before it was sent)', async () => {
    const response = await t.as(alice, {
      method: 'POST',
      url: '/api/jobs',
      payload: { customer_id: customer.id, title: 'Lawn Care', reminded_at: REMINDED },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<WireJob>().reminded_at).toBe(REMINDED);
  });

  it('refuses what is not a timestamp with 400 and changes nothing', async () => {
    const job = await t.createJob(alice, customer.id, { due_date: '2025-06-04' });
    await putJob(alice, job.id, { reminded_at: REMINDED });
    const before = await t.countRows();
    for (const reminded_at of ['yesterday', '2025-06-03', 5, true]) {
      const answer = await putJob(alice, job.id, { reminded_at });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ error: string }>().error).toMatch(/^reminded_at: /);
    }
    expect(await t.countRows()).toEqual(before);
    expect((await t.get<WireJob>(alice, `/api/jobs/${job.id}`)).reminded_at).toBe(REMINDED);
  });

  it("cannot be set on another owner's job (404, unchanged)", async () => {
    const job = await t.createJob(alice, customer.id, { due_date: '2025-06-04' });
    expectError(
      await putJob(bob, job.id, { reminded_at: REMINDED }),
      404,
      'Job not found',
      'not_found',
    );
    expect((await t.get<WireJob>(alice, `/api/jobs/${job.id}`)).reminded_at).toBeNull();
  });

  it('merges by field: a device that still saw no mark does not undo another device’s', async () => {
    const job = await t.createJob(alice, customer.id, { due_date: '2025-06-04' });
    // Device A reminds; device B, which saw the job unreminded, changes the notes.
    const reminded = await putJob(alice, job.id, {
      reminded_at: REMINDED,
      base: { reminded_at: null },
    });
    expect(reminded.json<WireJob & { conflicts?: unknown }>()).not.toHaveProperty('conflicts');
    const notes = await putJob(alice, job.id, {
      description: 'Back gate',
      base: { description: null },
    });
    expect(notes.json<WireJob>()).toMatchObject({
      description: 'Back gate',
      reminded_at: REMINDED,
    });
    // Device B clears the mark it never saw set: the mark stands, B is told.
    const late = await putJob(alice, job.id, { reminded_at: null, base: { reminded_at: null } });
    expect(late.json<WireJob & { conflicts: unknown[] }>()).toMatchObject({
      reminded_at: REMINDED,
      conflicts: [{ field: 'reminded_at', mine: null, theirs: REMINDED }],
    });
    // The same instant written with another offset is the base it saw.
    const undo = await putJob(alice, job.id, {
      reminded_at: null,
      base: { reminded_at: '2025-06-03T13:30:00-05:00' },
    });
    expect(undo.json<WireJob>().reminded_at).toBeNull();
  });

  it('travels in the sync pull to the owner’s other devices, and only to them', async () => {
    const job = await t.createJob(alice, customer.id, { due_date: '2025-06-04' });
    const first = await t.get<Pull>(alice, '/api/sync?since=0');
    expect(first.jobs?.find((entry) => entry.id === job.id)?.reminded_at).toBeNull();
    await putJob(alice, job.id, { reminded_at: REMINDED });
    const next = await t.get<Pull>(alice, `/api/sync?since=${first.cursor}`);
    expect(next.jobs?.map((entry) => [entry.id, entry.reminded_at])).toEqual([[job.id, REMINDED]]);
    const bobPull = await t.get<Pull>(bob, '/api/sync?since=0');
    expect(bobPull.jobs ?? []).toEqual([]);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(JSON.stringify(document.paths['/api/jobs/{id}']?.put)).toContain('"reminded_at"');
    expect(JSON.stringify(document.paths['/api/profile']?.put)).toContain('"messageTemplates"');
  });
});

describe("the owner's message templates", () => {
  const putProfile = (who: Owner, payload: Record<string, unknown>) =>
    t.as(who, { method: 'PUT', url: '/api/profile', payload });
  const stored = async (who: Owner) =>
    (await t.as(who, { method: 'GET', url: '/api/profile' })).json<{
      profile: Record<string, unknown> | null;
    }>().profile;

  it('are kept in the profile, merged by field, and null takes them away', async () => {
    const who = await t.owner();
    expect((await putProfile(who, validProfile())).statusCode).toBe(200);
    const templates = { es: { visitReminder: 'Hola {nombre}, mañana {fecha} {hora}.' } };
    const set = await putProfile(who, { messageTemplates: templates, base: {} });
    expect(set.statusCode).toBe(200);
    expect((await stored(who))?.messageTemplates).toEqual(templates);
    // Another field's write keeps them.
    await putProfile(who, { bio: 'Since 2010', base: { bio: '' } });
    expect((await stored(who))?.messageTemplates).toEqual(templates);
    const removed = await putProfile(who, {
      messageTemplates: null,
      base: { messageTemplates: templates },
    });
    expect(removed.statusCode).toBe(200);
    expect(await stored(who)).not.toHaveProperty('messageTemplates');
  });

  it('refuses a template too long, a language or a kind it does not know, changing nothing', async () => {
    const who = await t.owner();
    expect((await putProfile(who, validProfile())).statusCode).toBe(200);
    const before = await stored(who);
    for (const messageTemplates of [
      { en: { onMyWay: 'x'.repeat(601) } },
      { fr: { onMyWay: 'Bonjour' } },
      { en: { thankYou: 'Thanks' } },
      { en: { onMyWay: 5 } },
    ]) {
      const answer = await putProfile(who, { messageTemplates, base: {} });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ error: string }>().error).toMatch(/^messageTemplates/);
    }
    expect(await stored(who)).toEqual(before);
  });
});
