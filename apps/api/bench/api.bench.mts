// `npm run bench`: JobTrack's speed budgets (issue 12), measured in one run against references
// on the same machine: raw node:http and a bare Fastify route doing one
// `SELECT … WHERE id = $1 AND owner_id = $2` on the same engine. PGlite always; PostgreSQL too
// when DATABASE_URL is set or a PostgreSQL server is installed (a scratch one is started, as
// .ci/run does). Datasets of 1k, 10k and 100k jobs (a tenth as many customers), seeded by SQL;
// autocannon at 50 connections, medians of 3 rounds. Ends with the sync, merge, import (100k jobs)
// and replica budgets.
//   --quick   1k and 10k jobs only, 3 s rounds (a development run)
//   --check   exit non-zero when any budget fails
//   --only pglite|postgres   that engine's budgets alone (no sync or replica run): a targeted run
// The machine is shared: budgets are ratios to the references where they can be.
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startPostgres } from './scratch-postgres.mts';

const args = new Set(process.argv.slice(2));
const isQuick = args.has('--quick');
const isCheck = args.has('--check');
const argv = process.argv.slice(2);
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
if (only !== undefined && only !== 'pglite' && only !== 'postgres') {
  console.error('--only takes pglite or postgres');
  process.exit(2);
}
const SIZES = isQuick ? [1_000, 10_000] : [1_000, 10_000, 100_000];
const ROUNDS = 3;
const SECONDS = isQuick ? 3 : 10;
const CONNECTIONS = 50;
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

type Engine = 'pglite' | 'postgres';
type Line = { ok: boolean | undefined; text: string };
const lines: Line[] = [];
const info: string[] = [];

/** One budget line: PASS/FAIL, the figure, the budget (SKIP when not measured in this run). */
function budget(ok: boolean | undefined, what: string, figure: string, limit: string) {
  const status = ok === undefined ? 'SKIP' : ok ? 'PASS' : 'FAIL';
  const text = `${status}  ${what}: ${figure} (budget ${limit})`;
  lines.push({ ok, text });
  console.log(text);
}
const note = (text: string) => {
  info.push(text);
  console.log(`      ${text}`);
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

// --- One target process per engine and dataset ----------------------------------------------
type Ready = {
  engine: Engine;
  seedMs: number;
  ports: { app: number; bare: number; raw: number };
  token: string;
  customerId: string;
  jobId: string;
  rss: number;
};
type Target = { child: ChildProcess; ready: Ready; ask: <T>(type: string) => Promise<T> };

async function startTarget(jobs: number, databaseUrl: string | undefined): Promise<Target> {
  const child = fork(path.join(here, 'target.mts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, BENCH_JOBS: String(jobs), BENCH_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<string, (value: unknown) => void>();
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench target exited (${code})`)));
    child.on('message', (message: { type: string }) => {
      if (message.type === 'ready') resolve(message as unknown as Ready);
      waiting.get(message.type)?.(message);
    });
  });
  const ask = <T,>(type: string) =>
    new Promise<T>((resolve) => {
      waiting.set(type, resolve as (value: unknown) => void);
      child.send({ type });
    });
  return { child, ready, ask };
}

async function stopTarget(target: Target) {
  const exited = new Promise((resolve) => target.child.once('exit', resolve));
  target.child.send({ type: 'exit' });
  await exited;
}

// --- Load and single requests ---------------------------------------------------------------
type Load = { rps: number; p50: number; p99: number; errors: number };

async function load(
  url: string,
  headers: Record<string, string>,
  seconds = SECONDS,
): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One request at a time: its time and the bytes, encoding and tag of the answer. */
function once(url: string, headers: Record<string, string>) {
  return new Promise<{
    ms: number;
    bytes: number;
    encoding: string | undefined;
    status: number;
    etag: string | undefined;
  }>((resolve, reject) => {
    const start = performance.now();
    const req = httpRequest(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          ms: performance.now() - start,
          bytes,
          encoding: response.headers['content-encoding'],
          status: response.statusCode ?? 0,
          etag: response.headers.etag,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function singleMedian(
  url: string | ((run: number) => string),
  headers: Record<string, string>,
  runs: number,
  status = 200,
) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const answer = await once(typeof url === 'string' ? url : url(run), headers);
    if (answer.status !== status) throw new Error(`${String(url)} answered ${answer.status}`);
    times.push(answer.ms);
  }
  return median(times);
}

// --- One engine, every dataset ---------------------------------------------------------------
type SizeFigures = {
  raw?: number;
  bare: Load;
  byId: Load;
  stats: Load;
  statsSingle: number;
  jobsList?: number;
  jobsListUnchanged?: number;
  customersList?: number;
  listRssGrowth?: number;
  rssIdle: number;
  rssPeak: number;
  /** The JavaScript heap, apart from PGlite's WebAssembly memory (part of the RSS). */
  heapIdle: number;
  heapPeak: number;
};

async function benchEngine(engine: Engine, databaseUrl: string | undefined) {
  const figures = new Map<number, SizeFigures>();
  for (const jobs of SIZES) {
    const target = await startTarget(jobs, databaseUrl);
    const { ports, token, customerId } = target.ready;
    const auth = { authorization: `Bearer ${token}` };
    const today = new Date().toISOString().slice(0, 10);
    const urls = {
      raw: `http://127.0.0.1:${ports.raw}/`,
      bare: `http://127.0.0.1:${ports.bare}/customers/${customerId}`,
      byId: `http://127.0.0.1:${ports.app}/api/customers/${customerId}`,
      stats: `http://127.0.0.1:${ports.app}/api/dashboard/stats?date=${today}&utc_offset=-300`,
    };
    console.log(
      `\n${engine}, ${jobs.toLocaleString('en-US')} jobs / ${(jobs / 10).toLocaleString('en-US')} customers (seeded in ${(target.ready.seedMs / 1000).toFixed(1)} s)`,
    );
    // Warm-up: connections, plans, caches.
    for (const url of [urls.bare, urls.byId, urls.stats]) await load(url, auth, 1);

    const rounds: Record<'raw' | 'bare' | 'byId' | 'stats', Load[]> = {
      raw: [],
      bare: [],
      byId: [],
      stats: [],
    };
    const withRaw = jobs === SIZES[0];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Interleaved, so a noisy moment of the machine spreads over every case.
      if (withRaw) rounds.raw.push(await load(urls.raw, {}));
      rounds.bare.push(await load(urls.bare, {}));
      rounds.byId.push(await load(urls.byId, auth));
      rounds.stats.push(await load(urls.stats, auth));
    }
    const pick = (list: Load[]): Load => ({
      rps: median(list.map((l) => l.rps)),
      p50: median(list.map((l) => l.p50)),
      p99: median(list.map((l) => l.p99)),
      errors: list.reduce((sum, l) => sum + l.errors, 0),
    });
    const size: SizeFigures = {
      bare: pick(rounds.bare),
      byId: pick(rounds.byId),
      stats: pick(rounds.stats),
      // Each call a different UTC offset: an answer not kept yet, so the figures are computed.
      statsSingle: await singleMedian(
        (run) =>
          `http://127.0.0.1:${ports.app}/api/dashboard/stats?date=${today}&utc_offset=${run - 600}`,
        auth,
        100,
      ),
      rssIdle: 0,
      rssPeak: 0,
      heapIdle: 0,
      heapPeak: 0,
    };
    if (withRaw) size.raw = pick(rounds.raw).rps;
    // Errors or timeouts (autocannon gives up after 10 s) fail a budget line of JobTrack's, and
    // are noted for the reference; either way the run goes on to the other cases.
    for (const [name, figure] of Object.entries({
      bare: size.bare,
      byId: size.byId,
      stats: size.stats,
    })) {
      if (figure.errors === 0) continue;
      if (name === 'bare') note(`bare Fastify reference: ${figure.errors} errors or timeouts`);
      else
        budget(
          false,
          `${engine}: ${name} answers at 50 connections, ${jobs / 1000}k jobs`,
          `${figure.errors} errors or timeouts`,
          'none',
        );
    }
    const afterLoad = await target.ask<{ rss: number; heap: number }>('stats');
    size.rssPeak = afterLoad.rss;
    size.heapPeak = afterLoad.heap;

    // The lists, one request at a time, as the app asks (compressed), and the memory they take.
    const before = (await target.ask<{ rss: number }>('gc')).rss;
    const listHeaders = { ...auth, 'accept-encoding': 'br, gzip' };
    if (jobs === 10_000) {
      const jobsUrl = `http://127.0.0.1:${ports.app}/api/jobs`;
      size.jobsList = await singleMedian(jobsUrl, listHeaders, 5);
      // The refresh of an unchanged list that names its ETag: 304, no body (decision 036).
      const { etag } = await once(jobsUrl, listHeaders);
      size.jobsListUnchanged = await singleMedian(
        jobsUrl,
        { ...listHeaders, 'if-none-match': etag ?? '' },
        5,
        304,
      );
    }
    if (jobs === 100_000) {
      size.customersList = await singleMedian(
        `http://127.0.0.1:${ports.app}/api/customers`,
        listHeaders,
        5,
      );
    }
    const afterLists = (await target.ask<{ rss: number }>('stats')).rss;
    size.listRssGrowth = afterLists - before;
    const idle = await target.ask<{ rss: number; heap: number }>('gc');
    size.rssIdle = idle.rss;
    size.heapIdle = idle.heap;

    if (jobs === SIZES[0]) {
      // Compression: a JSON answer over 1 KB, asked with and without Accept-Encoding.
      const url = `http://127.0.0.1:${ports.app}/api/jobs?limit=50`;
      const asked = await once(url, { ...auth, 'accept-encoding': 'br, gzip' });
      const plain = await once(url, auth);
      const isCompressed = asked.encoding !== undefined && plain.encoding === undefined;
      budget(
        isCompressed,
        `${engine}: JSON over 1 KB compressed when asked`,
        `${plain.bytes} B → ${asked.encoding ?? 'none'} ${asked.bytes} B; not asked: ${plain.encoding ?? 'none'}`,
        'compressed when asked, plain when not',
      );
    }
    const logs = await target.ask<{ logLines: number; logSample: string[] }>('stats');
    if (jobs === SIZES.at(-1)) {
      budget(
        logs.logLines === 0,
        `${engine}: log lines at the default level during the whole load`,
        String(logs.logLines),
        '0 per request',
      );
      if (logs.logLines > 0) note(`first lines: ${logs.logSample.join(' | ')}`);
      const plans = await target.ask<{ plans: Record<string, string> }>('explain');
      for (const [name, plan] of Object.entries(plans.plans)) {
        note(`EXPLAIN ${name} (${jobs} jobs):\n${plan.replace(/^/gm, '        ')}`);
      }
    }
    await stopTarget(target);

    const row = (label: string, load: Load) =>
      note(
        `${label.padEnd(26)} ${Math.round(load.rps).toString().padStart(7)} req/s  p50 ${load.p50.toFixed(1).padStart(6)} ms  p99 ${load.p99.toFixed(1).padStart(6)} ms`,
      );
    if (size.raw)
      note(
        `${'node:http (floor)'.padEnd(26)} ${Math.round(size.raw).toString().padStart(7)} req/s`,
      );
    row('bare Fastify one-query', size.bare);
    row('GET /api/customers/:id', size.byId);
    row('GET /api/dashboard/stats', size.stats);
    note(
      `stats one at a time ${ms(size.statsSingle)}; memory ${mb(size.rssIdle)} idle (JS heap ${mb(size.heapIdle)}), ${mb(size.rssPeak)} after load (heap ${mb(size.heapPeak)})` +
        (size.jobsList !== undefined ? `; GET /api/jobs ${ms(size.jobsList)}` : '') +
        (size.jobsListUnchanged !== undefined
          ? ` (unchanged, If-None-Match: 304 in ${ms(size.jobsListUnchanged)})`
          : '') +
        (size.customersList !== undefined ? `; GET /api/customers ${ms(size.customersList)}` : '') +
        (size.listRssGrowth !== undefined
          ? ` (lists grew memory by ${mb(size.listRssGrowth)})`
          : ''),
    );
    figures.set(jobs, size);
  }
  return figures;
}

function judgeEngine(engine: Engine, figures: Map<number, SizeFigures>) {
  const isPg = engine === 'postgres';
  const largest = SIZES.at(-1)!;
  const at = isQuick ? ` at ${largest / 1000}k (--quick)` : ' at 100k';
  const big = figures.get(largest)!;
  const small = figures.get(SIZES[0]!)!;
  for (const [jobs, size] of figures) {
    const ratio = size.byId.rps / size.bare.rps;
    budget(
      ratio >= 0.6,
      `${engine}: by-id read vs bare Fastify one-query, ${jobs / 1000}k jobs`,
      `${ratio.toFixed(2)}x (${Math.round(size.byId.rps)} vs ${Math.round(size.bare.rps)} req/s)`,
      '≥ 0.6x',
    );
  }
  const statsRatio = big.stats.rps / big.byId.rps;
  budget(
    statsRatio >= 0.5,
    `${engine}: dashboard stats vs by-id throughput${at}`,
    `${statsRatio.toFixed(2)}x (${Math.round(big.stats.rps)} vs ${Math.round(big.byId.rps)} req/s)`,
    '≥ 0.5x',
  );
  const singleLimit = isPg ? 5 : 10;
  budget(
    big.statsSingle <= singleLimit,
    `${engine}: one stats call${at}`,
    ms(big.statsSingle),
    `≤ ${singleLimit} ms`,
  );
  budget(
    big.statsSingle <= 3 * small.statsSingle,
    `${engine}: one stats call${at} vs 1k`,
    `${(big.statsSingle / small.statsSingle).toFixed(2)}x (${ms(big.statsSingle)} vs ${ms(small.statsSingle)})`,
    '≤ 3x',
  );
  const p99Limit = isPg ? 50 : 100;
  budget(
    big.byId.p99 <= p99Limit,
    `${engine}: by-id p99 at 50 connections${at}`,
    ms(big.byId.p99),
    `≤ ${p99Limit} ms`,
  );
  budget(
    big.stats.p99 <= p99Limit,
    `${engine}: stats p99 at 50 connections${at}`,
    ms(big.stats.p99),
    `≤ ${p99Limit} ms`,
  );
  const jobsList = figures.get(10_000)?.jobsList;
  const customersList = figures.get(100_000)?.customersList;
  const listBudget = (what: string, value: number | undefined) =>
    isPg
      ? budget(
          value === undefined ? undefined : value <= 150,
          `${engine}: ${what}, one request`,
          value === undefined ? 'not measured with --quick' : ms(value),
          '≤ 150 ms',
        )
      : value !== undefined && note(`${what}, one request: ${ms(value)} (no budget on PGlite)`);
  listBudget('GET /api/jobs of 10k jobs', jobsList);
  listBudget('GET /api/customers of 10k customers', customersList);
}

// --- Ready after npm start ---------------------------------------------------------------------
async function readyAfterStart(engine: Engine, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobtrack-bench-start-'));
  const startOnce = async () => {
    const port = await freePort();
    const started = performance.now();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        WEB_DIST: '/nonexistent/jobtrack-bench-web',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    let readyMs = NaN;
    for (let tries = 0; tries < 3000; tries += 1) {
      const ok = await once(`http://127.0.0.1:${port}/api/health`, {}).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ok) {
        readyMs = performance.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    return readyMs;
  };
  // The first start builds the server if needed and creates the database: not what is budgeted.
  const first = await startOnce();
  const starts = [await startOnce(), await startOnce(), await startOnce()];
  rmSync(dataDir, { recursive: true, force: true });
  const ready = median(starts);
  budget(
    ready <= 1500,
    `${engine}: health 200 after npm start (built, existing database)`,
    `${ready.toFixed(0)} ms (first start ${first.toFixed(0)} ms)`,
    '≤ 1500 ms',
  );
}

// --- The budgets of earlier issues, each in its own process ------------------------------------
function runOther(script: string, env: Record<string, string> = {}) {
  console.log(`\n${path.relative(root, script)}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`;
  for (const text of output.split('\n')) {
    const match = /^(PASS|FAIL)\b:?\s*(.*)$/.exec(text);
    if (match) {
      const line = { ok: match[1] === 'PASS', text: `${match[1]}  ${match[2]}` };
      lines.push(line);
      console.log(line.text);
    } else if (text.trim()) console.log(`      ${text}`);
  }
  if (result.status !== 0 && !/^(PASS|FAIL)/m.test(output)) {
    budget(false, path.basename(script), `exited ${result.status}`, 'runs');
  }
}

// --- The run --------------------------------------------------------------------------------
const startedAt = performance.now();
console.log(
  `JobTrack bench${isQuick ? ' (--quick)' : ''}${only ? ` (--only ${only})` : ''}: ${SIZES.map((n) => `${n / 1000}k`).join(', ')} jobs, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s`,
);
const postgres = only === 'pglite' ? undefined : await startPostgres('bench');
try {
  const engines: Array<[Engine, string | undefined]> = [];
  if (only !== 'postgres') engines.push(['pglite', undefined]);
  if (postgres) engines.push(['postgres', postgres.url]);
  else if (only !== 'pglite') note('PostgreSQL: not installed and no DATABASE_URL; PGlite only');
  for (const [engine, url] of engines) {
    const figures = await benchEngine(engine, url);
    console.log('');
    judgeEngine(engine, figures);
    await readyAfterStart(engine, url);
  }
  if (only === undefined) {
    runOther(path.join(here, 'sync.bench.mts'), postgres ? { DATABASE_URL: postgres.url } : {});
    runOther(path.join(here, 'merge.bench.mts'), postgres ? { DATABASE_URL: postgres.url } : {});
    // The 100k-job import's budget is PGlite's (the default engine); PostgreSQL's figure beside it.
    runOther(path.join(here, 'import.bench.mts'), { DATABASE_URL: '' });
    if (postgres && !isQuick)
      runOther(path.join(here, 'import.bench.mts'), { DATABASE_URL: postgres.url });
    runOther(path.join(root, 'apps/web/bench/replica.bench.mts'));
  }
} finally {
  postgres?.stop();
}

const failed = lines.filter((line) => line.ok === false).length;
const passed = lines.filter((line) => line.ok === true).length;
const skipped = lines.filter((line) => line.ok === undefined).length;
console.log(
  `\n${failed === 0 ? 'PASS' : 'FAIL'}: ${passed} of ${passed + failed} budgets met${skipped ? `, ${skipped} skipped` : ''}${failed ? `, ${failed} failed` : ''} in ${((performance.now() - startedAt) / 1000).toFixed(0)} s${isQuick ? ' (--quick)' : ''}.`,
);
if (isCheck && failed > 0) process.exitCode = 1;
