// Starts one real JobTrack API server for the web tests (the api adapter talks to it over HTTP;
// docs/architecture.md §7: no HTTP mocking of our own server) and stops it when the run ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from './net-helpers.ts';

declare module 'vitest' {
  // Vitest's provide/inject typing is declared by augmenting this interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    apiBaseUrl: string;
    /** Lets a test read the server's analytics back (GET /api/analytics/query is admin-only). */
    apiAdminPassword: string;
  }
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const START_TIMEOUT_MS = 60_000;
const ADMIN_PASSWORD = 'web-tests-admin-password';

let server: ChildProcess | undefined;
let dataDir: string | undefined;

const waitForHealth = async (baseUrl: string, child: ChildProcess, output: () => string) => {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The API server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API server did not answer /api/health in time:\n${output()}`);
};

export async function setup(project: TestProject): Promise<void> {
  const port = await freePort();
  dataDir = await mkdtemp(path.join(tmpdir(), 'jobtrack-web-tests-'));
  let output = '';
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD,
      // Every test registers its own owner from 127.0.0.1; the per-address limit would bite.
      AUTH_RATE_LIMIT: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => output);
  project.provide('apiBaseUrl', baseUrl);
  project.provide('apiAdminPassword', ADMIN_PASSWORD);
}

export async function teardown(): Promise<void> {
  const child = server;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
