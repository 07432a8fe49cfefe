import { describe, expect, it } from 'vitest';
import { backupFileName, parseBackupFile, serializeBackup } from './backup.ts';
import { makeCustomer, makeJob } from './testing/factories.ts';

describe('backupFileName', () => {
  it('is the backup prefix plus the local date', () => {
    expect(backupFileName(new Date(2024, 2, 6, 23, 30))).toBe('jobtrack-backup-2024-03-06.json');
  });
});

describe('serializeBackup / parseBackupFile', () => {
  const customers = [makeCustomer()];
  const jobs = [
    makeJob({
      status: 'completed',
      paid: true,
      paymentStatus: 'paid',
      actualCost: 120,
      price: 120,
    }),
  ];

  it('pretty-prints customers and jobs and reads them back', () => {
    const file = serializeBackup({ customers, jobs });
    expect(file).toContain('\n  "customers": [');
    expect(parseBackupFile(file)).toEqual({ ok: true, data: { customers, jobs } });
  });

  it('reports a file that is not JSON', () => {
    expect(parseBackupFile('{ nope')).toEqual({ ok: false, error: 'settings.invalidJson' });
  });

  it('reports JSON without customers and jobs arrays', () => {
    for (const contents of [
      '[]',
      '{}',
      '{"customers": []}',
      '{"customers": {}, "jobs": []}',
      'null',
    ]) {
      expect(parseBackupFile(contents)).toEqual({ ok: false, error: 'settings.invalidFileFormat' });
    }
  });

  it('refuses records that would break a screen', () => {
    const badJob = { ...makeJob(), scheduledDate: 'tomorrow' };
    expect(parseBackupFile(JSON.stringify({ customers: [], jobs: [badJob] }))).toEqual({
      ok: false,
      error: 'settings.invalidFileFormat',
    });
    const badPrice = { ...makeJob(), price: '100' };
    expect(parseBackupFile(JSON.stringify({ customers: [], jobs: [badPrice] })).ok).toBe(false);
  });

  it('fills the defaults of a sparse file and derives payment from paid', () => {
    const sparse = {
      customers: [{ id: 'customer-9', name: 'Bo', email: null }],
      jobs: [
        {
          id: 'job-9',
          customerId: 'customer-9',
          scheduledDate: '2024-03-06',
          price: 50,
          paymentStatus: 'paid',
          description: 'Hedges',
        },
      ],
    };
    const result = parseBackupFile(JSON.stringify(sparse));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.customers[0]).toMatchObject({
      email: '',
      serviceType: 'General Service',
      totalUnpaid: 0,
    });
    expect(result.data.jobs[0]).toMatchObject({
      customerName: 'Unknown Customer',
      status: 'scheduled',
      paid: true,
      paymentStatus: 'paid',
      notes: 'Hedges',
    });
  });
});
