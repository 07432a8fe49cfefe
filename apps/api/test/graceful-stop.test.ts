// Issue 11: on SIGTERM the server stops accepting, finishes the requests in flight (≤ 10 s),
// closes the database and exits 0; nothing it acknowledged is lost.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './helpers.ts';
import { call, killServer, signUp, startServer, type ServerProcess } from './server-process.ts';

const WORKERS = 25;
const CREATES = 400;

/** Creates customers from WORKERS clients until refused; SIGTERMs the server after 40 answers. */
async function writeThroughStop(server: ServerProcess, token: string) {
  const acknowledged: string[] = [];
  let next = 0;
  let stoppedAt = 0;
  let answeredAfterStop = 0;
  const worker = async () => {
    while (next < CREATES) {
      next += 1;
      const id = `customer-${randomUUID()}`;
      const answer = await call(server.url, 'POST', '/api/customers', {
        token,
        body: { id, name: `Stop ${next}` },
        headers: { 'idempotency-key': id },
      });
      if (answer.status !== 201) return;
      acknowledged.push(id);
      if (stoppedAt) answeredAfterStop += 1;
      if (acknowledged.length === 40 && !stoppedAt) {
        stoppedAt = Date.now();
        server.child.kill('SIGTERM');
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  const code = await server.exited;
  return { acknowledged, code, stopMs: Date.now() - stoppedAt, answeredAfterStop };
}

type Engine = { name: string; env: (dir: string) => Record<string, string> };

const engines: Engine[] = [
  { name: 'PGlite', env: (dir: string) => ({ DATA_DIR: dir, DATABASE_URL: '' }) },
  ...(testDatabaseUrl
    ? [
        {
          name: 'PostgreSQL',
          env: (dir: string) => ({ DATA_DIR: dir, DATABASE_URL: testDatabaseUrl ?? '' }),
        },
      ]
    : []),
];

describe.each(engines)('SIGTERM during writes on $name', ({ env }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'jobtrack-stop-'));
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await killServer(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('finishes what is in flight, exits 0 within 10 s, and keeps every acknowledged create', async () => {
    server = await startServer(env(dir));
    const token = await signUp(server.url, 'stop');
    const { acknowledged, code, stopMs, answeredAfterStop } = await writeThroughStop(server, token);
    expect(code).toBe(0);
    expect(stopMs).toBeLessThan(10_000);
    // Requests already in flight when the signal came were answered, not cut.
    expect(answeredAfterStop).toBeGreaterThan(0);
    expect(server.output()).not.toMatch(/"level":(50|60)/);

    server = await startServer(env(dir));
    const list = await call(server.url, 'GET', '/api/customers', { token });
    expect(list.status).toBe(200);
    const stored = (list.body as Array<{ id: string }>).map((customer) => customer.id);
    for (const id of acknowledged) expect(stored.filter((item) => item === id)).toHaveLength(1);
    await killServer(server);
  }, 90_000);
});
