// How long a spreadsheet of 10,000 customers takes to import in signed-in mode (decision 064):
// from the file's bytes (read, matched, checked, planned against the data) to the report, with
// the customers in the device's replica and their creates in the outbox, one transaction. The
// network is down, so the figure is the owner's wait; the creates go later as 20 chunks of
// POST /api/import. Node on fake-indexeddb (the same Dexie code the browser runs; a browser's
// IndexedDB is usually faster). A timing script, not a timed test: `npm run bench:sheet`, which
// exits 1 over the budget.
import { dateOrderOf, matchColumns, readSheetFile, readSheetRow } from '@jobtrack/core';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createApiDataSource } from '../src/data/api/api-source.ts';
import { createHttpClient } from '../src/lib/http.ts';
import { createMemoryStorage } from '../src/lib/storage.ts';

const ROWS = 10_000;
const BUDGET_MS = 10_000;

const lines = ['Nombre;Teléfono;Correo;Dirección;Ciudad;Notas'];
for (let index = 0; index < ROWS; index += 1) {
  lines.push(
    `Cliente Peña ${index};555-${String(index).padStart(7, '0')};cliente${index}@example.com;` +
      `Calle Mayor ${index};Madrid;Nota ${index}`,
  );
}
const bytes = Uint8Array.from(Buffer.from(lines.join('\r\n'), 'latin1'));

const offline = createHttpClient({
  baseUrl: 'http://127.0.0.1:9',
  getToken: () => 'token',
  fetch: () => Promise.reject(new TypeError('Failed to fetch')),
});
const source = createApiDataSource({
  http: offline,
  userId: 'user-sheet-bench',
  storage: createMemoryStorage(),
  indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
  logger: { warn() {}, error() {} },
  forwardAnalytics: false,
});
await source.load().catch(() => undefined);

const started = performance.now();
const file = await readSheetFile(bytes);
if (!file.ok) throw new Error(file.error);
const fields = matchColumns(file.table.headers);
const order = dateOrderOf(file.table.headers);
const rows = file.table.rows.flatMap((cells, index) => {
  const read = readSheetRow(cells, fields, index + 2, order);
  return read.ok ? [read.value] : [];
});
const readMs = performance.now() - started;
const report = await source.importCustomers(rows, { duplicates: 'skip' });
const totalMs = performance.now() - started;

const again = performance.now();
const second = await source.importCustomers(rows, { duplicates: 'skip' });
const againMs = performance.now() - again;

console.log(
  `spreadsheet import, ${ROWS} rows: ${Math.round(totalMs)} ms ` +
    `(read and checked ${Math.round(readMs)} ms, replica and outbox ${Math.round(totalMs - readMs)} ms); ` +
    `added ${report.added}, pending ${source.syncState().pending}; ` +
    `the same file again ${Math.round(againMs)} ms, added ${second.added} ` +
    `${totalMs <= BUDGET_MS ? 'PASS' : 'FAIL'} (budget ${BUDGET_MS} ms)`,
);
process.exit(totalMs <= BUDGET_MS && report.added === ROWS && second.added === 0 ? 0 : 1);
