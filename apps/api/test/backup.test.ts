// Issue 11: backups of the embedded database. `npm run backup` writes a consistent copy (asking
// the running server for it), the server writes a daily one under DATA_DIR/backups keeping 7,
// and `npm run restore -- FILE` brings a backup back while the server is stopped, signing every
// device out; backups are owner-only (decision 057).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
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
import { BACKUPS_KEPT, backupFileName, listBackups, pruneBackups } from '../src/db/backup.ts';
import { call, killServer, ROOT, startServer, type ServerProcess } from './server-process.ts';

/** Runs one of the root package's backup commands as `npm run` does; answers code and output. */
function runScript(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  const scripts = (
    JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const command = scripts[script]!.split(' ');
  expect(command.slice(0, 3)).toEqual(['node', '--import', 'tsx']);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...command.slice(1), ...args], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

const names = (body: unknown) => (body as Array<{ name: string }>).map((item) => item.name).sort();

describe('backups of the embedded database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'jobtrack-backup-'));
  const env = { DATA_DIR: dir, DATABASE_URL: '' };
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await killServer(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while serving, restores while stopped, and the data is as it was', async () => {
    // The daily backup: the first start has none yet, so it writes one.
    server = await startServer({ ...env, AUTO_BACKUP: 'true' });
    await expect.poll(() => listBackups(dir), { timeout: 30_000 }).toHaveLength(1);

    const email = `backup-${Date.now()}@example.com`;
    const signedUp = await call(server.url, 'POST', '/api/auth/register', {
      body: { name: 'Backup Bo', email, password: 'secret12' },
    });
    const { token } = signedUp.body as { token: string };
    for (const name of ['Before Bea', 'Before Ben']) {
      expect(
        (await call(server.url, 'POST', '/api/customers', { token, body: { name } })).status,
      ).toBe(201);
    }
    // A photo of a job, its image kept on disk under DATA_DIR/photos (decision 067).
    const customer = await call(server.url, 'GET', '/api/customers', { token });
    const customerId = (customer.body as Array<{ id: string }>)[0]!.id;
    const job = await call(server.url, 'POST', '/api/jobs', {
      token,
      body: { customer_id: customerId, title: 'Lawn Mowing', estimated_cost: 50 },
    });
    const jobId = (job.body as { id: string }).id;
    const photoId = `photo-${randomUUID()}`;
    const image = Buffer.alloc(3000, 7);
    image.set([0xff, 0xd8, 0xff, 0xe0], 0);
    image.set([0xff, 0xd9], image.length - 2);
    const photo = await call(server.url, 'POST', '/api/photos', {
      token,
      body: {
        id: photoId,
        job_id: jobId,
        label: 'after',
        caption: 'The lawn',
        content_type: 'image/jpeg',
        width: 1600,
        height: 1200,
        bytes: image.length,
        taken_at: '2026-11-27T15:42:00.000Z',
      },
    });
    expect(photo.status).toBe(201);
    const imageUrl = `${server.url}/api/photos/${photoId}/image`;
    const authorization = { authorization: `Bearer ${token}` };
    const uploaded = await fetch(imageUrl, {
      method: 'PUT',
      headers: { ...authorization, 'content-type': 'image/jpeg' },
      body: image,
    });
    expect(uploaded.status).toBe(200);

    const file = path.join(dir, 'manual-backup.tar.gz');
    const backup = await runScript('backup', [file], env);
    expect(backup).toEqual({ code: 0, out: `Backup written: ${file}\n` });
    // The running server wrote it (into its backups folder too); nothing half-written is left.
    expect(await listBackups(dir)).toHaveLength(2);
    expect(
      readdirSync(path.join(dir, 'backups')).filter((name) => name.endsWith('.partial')),
    ).toEqual([]);

    // The backup carries the photo's file beside it.
    expect(readdirSync(path.join(`${file}.photos`), { recursive: true }).length).toBeGreaterThan(0);

    expect(
      (await call(server.url, 'POST', '/api/customers', { token, body: { name: 'After Al' } }))
        .status,
    ).toBe(201);
    // The photo deleted after the backup: its file leaves the disk.
    expect((await call(server.url, 'DELETE', `/api/photos/${photoId}`, { token })).status).toBe(
      200,
    );
    const refused = await runScript('restore', [file], env);
    expect(refused.code).toBe(1);
    // One line naming the server that holds DATA_DIR (decision 057).
    expect(refused.out).toBe(
      `JobTrack cannot open ${dir}: it is in use by process ${server.child.pid} (a JobTrack server). Stop that process first, or set another DATA_DIR.\n`,
    );

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const restored = await runScript('restore', [file], env);
    expect(restored.code).toBe(0);
    expect(restored.out).toContain(`Restored ${file} into ${dir}.`);

    expect(restored.out).toContain('Every device was signed out');
    // The backup owner-only: the file 0600, its folder 0700.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    for (const daily of await listBackups(dir)) expect(statSync(daily).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, 'backups')).mode & 0o777).toBe(0o700);

    server = await startServer(env);
    // A restore signs every device out: the token of before the backup no longer works.
    expect((await call(server.url, 'GET', '/api/customers', { token })).status).toBe(401);
    const again = await call(server.url, 'POST', '/api/auth/login', {
      body: { email, password: 'secret12' },
    });
    expect(again.status).toBe(200);
    const list = await call(server.url, 'GET', '/api/customers', {
      token: (again.body as { token: string }).token,
    });
    expect(list.status).toBe(200);
    expect(names(list.body)).toEqual(['Before Bea', 'Before Ben']);
    // The photo is back, its image with the very bytes it had.
    const read = await fetch(`${server.url}/api/photos/${photoId}/image`, {
      headers: { authorization: `Bearer ${(again.body as { token: string }).token}` },
    });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(image)).toBe(true);
    await killServer(server);
  }, 120_000);

  it('refuses a restore without a file, and a backup of a PostgreSQL server', async () => {
    expect(await runScript('restore', [], env)).toEqual({
      code: 1,
      out: 'Name the backup to restore: npm run restore -- FILE\n',
    });
    const onPostgres = await runScript('backup', [], {
      DATABASE_URL: 'postgresql://app@127.0.0.1:1/none',
    });
    expect(onPostgres.code).toBe(1);
    expect(onPostgres.out).toContain('back it up with pg_dump');
  }, 30_000);
});

describe('the automatic backups kept', () => {
  it('are the newest 7', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jobtrack-prune-'));
    try {
      mkdirSync(path.join(dir, 'backups'));
      const days = Array.from({ length: 10 }, (_, day) =>
        backupFileName(new Date(Date.UTC(2025, 0, day + 1, 3))),
      );
      for (const name of [...days, 'my-own-copy.tar.gz'])
        writeFileSync(path.join(dir, 'backups', name), 'x');
      // The oldest one's photo files go with it; a kept one's stay.
      for (const day of [days[0]!, days[9]!]) {
        mkdirSync(path.join(dir, 'backups', `${day}.photos`, 'owner'), { recursive: true });
      }
      await pruneBackups(dir);
      expect(existsSync(path.join(dir, 'backups', `${days[0]!}.photos`))).toBe(false);
      expect(existsSync(path.join(dir, 'backups', `${days[9]!}.photos`))).toBe(true);
      expect(BACKUPS_KEPT).toBe(7);
      expect((await listBackups(dir)).map((file) => path.basename(file))).toEqual(days.slice(3));
      // A file of the owner's own in the folder is left alone.
      expect(existsSync(path.join(dir, 'backups', 'my-own-copy.tar.gz'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
