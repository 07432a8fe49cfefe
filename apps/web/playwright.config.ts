import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Browser tests drive a real Chromium against the built app served by the real server, once in
// demo mode and once in regular mode, each on a fresh data directory (docs/architecture.md §7).

const repoRoot = path.resolve(import.meta.dirname, '../..');
// E2E_PORT_BASE and E2E_WEB_DIST let two runs share a machine (each with its own build).
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4310);
const DEMO_PORT = PORT_BASE;
const REGULAR_PORT = PORT_BASE + 1;
const WEB_DIST = process.env.E2E_WEB_DIST ?? '';

// CHROME_PATH, else Debian's package, else Playwright's own (undefined): the rule scripts/chromium.mjs
// follows when it finds or gets one before the tests (JOBTRACK_SYSTEM_CHROMIUM moves Debian's path).
function chromiumPath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const system = process.env.JOBTRACK_SYSTEM_CHROMIUM || '/usr/bin/chromium';
  if (existsSync(system)) return system;
  return undefined;
}

/** The commit, as `npm start` gives it to the server and the build to the app (scripts/start.mjs). */
function buildHash(): Record<string, string> {
  if (process.env.BUILD_HASH) return { BUILD_HASH: process.env.BUILD_HASH };
  try {
    return { BUILD_HASH: execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim() };
  } catch {
    return {};
  }
}

const server = (port: number, demoMode: boolean) => ({
  command: 'node --import tsx apps/api/src/server.ts',
  cwd: repoRoot,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'jobtrack-e2e-')),
    DEMO_MODE: String(demoMode),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000',
    ADMIN_PASSWORD: 'e2e-admin-password',
    DATABASE_URL: '',
    WEB_DIST,
    ...buildHash(),
  },
});

const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'reports/playwright.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${DEMO_PORT}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 }, launchOptions },
    },
    {
      name: 'desktop',
      // Phone-width checks (the quick + at 360–430 px) run on the phone project only.
      testIgnore: /quick-add-room\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: [server(DEMO_PORT, true), server(REGULAR_PORT, false)],
});
