import { makeCustomer } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../lib/storage.ts';
import { createOutbox, outboxStorageKey } from './outbox.ts';

const customer = makeCustomer({ id: 'customer-a' });

describe('the outbox', () => {
  it('keeps writes in order and in storage, per user', () => {
    const storage = createMemoryStorage();
    const outbox = createOutbox(storage, 'user-1');
    outbox.add({ op: 'createCustomer', id: 'customer-a', record: customer }, null);
    outbox.add({ op: 'updateJob', id: 'job-b', body: { paid: true } }, null);
    expect(outbox.entries().map((entry) => [entry.seq, entry.op])).toEqual([
      [1, 'createCustomer'],
      [2, 'updateJob'],
    ]);
    const reopened = createOutbox(storage, 'user-1');
    expect(reopened.entries()).toEqual(outbox.entries());
    expect(createOutbox(storage, 'user-2').size()).toBe(0);
    reopened.add({ op: 'updateJob', id: 'job-c', body: {} }, null);
    expect(reopened.entries().at(-1)!.seq).toBe(3);
  });

  it('merges an update into the newest waiting update of the same record', () => {
    const outbox = createOutbox(createMemoryStorage(), 'user-1');
    outbox.add({ op: 'updateJob', id: 'job-b', body: { paid: true, title: 'A' } }, null);
    outbox.add({ op: 'updateJob', id: 'job-b', body: { title: 'B' } }, null);
    expect(outbox.entries()).toEqual([
      { seq: 1, op: 'updateJob', id: 'job-b', body: { paid: true, title: 'B' } },
    ]);
  });

  it('never merges into a write being sent, into a create, or past a later write', () => {
    const outbox = createOutbox(createMemoryStorage(), 'user-1');
    outbox.add({ op: 'updateJob', id: 'job-b', body: { title: 'A' } }, null);
    outbox.add({ op: 'updateJob', id: 'job-b', body: { title: 'B' } }, 1);
    expect(outbox.size()).toBe(2);
    outbox.add({ op: 'createCustomer', id: 'customer-a', record: customer }, null);
    outbox.add({ op: 'updateCustomer', id: 'customer-a', body: { name: 'X' } }, null);
    expect(outbox.size()).toBe(4);
    outbox.add({ op: 'updateJob', id: 'job-b', body: { customer_id: 'customer-a' } }, null);
    expect(outbox.entries().map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes the waiting writes of deleted records and puts them back in place', () => {
    const storage = createMemoryStorage();
    const outbox = createOutbox(storage, 'user-1');
    outbox.add({ op: 'createCustomer', id: 'customer-a', record: customer }, null);
    outbox.add({ op: 'updateJob', id: 'job-b', body: { paid: true } }, null);
    outbox.add({ op: 'updateCustomer', id: 'customer-a', body: { name: 'Y' } }, null);
    const taken = outbox.takeWaiting(new Set(['customer-a']), 1);
    expect(taken.map((entry) => entry.seq)).toEqual([3]);
    expect(outbox.entries().map((entry) => entry.seq)).toEqual([1, 2]);
    outbox.restore(taken);
    expect(outbox.entries().map((entry) => entry.seq)).toEqual([1, 2, 3]);
    outbox.clear();
    expect(storage.getJSON(outboxStorageKey('user-1'))).toBeNull();
  });

  it('ignores a stored outbox of another shape', () => {
    const storage = createMemoryStorage();
    storage.setJSON(outboxStorageKey('user-1'), { version: 99, entries: [{}] });
    expect(createOutbox(storage, 'user-1').size()).toBe(0);
  });
});
