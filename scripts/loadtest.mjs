// `npm run loadtest`: the real server under 60 s of 50 connections, 80 % reads and 20 % writes
// over 5 owners (issue 11). Prints the non-2xx count, latency percentiles and the server's memory
// at start and end. A measurement, not a gate. LOADTEST_DURATION / LOADTEST_CONNECTIONS change
// the run; DATABASE_URL runs it on a PostgreSQL server instead of a fresh embedded database.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.env.LOADTEST_DURATION ?? 60);
const CONNECTIONS = Number(process.env.LOADTEST_CONNECTIONS ?? 50);
const OWNERS = 5;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The server's resident memory in MB (Linux /proc; elsewhere unknown). */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return undefined;
  }
}

async function startServer(port, dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
      AUTO_BACKUP: 'false',
      AUTH_RATE_LIMIT: '10000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('JobTrack is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  return child;
}

async function json(base, method, url, token, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** An owner with 20 customers and 40 jobs, as a small business has. */
async function seedOwner(base, index) {
  const { token } = await json(base, 'POST', '/api/auth/register', undefined, {
    name: `Load Owner ${index}`,
    email: `load-${index}-${randomUUID()}@example.com`,
    password: 'load-test-1',
  });
  const customers = [];
  for (let c = 0; c < 20; c += 1) {
    customers.push(await json(base, 'POST', '/api/customers', token, { name: `Customer ${c}` }));
  }
  const jobs = [];
  for (let j = 0; j < 40; j += 1) {
    jobs.push(
      await json(base, 'POST', '/api/jobs', token, {
        customer_id: customers[j % 20].id,
        title: `Job ${j}`,
        estimated_cost: 50 + j,
        due_date: `2026-0${1 + (j % 9)}-1${j % 10}`,
      }),
    );
  }
  return { token, customers: customers.map((c) => c.id), jobs: jobs.map((j) => j.id) };
}

const READS = [
  '/api/customers',
  '/api/jobs',
  '/api/dashboard/stats',
  '/api/sync',
  '/api/jobs/unpaid',
];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One request of the mix: 80 % reads, 20 % writes (new customers, jobs marked paid). */
function nextRequest(owners) {
  const owner = pick(owners);
  const headers = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
  const roll = Math.random();
  if (roll < 0.8) return { method: 'GET', path: pick(READS), headers };
  if (roll < 0.9) {
    const id = `customer-${randomUUID()}`;
    return {
      method: 'POST',
      path: '/api/customers',
      headers: { ...headers, 'idempotency-key': id },
      body: JSON.stringify({ id, name: 'Load Lee', phone: '555-0100' }),
    };
  }
  return {
    method: 'PUT',
    path: `/api/jobs/${pick(owner.jobs)}`,
    headers,
    body: JSON.stringify({ status: 'completed', paid: Math.random() < 0.5 }),
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'jobtrack-loadtest-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer(port, dataDir);
try {
  const owners = [];
  for (let index = 0; index < OWNERS; index += 1) owners.push(await seedOwner(base, index));
  const memoryAtStart = rssMb(server.pid);
  console.log(
    `Load test: ${DURATION} s, ${CONNECTIONS} connections, 80 % reads / 20 % writes, ${OWNERS} owners, ` +
      `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}.`,
  );
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ setupRequest: () => nextRequest(owners) }],
  });
  const memoryAtEnd = rssMb(server.pid);
  const nonOk = result.non2xx + result.errors + result.timeouts;
  console.log(
    `Requests:       ${result.requests.total} (${Math.round(result.requests.average)}/s)`,
  );
  console.log(
    `Non-2xx:        ${nonOk} (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
  );
  console.log(
    `Latency (ms):   p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
  );
  console.log(
    `Server memory:  ${memoryAtStart ?? '?'} MB at start, ${memoryAtEnd ?? '?'} MB at end (RSS)`,
  );
  process.exitCode = nonOk === 0 ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
