import { makeCustomer } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { hasUnsentCreate, queueWrite, takeWaiting, type OutboxEntry } from './outbox.ts';

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
