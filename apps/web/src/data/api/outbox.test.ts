import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import {
  MAX_TRIES,
  hasUnsentCreate,
  nextToSend,
  queueWrite,
  recordsOnDevice,
  takeWaiting,
  unparked,
  withFailedTry,
  type OutboxEntry,
} from './outbox.ts';

const customer = makeCustomer({ id: 'customer-a' });

/** Queues writes numbered 1, 2, 3… (the replica numbers them the same way). */
const queueAll = (writes: Parameters<typeof queueWrite>[1][], inFlight: number | null = null) =>
  writes.reduce<OutboxEntry[]>(
    (entries, write, index) => queueWrite(entries, write, index + 1, inFlight),
    [],
  );

describe('the outbox', () => {
  it('keeps writes in order', () => {
    const entries = queueAll([
      { op: 'createCustomer', id: 'customer-a', record: customer },
      { op: 'updateJob', id: 'job-b', body: { paid: true } },
      { op: 'deleteJob', id: 'job-c' },
    ]);
    expect(entries.map((entry) => [entry.seq, entry.op])).toEqual([
      [1, 'createCustomer'],
      [2, 'updateJob'],
      [3, 'deleteJob'],
    ]);
  });

  it('merges an update into the newest waiting update of the same record', () => {
    const entries = queueAll([
      { op: 'updateJob', id: 'job-b', body: { paid: true, title: 'A' } },
      { op: 'updateJob', id: 'job-b', body: { title: 'B' } },
    ]);
    expect(entries).toEqual([
      { seq: 1, op: 'updateJob', id: 'job-b', body: { paid: true, title: 'B' } },
    ]);
  });

  it('keeps only the newest waiting profile', () => {
    const profile = { businessName: 'A' } as never;
    const entries = queueAll([
      { op: 'putProfile', id: 'profile', profile },
      { op: 'putProfile', id: 'profile', profile: { businessName: 'B' } as never },
    ]);
    expect(entries).toEqual([
      { seq: 1, op: 'putProfile', id: 'profile', profile: { businessName: 'B' } },
    ]);
  });

  it('never merges into a write being sent, into a create, or past a later write', () => {
    let entries = queueAll([{ op: 'updateJob', id: 'job-b', body: { title: 'A' } }]);
    entries = queueWrite(entries, { op: 'updateJob', id: 'job-b', body: { title: 'B' } }, 2, 1);
    expect(entries).toHaveLength(2);
    entries = queueWrite(
      entries,
      { op: 'createCustomer', id: 'customer-a', record: customer },
      3,
      null,
    );
    entries = queueWrite(
      entries,
      { op: 'updateCustomer', id: 'customer-a', body: { name: 'X' } },
      4,
      null,
    );
    expect(entries).toHaveLength(4);
    entries = queueWrite(
      entries,
      { op: 'updateJob', id: 'job-b', body: { customer_id: 'customer-a' } },
      5,
      null,
    );
    expect(entries.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes the waiting writes of records, never the one being sent', () => {
    const entries = queueAll([
      { op: 'createCustomer', id: 'customer-a', record: customer },
      { op: 'updateJob', id: 'job-b', body: { paid: true } },
      { op: 'updateCustomer', id: 'customer-a', body: { name: 'Y' } },
    ]);
    const { entries: left, taken } = takeWaiting(entries, new Set(['customer-a']), 1);
    expect(taken.map((entry) => entry.seq)).toEqual([3]);
    expect(left.map((entry) => entry.seq)).toEqual([1, 2]);
  });

  it('knows a create that was never sent from one that may be stored', () => {
    const entries = queueAll([{ op: 'createCustomer', id: 'customer-a', record: customer }]);
    expect(hasUnsentCreate(entries, 'customer-a', null)).toBe(true);
    expect(hasUnsentCreate(entries, 'customer-a', 1)).toBe(false);
    expect(hasUnsentCreate([{ ...entries[0]!, attempted: true }], 'customer-a', null)).toBe(false);
  });
});

describe('writes the server keeps failing (decision 048)', () => {
  const noRecords = recordsOnDevice({ jobs: [], series: [] });
  const job = makeJob({ id: 'job-1', customerId: 'customer-a' });
  const records = recordsOnDevice({
    jobs: [job, makeJob({ id: 'job-2', customerId: 'customer-b' })],
    series: [],
  });

  it('waits longer after each failed try and is parked after 8', () => {
    let entry: OutboxEntry = { seq: 1, op: 'updateJob', id: 'job-1', body: { estimated_cost: 5 } };
    const waits: number[] = [];
    for (let tries = 1; tries < MAX_TRIES; tries += 1) {
      entry = withFailedTry(entry, { code: 'server_error', message: 'boom' }, 1_000);
      waits.push(entry.retryAt! - 1_000);
      expect(entry.parked).toBeUndefined();
    }
    expect(waits).toEqual([2_000, 5_000, 15_000, 30_000, 60_000, 60_000, 60_000]);
    entry = withFailedTry(entry, { code: 'server_error', message: 'boom' }, 1_000);
    expect(entry).toMatchObject({ tries: 8, parked: { code: 'server_error', message: 'boom' } });
    expect(entry.retryAt).toBeUndefined();
    expect(unparked(entry)).toEqual({
      seq: 1,
      op: 'updateJob',
      id: 'job-1',
      body: { estimated_cost: 5 },
    });
  });

  it('lets the writes that do not depend on a held one go, and holds those that do', () => {
    const parked = { code: 'server_error', message: 'boom' };
    const entries: OutboxEntry[] = [
      { seq: 1, op: 'updateJob', id: 'job-1', body: { estimated_cost: 5 }, tries: 8, parked },
      { seq: 2, op: 'updateJob', id: 'job-1', body: { description: 'x' } },
      { seq: 3, op: 'deleteCustomer', id: 'customer-a' },
      { seq: 4, op: 'updateJob', id: 'job-2', body: { estimated_cost: 9 } },
    ];
    const { entry, held } = nextToSend(entries, records, 0);
    expect(entry?.seq).toBe(4);
    // The same record waits behind it; so does its customer's delete.
    expect([...held]).toEqual([
      [1, 'parked'],
      [2, 'behind'],
      [3, 'behind'],
    ]);
  });

  it('holds a job of a customer whose create is waiting for its next try', () => {
    const entries: OutboxEntry[] = [
      { seq: 1, op: 'createCustomer', id: 'customer-a', record: customer, tries: 1, retryAt: 50 },
      { seq: 2, op: 'createJob', id: 'job-1', record: job },
      {
        seq: 3,
        op: 'createCustomer',
        id: 'customer-c',
        record: makeCustomer({ id: 'customer-c' }),
      },
    ];
    expect(nextToSend(entries, noRecords, 10).entry?.seq).toBe(3);
    // Its time has come: it goes first again.
    expect(nextToSend(entries, noRecords, 50).entry?.seq).toBe(1);
    // Tried already in this pass: not again, whatever the time.
    expect(nextToSend(entries, noRecords, Infinity, new Set([1])).entry?.seq).toBe(3);
  });

  it('holds a rain delay behind a held profile (its hours) and the visits it moved', () => {
    const parked = { code: 'server_error', message: 'boom' };
    const entries: OutboxEntry[] = [
      { seq: 1, op: 'putProfile', id: 'profile', profile: {} as never, tries: 8, parked },
      {
        seq: 2,
        op: 'rainDelay',
        id: 'rain-delay:2025-06-04',
        date: '2025-06-04',
        shiftFollowing: false,
      },
    ];
    expect(nextToSend(entries, noRecords, 0).entry).toBeUndefined();
  });

  it('never folds a change into a write that failed: it queues behind it', () => {
    const failed: OutboxEntry = {
      seq: 1,
      op: 'updateJob',
      id: 'job-1',
      body: { estimated_cost: 5 },
      tries: 1,
    };
    const entries = queueWrite(
      [failed],
      { op: 'updateJob', id: 'job-1', body: { description: 'n' } },
      2,
      null,
    );
    expect(entries.map((one) => one.seq)).toEqual([1, 2]);
  });
});

describe('the base of folded writes (decision 047)', () => {
  it('keeps the first base of a field and adds the fields only the later write changed', () => {
    const entries = queueAll([
      { op: 'updateJob', id: 'job-b', body: { estimated_cost: 90 }, base: { estimated_cost: 80 } },
      {
        op: 'updateJob',
        id: 'job-b',
        body: { estimated_cost: 95, description: 'gate' },
        base: { estimated_cost: 90, description: null },
      },
    ]);
    expect(entries).toEqual([
      {
        seq: 1,
        op: 'updateJob',
        id: 'job-b',
        body: { estimated_cost: 95, description: 'gate' },
        base: { estimated_cost: 80, description: null },
      },
    ]);
  });

  it('keeps a whole profile write whole, and folds field-wise ones by field', () => {
    const profile = { businessName: 'A' } as never;
    const whole = queueAll([
      { op: 'putProfile', id: 'profile', profile },
      { op: 'putProfile', id: 'profile', profile, base: { phone: '1' } },
    ]);
    expect(whole[0]).not.toHaveProperty('base');
    const fieldWise = queueAll([
      { op: 'putProfile', id: 'profile', profile, base: { phone: '1' } },
      { op: 'putProfile', id: 'profile', profile, base: { phone: '2', bio: '' } },
    ]);
    expect(fieldWise[0]).toMatchObject({ base: { phone: '1', bio: '' } });
  });
});
