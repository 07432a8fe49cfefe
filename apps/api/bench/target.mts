// One process of `npm run bench` (forked by api.bench.mts): one engine, one dataset, three servers
// on loopback sharing that database: JobTrack itself, the bare one-query Fastify reference, and
// a raw node:http reference. Answers the parent over IPC: ports, a token, ids, memory, log lines.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/db.ts';

const jobs = Number(process.env.BENCH_JOBS ?? 1000);
const customers = Math.max(1, Math.round(jobs / 10));
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;

const startedAt = performance.now();
const db = await openDb({ databaseUrl, dataDir: 'memory://' });

// Every line the app logs at the default level (info) is counted: the budget is none per request.
let logLines = 0;
const logSample: string[] = [];
const logStream = {
  write(line: string) {
    logLines += 1;
    if (logSample.length < 3) logSample.push(line.slice(0, 300));
  },
};
const app = await buildApp({
  config: loadConfig({
    DATA_DIR: 'memory://',
    DATABASE_URL: databaseUrl,
    DEMO_MODE: 'false',
    AUTH_RATE_LIMIT: '1000000',
    WEB_DIST: '/nonexistent/jobtrack-bench-web',
  }),
  db,
  logStream,
});

const register = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: {
    name: 'Bench Owner',
    email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'bench-password',
  },
});
const { token, user } = register.json<{ token: string; user: { id: string } }>();

// Bulk SQL, about ten jobs a day (a busy one-person business) back from a month ahead, so the
// day's and the week's work is the same at every size and only the history grows.
await db.transaction(async (tx) => {
  await tx.query(
    `INSERT INTO customers (owner_id, id, name, email, phone, address, notes, service_type,
       created_at, updated_at, change_seq)
     SELECT $1, 'customer-' || gen_random_uuid(), 'Customer ' || g, 'customer' || g || '@example.com',
       '(555) 123-4567', g || ' Elm Street, Springfield', 'Gate code 1234; dog in the yard',
       'Lawn Care', now() - g * interval '1 hour', now() - g * interval '1 hour', g
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
       CASE WHEN g % 4 = 2 THEN 55 + g % 100 END, day, g % 3 = 0,
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
// As a database that has been running a while: planner statistics and a visibility map.
await db.query('VACUUM ANALYZE customers');
await db.query('VACUUM ANALYZE jobs');
await db.query('VACUUM ANALYZE owner_totals');

const [customer] = await db.query<{ id: string }>(
  'SELECT id FROM customers WHERE owner_id = $1 ORDER BY change_seq LIMIT 1 OFFSET $2',
  [user.id, Math.floor(customers / 2)],
);
const [job] = await db.query<{ id: string }>(
  'SELECT id FROM jobs WHERE owner_id = $1 ORDER BY change_seq LIMIT 1 OFFSET $2',
  [user.id, Math.floor(jobs / 2)],
);

// The reference: Fastify with nothing but one query on the same engine (and the same pool).
const bare = Fastify({ logger: false });
bare.get<{ Params: { id: string } }>('/customers/:id', async (request, reply) => {
  const [row] = await db.query('SELECT * FROM customers WHERE id = $1 AND owner_id = $2', [
    request.params.id,
    user.id,
  ]);
  return row ?? reply.code(404).send({ error: 'not found' });
});

// The floor: node:http answering a small fixed JSON.
const raw = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"ok":true}');
});

const portOf = (server: { address(): string | AddressInfo | null }) =>
  (server.address() as AddressInfo).port;
await app.listen({ port: 0, host: '127.0.0.1' });
await bare.listen({ port: 0, host: '127.0.0.1' });
await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
logLines = 0;
logSample.length = 0;

const send = (message: unknown) => process.send?.(message);
send({
  type: 'ready',
  engine: db.engine,
  seedMs: Math.round(performance.now() - startedAt),
  ports: { app: portOf(app.server), bare: portOf(bare.server), raw: portOf(raw) },
  token,
  customerId: customer?.id,
  jobId: job?.id,
  rss: process.memoryUsage().rss,
});

process.on('message', (message: { type: string }) => {
  if (message.type === 'stats') {
    const { rss, heapUsed } = process.memoryUsage();
    send({ type: 'stats', rss, heap: heapUsed, logLines, logSample });
  } else if (message.type === 'gc') {
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    send({ type: 'gc', rss, heap: heapUsed });
  } else if (message.type === 'explain') {
    void explain().then((plans) => send({ type: 'explain', plans }));
  } else if (message.type === 'exit') {
    void Promise.all([app.close(), bare.close(), new Promise((r) => raw.close(r))])
      .then(() => db.close())
      .finally(() => process.exit(0));
  }
});

/** The plans of the dashboard's queries, for decision 021. */
async function explain() {
  const today = new Date().toISOString().slice(0, 10);
  const plan = async (sql: string, params: unknown[]) =>
    (await db.query<Record<string, string>>(`EXPLAIN ANALYZE ${sql}`, params))
      .map((row) => Object.values(row)[0])
      .join('\n');
  return {
    totals: await plan('SELECT * FROM owner_totals WHERE owner_id = $1', [user.id]),
    week: await plan(
      `SELECT coalesce(sum(coalesce(actual_cost, estimated_cost, 0)), 0) FROM jobs
       WHERE owner_id = $1 AND paid AND completed_at >= $2::timestamptz
         AND completed_at < $3::timestamptz`,
      [user.id, `${today}T00:00:00Z`, new Date(Date.now() + 86_400_000).toISOString()],
    ),
    today: await plan(
      `SELECT j.id, (SELECT c.name FROM customers c
         WHERE c.owner_id = j.owner_id AND c.id = j.customer_id) AS customer_name
       FROM jobs j WHERE j.owner_id = $1 AND j.scheduled_date = $2::date ORDER BY j.created_at`,
      [user.id, today],
    ),
  };
}
