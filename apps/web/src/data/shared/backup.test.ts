import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { DataError } from '../data-source.ts';
import { validateBackup } from './backup-validation.ts';
import { mergeBackup, toBackup } from './backup.ts';

const snapshot = {
  customers: [makeCustomer({ id: 'c1' })],
  jobs: [makeJob({ id: 'j1', customerId: 'c1' })],
  series: [],
  payments: [],
};

describe('backups', () => {
  it('exports a copy', () => {
    const backup = toBackup(snapshot);
    expect(backup).toEqual({ version: 2, ...snapshot });
    expect(backup.customers).not.toBe(snapshot.customers);
  });

  it('validates the whole file, reading old paymentStatus-only jobs', () => {
    const { paid: _paid, ...oldJob } = makeJob({
      id: 'j2',
      customerId: 'c1',
      paymentStatus: 'paid',
    });
    const backup = validateBackup({ customers: [], jobs: [oldJob] }, new Set(['c1']));
    expect(backup.jobs[0]).toMatchObject({ paid: true, paymentStatus: 'paid' });
    expect(() => validateBackup({ customers: [], jobs: [oldJob] })).toThrow(DataError);
    expect(() => validateBackup({ jobs: [] })).toThrow(
      'Invalid file format. Please select a valid backup file.',
    );
  });

  it('adds only records it does not hold yet', () => {
    const merged = mergeBackup(snapshot, {
      customers: [makeCustomer({ id: 'c1', name: 'Other' }), makeCustomer({ id: 'c2' })],
      jobs: [makeJob({ id: 'j1', price: 1 })],
    });
    expect(merged.customers.map((c) => [c.id, c.name])).toEqual([
      ['c1', 'Ana Lopez'],
      ['c2', 'Ana Lopez'],
    ]);
    expect(merged.jobs).toEqual(snapshot.jobs);
  });
});
