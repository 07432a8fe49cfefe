import { makeCustomer, makeJob, makeServerCustomer, makeServerJob } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../../test/api-helpers.ts';
import { mergeServerLists, withPendingCreates } from './api-cache.ts';
import type { OutboxEntry } from './outbox.ts';

const cache = {
  customers: [makeCustomer({ id: 'customer-1', name: 'Local Ana' })],
  jobs: [makeJob({ id: 'job-1', customerId: 'customer-1', price: 70, status: 'completed' })],
};

describe('merging a refresh into the cache', () => {
  it('takes the server lists, with names and totals derived', () => {
    const logger = createRecordingLogger();
    const merged = mergeServerLists(
      [makeServerCustomer()],
      [makeServerJob({ status: 'completed', estimated_cost: 80 })],
      { cache, pending: [], deleting: new Set() },
      logger,
    );
    expect(merged.customers[0]).toMatchObject({ name: 'Ana Lopez', totalUnpaid: 80 });
    expect(merged.jobs[0]).toMatchObject({ customerName: 'Ana Lopez', price: 80 });
  });

  it('ignores a list that is not an array, with a warning (spec §8)', () => {
    const logger = createRecordingLogger();
    const merged = mergeServerLists(
      { oops: true },
      'nope',
      { cache, pending: [], deleting: new Set() },
      logger,
    );
    expect(merged.customers.map((c) => c.name)).toEqual(['Local Ana']);
    expect(merged.jobs.map((j) => j.id)).toEqual(['job-1']);
    expect(logger.warnings).toHaveLength(2);
  });

  it('keeps local versions of records with pending writes, and hides those being deleted', () => {
    const pending: OutboxEntry[] = [
      { seq: 1, op: 'updateCustomer', id: 'customer-1', body: { name: 'Local Ana' } },
      {
        seq: 2,
        op: 'createCustomer',
        id: 'customer-2',
        record: makeCustomer({ id: 'customer-2', name: 'New' }),
      },
    ];
    const merged = mergeServerLists(
      [makeServerCustomer(), makeServerCustomer({ id: 'customer-3', name: 'Gone' })],
      [],
      { cache, pending, deleting: new Set(['customer-3']) },
      createRecordingLogger(),
    );
    expect(merged.customers.map((c) => c.name)).toEqual(['Local Ana', 'New']);
  });

  it('shows pending creates in a cache that lacks them', () => {
    const record = makeJob({ id: 'job-9', customerId: 'customer-1' });
    const pending: OutboxEntry[] = [{ seq: 1, op: 'createJob', id: 'job-9', record }];
    expect(withPendingCreates(cache, pending).jobs.map((j) => j.id)).toEqual(['job-1', 'job-9']);
    expect(withPendingCreates(cache, [])).toBe(cache);
  });
});
