// `npm run bench` (after api.bench): what merging edits by field costs (issue 23, decision 047),
// through the real app (inject, no network) on an in-memory PGlite, or the PostgreSQL named by
// DATABASE_URL. A write with `base` that meets no conflict reads the row (locked) before it
// writes; its budget is 10% over the same write without `base`. An idle pull stays under 1 KB.
import { performance } from 'node:perf_hooks';
import { startBenchApp } from './bench-app.mts';

const WRITES = 400;
const ROUNDS = 5;
const WRITE_BUDGET = 1.1;
const IDLE_PULL_BUDGET_BYTES = 1024;

const { app, headers } = await startBenchApp('Merge Bench');

const post = async (url: string, payload: Record<string, unknown>) => {
  const response = await app.inject({ method: 'POST', url, headers, payload });
  if (response.statusCode !== 201) throw new Error(`${url} answered ${response.statusCode}`);
  return response.json<{ id: string }>();
};
const customer = await post('/api/customers', { name: 'Bench Customer' });
const jobs = await Promise.all(
  Array.from({ length: 20 }, () =>
    post('/api/jobs', { customer_id: customer.id, title: 'Lawn Mowing', estimated_cost: 80 }),
  ),
);

/** The price each job holds now: the base of the next write with base. */
const prices = new Map(jobs.map((job) => [job.id, 80]));

/** Milliseconds per write of `WRITES` price changes, one at a time, with or without base. */
async function writes(withBase: boolean): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < WRITES; i++) {
    const id = jobs[i % jobs.length]!.id;
    const price = 50 + ((i * 7) % 400);
    const payload = withBase
      ? { estimated_cost: price, base: { estimated_cost: prices.get(id) } }
      : { estimated_cost: price };
    const response = await app.inject({ method: 'PUT', url: `/api/jobs/${id}`, headers, payload });
    if (response.statusCode !== 200 || response.json<{ conflicts?: unknown }>().conflicts) {
      throw new Error(`PUT answered ${response.statusCode} ${response.body}`);
    }
    prices.set(id, price);
  }
  return (performance.now() - started) / WRITES;
}

// Warm up, then alternate so the machine's noise falls on both alike; medians of the rounds.
await writes(false);
await writes(true);
const plain: number[] = [];
const merged: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  plain.push(await writes(false));
  merged.push(await writes(true));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const ratio = median(merged) / median(plain);
console.log(
  `${ratio <= WRITE_BUDGET ? 'PASS' : 'FAIL'}: a write with base and no conflict costs ${ratio.toFixed(2)}x the same write without base (${median(merged).toFixed(2)} vs ${median(plain).toFixed(2)} ms, ${app.db.engine}; budget ≤ ${WRITE_BUDGET}x).`,
);

// A pull with nothing new, as the app asks (the cursor, and If-None-Match naming it).
const first = await app.inject({ method: 'GET', url: '/api/sync', headers });
const { cursor } = first.json<{ cursor: string }>();
const idle = await app.inject({
  method: 'GET',
  url: `/api/sync?since=${cursor}&limit=1000`,
  headers: { ...headers, 'if-none-match': `"${cursor}"` },
});
const plainIdle = await app.inject({
  method: 'GET',
  url: `/api/sync?since=${cursor}&limit=1000`,
  headers,
});
// Counted strictly: the status line and headers too, as HTTP/1.1 sends them uncompressed.
const bytes = (response: typeof idle) =>
  response.rawPayload.length +
  Object.entries(response.headers).reduce(
    (sum, [name, value]) => sum + name.length + String(value).length + 4,
    17,
  );
const idleBytes = bytes(idle);
console.log(
  `${idleBytes < IDLE_PULL_BUDGET_BYTES ? 'PASS' : 'FAIL'}: a sync pull with nothing new downloads ${idleBytes} B with headers (${idle.statusCode}; without If-None-Match ${bytes(plainIdle)} B, body ${plainIdle.rawPayload.length} B; budget < ${IDLE_PULL_BUDGET_BYTES} B).`,
);
await app.close();
if (ratio > WRITE_BUDGET || idleBytes >= IDLE_PULL_BUDGET_BYTES) process.exitCode = 1;
