import { describe, expect, it } from 'vitest';
import { readBackupFile, serializeBackup } from './backup.ts';
import { customerFromServer, jobFromServer } from './mappers.ts';
import { makeCustomer, makeJob } from './testing/factories.ts';
import { customerUpdateBody, jobUpdateBody } from './wire/index.ts';

// Issue 13's optional fields (decisions 024, 025) from the wire, into a backup and back.
const ARRIVED = '2025-06-04T14:05:00.000Z';
const FINISHED = '2025-06-04T15:35:00.000Z';

const serverCustomer = {
  id: 'customer-1',
  name: 'Maria',
  email: null,
  phone: null,
  address: null,
  business_name: null,
  notes: null,
  created_at: '2025-01-01T00:00:00.000Z',
};
const serverJob = {
  id: 'job-1',
  customer_id: 'customer-1',
  customer: { name: 'Maria' },
  title: 'Lawn Mowing',
  description: null,
  status: 'in_progress',
  estimated_cost: 80,
  actual_cost: null,
  estimated_hours: null,
  actual_hours: null,
  due_date: '2025-06-04',
  paid: false,
  completed_at: null,
  created_at: '2025-06-01T00:00:00.000Z',
};

describe('mappers', () => {
  it("keep a customer's language the app speaks, and none otherwise", () => {
    expect(customerFromServer({ ...serverCustomer, language: 'es' }).language).toBe('es');
    expect('language' in customerFromServer({ ...serverCustomer, language: null })).toBe(false);
    expect('language' in customerFromServer({ ...serverCustomer, language: 'fr' })).toBe(false);
    expect('language' in customerFromServer(serverCustomer)).toBe(false);
  });

  it("keep a job's check-in times, and none when they are null", () => {
    expect(
      jobFromServer({ ...serverJob, arrived_at: ARRIVED, finished_at: FINISHED }),
    ).toMatchObject({ arrivedAt: ARRIVED, finishedAt: FINISHED });
    const plain = jobFromServer({ ...serverJob, arrived_at: null, finished_at: null });
    expect('arrivedAt' in plain || 'finishedAt' in plain).toBe(false);
  });
});

describe('the backup file', () => {
  it('keeps the language and the check-in times', () => {
    const customers = [makeCustomer({ language: 'es' })];
    const jobs = [makeJob({ arrivedAt: ARRIVED, finishedAt: FINISHED })];
    const read = readBackupFile(serializeBackup({ customers, jobs }));
    expect(read.ok && read.data.customers[0]?.language).toBe('es');
    expect(read.ok && read.data.jobs[0]).toMatchObject({
      arrivedAt: ARRIVED,
      finishedAt: FINISHED,
    });
  });

  it('reads an unknown language or a broken time as none instead of refusing the record', () => {
    const file = JSON.stringify({
      customers: [{ ...makeCustomer(), language: 'fr' }],
      jobs: [{ ...makeJob(), arrivedAt: 'this morning' }],
    });
    const read = readBackupFile(file);
    if (!read.ok) throw new Error('expected the file to be read');
    expect(read.data.customers[0]?.language).toBeUndefined();
    expect(read.data.jobs[0]?.arrivedAt).toBeUndefined();
    expect(read.data.jobs).toHaveLength(1);
  });
});

describe('the wire', () => {
  it('takes en, es or null as a language', () => {
    expect(customerUpdateBody.safeParse({ language: 'es' }).success).toBe(true);
    expect(customerUpdateBody.safeParse({ language: null }).success).toBe(true);
    expect(customerUpdateBody.safeParse({ language: 'fr' }).error?.issues[0]?.message).toBe(
      'must be en or es',
    );
  });

  it('refuses a finish before the arrival', () => {
    expect(jobUpdateBody.safeParse({ arrived_at: ARRIVED, finished_at: FINISHED }).success).toBe(
      true,
    );
    expect(
      jobUpdateBody.safeParse({ arrived_at: FINISHED, finished_at: ARRIVED }).error?.issues[0],
    ).toMatchObject({
      message: 'finished_at must not be before arrived_at',
      path: ['finished_at'],
    });
  });
});
