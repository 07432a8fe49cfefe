import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  ISO_TIMESTAMP,
  SERVER_ID,
  startTestApp,
  utcDay,
  type Owner,
  type TestApp,
  type WireCustomer,
  type WireJob,
} from './helpers.ts';

let t: TestApp;
let owner: Owner;
let customer: WireCustomer;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.owner();
  customer = await t.createCustomer(owner, { name: 'Job Owner Jo' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const JOB_FIELDS = [
  'actual_cost',
  'actual_hours',
  'amount_paid',
  'arrived_at',
  'completed_at',
  'created_at',
  'customer',
  'customer_id',
  'description',
  'due_date',
  'estimated_cost',
  'estimated_hours',
  'finished_at',
  'id',
  'paid',
  'paid_at',
  'payment_method',
  'reminded_at',
  'scheduled_date',
  'series_date',
  'series_id',
  'signature',
  'skipped',
  'start_time',
  'status',
  'title',
  'updated_at',
  'window_end',
];

const ids = (jobs: WireJob[]) => jobs.map((job) => job.id);

/** Close to now: a stamp the server made during this test. */
const isRecent = (stamp: string | null) =>
  stamp !== null && Math.abs(Date.parse(stamp) - Date.now()) < 60_000;

describe('POST /api/jobs', () => {
  it('creates a job with every field of spec §3 and answers 201 with it', async () => {
    const before = await t.countRows();
    const response = await t.as(owner, {
      method: 'POST',
      url: '/api/jobs',
      payload: {
        customer_id: customer.id,
        title: ' Hedge Trimming ',
        description: 'Front and back',
        status: 'in_progress',
        estimated_cost: 120.5,
        actual_cost: 1234.56,
        estimated_hours: 2.5,
        actual_hours: 3,
        due_date: '2025-07-04',
        paid: false,
        arrived_at: '2025-07-04T14:05:00.000Z',
        finished_at: '2025-07-04T15:35:00+00:00',
      },
    });
    expect(response.statusCode).toBe(201);
    const job = response.json<WireJob>();
    expect(Object.keys(job).sort()).toEqual(JOB_FIELDS);
    expect(job).toEqual({
      id: expect.stringMatching(SERVER_ID('job')),
      customer_id: customer.id,
      customer: { name: 'Job Owner Jo' },
      title: 'Hedge Trimming',
      description: 'Front and back',
      status: 'in_progress',
      estimated_cost: 120.5,
      actual_cost: 1234.56,
      estimated_hours: 2.5,
      actual_hours: 3,
      due_date: '2025-07-04',
      scheduled_date: '2025-07-04',
      paid: false,
      completed_at: null,
      arrived_at: '2025-07-04T14:05:00.000Z',
      finished_at: '2025-07-04T15:35:00.000Z',
      reminded_at: null,
      created_at: expect.stringMatching(ISO_TIMESTAMP),
      updated_at: job.created_at,
      start_time: null,
      window_end: null,
      amount_paid: null,
      payment_method: null,
      paid_at: null,
      series_id: null,
      series_date: null,
      skipped: false,
      signature: null,
    });
    expect(isRecent(job.created_at)).toBe(true);
    expect((await t.countRows()).jobs).toBe(before.jobs + 1);
  });

  it('starts a job pending and unpaid, scheduled on its created day when it has no due date', async () => {
    const response = await t.as(owner, {
      method: 'POST',
      url: '/api/jobs',
      payload: { customer_id: customer.id, title: 'Leaf Removal' },
    });
    expect(response.statusCode).toBe(201);
    const job = response.json<WireJob>();
    expect(job).toMatchObject({
      status: 'pending',
      paid: false,
      description: null,
      estimated_cost: null,
      actual_cost: null,
      estimated_hours: null,
      actual_hours: null,
      due_date: null,
      completed_at: null,
    });
    expect(job.scheduled_date).toBe(job.created_at.slice(0, 10));
  });

  it('stamps completed_at when a job is created completed', async () => {
    const job = await t.createJob(owner, customer.id, { status: 'completed', paid: true });
    expect(job.status).toBe('completed');
    expect(job.completed_at).toMatch(ISO_TIMESTAMP);
    expect(isRecent(job.completed_at)).toBe(true);
  });

  it('keeps money exact to the cent, from 0 to 1,000,000', async () => {
    for (const amount of [0, 0.01, 19.99, 80.1, 999_999.99, 1_000_000]) {
      const job = await t.createJob(owner, customer.id, {
        estimated_cost: amount,
        actual_cost: amount,
      });
      expect({ estimated: job.estimated_cost, actual: job.actual_cost }).toEqual({
        estimated: amount,
        actual: amount,
      });
    }
  });

  it('is idempotent per client-made id: 201, then 200 with the first record, one row', async () => {
    const id = `job-${randomUUID()}`;
    const before = await t.countRows();
    const first = await t.as(owner, {
      method: 'POST',
      url: '/api/jobs',
      payload: { id, customer_id: customer.id, title: 'Window Cleaning', estimated_cost: 60 },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, title: 'Window Cleaning', estimated_cost: 60 });
    const retry = await t.as(owner, {
      method: 'POST',
      url: '/api/jobs',
      payload: { id, customer_id: customer.id, title: 'Window Cleaning again', estimated_cost: 99 },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await t.countRows()).jobs).toBe(before.jobs + 1);
  });

  it('makes one record when the same client id arrives twice at once', async () => {
    const id = `job-${randomUUID()}`;
    const before = await t.countRows();
    const answers = await Promise.all(
      [1, 2].map(() =>
        t.as(owner, {
          method: 'POST',
          url: '/api/jobs',
          payload: { id, customer_id: customer.id, title: 'Twin job' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect((await t.countRows()).jobs).toBe(before.jobs + 1);
  });

  it("answers 404 'Customer not found' for an unknown customer and creates nothing", async () => {
    const before = await t.countRows();
    expectError(
      await t.as(owner, {
        method: 'POST',
        url: '/api/jobs',
        payload: { customer_id: `customer-${randomUUID()}`, title: 'Orphan' },
      }),
      404,
      'Customer not found',
      'not_found',
    );
    expect(await t.countRows()).toEqual(before);
  });

  it('refuses a client id that does not look like job-<uuid>', async () => {
    expectError(
      await t.as(owner, {
        method: 'POST',
        url: '/api/jobs',
        payload: { id: `customer-${randomUUID()}`, customer_id: customer.id, title: 'X' },
      }),
      400,
      'id: id must look like job-<uuid>',
      'validation_failed',
    );
  });
});

describe('GET /api/jobs/{id}', () => {
  it('answers the job', async () => {
    const job = await t.createJob(owner, customer.id, {
      title: 'Pool Cleaning',
      due_date: '2025-08-01',
    });
    expect(await t.get(owner, `/api/jobs/${job.id}`)).toEqual(job);
  });

  it("answers 404 'Job not found' for an unknown id", async () => {
    expectError(
      await t.as(owner, { method: 'GET', url: `/api/jobs/job-${randomUUID()}` }),
      404,
      'Job not found',
      'not_found',
    );
    expectError(
      await t.as(owner, { method: 'GET', url: '/api/jobs/anything' }),
      404,
      'Job not found',
      'not_found',
    );
  });
});

describe('PUT /api/jobs/{id}', () => {
  it('changes only the fields sent', async () => {
    const job = await t.createJob(owner, customer.id, {
      title: 'Gutter Cleaning',
      description: 'Two storeys',
      estimated_cost: 150,
      estimated_hours: 2,
      due_date: '2025-09-10',
    });
    const updated = await t.updateJob(owner, job.id, {
      actual_cost: 175.25,
      due_date: '2025-09-12',
    });
    expect(updated).toEqual({
      ...job,
      actual_cost: 175.25,
      due_date: '2025-09-12',
      scheduled_date: '2025-09-12',
      updated_at: expect.stringMatching(ISO_TIMESTAMP),
    });
    expect(await t.get(owner, `/api/jobs/${job.id}`)).toEqual(updated);
  });

  it('clears nullable fields sent as null; an empty description becomes null', async () => {
    const job = await t.createJob(owner, customer.id, {
      description: 'Bring ladder',
      estimated_cost: 90,
      actual_hours: 1.5,
      due_date: '2025-05-05',
    });
    const updated = await t.updateJob(owner, job.id, {
      description: '',
      estimated_cost: null,
      actual_hours: null,
      due_date: null,
    });
    expect(updated).toMatchObject({
      description: null,
      estimated_cost: null,
      actual_hours: null,
      due_date: null,
      scheduled_date: job.created_at.slice(0, 10),
    });
  });

  it('stamps completed_at on completion, keeps it while completed, clears it on leaving', async () => {
    const job = await t.createJob(owner, customer.id);
    expect(job.completed_at).toBeNull();

    const started = await t.updateJob(owner, job.id, { status: 'in_progress' });
    expect(started).toMatchObject({ status: 'in_progress', completed_at: null });

    const completed = await t.updateJob(owner, job.id, { status: 'completed' });
    expect(completed.status).toBe('completed');
    expect(completed.completed_at).toMatch(ISO_TIMESTAMP);
    expect(isRecent(completed.completed_at)).toBe(true);

    const paid = await t.updateJob(owner, job.id, { paid: true });
    expect(paid).toMatchObject({
      status: 'completed',
      paid: true,
      completed_at: completed.completed_at,
    });
    const again = await t.updateJob(owner, job.id, { status: 'completed' });
    expect(again.completed_at).toBe(completed.completed_at);

    const reopened = await t.updateJob(owner, job.id, { status: 'in_progress' });
    expect(reopened).toMatchObject({ status: 'in_progress', paid: true, completed_at: null });

    const cancelled = await t.updateJob(owner, job.id, { status: 'completed' });
    expect(cancelled.completed_at).not.toBeNull();
    expect((await t.updateJob(owner, job.id, { status: 'cancelled' })).completed_at).toBeNull();
  });

  it('stores a completed_at the client sends', async () => {
    const job = await t.createJob(owner, customer.id);
    const updated = await t.updateJob(owner, job.id, {
      status: 'completed',
      completed_at: '2025-06-01T12:34:56.789Z',
    });
    expect(updated.completed_at).toBe('2025-06-01T12:34:56.789Z');
    const withOffset = await t.updateJob(owner, job.id, {
      completed_at: '2025-06-02T09:00:00+02:00',
    });
    expect(withOffset.completed_at).toBe('2025-06-02T07:00:00.000Z');
    // The widest real offset (issue 11: within ±14:00).
    const widest = await t.updateJob(owner, job.id, { completed_at: '2025-06-02T20:00:00+14:00' });
    expect(widest.completed_at).toBe('2025-06-02T06:00:00.000Z');
  });

  it('moves a job to another customer of the same owner', async () => {
    const other = await t.createCustomer(owner, { name: 'New Ned' });
    const job = await t.createJob(owner, customer.id);
    const moved = await t.updateJob(owner, job.id, { customer_id: other.id });
    expect(moved).toMatchObject({ customer_id: other.id, customer: { name: 'New Ned' } });
    // The job carries its customer's current name.
    const renamed = await t.as(owner, {
      method: 'PUT',
      url: `/api/customers/${other.id}`,
      payload: { name: 'Ned Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await t.get<WireJob>(owner, `/api/jobs/${job.id}`)).customer).toEqual({
      name: 'Ned Renamed',
    });
  });

  it("answers 404 'Job not found' for an unknown id and creates nothing", async () => {
    const before = await t.countRows();
    expectError(
      await t.as(owner, {
        method: 'PUT',
        url: `/api/jobs/job-${randomUUID()}`,
        payload: { title: 'X' },
      }),
      404,
      'Job not found',
      'not_found',
    );
    expect(await t.countRows()).toEqual(before);
  });

  it("answers 404 'Customer not found' when moving to an unknown customer, and changes nothing", async () => {
    const job = await t.createJob(owner, customer.id);
    expectError(
      await t.as(owner, {
        method: 'PUT',
        url: `/api/jobs/${job.id}`,
        payload: { customer_id: `customer-${randomUUID()}`, title: 'Changed' },
      }),
      404,
      'Customer not found',
      'not_found',
    );
    expect(await t.get(owner, `/api/jobs/${job.id}`)).toEqual(job);
  });
});

describe('start time and arrival window (decision 026)', () => {
  it('stores, changes and clears them; refuses a time not written HH:mm', async () => {
    const created = await t.as(owner, {
      method: 'POST',
      url: '/api/jobs',
      payload: {
        customer_id: customer.id,
        title: 'Lawn Mowing',
        start_time: '08:30',
        window_end: '10:00',
      },
    });
    expect(created.statusCode).toBe(201);
    const job = created.json<WireJob>();
    expect([job.start_time, job.window_end]).toEqual(['08:30', '10:00']);
    const moved = await t.as(owner, {
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      payload: { start_time: '13:15', window_end: null },
    });
    expect(moved.statusCode).toBe(200);
    expect([moved.json<WireJob>().start_time, moved.json<WireJob>().window_end]).toEqual([
      '13:15',
      null,
    ]);
    const before = await t.countRows();
    for (const start_time of ['8:30', '24:00', '08:60', 'noon']) {
      const refused = await t.as(owner, {
        method: 'POST',
        url: '/api/jobs',
        payload: { customer_id: customer.id, title: 'Lawn Mowing', start_time },
      });
      expect(refused.statusCode, start_time).toBe(400);
    }
    expect((await t.countRows()).jobs).toBe(before.jobs);
  });
});

describe('DELETE /api/jobs/{id}', () => {
  it('deletes the job only, then answers 404', async () => {
    const job = await t.createJob(owner, customer.id);
    const before = await t.countRows();
    const response = await t.as(owner, { method: 'DELETE', url: `/api/jobs/${job.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await t.countRows()).toEqual({ ...before, jobs: before.jobs - 1 });
    expectError(
      await t.as(owner, { method: 'GET', url: `/api/jobs/${job.id}` }),
      404,
      'Job not found',
      'not_found',
    );
    expectError(
      await t.as(owner, { method: 'DELETE', url: `/api/jobs/${job.id}` }),
      404,
      'Job not found',
      'not_found',
    );
    expect(await t.get(owner, `/api/customers/${customer.id}`)).toEqual(customer);
  });
});

describe('lists and figures', () => {
  // One owner with a known set of jobs, so every list and number is exact.
  let lister: Owner;
  let ann: WireCustomer;
  let ben: WireCustomer;
  let pending: WireJob; // Ann, due 2025-03-01, unpaid
  let paidDone: WireJob; // Ann, completed and paid, due 2025-03-15
  let unpaidDone: WireJob; // Ben, completed and unpaid, due 2025-04-01
  let cancelled: WireJob; // Ben, cancelled, due 2025-02-01
  let started: WireJob; // Ben, in progress, due 2025-03-15

  beforeAll(async () => {
    lister = await t.owner();
    ann = await t.createCustomer(lister, { name: 'Ann' });
    ben = await t.createCustomer(lister, { name: 'Ben' });
    pending = await t.createJob(lister, ann.id, { due_date: '2025-03-01', estimated_cost: 100 });
    paidDone = await t.createJob(lister, ann.id, {
      due_date: '2025-03-15',
      status: 'completed',
      paid: true,
      estimated_cost: 140,
      actual_cost: 150.25,
    });
    unpaidDone = await t.createJob(lister, ben.id, {
      due_date: '2025-04-01',
      status: 'completed',
      estimated_cost: 80.1,
    });
    cancelled = await t.createJob(lister, ben.id, {
      due_date: '2025-02-01',
      status: 'cancelled',
      estimated_cost: 45,
    });
    started = await t.createJob(lister, ben.id, {
      due_date: '2025-03-15',
      status: 'in_progress',
      estimated_cost: 30,
      actual_cost: 35,
    });
  });

  const list = async (query = '') => ids(await t.get<WireJob[]>(lister, `/api/jobs${query}`));

  it('GET /api/jobs lists every job, newest scheduled date first', async () => {
    const jobs = await t.get<WireJob[]>(lister, '/api/jobs');
    // Same scheduled date: the later created first.
    expect(ids(jobs)).toEqual([unpaidDone.id, started.id, paidDone.id, pending.id, cancelled.id]);
    expect(jobs.find((job) => job.id === paidDone.id)).toEqual(paidDone);
  });

  it('GET /api/jobs filters by status, customer, paid and scheduled dates', async () => {
    expect(await list('?status=completed')).toEqual([unpaidDone.id, paidDone.id]);
    expect(await list('?status=pending')).toEqual([pending.id]);
    expect(await list('?status=in_progress')).toEqual([started.id]);
    expect(await list('?status=cancelled')).toEqual([cancelled.id]);
    expect(await list(`?customer_id=${ann.id}`)).toEqual([paidDone.id, pending.id]);
    expect(await list(`?customer_id=${ben.id}`)).toEqual([unpaidDone.id, started.id, cancelled.id]);
    expect(await list(`?customer_id=customer-${randomUUID()}`)).toEqual([]);
    expect(await list('?paid=true')).toEqual([paidDone.id]);
    expect(await list('?paid=false')).toEqual([
      unpaidDone.id,
      started.id,
      pending.id,
      cancelled.id,
    ]);
    expect(await list('?from=2025-03-01&to=2025-03-31')).toEqual([
      started.id,
      paidDone.id,
      pending.id,
    ]);
    expect(await list('?from=2025-03-15')).toEqual([unpaidDone.id, started.id, paidDone.id]);
    expect(await list('?to=2025-03-01')).toEqual([pending.id, cancelled.id]);
    expect(await list('?from=2025-03-02&to=2025-03-14')).toEqual([]);
    expect(await list(`?status=completed&paid=false&customer_id=${ben.id}`)).toEqual([
      unpaidDone.id,
    ]);
  });

  it('GET /api/jobs from/to use the created day when a job has no due date', async () => {
    const owner3 = await t.owner();
    const c = await t.createCustomer(owner3);
    const undated = await t.createJob(owner3, c.id, { due_date: null });
    const created = undated.created_at.slice(0, 10);
    const dayBefore = utcDay(Date.parse(`${created}T12:00:00Z`) - 24 * 60 * 60_000);
    const only = async (query: string) => ids(await t.get<WireJob[]>(owner3, `/api/jobs${query}`));
    expect(undated.scheduled_date).toBe(created);
    expect(await only(`?from=${created}&to=${created}`)).toEqual([undated.id]);
    expect(await only(`?to=${dayBefore}`)).toEqual([]);
    expect(ids(await t.get<WireJob[]>(owner3, `/api/jobs/today?date=${created}`))).toEqual([
      undated.id,
    ]);
  });

  it('GET /api/jobs/today answers the jobs scheduled on the given day', async () => {
    expect(ids(await t.get<WireJob[]>(lister, '/api/jobs/today?date=2025-03-15'))).toEqual([
      paidDone.id,
      started.id,
    ]);
    expect(await t.get(lister, '/api/jobs/today?date=2025-03-16')).toEqual([]);
  });

  it("GET /api/jobs/today defaults to the UTC day, or the day at the client's utc_offset", async () => {
    const owner2 = await t.owner();
    const c = await t.createCustomer(owner2);
    const today = await t.createJob(owner2, c.id, { due_date: utcDay() });
    const eastDay = utcDay(Date.now() + 14 * 60 * 60_000);
    const west = utcDay(Date.now() - 12 * 60 * 60_000);
    const east = await t.createJob(owner2, c.id, {
      due_date: eastDay === utcDay() ? '2001-01-01' : eastDay,
    });
    const westJob = await t.createJob(owner2, c.id, {
      due_date: west === utcDay() ? '2001-01-02' : west,
    });

    expect(ids(await t.get<WireJob[]>(owner2, '/api/jobs/today'))).toEqual([today.id]);
    expect(ids(await t.get<WireJob[]>(owner2, '/api/jobs/today?utc_offset=840'))).toEqual(
      eastDay === utcDay() ? [today.id] : [east.id],
    );
    expect(ids(await t.get<WireJob[]>(owner2, '/api/jobs/today?utc_offset=-720'))).toEqual(
      west === utcDay() ? [today.id] : [westJob.id],
    );
  });

  it('GET /api/jobs/unpaid answers completed jobs not paid only', async () => {
    const unpaid = await t.get<WireJob[]>(lister, '/api/jobs/unpaid');
    expect(unpaid).toEqual([unpaidDone]);
  });

  it('GET /api/jobs/stats answers exact counts and amounts', async () => {
    expect(await t.get(lister, '/api/jobs/stats')).toEqual({
      total: 5,
      byStatus: { pending: 1, in_progress: 1, completed: 2, cancelled: 1 },
      paid: { count: 1, amount: 150.25 },
      // Unpaid is paid = false, cancelled aside (spec §3, decision 014): 100 + 80.1 + 35.
      unpaid: { count: 3, amount: 215.1 },
    });
  });

  it('GET /api/jobs/stats of an owner without jobs is all zeros', async () => {
    const empty = await t.owner();
    expect(await t.get(empty, '/api/jobs/stats')).toEqual({
      total: 0,
      byStatus: { pending: 0, in_progress: 0, completed: 0, cancelled: 0 },
      paid: { count: 0, amount: 0 },
      unpaid: { count: 0, amount: 0 },
    });
  });

  it('the figures follow a payment', async () => {
    const payer = await t.owner();
    const c = await t.createCustomer(payer);
    const job = await t.createJob(payer, c.id, {
      status: 'completed',
      estimated_cost: 70,
      actual_cost: 72.5,
    });
    expect(await t.get(payer, '/api/jobs/unpaid')).toEqual([job]);
    await t.updateJob(payer, job.id, { paid: true });
    expect(await t.get(payer, '/api/jobs/unpaid')).toEqual([]);
    expect(await t.get(payer, '/api/jobs/stats')).toMatchObject({
      paid: { count: 1, amount: 72.5 },
      unpaid: { count: 0, amount: 0 },
    });
  });
});
