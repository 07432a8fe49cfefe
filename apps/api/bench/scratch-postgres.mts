// The benches' PostgreSQL: the one DATABASE_URL names, or a scratch server started for the run
// (as .ci/run starts one) in a temporary folder, removed when it stops.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The newest PostgreSQL installed the Debian way, if any. */
function pgBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((name) => existsSync(path.join(base, name, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const last = versions.at(-1);
  return last ? path.join(base, last, 'bin') : undefined;
}

/**
 * DATABASE_URL, else a scratch server holding one empty database named `database`; undefined
 * when neither is there.
 */
export async function startPostgres(
  database: string,
): Promise<{ url: string; stop: () => void } | undefined> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => undefined };
  const bin = pgBin();
  if (!bin) return undefined;
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), `jobtrack-${database}-pg-`));
  const isRoot = process.getuid?.() === 0;
  const run = (command: string) => {
    if (isRoot)
      execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'ignore' });
    else execFileSync('bash', ['-c', command], { stdio: 'ignore' });
  };
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  run(`${bin}/initdb -D ${dir}/data -U app --auth=trust -E UTF8 --locale=C.UTF-8`);
  run(
    `${bin}/pg_ctl -D ${dir}/data -l ${dir}/server.log -w -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100" start`,
  );
  execFileSync(`${bin}/psql`, [
    '-q',
    `postgresql://app@127.0.0.1:${port}/postgres`,
    '-c',
    `CREATE DATABASE ${database}`,
  ]);
  return {
    url: `postgresql://app@127.0.0.1:${port}/${database}`,
    stop: () => {
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m fast stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
