// How fast the signed-in app shows its lists from the device (issue 9): an owner's replica of
// 1,000 customers and 10,000 jobs, opened with the network down, from the adapter's start to
// the first snapshot. Runs in Node on fake-indexeddb (the same Dexie code the browser runs; a
// real browser's IndexedDB is usually faster), so the figure is an upper bound.
import { makeServerCustomer, makeServerJob } from '@jobtrack/core/testing';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createApiDataSource } from '../src/data/api/api-source.ts';
import { openReplicaDb, saveReplica } from '../src/data/api/replica-db.ts';
import { applyPage, emptyReplica } from '../src/data/api/replica-state.ts';
import { createHttpClient } from '../src/lib/http.ts';
import { createMemoryStorage } from '../src/lib/storage.ts';

const CUSTOMERS = 1_000;
const JOBS = 10_000;
const RUNS = 5;
const BUDGET_MS = 1_000;
const userId = 'user-bench';
const indexedDb = { indexedDB: new IDBFactory(), IDBKeyRange };

// The replica as a first sync leaves it.
const customers = Array.from({ length: CUSTOMERS }, (_, index) =>
  makeServerCustomer({ id: `customer-${index}`, name: `Customer ${index}` }),
);
const jobs = Array.from({ length: JOBS }, (_, index) =>
  makeServerJob({
    id: `job-${index}`,
    customer_id: `customer-${index % CUSTOMERS}`,
    title: index % 2 ? 'Lawn Mowing' : 'Hedge Trimming',
    due_date: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
    status: index % 3 ? 'completed' : 'pending',
    estimated_cost: 50 + (index % 200),
  }),
);
const page = {
  cursor: String(CUSTOMERS + JOBS),
  has_more: false,
  customers,
  jobs,
  deleted_customers: [],
  deleted_jobs: [],
};
const seeded = applyPage(emptyReplica(), page, new Date());
const db = openReplicaDb(userId, indexedDb);
await saveReplica(db, emptyReplica(), seeded);
db.close();

// The phone in airplane mode: every call fails to connect.
const offline = createHttpClient({
  baseUrl: 'http://127.0.0.1:9',
  getToken: () => 'token',
  fetch: () => Promise.reject(new TypeError('Failed to fetch')),
});
const quiet = { warn() {}, error() {} };

const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  const source = createApiDataSource({
    http: offline,
    userId,
    indexedDb,
    storage: createMemoryStorage(),
    logger: quiet,
    forwardAnalytics: false,
  });
  const snapshot = await source.load();
  times.push(performance.now() - started);
  if (snapshot.jobs.length !== JOBS || snapshot.customers.length !== CUSTOMERS) {
    throw new Error(`the replica answered ${snapshot.customers.length} / ${snapshot.jobs.length}`);
  }
}
const median = times.sort((a, b) => a - b)[RUNS >> 1]!;
console.log(`\nFirst list from the replica, ${CUSTOMERS} customers / ${JOBS} jobs, offline`);
console.log(`runs (ms): ${times.map((time) => time.toFixed(0)).join(', ')}`);
console.log(
  `${median <= BUDGET_MS ? 'PASS' : 'FAIL'}: median ${median.toFixed(0)} ms from start to the first snapshot (budget ${BUDGET_MS} ms, fake-indexeddb in Node).`,
);
process.exit(median <= BUDGET_MS ? 0 : 1);
