// `npm run bench:scale` (issue 29, decision 071): the hosted product on one PostgreSQL. 10,000
// owners with 100 jobs each and 100 owners with 10,000 jobs each (2 million jobs, their customers
// and payments, seeded by SQL exactly as the app numbers and totals them), two API processes (the
// server entry, on two ports) on that database, and a mixed load of simulated devices: each
// pulls the sync on a timer, one request in ten writes, the rest read the dashboard, lists and
// records. Prints PASS/FAIL per budget as `npm run bench` does.
//   --quick    1,000 owners of 100 jobs and 10 of 10,000 (200k jobs), 20 s of load: a trial run
//   --check    exit non-zero when a budget fails
//   --rate N   requests a second of the mixed load (default 100; 60 with --quick)
//   --memory   the embedded server's memory instead (PGlite, one owner of 1k / 10k / 100k jobs)
// PostgreSQL: DATABASE_URL names an EMPTY database (or one this bench used before): the bench
// drops everything in it. Without DATABASE_URL a scratch server is started when PostgreSQL is
// installed (/usr/lib/postgresql/*/bin), as `npm run bench` does.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startPostgres } from './scratch-postgres.mts';
import { openDb, type Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';

const argv = process.argv.slice(2);
const isQuick = argv.includes('--quick');
const isCheck = argv.includes('--check');
const isMemory = argv.includes('--memory');
const flag = (name: string) =>
  argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : undefined;
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

const SIZE = isQuick
  ? { small: 1_000, smallJobs: 100, large: 10, largeJobs: 10_000 }
  : { small: 10_000, smallJobs: 100, large: 100, largeJobs: 10_000 };
const RATE = flag('--rate') ?? (isQuick ? 60 : 100);
const SECONDS = isQuick ? 20 : 60;
/** The app's pull timer (spec: every 30 s in the foreground); the load is that many devices. */
const PULL_EVERY_S = 30;
/** The mixed load: a sync pull, a write (one in ten), the dashboard, a list page, a record. */
const MIX = { pull: 0.6, write: 0.1, stats: 0.1, list: 0.1, byId: 0.1 } as const;
/** Owners whose devices make 50 changes then pull them (apart from the load's devices). */
const FIFTY_OWNERS = isQuick ? 40 : 200;
const SAMPLES = isQuick ? 200 : 400;

type Line = { ok: boolean | undefined; text: string };
const lines: Line[] = [];
function budget(ok: boolean | undefined, what: string, figure: string, limit: string) {
  const status = ok === undefined ? 'SKIP' : ok ? 'PASS' : 'FAIL';
  const text = `${status}  ${what}: ${figure} (budget ${limit})`;
  lines.push({ ok, text });
  console.log(text);
}
const note = (text: string) => console.log(`      ${text}`);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const median = (values: readonly number[]) => quantile(values, 0.5);

// --- The seeded owners: ids, tokens and record ids the bench can compute ---------------------
/** Owner n (1-based): the large ones first, then the small ones. */
const ownerId = (n: number) => `owner-${String(n).padStart(6, '0')}`;
const tokenOf = (n: number) => `scale-token-${n}`;
const jobsOf = (n: number) => (n <= SIZE.large ? SIZE.largeJobs : SIZE.smallJobs);
/** The uuid PostgreSQL's md5(text)::uuid gives. */
const md5Uuid = (text: string) => {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const jobIdOf = (n: number, g: number) => `job-${md5Uuid(`j${n}-${g}`)}`;
const customerIdOf = (n: number, k: number) => `customer-${md5Uuid(`c${n}-${k}`)}`;
/** Paid jobs: every twelfth (completed, paid in full with one payment, a later write). */
const paidCount = (jobs: number) => (jobs >= 6 ? Math.floor((jobs - 6) / 12) + 1 : 0);
/** An owner's change number once seeded: customers, then jobs, then the payments. */
const seededVersion = (n: number) => {
  const jobs = jobsOf(n);
  return jobs / 10 + jobs + paidCount(jobs);
};

/** Empties the database (refused when it holds data this bench did not put there), then migrates. */
async function freshSchema(url: string): Promise<Db> {
  const db = await openDb({ databaseUrl: url, dataDir: 'memory://' });
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
  );
  const isOurs = tables.length === 0 || tables.some((table) => table.name === 'scale_bench');
  if (!isOurs) {
    await db.close();
    console.error(
      'DATABASE_URL names a database with data this bench did not seed; the bench drops ' +
        'everything in its database, so give it an empty one (createdb jobtrack_scale).',
    );
    process.exit(2);
  }
  await db.query('DROP SCHEMA public CASCADE');
  await db.query('CREATE SCHEMA public');
  await migrate(db);
  await db.query('CREATE TABLE scale_bench (seeded_at timestamptz NOT NULL DEFAULT now())');
  await db.query('INSERT INTO scale_bench DEFAULT VALUES');
  return db;
}

// --- The seed: what the app would have written, by SQL -------------------------------------------
/**
 * Owners `first`..`last`, each with `jobs` jobs (ten years of them, the newest a month ahead), a
 * tenth as many customers, and one payment on every twelfth job (a completed one, paid in full).
 * Numbered as the app numbers writes made one by one: customers 1..C, jobs C+1..C+J, then each
 * payment its own number, which its job takes too (the payment's write settles the job). The
 * running totals and change numbers are computed from the rows, so the seed holds whether the
 * totals are kept by triggers or by the writes. Triggers are off while it inserts.
 */
const seedTimes = new Map<string, number>();

async function seedOwners(db: Db, first: number, last: number, jobs: number) {
  const customers = jobs / 10;
  const paid = paidCount(jobs);
  const range = [ownerId(first), ownerId(last)];
  await db.transaction(async (raw) => {
    // Each statement's time, by its first words, for the seed's note.
    const tx = {
      async query<Row>(sql: string, params?: unknown[]) {
        const start = performance.now();
        const rows = await raw.query<Row>(sql, params);
        const label = sql.trim().split(/\s+/).slice(0, 3).join(' ');
        seedTimes.set(label, (seedTimes.get(label) ?? 0) + performance.now() - start);
        return rows;
      },
    };
    await tx.query('SET LOCAL synchronous_commit = off');
    const [role] = await tx.query<{ rolsuper: boolean }>(
      'SELECT rolsuper FROM pg_roles WHERE rolname = current_user',
    );
    const tables = ['customers', 'jobs', 'payments'];
    if (role?.rolsuper) await tx.query('SET LOCAL session_replication_role = replica');
    else for (const table of tables) await tx.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    await tx.query(
      `INSERT INTO users (id, email, name, password_hash)
       SELECT 'owner-' || lpad(o::text, 6, '0'), 'owner' || o || '@scale.example.com',
         'Owner ' || o, 'seeded: signs in with its token only'
       FROM generate_series($1::int, $2::int) AS o`,
      [first, last],
    );
    await tx.query(
      `INSERT INTO auth_tokens (token_hash, user_id, expires_at)
       SELECT encode(sha256(convert_to('scale-token-' || o, 'UTF8')), 'hex'),
         'owner-' || lpad(o::text, 6, '0'), now() + interval '30 days'
       FROM generate_series($1::int, $2::int) AS o`,
      [first, last],
    );
    await tx.query(
      `INSERT INTO customers (owner_id, id, name, email, phone, address, notes, service_type,
         created_at, updated_at, change_seq)
       SELECT 'owner-' || lpad(o::text, 6, '0'), 'customer-' || md5('c' || o || '-' || k)::uuid,
         'Customer ' || k, 'customer' || k || '@example.com', '(555) 123-4567',
         k || ' Elm Street, Springfield', 'Gate code 1234; dog in the yard', 'Lawn Care',
         now() - interval '10 years', now() - interval '10 years', k
       FROM generate_series($1::int, $2::int) AS o, generate_series(1, $3::int) AS k`,
      [first, last, customers],
    );
    // Job g: its day (g = J a month ahead, g = 1 ten years back), status by turns, paid when
    // g % 12 = 6 (then completed, actual cost set); its number C + g, or its payment's.
    const jobRows = `SELECT o, 'owner-' || lpad(o::text, 6, '0') AS owner, g,
         current_date + 30 - (($4::int - g) * 3650 / $4::int) AS day
       FROM generate_series($1::int, $2::int) AS o, generate_series(1, $4::int) AS g`;
    await tx.query(
      `INSERT INTO jobs (owner_id, id, customer_id, title, description, status, estimated_cost,
         actual_cost, due_date, paid, amount_paid, payment_method, paid_at, completed_at,
         created_at, updated_at, change_seq)
       SELECT owner, 'job-' || md5('j' || o || '-' || g)::uuid,
         'customer-' || md5('c' || o || '-' || (1 + g % $3::int))::uuid,
         'Lawn Mowing', 'Front and back yard',
         (ARRAY['pending', 'in_progress', 'completed', 'cancelled'])[1 + g % 4], 50 + g % 100,
         CASE WHEN g % 4 = 2 THEN 55 + g % 100 END, day, g % 12 = 6,
         CASE WHEN g % 12 = 6 THEN 55 + g % 100 END,
         CASE WHEN g % 12 = 6 THEN 'cash' END,
         CASE WHEN g % 12 = 6 THEN (day::text || 'T12:00:00Z')::timestamptz END,
         CASE WHEN g % 4 = 2 THEN day + time '14:30' END,
         day - 7 + time '09:00',
         CASE WHEN g % 12 = 6 THEN day + time '17:00' ELSE day - 7 + time '09:00' END,
         CASE WHEN g % 12 = 6 THEN $3::int + $4::int + (g - 6) / 12 + 1 ELSE $3::int + g END
       FROM (${jobRows}) AS j`,
      [first, last, customers, jobs],
    );
    await tx.query(
      `INSERT INTO payments (owner_id, id, job_id, amount, method, paid_on, created_at, change_seq)
       SELECT owner, 'payment-' || md5('p' || o || '-' || g)::uuid,
         'job-' || md5('j' || o || '-' || g)::uuid, 55 + g % 100, 'cash', day,
         day + time '17:00', $3::int + $4::int + (g - 6) / 12 + 1
       FROM (${jobRows}) AS j WHERE g % 12 = 6`,
      [first, last, customers, jobs],
    );
    await tx.query(
      `INSERT INTO sync_state (owner_id, version)
       SELECT 'owner-' || lpad(o::text, 6, '0'), $3::int FROM generate_series($1::int, $2::int) AS o`,
      [first, last, customers + jobs + paid],
    );
    // The running totals as the app keeps them (migrations 006 and 008), from the rows, in one
    // pass over each table (no join the planner could turn into a scan per owner).
    await tx.query(
      `INSERT INTO owner_totals AS t (owner_id, customers, jobs, pending, in_progress, completed,
         cancelled, paid_count, paid_amount, unpaid_count, unpaid_amount)
       SELECT owner_id, sum(customers), sum(jobs), sum(pending), sum(in_progress), sum(completed),
         sum(cancelled), sum(paid_count), sum(paid_amount), sum(unpaid_count), sum(unpaid_amount)
       FROM (
         SELECT owner_id, 1 AS customers, 0 AS jobs, 0 AS pending, 0 AS in_progress,
           0 AS completed, 0 AS cancelled, 0 AS paid_count, 0::numeric AS paid_amount,
           0 AS unpaid_count, 0::numeric AS unpaid_amount
         FROM customers WHERE owner_id BETWEEN $1 AND $2
         UNION ALL
         SELECT owner_id, 0, 1, (status = 'pending')::int, (status = 'in_progress')::int,
           (status = 'completed')::int, (status = 'cancelled')::int, paid::int,
           CASE WHEN paid THEN coalesce(actual_cost, estimated_cost, 0) ELSE 0 END,
           (NOT paid AND status <> 'cancelled' AND NOT skipped)::int,
           CASE WHEN NOT paid AND status <> 'cancelled' AND NOT skipped
             THEN coalesce(actual_cost, estimated_cost, 0) ELSE 0 END
         FROM jobs WHERE owner_id BETWEEN $1 AND $2
       ) AS rows
       GROUP BY owner_id
       ON CONFLICT (owner_id) DO UPDATE SET customers = EXCLUDED.customers,
         jobs = EXCLUDED.jobs, pending = EXCLUDED.pending, in_progress = EXCLUDED.in_progress,
         completed = EXCLUDED.completed, cancelled = EXCLUDED.cancelled,
         paid_count = EXCLUDED.paid_count, paid_amount = EXCLUDED.paid_amount,
         unpaid_count = EXCLUDED.unpaid_count, unpaid_amount = EXCLUDED.unpaid_amount`,
      range,
    );
    if (!role?.rolsuper)
      for (const table of tables) await tx.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  });
}

/** Seeds owners `first`..`last` of one size in batches of about 200k jobs. */
async function seedRange(db: Db, first: number, last: number, jobs: number) {
  const batch = Math.max(1, Math.floor(200_000 / jobs));
  for (let from = first; from <= last; from += batch) {
    await seedOwners(db, from, Math.min(last, from + batch - 1), jobs);
  }
}

/**
 * Runs a bulk seed with the seeded tables' secondary indexes dropped, then builds them again
 * from their own definitions (pg_indexes), so the schema ends exactly as the migrations made it:
 * one sorted build per index instead of millions of random inserts. Primary keys stay (the
 * foreign keys need them).
 */
async function withoutIndexes(db: Db, work: () => Promise<void>) {
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename IN ('customers', 'jobs', 'payments')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const index of indexes) await db.query(`DROP INDEX ${index.name}`);
  try {
    await work();
  } finally {
    await db.transaction(async (tx) => {
      await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
      for (const index of indexes) await tx.query(index.definition);
    });
  }
}

/** The seed agrees with itself: every owner's number is its newest row's, its totals its rows'. */
async function checkSeed(db: Db) {
  const [row] = await db.query<{ bad_versions: string; bad_totals: string; jobs: string }>(
    `SELECT
       (SELECT count(*) FROM sync_state s WHERE s.version <> greatest(
          (SELECT max(change_seq) FROM customers c WHERE c.owner_id = s.owner_id),
          (SELECT max(change_seq) FROM jobs j WHERE j.owner_id = s.owner_id),
          (SELECT max(change_seq) FROM payments p WHERE p.owner_id = s.owner_id))) AS bad_versions,
       (SELECT count(*) FROM owner_totals t WHERE t.jobs <> (SELECT count(*) FROM jobs j
          WHERE j.owner_id = t.owner_id)
          OR t.customers <> (SELECT count(*) FROM customers c WHERE c.owner_id = t.owner_id))
         AS bad_totals,
       (SELECT count(*) FROM jobs) AS jobs`,
  );
  return {
    ok: Number(row?.bad_versions) === 0 && Number(row?.bad_totals) === 0,
    text: `${Number(row?.jobs).toLocaleString('en-US')} jobs; owners whose number or totals disagree with their rows: ${row?.bad_versions} / ${row?.bad_totals}`,
  };
}

// --- Two API processes (the server entry) on the database --------------------------------------
type Server = { child: ChildProcess; port: number; agent: Agent };

async function startServer(url: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
      AUTO_BACKUP: 'false',
      WEB_DIST: '/nonexistent/jobtrack-bench-web',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  for (let tries = 0; ; tries += 1) {
    const answer = await call({ port, agent } as Server, 'GET', '/api/health').catch(() => null);
    if (answer?.status === 200) break;
    if (tries > 600 || child.exitCode !== null) throw new Error('an API process did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, port, agent };
}

async function stopServer(server: Server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  server.agent.destroy();
  await exited;
}

/** A process's CPU time so far in ms (Linux /proc; 0 elsewhere). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

type Answer = { status: number; ms: number; body: string };
let errors = 0;
const errorSamples: string[] = [];
function error(text: string) {
  errors += 1;
  if (errorSamples.length < 5) errorSamples.push(text);
}

function call(
  server: Pick<Server, 'port' | 'agent'>,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const start = performance.now();
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: url,
        agent: server.agent,
        headers: {
          ...headers,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - start,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A call that must answer one of `expected`; anything else (or no answer) counts as an error. */
async function must(
  server: Server,
  method: string,
  url: string,
  owner: number,
  expected: number[],
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<Answer | undefined> {
  try {
    const answer = await call(
      server,
      method,
      url,
      { authorization: `Bearer ${tokenOf(owner)}`, ...extra },
      body,
    );
    if (!expected.includes(answer.status)) {
      error(`${method} ${url.split('?')[0]} → ${answer.status} ${answer.body.slice(0, 120)}`);
      return undefined;
    }
    return answer;
  } catch (failure) {
    error(`${method} ${url.split('?')[0]} → ${String(failure)}`);
    return undefined;
  }
}

const today = () => new Date().toISOString().slice(0, 10);
type Pull = { cursor: string; changes: number; ms: number; hasMore: boolean };
const COUNTED = [
  'customers',
  'jobs',
  'deleted_customers',
  'deleted_jobs',
  'documents',
  'deleted_documents',
  'series',
  'deleted_series',
  'payments',
  'deleted_payments',
  'quotes',
  'deleted_quotes',
] as const;

/** A device's pull, as the app asks (its cursor named in If-None-Match: a 304 when unchanged). */
async function pull(server: Server, owner: number, cursor: string): Promise<Pull | undefined> {
  const answer = await must(
    server,
    'GET',
    `/api/sync?since=${cursor}`,
    owner,
    [200, 304],
    undefined,
    {
      'if-none-match': `"${cursor}"`,
    },
  );
  if (!answer) return undefined;
  if (answer.status === 304) return { cursor, changes: 0, ms: answer.ms, hasMore: false };
  const json = JSON.parse(answer.body) as Record<string, unknown> & {
    cursor: string;
    has_more: boolean;
  };
  const changes = COUNTED.reduce(
    (sum, key) => sum + (Array.isArray(json[key]) ? (json[key] as unknown[]).length : 0),
    0,
  );
  return { cursor: json.cursor, changes, ms: answer.ms, hasMore: json.has_more };
}

// --- By-id and stats, one request at a time ------------------------------------------------------
async function readTimes(servers: Server[], owner: number) {
  const byId: number[] = [];
  const stats: number[] = [];
  // Warm-up: connections, plans, caches.
  for (let run = 0; run < 50; run += 1) {
    const server = servers[run % servers.length]!;
    await must(
      server,
      'GET',
      `/api/jobs/${jobIdOf(owner, 1 + ((run * 37) % jobsOf(owner)))}`,
      owner,
      [200],
    );
  }
  for (let run = 0; run < SAMPLES; run += 1) {
    const server = servers[run % servers.length]!;
    const job = jobIdOf(owner, 1 + ((run * 7919) % jobsOf(owner)));
    const a = await must(server, 'GET', `/api/jobs/${job}`, owner, [200]);
    if (a) byId.push(a.ms);
    // Each call another day and offset: an answer not kept yet, so the figures are computed.
    const offset = (run % 1400) - 700;
    const b = await must(
      server,
      'GET',
      `/api/dashboard/stats?date=${today()}&utc_offset=${offset}`,
      owner,
      [200],
    );
    if (b) stats.push(b.ms);
  }
  return { byId: median(byId), stats: median(stats), byIdP99: quantile(byId, 0.99) };
}

// --- The mixed load ---------------------------------------------------------------------------
type Device = { owner: number; cursor: string; busy: boolean };

async function mixedLoad(servers: Server[], devices: Device[], seconds: number) {
  const times = {
    idlePull: [] as number[],
    changedPull: [] as number[],
    write: [] as number[],
    stats: [] as number[],
    list: [] as number[],
    byId: [] as number[],
  };
  let sent = 0;
  let serverTurn = 0;
  const kinds = Object.entries(MIX) as Array<[keyof typeof MIX, number]>;
  const pick = () => {
    let at = Math.random();
    for (const [kind, share] of kinds) {
      at -= share;
      if (at <= 0) return kind;
    }
    return 'pull';
  };
  const one = async () => {
    const server = servers[serverTurn++ % servers.length]!;
    const device = devices[Math.floor(Math.random() * devices.length)]!;
    const { owner } = device;
    const jobs = jobsOf(owner);
    const kind = pick();
    if (kind === 'pull') {
      // One pull at a time per device, as the app does.
      if (device.busy) return;
      device.busy = true;
      const answer = await pull(server, owner, device.cursor);
      device.busy = false;
      if (!answer) return;
      device.cursor = answer.cursor;
      (answer.changes === 0 ? times.idlePull : times.changedPull).push(answer.ms);
    } else if (kind === 'write') {
      // Four in five an edit of a job (a title, so a merge by field), one in five a new job.
      const answer =
        Math.random() < 0.8
          ? await must(
              server,
              'PUT',
              `/api/jobs/${jobIdOf(owner, 1 + Math.floor(Math.random() * jobs))}`,
              owner,
              [200],
              {
                title: `Lawn Mowing ${randomUUID().slice(0, 8)}`,
              },
            )
          : await must(server, 'POST', '/api/jobs', owner, [201], {
              id: `job-${randomUUID()}`,
              customer_id: customerIdOf(owner, 1 + Math.floor(Math.random() * (jobs / 10))),
              title: 'Hedge Trimming',
              due_date: today(),
              estimated_cost: 80,
            });
      if (answer) times.write.push(answer.ms);
    } else if (kind === 'stats') {
      const answer = await must(
        server,
        'GET',
        `/api/dashboard/stats?date=${today()}&utc_offset=-300`,
        owner,
        [200],
      );
      if (answer) times.stats.push(answer.ms);
    } else if (kind === 'list') {
      const url =
        Math.random() < 0.5
          ? '/api/jobs?limit=50'
          : Math.random() < 0.5
            ? '/api/customers?limit=50'
            : `/api/jobs/today?date=${today()}&utc_offset=-300`;
      const answer = await must(server, 'GET', url, owner, [200]);
      if (answer) times.list.push(answer.ms);
    } else {
      const job = jobIdOf(owner, 1 + Math.floor(Math.random() * jobs));
      const answer = await must(server, 'GET', `/api/jobs/${job}`, owner, [200]);
      if (answer) times.byId.push(answer.ms);
    }
  };
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      if (elapsed >= seconds) {
        clearInterval(tick);
        resolve();
        return;
      }
      // Open loop: the requests due by now are sent whatever the answers' pace.
      while (sent < elapsed * RATE) {
        sent += 1;
        const request = one().finally(() => inFlight.delete(request));
        inFlight.add(request);
      }
    }, 5);
  });
  await Promise.all(inFlight);
  return { times, sent, seconds: (performance.now() - started) / 1000 };
}

/**
 * Owners apart from the load's devices, one after another (a few at once): a device makes 50
 * changes (job edits), then another device of the owner pulls them; its pull is timed and must
 * bring exactly those 50 changes.
 */
async function fiftyChanges(servers: Server[], owners: number[], until: number) {
  const times: number[] = [];
  let wrong = 0;
  const queue = [...owners];
  const worker = async (lane: number) => {
    for (
      let owner = queue.shift();
      owner !== undefined && performance.now() < until;
      owner = queue.shift()
    ) {
      const server = servers[lane % servers.length]!;
      const cursor = String(seededVersion(owner));
      for (let change = 1; change <= 50; change += 1) {
        await must(server, 'PUT', `/api/jobs/${jobIdOf(owner, change)}`, owner, [200], {
          title: `Edited ${change} ${randomUUID().slice(0, 8)}`,
        });
      }
      const other = servers[(lane + 1) % servers.length]!;
      const answer = await pull(other, owner, cursor);
      if (!answer) continue;
      times.push(answer.ms);
      if (answer.changes !== 50 || Number(answer.cursor) !== Number(cursor) + 50) wrong += 1;
    }
  };
  await Promise.all([0, 1, 2, 3].map(worker));
  return { times, wrong };
}

/** 50 writes at once from one owner's devices, over both processes. */
async function fiftyAtOnce(db: Db, servers: Server[], owner: number) {
  const id = ownerId(owner);
  const [before] = await db.query<{ version: string }>(
    'SELECT version FROM sync_state WHERE owner_id = $1',
    [id],
  );
  const [totals] = await db.query<{ jobs: number; in_progress: number }>(
    'SELECT jobs, in_progress FROM owner_totals WHERE owner_id = $1',
    [id],
  );
  const errorsBefore = errors;
  const writes: Array<Promise<Answer | undefined>> = [];
  for (let index = 0; index < 50; index += 1) {
    const server = servers[index % servers.length]!;
    if (index < 20) {
      // A pending job of the owner's started (g % 4 = 0 is pending): its totals move.
      writes.push(
        must(server, 'PUT', `/api/jobs/${jobIdOf(owner, 4 * (index + 1000))}`, owner, [200], {
          status: 'in_progress',
        }),
      );
    } else if (index < 40) {
      writes.push(
        must(server, 'POST', '/api/jobs', owner, [201], {
          id: `job-${randomUUID()}`,
          customer_id: customerIdOf(owner, 1 + index),
          title: `At once ${index}`,
          due_date: today(),
        }),
      );
    } else {
      // Ten devices editing one job at the same moment.
      writes.push(
        must(server, 'PUT', `/api/jobs/${jobIdOf(owner, 3)}`, owner, [200], {
          description: `Note from device ${index}`,
        }),
      );
    }
  }
  const answers = await Promise.all(writes);
  const ok = answers.filter((answer) => answer !== undefined).length;
  const [after] = await db.query<{ version: string }>(
    'SELECT version FROM sync_state WHERE owner_id = $1',
    [id],
  );
  const [totalsAfter] = await db.query<{ jobs: number; in_progress: number }>(
    'SELECT jobs, in_progress FROM owner_totals WHERE owner_id = $1',
    [id],
  );
  const numbers = Number(after?.version) - Number(before?.version);
  const totalsRight =
    Number(totalsAfter?.jobs) === Number(totals?.jobs) + 20 &&
    Number(totalsAfter?.in_progress) === Number(totals?.in_progress) + 20;
  return {
    ok: ok === 50 && numbers === 50 && totalsRight && errors === errorsBefore,
    text: `${ok} of 50 answered 2xx, ${numbers} change numbers taken, totals ${totalsRight ? 'right' : 'WRONG'}, slowest ${ms(Math.max(...answers.map((answer) => answer?.ms ?? 0)))}`,
  };
}

// --- The embedded server's memory (--memory) ----------------------------------------------------
async function memoryPart() {
  const sizes = isQuick ? [1_000, 10_000] : [1_000, 10_000, 100_000];
  const run = (env: Record<string, string>) =>
    new Promise<Record<string, { rss: number; heap: number }> & { token: string; seedMs: number }>(
      (resolve, reject) => {
        const child = fork(path.join(here, 'memory-target.mts'), [], {
          execArgv: ['--import', 'tsx', '--expose-gc'],
          env: { ...process.env, ...env },
        });
        child.once('message', resolve as (value: unknown) => void);
        child.once('exit', (code) => code && reject(new Error(`memory target exited (${code})`)));
      },
    );
  console.log(
    'PGlite on disk, one owner; RSS of the server process (the JavaScript heap in brackets)',
  );
  for (const jobs of sizes) {
    const dir = mkdtempSync(path.join(tmpdir(), 'jobtrack-scale-memory-'));
    try {
      const seeded = await run({ MEM_JOBS: String(jobs), MEM_DATA_DIR: dir, MEM_PHASE: 'seed' });
      const served = await run({
        MEM_JOBS: String(jobs),
        MEM_DATA_DIR: dir,
        MEM_PHASE: 'serve',
        MEM_TOKEN: seeded.token,
      });
      const at = (value: { rss: number; heap: number } | undefined) =>
        value ? `${mb(value.rss)} (${mb(value.heap)})` : '?';
      note(
        `${(jobs / 1000).toLocaleString('en-US')}k jobs: first start (new database) ${at(seeded.started)}, after the seed ${at(seeded.seeded)}; after a restart ${at(served.started)}, dashboard and day ${at(served.day)}, first sync ${at(served.synced)}, whole lists ${at(served.lists)}, idle ${at(served.idle)}`,
      );
      // The README's hosting advice: plan on 1 GB of RAM for a PGlite server.
      const peak = Math.max(
        ...[seeded.started, seeded.seeded, served.day, served.synced, served.lists].map(
          (value) => value?.rss ?? 0,
        ),
      );
      budget(
        peak <= 1024 * 1024 * 1024,
        `PGlite server's peak RSS, ${jobs / 1000}k jobs`,
        mb(peak),
        '≤ 1 GB, the hosting advice',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

// --- The run --------------------------------------------------------------------------------------
const startedAt = performance.now();
if (isMemory) {
  await memoryPart();
} else {
  const postgres = await startPostgres('scale');
  if (!postgres) {
    console.error(
      'npm run bench:scale needs PostgreSQL: set DATABASE_URL to an empty database ' +
        '(DATABASE_URL=postgresql://user@host:5432/jobtrack_scale npm run bench:scale), or install ' +
        'PostgreSQL (/usr/lib/postgresql/*/bin) for a scratch server. `--memory` runs without it.',
    );
    process.exit(2);
  }
  const servers: Server[] = [];
  // Stopped with Ctrl-C: the API processes and a scratch PostgreSQL go too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      for (const server of servers) server.child.kill('SIGTERM');
      postgres.stop();
      process.exit(130);
    });
  try {
    const total = SIZE.small * SIZE.smallJobs + SIZE.large * SIZE.largeJobs;
    console.log(
      `JobTrack scale bench${isQuick ? ' (--quick)' : ''}: ${SIZE.small.toLocaleString('en-US')} owners × ${SIZE.smallJobs} jobs + ${SIZE.large} × ${SIZE.largeJobs.toLocaleString('en-US')} (${total.toLocaleString('en-US')} jobs), 2 API processes, ${RATE} req/s for ${SECONDS} s`,
    );
    note(
      `load average at the start: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')} (2 cores)`,
    );
    const db = await freshSchema(postgres.url);
    // (1) One owner of 10k jobs alone: the by-id and stats figures at 10k jobs.
    await seedRange(db, 1, 1, SIZE.largeJobs);
    await db.query('VACUUM ANALYZE');
    servers.push(await startServer(postgres.url), await startServer(postgres.url));
    const small = await readTimes(servers, 1);
    note(
      `10k jobs in the database: by-id ${ms(small.byId)} (p99 ${ms(small.byIdP99)}), stats ${ms(small.stats)} (medians of ${SAMPLES}, one at a time)`,
    );

    // (2) Everyone else, then the same owner's figures again.
    const seedStart = performance.now();
    await withoutIndexes(db, async () => {
      await seedRange(db, 2, SIZE.large, SIZE.largeJobs);
      await seedRange(db, SIZE.large + 1, SIZE.large + SIZE.small, SIZE.smallJobs);
    });
    const seedS = (performance.now() - seedStart) / 1000;
    await db.query('VACUUM ANALYZE');
    await db.query('CHECKPOINT');
    const seed = await checkSeed(db);
    note(`seeded in ${seedS.toFixed(0)} s (+ VACUUM ANALYZE): ${seed.text}`);
    note(
      `seed statements: ${[...seedTimes].map(([label, time]) => `${label} ${(time / 1000).toFixed(1)} s`).join(', ')}`,
    );
    budget(
      seed.ok,
      'seed: change numbers and running totals agree with the rows',
      seed.ok ? 'yes' : 'no',
      'yes',
    );
    const big = await readTimes(servers, 1);
    note(
      `${(total / 1e6).toFixed(1)}M jobs in the database: by-id ${ms(big.byId)} (p99 ${ms(big.byIdP99)}), stats ${ms(big.stats)}`,
    );

    // (3) The mixed load, with the 50-change pulls beside it.
    const fifty = [
      ...Array.from({ length: 5 }, (_, index) => SIZE.large - index),
      ...Array.from({ length: FIFTY_OWNERS - 5 }, (_, index) => SIZE.large + SIZE.small - index),
    ];
    const devices: Device[] = [];
    for (let owner = 1; owner <= SIZE.large + SIZE.small; owner += 1) {
      if (fifty.includes(owner)) continue;
      // Three devices for a busy owner (phone, tablet, laptop), one for the others.
      for (let device = 0; device < (owner <= SIZE.large ? 3 : 1); device += 1)
        devices.push({ owner, cursor: String(seededVersion(owner)), busy: false });
    }
    const until = performance.now() + SECONDS * 1000;
    const cpuBefore = servers.reduce((sum, server) => sum + cpuMs(server.child.pid), 0);
    const [mixed, changed] = await Promise.all([
      mixedLoad(servers, devices, SECONDS),
      fiftyChanges(servers, fifty, until),
    ]);
    const { times } = mixed;
    const cpuUsed = servers.reduce((sum, server) => sum + cpuMs(server.child.pid), 0) - cpuBefore;
    note(
      `the API processes' CPU: ${(cpuUsed / 1000).toFixed(1)} s for ${mixed.sent} requests and ${changed.times.length * 51} more (${(cpuUsed / (mixed.sent + changed.times.length * 51)).toFixed(2)} ms a request; the database's apart)`,
    );
    note(
      `load average after the load: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
    );
    const pullsPerS = (times.idlePull.length + times.changedPull.length) / mixed.seconds;
    note(
      `${mixed.sent} requests in ${mixed.seconds.toFixed(0)} s (${(mixed.sent / mixed.seconds).toFixed(0)}/s) over ${devices.length.toLocaleString('en-US')} devices; ${pullsPerS.toFixed(0)} pulls/s = ${Math.round(pullsPerS * PULL_EVERY_S).toLocaleString('en-US')} devices pulling every ${PULL_EVERY_S} s`,
    );
    const row = (label: string, values: number[]) =>
      note(
        `${label.padEnd(30)} ${String(values.length).padStart(6)}  p50 ${ms(quantile(values, 0.5)).padStart(9)}  p99 ${ms(quantile(values, 0.99)).padStart(9)}`,
      );
    row('sync pull, nothing new', times.idlePull);
    row('sync pull, some changes', times.changedPull);
    row('sync pull, 50 changes', changed.times);
    row('write (PUT/POST /api/jobs)', times.write);
    row('dashboard stats', times.stats);
    row('list page (jobs, customers, day)', times.list);
    row('job by id', times.byId);

    // (4) 50 writes at once from one owner's devices.
    const atOnce = await fiftyAtOnce(db, servers, 1);

    const idleP99 = quantile(times.idlePull, 0.99);
    budget(idleP99 <= 20, 'p99 of a sync pull with nothing new', ms(idleP99), '≤ 20 ms');
    const fiftyP99 = quantile(changed.times, 0.99);
    budget(
      changed.times.length >= 10 && fiftyP99 <= 50 && changed.wrong === 0,
      'p99 of a sync pull with 50 changes',
      `${ms(fiftyP99)} over ${changed.times.length} pulls${changed.wrong ? `, ${changed.wrong} brought other than 50` : ''}`,
      '≤ 50 ms, each exactly its 50',
    );
    const writeP99 = quantile(times.write, 0.99);
    budget(writeP99 <= 50, 'p99 of a write', ms(writeP99), '≤ 50 ms');
    const byIdRatio = big.byId / small.byId;
    budget(
      byIdRatio <= 1.2,
      `by-id at ${(total / 1e6).toFixed(1)}M jobs vs 10k`,
      `${byIdRatio.toFixed(2)}x (${ms(big.byId)} vs ${ms(small.byId)})`,
      '≤ 1.2x',
    );
    const statsRatio = big.stats / small.stats;
    budget(
      statsRatio <= 1.2,
      `stats at ${(total / 1e6).toFixed(1)}M jobs vs 10k`,
      `${statsRatio.toFixed(2)}x (${ms(big.stats)} vs ${ms(small.stats)})`,
      '≤ 1.2x',
    );
    budget(
      atOnce.ok,
      '50 writes at once from one owner’s devices',
      atOnce.text,
      'all succeed, no deadlock',
    );
    budget(errors === 0, 'errors over the whole run', String(errors), '0');
    if (errors > 0) note(`first: ${errorSamples.join(' | ')}`);
    await db.close();
  } finally {
    await Promise.all(servers.map(stopServer));
    postgres.stop();
  }
}

const failed = lines.filter((line) => line.ok === false).length;
const passed = lines.filter((line) => line.ok === true).length;
console.log(
  `\n${failed === 0 ? 'PASS' : 'FAIL'}: ${passed} of ${passed + failed} budgets met${failed ? `, ${failed} failed` : ''} in ${((performance.now() - startedAt) / 1000).toFixed(0)} s${isQuick ? ' (--quick)' : ''}.`,
);
if (isCheck && failed > 0) process.exitCode = 1;
