// A PostgreSQL server of the test's own, which it may stop and start (issue 11's immediate stop),
// from the server binaries under /usr/lib/postgresql/*/bin when the machine has them. initdb
// refuses root, so as root it runs as the postgres user, as .ci/run does.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

const PG_ROOT = '/usr/lib/postgresql';

/** The newest PostgreSQL server binaries on this machine, if any. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b));
  const bin = versions.length > 0 ? path.join(PG_ROOT, versions.at(-1)!, 'bin') : undefined;
  if (!bin || !existsSync(path.join(bin, 'initdb'))) return undefined;
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      return undefined;
    }
  }
  return bin;
}

export type ScratchPostgres = {
  url: string;
  start: () => void;
  /** pg_ctl stop -m immediate: the server dies at once, as in a crash. */
  stopImmediately: () => void;
  remove: () => void;
};

export async function startScratchPostgres(bin: string): Promise<ScratchPostgres> {
  const root = mkdtempSync(path.join(tmpdir(), 'jobtrack-scratch-pg-'));
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const quoted = [path.join(bin, command), ...args].map((arg) => `'${arg}'`).join(' ');
    execFileSync(
      isRoot ? 'su' : 'sh',
      isRoot ? ['postgres', '-s', '/bin/sh', '-c', quoted] : ['-c', quoted],
      {
        stdio: 'ignore',
        timeout: 60_000,
      },
    );
  };
  const port = await freePort();
  const data = path.join(root, 'data');
  run('initdb', ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=on`,
      'start',
    ]);
  start();
  execFileSync(
    path.join(bin, 'psql'),
    ['-q', `postgresql://app@127.0.0.1:${port}/postgres`, '-c', 'CREATE DATABASE jobtrack'],
    {
      stdio: 'ignore',
    },
  );
  return {
    url: `postgresql://app@127.0.0.1:${port}/jobtrack`,
    start,
    stopImmediately: () => run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']),
    remove: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
