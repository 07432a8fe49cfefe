// A spreadsheet import in api mode (decision 064), against the real server: offline, the customers
// are on the device at once and wait in the outbox; back online they reach the server once, as
// chunks of POST /api/import, and a chunk sent again after a lost answer makes no duplicate.
import {
  dateOrderOf,
  matchColumns,
  readSheetFile,
  readSheetRow,
  type ServerCustomer,
  type ServerJob,
  type SheetRow,
} from '@jobtrack/core';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, type SafeStorage } from '#web/lib/storage.ts';
import { registerOwner, type TestOwner, ownerDevice } from '#web/test/api-helpers.ts';
import { shown } from '#web/test/shown.ts';
import type { DataSource } from '../data-source.ts';

let owner: TestOwner;
let storage: SafeStorage;
let indexedDB: IDBFactory;
let isOffline: boolean;
/** The server stores the request but the device never hears back. */
let losesAnswers: boolean;
let calls: string[];

const deviceFetch: typeof fetch = async (input, init) => {
  if (isOffline) throw new TypeError('Failed to fetch');
  calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
  const response = await globalThis.fetch(input, init);
  if (losesAnswers) throw new TypeError('Failed to fetch');
  return response;
};

const device = (): DataSource => ownerDevice({ owner, indexedDB, storage, fetch: deviceFetch });

/** The rows of a sheet as the import screen reads them (bad rows left out). */
const rowsOf = async (text: string): Promise<SheetRow[]> => {
  const file = await readSheetFile(new TextEncoder().encode(text));
  if (!file.ok) throw new Error(file.error);
  const fields = matchColumns(file.table.headers);
  return file.table.rows.flatMap((cells, index) => {
    const read = readSheetRow(cells, fields, index + 2, dateOrderOf(file.table.headers));
    return read.ok ? [read.value] : [];
  });
};

const serverCustomers = () => owner.http.request<ServerCustomer[]>('/api/customers');
const serverJobs = () => owner.http.request<ServerJob[]>('/api/jobs');

const SHEET = [
  'Name,Phone,Email,Address,Date,Service,Price',
  'Ana Peña,555-010-1000,ana@example.com,1 Main St,,,',
  'Bo Díaz,555-010-2000,,2 Oak Ave,2025-07-01,Mowing,45',
  'Old Friend,(555) 010-3000,,,,,',
].join('\n');

beforeEach(async () => {
  owner = await registerOwner();
  storage = createMemoryStorage();
  indexedDB = new IDBFactory();
  isOffline = false;
  losesAnswers = false;
  calls = [];
});

describe('a spreadsheet import in signed-in mode', () => {
  it('works offline: on the device at once, through a reload, then on the server once', async () => {
    const api = device();
    await api.addCustomer({
      name: 'Old Friend',
      phone: '5550103000',
      address: '',
      serviceType: '',
    });
    await api.sync();
    isOffline = true;

    const report = await api.importCustomers(await rowsOf(SHEET), { duplicates: 'skip' });
    expect(report).toEqual({
      added: 2,
      merged: 0,
      jobs: 1,
      skipped: [{ row: 4, name: 'Old Friend', reasons: ['duplicate'] }],
    });
    expect((await shown(api)).customers.map((c) => c.name)).toEqual([
      'Ana Peña',
      'Bo Díaz',
      'Old Friend',
    ]);
    await api.sync();
    expect(api.syncState()).toMatchObject({ pending: 3, online: false });

    const reloaded = device();
    expect((await reloaded.load()).customers).toHaveLength(3);
    expect(reloaded.syncState().pending).toBe(3);

    isOffline = false;
    calls = [];
    await reloaded.sync();
    expect(reloaded.syncState()).toMatchObject({ pending: 0, refused: [] });
    // The two customers went as one chunk of the import call; the one job on its own.
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/import',
      'POST /api/jobs',
    ]);
    const names = (await serverCustomers()).map((c) => c.name).sort();
    expect(names).toEqual(['Ana Peña', 'Bo Díaz', 'Old Friend']);
    const [job] = await serverJobs();
    expect(job).toMatchObject({
      title: 'Mowing',
      estimated_cost: 45,
      scheduled_date: '2025-07-01',
    });

    // The same file again adds nothing.
    const again = await reloaded.importCustomers(await rowsOf(SHEET), { duplicates: 'skip' });
    expect(again).toMatchObject({ added: 0, merged: 0, jobs: 0 });
    expect(again.skipped.map((one) => one.reasons[0])).toEqual([
      'duplicate',
      'jobDuplicate',
      'duplicate',
    ]);
    expect(reloaded.syncState().pending).toBe(0);
  });

  it('sends a chunk again after a lost answer without a second record', async () => {
    const api = device();
    await api.load();
    const many = Array.from(
      { length: 600 },
      (_, index) => `Customer ${index},555-2${String(index).padStart(6, '0')},,,,,`,
    );
    const rows = await rowsOf(['Name,Phone,Email,Address,Date,Service,Price', ...many].join('\n'));
    losesAnswers = true;
    expect(await api.importCustomers(rows, { duplicates: 'skip' })).toMatchObject({ added: 600 });
    await api.sync();
    // The server stored the first chunk; the device never heard back.
    expect(api.syncState().pending).toBe(600);
    expect(await serverCustomers()).toHaveLength(500);

    losesAnswers = false;
    await api.sync();
    expect(api.syncState()).toMatchObject({ pending: 0, refused: [] });
    const stored = await serverCustomers();
    expect(stored).toHaveLength(600);
    expect(new Set(stored.map((c) => c.id)).size).toBe(600);
  });

  it('merges into the empty fields of a customer the owner has, never over a value', async () => {
    const api = device();
    const old = await api.addCustomer({
      name: 'Old Friend',
      phone: '555-010-3000',
      address: 'Kept Road 9',
      serviceType: '',
    });
    await api.sync();
    const rows = await rowsOf(
      'Name,Phone,Email,Address\nNew Name,5550103000,old@example.com,Other St\n',
    );
    expect(await api.importCustomers(rows, { duplicates: 'merge' })).toMatchObject({
      added: 0,
      merged: 1,
    });
    await api.sync();
    const [stored] = await serverCustomers();
    expect(stored).toMatchObject({
      id: old.id,
      name: 'Old Friend',
      address: 'Kept Road 9',
      email: 'old@example.com',
    });
  });
});
