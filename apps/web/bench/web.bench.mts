// The front end's speed budgets (issue 12): builds the app, sizes the JavaScript each first visit
// downloads (gzip, from the build manifest), then runs Lighthouse (mobile, default throttling,
// median of 3) against the built app served by the real server in demo mode.
// Then the photo budgets (issue 27, photos.bench.mts) in Chromium with a 4× slowed CPU, against
// the server in regular mode: with Lighthouse, or alone with --photos (--no-photos skips them).
//   npm run bench:web [-- --check] [--no-build] [--no-lighthouse] [--photos | --no-photos]
//   [--runs N] [--only PATH] [--verbose]   (LH_DUMP=dir writes each Lighthouse result there)
// --check exits 1 when a budget is missed or the build fails; CI runs it with --no-lighthouse
// (the sizes only: no browser, no server), decision 053.
import { execSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestKey } from '../vite-plugins/first-visit-entries.ts';
import {
  firstVisitFiles,
  modulesMatching,
  type ChunkModules,
  type Manifest,
} from './first-visit.ts';

const args = process.argv.slice(2);
const CHECK = args.includes('--check');
const BUILD = !args.includes('--no-build');
const LIGHTHOUSE = !args.includes('--no-lighthouse');
const PHOTOS = !args.includes('--no-photos') && (LIGHTHOUSE || args.includes('--photos'));
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const VERBOSE = args.includes('--verbose');
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;

const webRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(webRoot, '../..');
const dist = path.join(webRoot, 'dist');
const KB = 1024;

// What each page loads at start (decision 023): its HTML entry, its route's chunk and the
// visitor's language (English here, as Lighthouse's browser asks for it); a signed-in page also
// its data mode's adapter (loaded on demand, but before the first screen: decision 037).
// The modules are the first-visit entries' (vite-plugins/first-visit-entries.ts).
const PAGES = [
  {
    path: '/',
    starts: ['landing.html', manifestKey('landingMain'), manifestKey('englishTexts')],
    budgetKb: 120,
  },
  { path: '/login', starts: ['index.html', manifestKey('login'), manifestKey('englishTexts')] },
  {
    path: '/app/dashboard',
    starts: [
      'index.html',
      manifestKey('shell'),
      manifestKey('dashboard'),
      manifestKey('englishTexts'),
      manifestKey('demo'),
    ],
    budgetKb: 177, // was 170 (issue 12), then 172; decision 053's addenda say why and what to trim
  },
] as const;

/** Code that belongs only in chunks loaded on demand, on every page. */
const LAZY_ONLY = /node_modules\/(?:qrcode|qr-scanner|pdf-lib|jspdf|@react-pdf)\//;
/** What the landing page must not load: the app's data layer, query client, zod, routes, dates. */
const NOT_ON_LANDING =
  /node_modules\/(?:@tanstack|zod|dexie|react-router|date-fns)\/|apps\/web\/src\/(?:data\/|app\/router|app\/app\.tsx)/;

type Line = { ok: boolean | null; text: string };
const lines: Line[] = [];
function report(ok: boolean | null, text: string) {
  lines.push({ ok, text });
  console.log(`${ok === null ? 'INFO' : ok ? 'PASS' : 'FAIL'}  ${text}`);
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The bytes the server sends for FILE with gzip: its .gz copy, else the file gzipped here. */
function gzipBytes(file: string): number {
  const full = path.join(dist, file);
  if (existsSync(`${full}.gz`)) return statSync(`${full}.gz`).size;
  return gzipSync(readFileSync(full), { level: 9 }).length;
}

function sizeFirstVisits() {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const chunkModules = JSON.parse(
    readFileSync(path.join(dist, '.vite/chunk-modules.json'), 'utf8'),
  ) as ChunkModules;
  for (const page of PAGES) {
    let files: string[];
    try {
      files = firstVisitFiles(manifest, page.starts);
    } catch (error) {
      report(false, `first visit ${page.path}: ${(error as Error).message}`);
      continue;
    }
    const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    if (VERBOSE) {
      for (const file of files) console.log(`      ${kb(gzipBytes(file)).padStart(9)}  ${file}`);
    }
    const figure = `first visit ${page.path}: ${kb(bytes)} of gzipped JavaScript (${files.length} files)`;
    if ('budgetKb' in page)
      report(bytes <= page.budgetKb * KB, `${figure}, budget ≤ ${page.budgetKb} KB`);
    else report(null, figure);
    const eager = modulesMatching(chunkModules, files, LAZY_ONLY);
    report(
      eager.length === 0,
      `first visit ${page.path}: QR, scanner and PDF code only in lazy chunks${eager.length ? ` (found ${eager.slice(0, 3).join(', ')})` : ''}`,
    );
    if (page.path === '/') {
      const found = modulesMatching(chunkModules, files, NOT_ON_LANDING);
      report(
        found.length === 0,
        `first visit /: no data layer, query client, zod, app routes or date library${found.length ? ` (found ${found.slice(0, 3).join(', ')} …)` : ''}`,
      );
    }
  }
}

// --- Lighthouse against the real server -------------------------------------------------------

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, dataDir: string, demoMode = true): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_MODE: String(demoMode),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      WEB_DIST: dist,
      // As `npm start` runs it (scripts/start.mjs): the server names the build the app was made from.
      BUILD_HASH:
        process.env.BUILD_HASH ??
        execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim(),
    },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('The server did not answer /api/health within 60 s');
}

type Run = { score: number; lcp: number; tbt: number; cls: number; fcp: number; scriptKb: number };

/**
 * One Lighthouse run in a fresh browser profile. For a signed-in page, the demo account signs in
 * first; then the HTTP cache, caches and service worker are cleared (the session stays), so the
 * run is still a first visit.
 */
async function lighthouseRun(origin: string, pagePath: string, signedIn: boolean): Promise<Run> {
  // Loaded only here: the sizes (--no-lighthouse, as CI runs it) need neither a browser nor Lighthouse.
  const [{ chromium }, { default: lighthouse }] = await Promise.all([
    import('@playwright/test'),
    import('lighthouse'),
  ]);
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'jobtrack-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: existsSync(chromePath) ? chromePath : undefined,
    headless: true,
    args: [...CHROME_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    if (signedIn) {
      const page = await context.newPage();
      await page.goto(`${origin}/login`);
      await page.getByLabel('Email').fill('demo@jobtrack.app');
      await page.getByLabel('Password', { exact: true }).fill('demo123');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${origin}/app`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'service_workers,cache_storage',
      });
      await cdp.send('Network.clearBrowserCache');
      await page.goto('about:blank');
      await page.close();
    }
    const result = await lighthouse(`${origin}${pagePath}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: signedIn,
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    // LH_DUMP=dir: each run's whole Lighthouse result, to see what a figure is made of.
    if (process.env.LH_DUMP) {
      const name = `${pagePath.replaceAll('/', '_') || '_'}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.LH_DUMP, name), JSON.stringify(lhr));
    }
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== pagePath) throw new Error(`Lighthouse ended on ${landed}, not ${pagePath}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (
        lhr.audits['network-requests']?.details as
          { items: { resourceType?: string; transferSize?: number }[] } | undefined
      )?.items ?? [];
    const scriptBytes = requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
      scriptKb: scriptBytes / KB,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const LIGHTHOUSE_PAGES = [
  { path: '/', minScore: 100, signedIn: false },
  { path: '/login', minScore: 95, signedIn: false },
  { path: '/app/dashboard', minScore: 95, signedIn: true, label: '/app/dashboard (demo)' },
];
const MAX_CLS = 0.05;

async function runLighthouse() {
  const port = Number(process.env.BENCH_WEB_PORT ?? 0) || (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobtrack-bench-web-'));
  const server = await startServer(port, dataDir);
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (const page of LIGHTHOUSE_PAGES.filter((entry) => !ONLY || entry.path === ONLY)) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await lighthouseRun(origin, page.path, page.signedIn));
      }
      const name = page.label ?? page.path;
      const score = median(runs.map((run) => run.score));
      const cls = median(runs.map((run) => run.cls));
      report(
        score >= page.minScore,
        `Lighthouse ${name}: Performance ${score}, budget ≥ ${page.minScore} (runs ${runs.map((run) => run.score).join('/')})`,
      );
      report(cls <= MAX_CLS, `Lighthouse ${name}: CLS ${cls.toFixed(3)}, budget ≤ ${MAX_CLS}`);
      report(
        null,
        `Lighthouse ${name}: FCP ${(median(runs.map((run) => run.fcp)) / 1000).toFixed(2)} s, LCP ${(median(runs.map((run) => run.lcp)) / 1000).toFixed(2)} s, TBT ${Math.round(median(runs.map((run) => run.tbt)))} ms, JavaScript transferred ${median(runs.map((run) => run.scriptKb)).toFixed(1)} KB`,
      );
    }
  } finally {
    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The photo budgets (photos.bench.mts) against a server in regular mode of their own. */
async function runPhotoBudgets() {
  const [{ chromium }, { photoBudgets }] = await Promise.all([
    import('@playwright/test'),
    import('./photos.bench.mts'),
  ]);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobtrack-bench-photos-'));
  const server = await startServer(port, dataDir, false);
  const browser = await chromium.launch({
    executablePath: existsSync(chromePath) ? chromePath : undefined,
    headless: true,
    args: CHROME_ARGS,
  });
  try {
    await photoBudgets({ browser, origin: `http://127.0.0.1:${port}`, report });
  } catch (error) {
    report(false, `photo budgets: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await browser.close();
    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The build itself is checked: it fails on a first-visit entry it no longer has (decision 053).
const built =
  !BUILD ||
  spawnSync('npm', ['run', 'build', '-w', '@jobtrack/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  }).status === 0;
if (!built) report(false, 'web build: `npm run build -w @jobtrack/web` failed (its error above)');
else if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
  report(false, `no build in ${path.relative(repoRoot, dist)}: run without --no-build`);
} else {
  sizeFirstVisits();
  if (LIGHTHOUSE) await runLighthouse();
  if (PHOTOS) await runPhotoBudgets();
}

const passed = lines.filter((line) => line.ok === true).length;
const failed = lines.filter((line) => line.ok === false).length;
console.log(`${failed ? 'FAIL' : 'PASS'}  front end: ${passed} budgets met, ${failed} missed`);
if (CHECK && failed) process.exitCode = 1;
