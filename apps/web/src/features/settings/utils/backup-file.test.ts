import { serializeBackup } from '@jobtrack/core';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataSource } from '#web/data/data-source.ts';
import { createDemoDataSource } from '#web/data/demo/demo-source.ts';
import { createLocalDataSource } from '#web/data/local/local-source.ts';
import { createMemoryStorage, type SafeStorage } from '#web/lib/storage.ts';
import { exportBackup, importBackup, MAX_BACKUP_FILE_BYTES } from './backup-file.ts';

const NOW = new Date('2025-06-04T10:00:00');
const silent = { warn: () => undefined, error: () => undefined };

const fileOf = (text: string) => new Blob([text], { type: 'application/json' });
const NOTHING_SKIPPED = { customers: {}, jobs: {} };

const localSource = (storage: SafeStorage = createMemoryStorage()) =>
  createLocalDataSource({
    storage,
    now: () => NOW,
    qrBaseUrl: 'https://jobtrack.app',
    logger: silent,
  });

/** A waitlist-mode store holding the sample plus a few records of the owner's. */
async function filledSource(): Promise<DataSource> {
  const source = localSource();
  const ana = await source.addCustomer({
    name: 'Ana Lopez',
    phone: '(555) 123-4567',
    address: '1 Main St',
    serviceType: 'Lawn Care',
    email: 'ana@example.com',
    notes: 'Gate code 42 — "quotes" and ñ',
  });
  const job = await source.addJob({
    customerId: ana.id,
    serviceType: 'Hedge Trimming',
    scheduledDate: '2025-06-02',
    price: 120.5,
    notes: 'Back yard',
  });
  await source.updateJob(job.id, { status: 'completed' });
  await source.addJob({
    customerId: ana.id,
    serviceType: 'Lawn Mowing',
    scheduledDate: '2025-06-10',
    price: 80,
  });
  return source;
}

describe('export → import round trip', () => {
  it('a backup imported into an empty store gives back exactly the original data', async () => {
    const original = await filledSource();
    const { fileName, contents } = await exportBackup(original, NOW);
    expect(fileName).toBe('jobtrack-backup-2025-06-04.json');
    // Pretty-printed (spec §3): the two arrays, and since issue 14 the format version and series;
    // since issue 23 the payments (decision 046).
    expect(contents).toContain('\n  "customers": [');
    expect(Object.keys(JSON.parse(contents) as object)).toEqual([
      'version',
      'customers',
      'jobs',
      'series',
      'payments',
    ]);

    const target = localSource();
    await target.clearAll();
    const result = await importBackup(target, fileOf(contents));
    const before = await original.exportData();
    expect(result).toEqual({
      ok: true,
      customers: before.customers.length,
      jobs: before.jobs.length,
      skipped: NOTHING_SKIPPED,
    });
    expect(await target.exportData()).toEqual(before);
  });

  it('importing the same backup twice adds nothing the second time', async () => {
    const original = await filledSource();
    const { contents } = await exportBackup(original, NOW);
    const target = localSource();
    await target.clearAll();
    await importBackup(target, fileOf(contents));
    const once = await target.exportData();
    expect((await importBackup(target, fileOf(contents))).ok).toBe(true);
    expect(await target.exportData()).toEqual(once);
  });

  it('a demo backup restores in waitlist mode', async () => {
    const demo = createDemoDataSource({ now: () => NOW, storage: createMemoryStorage() });
    const { contents } = await exportBackup(demo, NOW);
    const target = localSource();
    await target.clearAll();
    expect(await importBackup(target, fileOf(contents))).toEqual({
      ok: true,
      customers: 4,
      jobs: 6,
      skipped: NOTHING_SKIPPED,
    });
    expect(await target.exportData()).toEqual(await demo.exportData());
  });
});

describe('importBackup refuses a file that is not a backup and changes nothing', () => {
  let storage: SafeStorage;
  let source: DataSource;

  beforeEach(() => {
    storage = createMemoryStorage();
    source = localSource(storage);
  });

  const kinds: Array<[string, () => string, string]> = [
    ['text that is not JSON', () => 'customers: []', 'settings.invalidJson'],
    ['an empty file', () => '', 'settings.invalidJson'],
    [
      'a truncated file',
      () => serializeBackup({ customers: [], jobs: [] }).slice(0, 20),
      'settings.invalidJson',
    ],
    ['JSON null', () => 'null', 'settings.invalidFileFormat'],
    ['a JSON array', () => '[]', 'settings.invalidFileFormat'],
    ['a JSON string', () => '"backup"', 'settings.invalidFileFormat'],
    ['no jobs array', () => JSON.stringify({ customers: [] }), 'settings.invalidFileFormat'],
    ['no customers array', () => JSON.stringify({ jobs: [] }), 'settings.invalidFileFormat'],
    [
      'customers as an object',
      () => JSON.stringify({ customers: {}, jobs: [] }),
      'settings.invalidFileFormat',
    ],
  ];

  it.each(kinds)('%s', async (_, contents, error) => {
    const before = await source.exportData();
    expect(await importBackup(source, fileOf(contents()))).toEqual({ ok: false, error });
    expect(await source.exportData()).toEqual(before);
  });

  it('a file over 512 MB, without reading it', async () => {
    const before = await source.exportData();
    const huge = { size: MAX_BACKUP_FILE_BYTES + 1, text: () => Promise.reject(new Error('read')) };
    expect(await importBackup(source, huge as unknown as Blob)).toEqual({
      ok: false,
      error: 'settings.fileTooLarge',
    });
    expect(await source.exportData()).toEqual(before);
  });

  it('any file at all in demo mode (spec §5)', async () => {
    const demo = createDemoDataSource({ now: () => NOW, storage: createMemoryStorage() });
    const before = await demo.exportData();
    const { contents } = await exportBackup(demo, NOW);
    expect(await importBackup(demo, fileOf(contents))).toEqual({
      ok: false,
      error: 'demo.cannotImport',
    });
    expect(await importBackup(demo, fileOf('{'))).toEqual({
      ok: false,
      error: 'demo.cannotImport',
    });
    expect(await demo.exportData()).toEqual(before);
  });

  it('a store that fails half-way reports the import failure', async () => {
    const failing = {
      ...source,
      mode: 'local' as const,
      load: () => source.load(),
      importData: () => Promise.reject(new Error('disk')),
    };
    const { contents } = await exportBackup(source, NOW);
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(await importBackup(failing, fileOf(contents))).toEqual({
        ok: false,
        error: 'settings.importFailed',
      });
    } finally {
      console.warn = warn;
    }
  });
});

describe('importBackup reports every skipped record', () => {
  it("adds the records the store refused to the file's own", async () => {
    const source = createLocalDataSource({ storage: createMemoryStorage() });
    const { contents } = await exportBackup(source, NOW);
    const file = JSON.parse(contents) as { customers: unknown[]; jobs: unknown[] };
    // One job without a date: the file's own check skips it.
    file.jobs.push({ id: 'job-undated', customerId: 'customer-x', serviceType: 'Mowing' });
    const store = {
      ...source,
      mode: 'api' as const,
      load: () => source.load(),
      importData: async () => ({
        customers: 1,
        jobs: 0,
        skipped: { customers: { invalidRecord: 1 }, jobs: { unknownCustomer: 1 } },
      }),
    };
    const result = await importBackup(store, fileOf(JSON.stringify(file)));
    expect(result).toMatchObject({
      ok: true,
      customers: 1,
      jobs: 0,
      skipped: { customers: { invalidRecord: 1 }, jobs: { unknownCustomer: 1, missingDate: 1 } },
    });
  });
});

describe('importBackup survives fuzzed files', () => {
  const ERRORS = ['settings.invalidJson', 'settings.invalidFileFormat'];

  /** Imports `text` and checks: a known answer, and on refusal the data as it was. */
  const check = async (source: DataSource, text: string) => {
    const before = await source.exportData();
    const result = await importBackup(source, fileOf(text));
    if (result.ok) return;
    expect(ERRORS).toContain(result.error);
    expect(await source.exportData()).toEqual(before);
  };

  it('any text, any JSON value (2,000 files)', async () => {
    const source = localSource();
    const text = fc.oneof(
      fc.string(),
      fc.json(),
      fc.anything().map((value) => JSON.stringify(value) ?? 'undefined'),
    );
    await fc.assert(
      fc.asyncProperty(text, (contents) => check(source, contents)),
      { numRuns: 2000 },
    );
  });

  it('backups with one field of one record changed to anything (1,000 files)', async () => {
    const { contents } = await exportBackup(localSource(), NOW);
    const base = JSON.parse(contents) as {
      customers: Record<string, unknown>[];
      jobs: Record<string, unknown>[];
    };
    const fields = [...Object.keys(base.customers[0]!), ...Object.keys(base.jobs[0]!)];
    const mutation = fc.record({
      list: fc.constantFrom('customers', 'jobs'),
      field: fc.constantFrom(...fields, '__proto__', 'constructor'),
      value: fc.oneof(fc.anything(), fc.string(), fc.double(), fc.constant(null)),
      newIds: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(mutation, async ({ list, field, value, newIds }) => {
        const file = structuredClone(base);
        if (newIds) {
          // New ids, so a valid mutation really imports (and a bad one must import nothing).
          const suffix = crypto.randomUUID();
          file.customers = file.customers.map((c) => ({ ...c, id: `${String(c.id)}-${suffix}` }));
          file.jobs = file.jobs.map((j) => ({
            ...j,
            id: `${String(j.id)}-${suffix}`,
            customerId: `${String(j.customerId)}-${suffix}`,
          }));
        }
        const record = file[list as 'customers' | 'jobs'][0]!;
        Object.defineProperty(record, field, {
          value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
        await check(localSource(), JSON.stringify(file));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('importBackup takes every valid record and reports the others (issue 10)', () => {
  let source: DataSource;
  let valid: { customers: Record<string, unknown>[]; jobs: Record<string, unknown>[] };

  beforeEach(async () => {
    source = localSource();
    valid = JSON.parse((await exportBackup(source, NOW)).contents) as typeof valid;
  });

  const firstJob = () => valid.jobs[0]!;
  const good = () => ({ ...valid.customers[0], id: 'customer-good' });
  const goodJob = (id: string) => ({ ...firstJob(), id, customerId: 'customer-good' });

  it.each([
    [
      'a customer without a name',
      () => ({ customers: [{ id: 'customer-x' }] }),
      'customers',
      'missingName',
    ],
    ['a record that is a number', () => ({ jobs: [42] }), 'jobs', 'invalidRecord'],
    [
      'a job with a bad date',
      () => ({ jobs: [{ ...goodJob('job-x'), scheduledDate: '2025-02-30' }] }),
      'jobs',
      'missingDate',
    ],
    [
      'a job without a date',
      () => ({ jobs: [{ ...goodJob('job-x'), scheduledDate: undefined }] }),
      'jobs',
      'missingDate',
    ],
    [
      'a job with a negative price',
      () => ({ jobs: [{ ...goodJob('job-x'), price: -1 }] }),
      'jobs',
      'invalidPrice',
    ],
    [
      'a job with an unknown status',
      () => ({ jobs: [{ ...goodJob('job-x'), status: 'lost' }] }),
      'jobs',
      'invalidRecord',
    ],
    [
      'a job of a customer nowhere to be found',
      () => ({ jobs: [{ ...goodJob('job-x'), customerId: 'customer-none' }] }),
      'jobs',
      'unknownCustomer',
    ],
    ['two customers with one id', () => ({ customers: [good()] }), 'customers', 'repeatedId'],
  ] as const)(
    '%s: the good records go in, the bad one is reported',
    async (_, bad, kind, reason) => {
      const extra = bad() as { customers?: unknown[]; jobs?: unknown[] };
      const file = {
        customers: [good(), ...(extra.customers ?? [])],
        jobs: [goodJob('job-good'), ...(extra.jobs ?? [])],
      };
      const before = await source.exportData();
      const result = await importBackup(source, fileOf(JSON.stringify(file)));
      expect(result).toEqual({
        ok: true,
        customers: 1,
        jobs: 1,
        skipped: { ...NOTHING_SKIPPED, [kind]: { [reason]: 1 } },
      });
      const after = await source.exportData();
      expect(after.customers.map((customer) => customer.id)).toEqual([
        ...before.customers.map((customer) => customer.id),
        'customer-good',
      ]);
      expect(after.jobs.map((job) => job.id)).toEqual([
        ...before.jobs.map((job) => job.id),
        'job-good',
      ]);
    },
  );

  it('48 customers and 210 jobs with 2 jobs missing their date', async () => {
    const target = localSource();
    await target.clearAll();
    const customers = Array.from({ length: 48 }, (_, index) => ({
      ...good(),
      id: `customer-${index}`,
    }));
    const jobs = Array.from({ length: 212 }, (_, index) => ({
      ...firstJob(),
      id: `job-${index}`,
      customerId: `customer-${index % 48}`,
      ...(index < 2 ? { scheduledDate: '' } : {}),
    }));
    expect(await importBackup(target, fileOf(JSON.stringify({ customers, jobs })))).toEqual({
      ok: true,
      customers: 48,
      jobs: 210,
      skipped: { customers: {}, jobs: { missingDate: 2 } },
    });
    expect((await target.exportData()).jobs).toHaveLength(210);
  });

  it('writes nothing when the store refuses the import', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = await source.exportData();
    const failing = { ...source, importData: () => Promise.reject(new Error('disk full')) };
    const file = { customers: [good()], jobs: [goodJob('job-good')] };
    expect(await importBackup(failing, fileOf(JSON.stringify(file)))).toEqual({
      ok: false,
      error: 'settings.importFailed',
    });
    expect(await source.exportData()).toEqual(before);
  });
});
