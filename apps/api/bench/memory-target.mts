// One process of `npm run bench:scale -- --memory` (forked by scale.bench.mts): the embedded
// server (PGlite) as a host runs it, its data on disk in MEM_DATA_DIR. MEM_PHASE=seed creates the
// database (the first start), signs one owner up and seeds MEM_JOBS jobs (a tenth as many
// customers) by SQL; MEM_PHASE=serve opens it again (a server after a restart, as a host runs it
// for weeks) and asks what the app asks of such an account: the dashboard, the day's jobs, a
// first sync page by page, then the whole lists. Answers the parent over IPC with the process's
// memory (RSS and the JavaScript heap) at each step.
import type { SyncAnswer } from '@jobtrack/core/wire';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const jobs = Number(process.env.MEM_JOBS ?? 1000);
const customers = Math.max(1, Math.round(jobs / 10));
const dataDir = process.env.MEM_DATA_DIR!;
const isSeed = process.env.MEM_PHASE === 'seed';

const memory = () => {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heap: heapUsed };
};

const app = await buildApp({
  config: loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'false',
    AUTO_BACKUP: 'false',
    AUTH_RATE_LIMIT: '1000000',
    WEB_DIST: '/nonexistent/jobtrack-bench-web',
  }),
  logger: false,
});
const started = memory();
if (isSeed) await seed();
else await serve();
await app.close();
process.exit(0);

async function seed() {
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Memory Bench',
      email: 'memory-bench@example.com',
      password: 'bench-password',
    },
  });
  const { token, user } = register.json<{ token: string; user: { id: string } }>();

  // As api.bench's target: about ten jobs a day back from a month ahead, numbered as one by one.
  const seedStart = performance.now();
  await app.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO customers (owner_id, id, name, email, phone, address, notes, service_type, change_seq)
     SELECT $1, 'customer-' || gen_random_uuid(), 'Customer ' || g, 'customer' || g || '@example.com',
       '(555) 123-4567', g || ' Elm Street, Springfield', 'Gate code 1234; dog in the yard',
       'Lawn Care', g
     FROM generate_series(1, $2::int) AS g`,
      [user.id, customers],
    );
    await tx.query(
      `WITH numbered AS (
       SELECT id, row_number() OVER (ORDER BY change_seq) AS n FROM customers WHERE owner_id = $1
     ), days AS (
       SELECT g, current_date + 30 - g / 10 AS day FROM generate_series(1, $2::int) AS g
     )
     INSERT INTO jobs (owner_id, id, customer_id, title, description, status, estimated_cost,
       actual_cost, due_date, paid, completed_at, created_at, updated_at, change_seq)
     SELECT $1, 'job-' || gen_random_uuid(), numbered.id, 'Lawn Mowing', 'Front and back yard',
       (ARRAY['pending', 'in_progress', 'completed', 'cancelled'])[1 + g % 4], 50 + g % 100,
       CASE WHEN g % 4 = 2 THEN 55 + g % 100 END, day, false,
       CASE WHEN g % 4 = 2 THEN day + time '14:30' END,
       day - 7 + time '09:00', day - 7 + time '09:00', $3::int + g
     FROM days JOIN numbered ON numbered.n = 1 + g % $3::int`,
      [user.id, jobs, customers],
    );
    await tx.query('INSERT INTO sync_state (owner_id, version) VALUES ($1, $2)', [
      user.id,
      customers + jobs,
    ]);
  });
  await app.db.query('CHECKPOINT');
  const seedMs = performance.now() - seedStart;
  const seeded = memory();
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  process.send?.({ type: 'seeded', token, seedMs, started, seeded, collected: memory() });
}

async function serve() {
  const token = process.env.MEM_TOKEN!;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };

  // What the app asks: the dashboard and the day, the whole lists, and a first sync of the account.
  const today = new Date().toISOString().slice(0, 10);
  const get = async (url: string, compressed = true) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: compressed ? headers : { authorization: headers.authorization },
    });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return response;
  };
  await get(`/api/dashboard/stats?date=${today}&utc_offset=-300`);
  await get(`/api/jobs/today?date=${today}&utc_offset=-300`);
  const day = memory();
  let cursor: string | undefined;
  for (;;) {
    const answer = (
      await get(`/api/sync?limit=1000${cursor ? `&since=${cursor}` : ''}`, false)
    ).json<SyncAnswer>();
    cursor = answer.cursor;
    if (!answer.has_more) break;
  }
  const synced = memory();
  await get('/api/jobs');
  await get('/api/customers');
  const lists = memory();
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  process.send?.({ type: 'served', started, day, synced, lists, idle: memory() });
}
