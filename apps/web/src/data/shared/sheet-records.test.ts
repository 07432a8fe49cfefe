// A spreadsheet import in the modes that keep their data on the device (decision 064): waitlist
// test mode (browser storage) and demo mode (memory) build the records with sheet-records.ts and
// commit once; duplicates of the sample customers are skipped or merged, and the same file again
// adds nothing.
import {
  dateOrderOf,
  matchColumns,
  readSheetFile,
  readSheetRow,
  STORAGE_KEYS,
  type Customer,
  type Job,
  type SheetRow,
} from '@jobtrack/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shown } from '#web/test/shown.ts';
import { createDemoDataSource } from '../demo/demo-source.ts';
import { createLocalDataSource } from '../local/local-source.ts';

const NOW = new Date('2025-06-04T10:00:00');

/** The good rows of a sheet, as the import screen reads them. */
const rowsOf = async (bytes: Uint8Array): Promise<SheetRow[]> => {
  const file = await readSheetFile(bytes);
  if (!file.ok) throw new Error(file.error);
  const fields = matchColumns(file.table.headers);
  const order = dateOrderOf(file.table.headers);
  return file.table.rows.flatMap((cells, index) => {
    const read = readSheetRow(cells, fields, index + 2, order);
    return read.ok ? [read.value] : [];
  });
};

// Excel in Spain: Windows-1252, semicolons, Spanish headers, days first. Jamie Parker is the
// waitlist sample's customer (same phone, written another way).
const SHEET = Buffer.from(
  [
    'Nombre;Teléfono;Correo;Dirección;Fecha;Servicio;Precio',
    'Lucía Peña;(555) 201-3344;lucia@example.com;Calle Mayor 5;15/03/2025;Poda;85,50 €',
    'Jamie P.;555.987.6543;;Otra calle 1;;;',
  ].join('\r\n'),
  'latin1',
);

const stored = () => ({
  customers: JSON.parse(localStorage.getItem(STORAGE_KEYS.localCustomers) ?? '[]') as Customer[],
  jobs: JSON.parse(localStorage.getItem(STORAGE_KEYS.localJobs) ?? '[]') as Job[],
});

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a spreadsheet import in waitlist test mode', () => {
  it('stores the new customers and their jobs, skips a duplicate, and adds nothing the second time', async () => {
    const local = createLocalDataSource({ qrBaseUrl: 'https://jobtrack.app' });
    await local.load();
    const rows = await rowsOf(Uint8Array.from(SHEET));

    expect(await local.importCustomers(rows, { duplicates: 'skip' })).toEqual({
      added: 1,
      merged: 0,
      jobs: 1,
      skipped: [{ row: 3, name: 'Jamie P.', reasons: ['duplicate'] }],
    });
    const lucia = stored().customers.find((customer) => customer.name === 'Lucía Peña');
    expect(lucia).toMatchObject({ phone: '(555) 201-3344', address: 'Calle Mayor 5' });
    expect(stored().jobs.filter((job) => job.customerId === lucia?.id)).toEqual([
      expect.objectContaining({
        customerName: 'Lucía Peña',
        scheduledDate: '2025-03-15',
        serviceType: 'Poda',
        price: 85.5,
      }),
    ]);
    // The sample customer is as it was.
    expect(stored().customers.find((c) => c.name === 'Jamie Parker')?.address).not.toBe(
      'Otra calle 1',
    );

    const before = stored();
    const again = await local.importCustomers(rows, { duplicates: 'skip' });
    expect(again).toMatchObject({ added: 0, merged: 0, jobs: 0 });
    // Lucía's row is her job's, which is there already; Jamie's is the sample customer's.
    expect(again.skipped.map((one) => [one.row, one.reasons])).toEqual([
      [2, ['jobDuplicate']],
      [3, ['duplicate']],
    ]);
    expect(stored()).toEqual(before);
  });

  it('merges into the empty fields of a customer the owner has, never over a value', async () => {
    const local = createLocalDataSource({ qrBaseUrl: 'https://jobtrack.app' });
    const alex = (await local.load()).customers.find((c) => c.name === 'Alex Morgan')!;
    const rows = await rowsOf(
      new TextEncoder().encode(
        'Name,Phone,Email,Address\nAlex M.,555.876.5432,alex@example.com,1 Other Rd\n',
      ),
    );
    expect(await local.importCustomers(rows, { duplicates: 'merge' })).toMatchObject({
      added: 0,
      merged: 1,
    });
    const merged = stored().customers.find((customer) => customer.id === alex.id);
    // The name and the address it had stay; only the empty e-mail is filled.
    expect(merged).toMatchObject({
      name: 'Alex Morgan',
      address: '8 Harbor View, Riverside',
      email: 'alex@example.com',
    });
    expect(stored().customers).toHaveLength(2);
  });
});

describe('a spreadsheet import in demo mode', () => {
  it("adds to the demo's customers in memory, skipping one it has, once", async () => {
    const demo = createDemoDataSource();
    const before = (await demo.load()).customers.length;
    const rows = await rowsOf(
      new TextEncoder().encode(
        '\uFEFFName,Phone,Email\nNew Client,555-300-4000,new@example.com\nSarah J.,,SARAH.JOHNSON@example.com\n',
      ),
    );
    expect(await demo.importCustomers(rows, { duplicates: 'skip' })).toEqual({
      added: 1,
      merged: 0,
      jobs: 0,
      skipped: [{ row: 3, name: 'Sarah J.', reasons: ['duplicate'] }],
    });
    expect((await shown(demo)).customers).toHaveLength(before + 1);
    expect(await demo.importCustomers(rows, { duplicates: 'skip' })).toMatchObject({ added: 0 });
    expect((await shown(demo)).customers).toHaveLength(before + 1);
  });
});
