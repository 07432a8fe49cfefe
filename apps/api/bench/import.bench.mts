// `npm run bench` (after api.bench): a backup of 100k jobs brought back in signed-in mode
// (decision 049), through the real app (inject, no network) on an in-memory PGlite, or the
// PostgreSQL named by DATABASE_URL: 10k customers, 1k series and 100k jobs (a fifth of them
// visits of a series, some paid, some skipped) sent as the app sends them, in chunks of
// IMPORT_CHUNK_MAX_RECORDS, each chunk timed; then the first sync of the whole account.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  IMPORT_CHUNK_MAX_RECORDS,
  type ImportChunkAnswer,
  type ImportKind,
  type SyncAnswer,
} from '@jobtrack/core/wire';
import { startBenchApp } from './bench-app.mts';

const JOBS = 100_000;
const CUSTOMERS = JOBS / 10;
const SERIES = JOBS / 100;
const BUDGET_S = 60;
/** A chunk of the last tenth of the import against one of the first tenth: flat, not growing. */
const GROWTH_BUDGET = 2;
const SYNC_PAGE = 1_000;

const startedAt = performance.now();
const { app, headers } = await startBenchApp('Import Bench');

// ---- The backup, as the app's export and import send it -------------------------------------
const day = (index: number) =>
  new Date(Date.UTC(2021, 0, 4) + index * 86_400_000).toISOString().slice(0, 10);
const customers = Array.from({ length: CUSTOMERS }, (_, index) => ({
  id: `customer-${randomUUID()}`,
  name: `Customer ${index}`,
  phone: '(555) 123-4567',
  address: `${index} Elm Street, Springfield`,
  notes: 'Gate code 1234; dog in the yard',
  service_type: 'Lawn Care',
  created_at: '2021-01-02T10:00:00.000Z',
}));
const series = Array.from({ length: SERIES }, (_, index) => ({
  id: `series-${randomUUID()}`,
  customer_id: customers[index * 10]!.id,
  service_type: 'Mowing',
  price: 45,
  start_date: day(0),
  rule: { frequency: 'weekly', interval: 1, end: { type: 'never' } },
  generated_through: '2031-12-31',
  created_at: '2021-01-02T10:00:00.000Z',
  updated_at: '2021-01-02T10:00:00.000Z',
}));
const jobs = Array.from({ length: JOBS }, (_, index) => {
  // Every fifth job is a visit: series by turns, each series one visit a week.
  const visit = index / 5;
  const owner = index % 5 === 0 ? series[visit % SERIES]! : undefined;
  const date = owner ? day(7 * Math.floor(visit / SERIES)) : day(index % 1_500);
  const status = (['pending', 'in_progress', 'completed', 'cancelled'] as const)[index % 4];
  return {
    id: `job-${randomUUID()}`,
    customer_id: owner?.customer_id ?? customers[index % CUSTOMERS]!.id,
    title: owner ? 'Mowing' : 'Hedge Trimming',
    description: 'Front and back yard',
    status,
    estimated_cost: 50 + (index % 100),
    due_date: date,
    ...(status === 'completed'
      ? {
          completed_at: `${date}T16:00:00.000Z`,
          amount_paid: index % 3 === 0 ? 25 : 50 + (index % 100),
          payment_method: 'cash',
          paid_at: `${date}T17:00:00.000Z`,
        }
      : {}),
    ...(owner ? { series_id: owner.id, series_date: date } : {}),
    ...(owner && index % 7 === 0 ? { skipped: true } : {}),
    created_at: `${date}T08:00:00.000Z`,
  };
});

// ---- The import, chunk by chunk -------------------------------------------------------------
async function send(kind: ImportKind, records: readonly unknown[]) {
  const start = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/import',
    headers,
    payload: { kind, records },
  });
  const ms = performance.now() - start;
  if (response.statusCode !== 200) throw new Error(`import answered ${response.statusCode}`);
  const { results } = response.json<ImportChunkAnswer>();
  return { ms, results };
}

const chunkTimes: Record<'customers' | 'series' | 'jobs', number[]> = {
  customers: [],
  series: [],
  jobs: [],
};
let created = 0;
const cpuStart = process.cpuUsage();
for (const [kind, records] of [
  ['customers', customers],
  ['series', series],
  ['jobs', jobs],
] as const) {
  for (let start = 0; start < records.length; start += IMPORT_CHUNK_MAX_RECORDS) {
    const chunk = records.slice(start, start + IMPORT_CHUNK_MAX_RECORDS);
    const { ms, results } = await send(kind, chunk);
    chunkTimes[kind].push(ms);
    created += results.filter((result) => result.outcome === 'created').length;
  }
}
const cpu = process.cpuUsage(cpuStart);
const expected = CUSTOMERS + SERIES + JOBS;
if (created !== expected) throw new Error(`created ${created} of ${expected} records`);

// The last chunk again, as after a lost answer: every record kept, nothing written twice.
const again = await send('jobs', jobs.slice(-IMPORT_CHUNK_MAX_RECORDS));
if (again.results.some((result) => result.outcome !== 'kept')) throw new Error('a resend wrote');

// ---- The first sync of the whole account, as the device pulls it after the import ----------
let cursor: string | undefined;
let pages = 0;
let pulled = 0;
const pullStart = performance.now();
const pullCpuStart = process.cpuUsage();
for (;;) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/sync?limit=${SYNC_PAGE}${cursor ? `&since=${cursor}` : ''}`,
    headers,
  });
  const answer = response.json<SyncAnswer>();
  pages += 1;
  pulled += answer.customers.length + answer.jobs.length + (answer.series?.length ?? 0);
  cursor = answer.cursor;
  if (!answer.has_more) break;
}
const pullMs = performance.now() - pullStart;
const pullCpu = process.cpuUsage(pullCpuStart);
if (pulled !== expected) throw new Error(`the pull brought ${pulled} of ${expected} records`);

// ---- Figures ----------------------------------------------------------------------------------
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const all = [...chunkTimes.customers, ...chunkTimes.series, ...chunkTimes.jobs];
const importS = sum(all) / 1000;
const tenth = Math.max(1, Math.floor(chunkTimes.jobs.length / 10));
const early = median(chunkTimes.jobs.slice(0, tenth));
const late = median(chunkTimes.jobs.slice(-tenth));
const growth = late / early;
const engine = app.db.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';

console.log(
  `\n${CUSTOMERS.toLocaleString('en-US')} customers, ${SERIES.toLocaleString('en-US')} series, ${JOBS.toLocaleString('en-US')} jobs in ${all.length} chunks of ≤ ${IMPORT_CHUNK_MAX_RECORDS} (${engine})`,
);
console.log(
  `customers ${(sum(chunkTimes.customers) / 1000).toFixed(1)} s, series ${(sum(chunkTimes.series) / 1000).toFixed(1)} s, jobs ${(sum(chunkTimes.jobs) / 1000).toFixed(1)} s (process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s); a job chunk: median ${median(chunkTimes.jobs).toFixed(0)} ms, first tenth ${early.toFixed(0)} ms, last tenth ${late.toFixed(0)} ms`,
);
console.log(`the last chunk sent again: all kept in ${again.ms.toFixed(0)} ms`);
console.log(
  `first sync after it: ${pulled.toLocaleString('en-US')} records in ${pages} pages of ${SYNC_PAGE}, ${(pullMs / 1000).toFixed(1)} s (${(pullMs / pages).toFixed(0)} ms a page; process CPU ${((pullCpu.user + pullCpu.system) / 1e6).toFixed(1)} s)`,
);
const isFast = importS <= BUDGET_S;
const isFlat = growth <= GROWTH_BUDGET;
console.log(
  `${isFast ? 'PASS' : 'FAIL'}: import of 100k jobs (with 10k customers, 1k series) on ${engine}: ${importS.toFixed(1)} s of server time (budget ≤ ${BUDGET_S} s).`,
);
console.log(
  `${isFlat ? 'PASS' : 'FAIL'}: import chunks stay flat on ${engine}: the last tenth's median job chunk ${growth.toFixed(2)}x the first tenth's (budget ≤ ${GROWTH_BUDGET}x).`,
);
console.log(`took ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
await app.close();
if (!isFast || !isFlat) process.exitCode = 1;
