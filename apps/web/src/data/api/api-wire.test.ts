import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import {
  CUSTOMER_ID,
  JOB_ID,
  QUOTE_ID,
  customerCreateBody,
  jobCreateBody,
  quoteCreateBody,
  quoteImportBody,
  quoteUpdateBody,
} from '@jobtrack/core/wire';
import { describe, expect, it } from 'vitest';
import {
  baseFor,
  customerCreateWire,
  customerUpdateWire,
  jobCreateWire,
  jobUpdateWire,
  jobWireValues,
  quoteCreateWire,
  quoteImportWire,
  quoteUpdateWire,
  serverCustomerId,
  serverJobId,
  serverQuoteId,
} from './api-wire.ts';
import { acceptedBy, makeQuote } from '#web/test/quote-fixtures.ts';

const ID = 'customer-0190a6b2-1111-7000-8000-000000000001';

describe('api request bodies', () => {
  it('creates a customer with its id, only the filled fields and the service type', () => {
    const body = customerCreateWire(
      makeCustomer({ id: ID, email: '', notes: ' ', businessName: 'Co' }),
    );
    expect(body).toEqual({
      id: ID,
      name: 'Ana Lopez',
      phone: '(555) 123-4567',
      address: '1 Main St',
      business_name: 'Co',
      service_type: 'Lawn Care',
    });
    expect(customerCreateBody.safeParse(body).success).toBe(true);
  });

  it('updates only the changed customer fields, clearing emptied ones', () => {
    expect(customerUpdateWire({ name: ' Ana ', email: ' ', serviceType: 'Plumbing' })).toEqual({
      name: 'Ana',
      email: null,
      service_type: 'Plumbing',
    });
    expect(customerUpdateWire({})).toEqual({});
  });

  it('creates a job with its id; a completed one keeps its completion time', () => {
    const job = makeJob({ id: 'job-0190a6b2-1111-7000-8000-000000000001', customerId: ID });
    expect(jobCreateWire(job)).toEqual({
      id: job.id,
      customer_id: ID,
      title: 'Lawn Mowing',
      description: '',
      status: 'pending',
      estimated_cost: 100,
      actual_cost: null,
      estimated_hours: null,
      actual_hours: null,
      due_date: '2024-03-06',
      start_time: null,
      window_end: null,
    });
    const done = jobCreateWire({
      ...job,
      status: 'completed',
      completedAt: '2024-03-06T10:00:00.000Z',
    });
    expect(done.completed_at).toBe('2024-03-06T10:00:00.000Z');
    expect(jobCreateBody.safeParse(done).success).toBe(true);
  });

  it('sends a start time and its window end together when either changes (decision 026)', () => {
    const job = makeJob({ startTime: '08:00', windowEnd: '09:30' });
    expect(jobUpdateWire({ startTime: '08:00', windowEnd: '09:30' }, job)).toEqual({
      start_time: '08:00',
      window_end: '09:30',
    });
    expect(jobUpdateWire({ startTime: '' }, makeJob())).toEqual({
      start_time: null,
      window_end: null,
    });
    expect(
      jobCreateBody.safeParse(
        jobCreateWire({ ...job, id: 'job-0190a6b2-1111-7000-8000-000000000002' }),
      ).success,
    ).toBe(true);
  });

  it('updates only the wire fields behind the changed job fields', () => {
    const job = makeJob({ actualCost: 120, estimatedCost: 100, price: 120 });
    expect(jobUpdateWire({ price: 130 }, { ...job, price: 130, actualCost: 130 })).toEqual({
      estimated_cost: 100,
      actual_cost: 130,
    });
    const done = { ...job, status: 'completed' as const, completedAt: '2024-03-06T10:00:00.000Z' };
    expect(jobUpdateWire({ status: 'completed' }, done)).toEqual({
      status: 'completed',
      completed_at: '2024-03-06T10:00:00.000Z',
    });
    expect(jobUpdateWire({ status: 'scheduled' }, job)).toEqual({ status: 'pending' });
    expect(
      jobUpdateWire(
        { paid: true, notes: 'n', serviceType: 'X', scheduledDate: '2024-04-01' },
        {
          ...job,
          paid: true,
          notes: 'n',
          serviceType: 'X',
          scheduledDate: '2024-04-01',
        },
      ),
    ).toEqual({ paid: true, description: 'n', title: 'X', due_date: '2024-04-01' });
    expect(jobUpdateWire({ completedAt: null }, job)).toEqual({ completed_at: null });
  });
});

describe('server ids for imported records', () => {
  it('keeps ids of the server shape', () => {
    expect(serverCustomerId(ID)).toBe(ID);
    const jobId = 'job-0190a6b2-1111-7000-8000-000000000002';
    expect(serverJobId(jobId)).toBe(jobId);
  });

  it('maps other ids to stable ids of the server shape', () => {
    const mapped = serverCustomerId('demo-customer-1');
    expect(mapped).toMatch(CUSTOMER_ID);
    expect(serverCustomerId('demo-customer-1')).toBe(mapped);
    expect(serverCustomerId('demo-customer-2')).not.toBe(mapped);
    expect(serverJobId('1')).toMatch(JOB_ID);
    expect(serverJobId('1')).not.toBe(serverJobId('2'));
  });
});

describe('api request bodies of issue 13 (decisions 024, 025)', () => {
  const ARRIVED = '2025-06-04T14:05:00.000Z';
  const FINISHED = '2025-06-04T15:35:00.000Z';

  it("sends a customer's language when it has one", () => {
    const body = customerCreateWire(makeCustomer({ id: ID, language: 'es' }));
    expect(body.language).toBe('es');
    expect(customerCreateBody.safeParse(body).success).toBe(true);
    expect('language' in customerCreateWire(makeCustomer({ id: ID }))).toBe(false);
    expect(customerUpdateWire({ language: 'en' })).toEqual({ language: 'en' });
  });

  it('sends the check-in times with a job and with the change that sets or clears them', () => {
    const JOB = 'job-0190a6b2-1111-7000-8000-000000000002';
    const body = jobCreateWire(
      makeJob({ id: JOB, customerId: ID, arrivedAt: ARRIVED, finishedAt: FINISHED }),
    );
    expect(body).toMatchObject({ arrived_at: ARRIVED, finished_at: FINISHED });
    expect(jobCreateBody.safeParse(body).success).toBe(true);
    const started = makeJob({ status: 'in-progress', arrivedAt: ARRIVED });
    expect(jobUpdateWire({ status: 'in-progress', arrivedAt: ARRIVED }, started)).toEqual({
      status: 'in_progress',
      arrived_at: ARRIVED,
    });
    expect(jobUpdateWire({ arrivedAt: null, finishedAt: null }, makeJob())).toEqual({
      arrived_at: null,
      finished_at: null,
    });
  });
});

describe('the base of a job update (decision 047)', () => {
  it('names what the device saw of each changed field, never the paid fields', () => {
    const job = makeJob({ price: 80, notes: 'front lawn', paid: false });
    const body = { description: 'back lawn', paid: true, amount_paid: 80, payment_method: 'check' };
    // The paid fields come from the job's payments (decision 046): nothing of theirs to compare.
    expect(baseFor(body, jobWireValues(job))).toEqual({ description: 'front lawn' });
  });
});

describe('quote request bodies (issue 26)', () => {
  const quote = acceptedBy(
    makeQuote({ number: null, repeat: { frequency: 'weekly', interval: 2 } }),
    ['item-2'],
    70,
  );

  it('creates a quote with its id, items, day, repeat and language, as the server reads it', () => {
    const body = quoteCreateWire(makeQuote({ number: null, customerId: ID }));
    expect(body).toMatchObject({
      id: 'quote-00000000-0000-4000-8000-000000000001',
      customer_id: ID,
      issued_date: '2025-06-04',
      valid_until: '2025-07-04',
      repeat: null,
      language: 'en',
    });
    expect(body.items[1]).toEqual({
      id: 'item-2',
      description: 'Edging',
      quantity: 2,
      unit_price: 10,
      optional: true,
    });
    expect(quoteCreateBody.safeParse(body).success).toBe(true);
  });

  it('sends only the changed fields of an update; null takes the repeat away', () => {
    expect(quoteUpdateWire({ notes: ' Back ', repeat: null })).toEqual({
      notes: 'Back',
      repeat: null,
    });
    expect(quoteUpdateBody.safeParse({ notes: 'Back', repeat: null }).success).toBe(true);
  });

  it("imports a backup's quote with its answer, under the ids its references were placed", () => {
    const body = quoteImportWire(
      { ...quote, customerId: 'customer-file', id: 'demo-quote-1' },
      {
        id: serverQuoteId('demo-quote-1'),
        customerId: ID,
        jobId: null,
        seriesId: null,
      },
    );
    expect(body.answer).toMatchObject({
      decision: 'accepted',
      signer_name: 'Ana Lopez',
      total: 70,
    });
    expect(body.id).toMatch(QUOTE_ID);
    expect(quoteImportBody.safeParse(body).success).toBe(true);
  });
});
