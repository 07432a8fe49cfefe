// Issue 24 item 6, as the attacks: two processes on one embedded database's DATA_DIR (the second
// is refused with one line naming the first), a stale lock after a crash taken over, backups
// owner-only, and a backup taken before migrations change an existing database (decision 057).
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { DataDirInUse, lockFile } from '../src/db/data-dir-lock.ts';
import { openDb, pgliteStartParams } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { freePort, killServer, ROOT, startServer, type ServerProcess } from './server-process.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'jobtrack-datadir-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A process id that ran and ended: what a crashed server leaves in its lock. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

/** Starts a second server and answers its exit code and everything it wrote. */
async function runServer(
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  const port = String(await freePort());
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

describe('one process on a data directory', () => {
  let first: ServerProcess | undefined;
  afterAll(() => killServer(first));

  it('refuses a second server on a DATA_DIR in use, with one line naming the first', async () => {
    const dir = freshDir();
    first = await startServer({ DATA_DIR: dir, DATABASE_URL: '' });
    const second = await runServer({ DATA_DIR: dir, DATABASE_URL: '', DEMO_MODE: 'false' });
    expect(second.code).toBe(1);
    expect(second.out).toBe(
      `JobTrack cannot open ${dir}: it is in use by process ${first.child.pid} (a JobTrack server). Stop that process first, or set another DATA_DIR.\n`,
    );
    // The first one still serves.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // A clean stop leaves no lock behind.
    expect(existsSync(lockFile(dir))).toBe(false);
  }, 120_000);

  it('refuses a second open in the same process too', async () => {
    const dir = freshDir();
    const db = await openDb({ dataDir: dir });
    try {
      await expect(openDb({ dataDir: dir })).rejects.toBeInstanceOf(DataDirInUse);
    } finally {
      await db.close();
    }
    const again = await openDb({ dataDir: dir });
    await again.close();
  }, 60_000);

  it('takes over a stale lock left by a crashed process', async () => {
    const dir = freshDir();
    const crashed = deadPid();
    writeFileSync(lockFile(dir), `${crashed} server\n`);
    const db = await openDb({ dataDir: dir });
    try {
      expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid} server\n`);
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
    expect(existsSync(lockFile(dir))).toBe(false);
  }, 60_000);
});

describe('fsync', () => {
  it('is on by default for a data directory, and PGLITE_FSYNC=false turns it off', async () => {
    expect(loadConfig({}).pgliteFsync).toBe(true);
    expect(loadConfig({ PGLITE_FSYNC: 'false' }).pgliteFsync).toBe(false);
    const defaults = ['--single', '-F', '-O'];
    expect(pgliteStartParams(defaults, true)).not.toContain('-F');
    expect(pgliteStartParams(defaults, true)).toEqual(
      expect.arrayContaining(['fsync=on', 'wal_sync_method=fsync']),
    );
    expect(pgliteStartParams(defaults, false)).toContain('-F');
    const dir = freshDir();
    const db = await openDb({ dataDir: dir });
    try {
      expect(await db.query('SHOW fsync')).toEqual([{ fsync: 'on' }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('a backup before migrations', () => {
  it('is written owner-only when an existing database has migrations to run, and not otherwise', async () => {
    const dir = freshDir();
    const old = await openDb({ dataDir: dir });
    await migrate(old, { until: '010_documents.sql' });
    await old.close();

    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, logger: false, webDist: '/nonexistent' });
    await app.close();
    const backups = path.join(dir, 'backups');
    const taken = readdirSync(backups);
    expect(taken).toEqual([expect.stringMatching(/^jobtrack-before-migrations-.*\.tar\.gz$/)]);
    expect(statSync(path.join(backups, taken[0]!)).mode & 0o777).toBe(0o600);
    expect(statSync(backups).mode & 0o777).toBe(0o700);

    // Nothing pending: no second copy.
    const again = await buildApp({ config, logger: false, webDist: '/nonexistent' });
    await again.close();
    expect(readdirSync(backups)).toEqual(taken);
  }, 120_000);
});
