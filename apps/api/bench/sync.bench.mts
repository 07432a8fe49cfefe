// `npm run bench` (after api.bench): what the offline-first app downloads (issue 9), through the
// real app (inject, no network) on an in-memory PGlite, or the PostgreSQL named by DATABASE_URL.
import { performance } from 'node:perf_hooks';
import type { SyncAnswer } from '@jobtrack/core/wire';
import { startBenchApp } from './bench-app.mts';

const CUSTOMERS = 1_000;
const JOBS = 10_000;
const PAGE = 1_000;
/** 5 minutes of the app in the foreground: one pull every 30 s (spec's refresh). */
const IDLE_PULLS = 10;
const IDLE_BUDGET_BYTES = 5 * 1024;

const startedAt = performance.now();
const { app, user, headers } = await startBenchApp('Sync Bench');

// Bulk SQL, numbered as the app numbers writes made one by one: customers 1–1,000, jobs after.
await app.db.transaction(async (tx) => {
  await tx.query(
    `INSERT INTO customers (owner_id, id, name, email, phone, address, notes, service_type, change_seq)
     SELECT $1, 'customer-' || gen_random_uuid(), 'Customer ' || g, 'customer' || g || '@example.com',
       '(555) 123-4567', g || ' Elm Street, Springfield', 'Gate code 1234; dog in the yard',
       'Lawn Care', g
     FROM generate_series(1, $2::int) AS g`,
    [user.id, CUSTOMERS],
  );
  await tx.query(
    `WITH numbered AS (
       SELECT id, row_number() OVER (ORDER BY change_seq) AS n FROM customers WHERE owner_id = $1
     )
     INSERT INTO jobs (owner_id, id, customer_id, title, description, status, estimated_cost,
       due_date, paid, change_seq)
     SELECT $1, 'job-' || gen_random_uuid(), numbered.id, 'Lawn Mowing', 'Front and back yard',
       (ARRAY['pending', 'in_progress', 'completed', 'cancelled'])[1 + g % 4], 50 + g % 100,
       current_date + (g % 60 - 30), g % 3 = 0, $3::int + g
     FROM generate_series(1, $2::int) AS g JOIN numbered ON numbered.n = 1 + g % $3::int`,
    [user.id, JOBS, CUSTOMERS],
  );
  await tx.query('INSERT INTO sync_state (owner_id, version) VALUES ($1, $2)', [
    user.id,
    CUSTOMERS + JOBS,
  ]);
});

async function get(url: string, extra: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });
  const expected = extra['if-none-match'] ? 304 : 200;
  if (response.statusCode !== expected) throw new Error(`${url} answered ${response.statusCode}`);
  // What crosses the wire besides the body: the status line and headers (HTTP/1.1, no compression).
  const head = Object.entries(response.headers).reduce(
    (sum, [name, value]) => sum + name.length + String(value).length + 4,
    17,
  );
  const json: unknown = expected === 200 ? response.json() : undefined;
  return { body: response.rawPayload.length, head, json };
}

// (a) A first sync of the whole account, page by page.
let cursor: string | undefined;
let pages = 0;
let firstBytes = 0;
let records = 0;
const firstStart = performance.now();
for (;;) {
  const page = await get(`/api/sync?limit=${PAGE}${cursor ? `&since=${cursor}` : ''}`);
  const answer = page.json as SyncAnswer;
  pages += 1;
  firstBytes += page.body;
  records += answer.customers.length + answer.jobs.length;
  cursor = answer.cursor;
  if (!answer.has_more) break;
}
const firstMs = performance.now() - firstStart;
if (records !== CUSTOMERS + JOBS) throw new Error(`first sync brought ${records} records`);

// (b) Ten pulls with nothing changed.
let idleBody = 0;
let idleHead = 0;
const idleTimes: number[] = [];
for (let pull = 0; pull < IDLE_PULLS; pull += 1) {
  const start = performance.now();
  // As the app asks: naming its cursor, so an unchanged pull is a bodiless 304.
  const idle = await get(`/api/sync?since=${cursor}`, { 'if-none-match': `"${cursor}"` });
  idleTimes.push(performance.now() - start);
  idleBody += idle.body;
  idleHead += idle.head;
}

// (c) The old way: every refresh downloads both whole lists.
const customers = await get('/api/customers');
const jobs = await get('/api/jobs');
const oldBody = (customers.body + jobs.body) * IDLE_PULLS;
const oldHead = (customers.head + jobs.head) * IDLE_PULLS;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (label: string, body: string, withHead: string, note = '') =>
  console.log(`${label.padEnd(40)} ${body.padStart(12)} ${withHead.padStart(14)}  ${note}`);

console.log(`\n${CUSTOMERS} customers, ${JOBS} jobs, one owner (${app.db.engine})`);
row('', 'body', '+ headers');
row(
  `(a) first sync, pages of ${PAGE}`,
  kb(firstBytes),
  '',
  `${pages} pages, ${firstMs.toFixed(0)} ms`,
);
row(
  `(b) ${IDLE_PULLS} idle pulls (5 min at 30 s)`,
  `${idleBody} B`,
  `${idleBody + idleHead} B`,
  `${((idleBody + idleHead) / IDLE_PULLS).toFixed(0)} B each (304), p50 ${idleTimes.sort((a, b) => a - b)[IDLE_PULLS >> 1]!.toFixed(2)} ms`,
);
row(
  `(c) old refresh x ${IDLE_PULLS} (customers + jobs)`,
  kb(oldBody),
  kb(oldBody + oldHead),
  `${((oldBody + oldHead) / (idleBody + idleHead)).toFixed(0)}x the idle pulls`,
);
// Counted strictly: the status line and headers too, as HTTP/1.1 sends them uncompressed.
const idleTotal = idleBody + idleHead;
const isWithinBudget = idleTotal <= IDLE_BUDGET_BYTES;
console.log(
  `${isWithinBudget ? 'PASS' : 'FAIL'}: 10 idle pulls download ${idleTotal} B with headers in 5 minutes (budget ${IDLE_BUDGET_BYTES} B).`,
);
console.log(`took ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
await app.close();
if (!isWithinBudget) process.exitCode = 1;
