// Issue 11, crash durability: 1,000 idempotent creates at 50 at a time against the real server,
// which is killed (kill -9) midway — or, on PostgreSQL, whose database is stopped immediately —
// then every acknowledged create exists exactly once, and replaying every request makes each
// exist exactly once. One round by default; DURABILITY_FULL=1 runs 3 rounds of each.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './helpers.ts';
import {
  postgresBinaries,
  startScratchPostgres,
  type ScratchPostgres,
} from './scratch-postgres.ts';
import { call, killServer, signUp, startServer, type ServerProcess } from './server-process.ts';

const ROUNDS = process.env.DURABILITY_FULL === '1' ? 3 : 1;
const CREATES = 1000;
const CONCURRENCY = 50;

/** One create: a customer with its client id, or a job with only an Idempotency-Key. */
type Create = { kind: 'customer' | 'job'; key: string; body: Record<string, unknown> };

function plan(round: number, customerId: string): Create[] {
  return Array.from({ length: CREATES }, (_, index) => {
    const label = `r${round}-${index}`;
    return index % 2 === 0
      ? {
          kind: 'customer' as const,
          key: `create-${label}-${randomUUID()}`,
          body: { id: `customer-${randomUUID()}`, name: `Durable ${label}` },
        }
      : {
          kind: 'job' as const,
          key: `create-${label}-${randomUUID()}`,
          body: { customer_id: customerId, title: `Durable ${label}`, estimated_cost: 10 },
        };
  });
}

type Sent = { create: Create; status: number; id?: string };

/** Sends every create, CONCURRENCY at a time; `midway` runs once half of them are answered. */
async function send(base: () => string, token: string, creates: Create[], midway?: () => void) {
  const sent: Sent[] = [];
  let next = 0;
  let answered = 0;
  const worker = async () => {
    while (next < creates.length) {
      const create = creates[next++]!;
      const answer = await call(
        base(),
        'POST',
        create.kind === 'customer' ? '/api/customers' : '/api/jobs',
        {
          token,
          body: create.body,
          headers: { 'idempotency-key': create.key },
        },
      );
      const id = (answer.body as { id?: string } | undefined)?.id;
      sent.push({ create, status: answer.status, ...(id ? { id } : {}) });
      answered += 1;
      if (answered === creates.length / 2) midway?.();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return sent;
}

const isAcknowledged = (item: Sent) => item.status === 200 || item.status === 201;

/** Every acknowledged create once, and no create (acknowledged or not) twice. */
async function expectExactlyOnce(base: string, token: string, sent: Sent[], all: boolean) {
  const customers = (await call(base, 'GET', '/api/customers', { token })).body as Array<{
    id: string;
    name: string;
  }>;
  const jobs = (await call(base, 'GET', '/api/jobs', { token })).body as Array<{
    id: string;
    title: string;
  }>;
  const count = (list: string[]) =>
    list.reduce((map, item) => map.set(item, (map.get(item) ?? 0) + 1), new Map<string, number>());
  const customerIds = count(customers.map((c) => c.id));
  const jobIds = count(jobs.map((j) => j.id));
  const labels = count([...customers.map((c) => c.name), ...jobs.map((j) => j.title)]);
  const problems: string[] = [];
  for (const item of sent) {
    const label = String(item.create.body.name ?? item.create.body.title);
    const times = labels.get(label) ?? 0;
    if (times > 1) problems.push(`${label} made ${times} times`);
    const mustExist = all || isAcknowledged(item);
    if (mustExist && times !== 1) problems.push(`${label} (${item.status}) exists ${times} times`);
    if (isAcknowledged(item) && item.id) {
      const ids = item.create.kind === 'customer' ? customerIds : jobIds;
      if (ids.get(item.id) !== 1) problems.push(`${label}: acknowledged id ${item.id} missing`);
    }
  }
  expect(problems).toEqual([]);
}

type Engine = {
  name: string;
  env: () => Record<string, string>;
  setup?: () => Promise<void>;
  teardown?: () => void;
  /** What goes wrong midway. */
  failures: Array<'kill the server' | 'stop PostgreSQL immediately'>;
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'jobtrack-durability-'));
let scratch: ScratchPostgres | undefined;
const pgBin = testDatabaseUrl ? postgresBinaries() : undefined;

const engines: Engine[] = [
  {
    name: 'PGlite',
    env: () => ({ DATA_DIR: dataDir, DATABASE_URL: '' }),
    failures: ['kill the server'],
  },
  ...(pgBin
    ? [
        {
          name: 'PostgreSQL',
          env: () => ({ DATA_DIR: dataDir, DATABASE_URL: scratch!.url }),
          setup: async () => {
            scratch = await startScratchPostgres(pgBin);
          },
          teardown: () => scratch?.remove(),
          failures: ['kill the server', 'stop PostgreSQL immediately'] as Engine['failures'],
        },
      ]
    : []),
];

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(engines)('crash durability on $name', (engine) => {
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await killServer(server);
    engine.teardown?.();
  });

  it.each(engine.failures)(
    `keeps every acknowledged create exactly once when we %s midway (${ROUNDS} round(s) of ${CREATES})`,
    async (failure) => {
      if (engine.setup && !scratch) await engine.setup();
      server ??= await startServer(engine.env());
      const token = await signUp(server.url, `durable-${failure.replaceAll(' ', '-')}`);
      const customer = await call(server.url, 'POST', '/api/customers', {
        token,
        body: { name: 'Owner of the durable jobs' },
      });
      const customerId = (customer.body as { id: string }).id;
      for (let round = 0; round < ROUNDS; round += 1) {
        const creates = plan(round, customerId);
        let killed: Promise<unknown> | undefined;
        const sent = await send(
          () => server!.url,
          token,
          creates,
          failure === 'kill the server'
            ? () => {
                server!.child.kill('SIGKILL');
                killed = server!.exited;
              }
            : () => scratch!.stopImmediately(),
        );
        const acknowledged = sent.filter(isAcknowledged).length;
        expect(acknowledged).toBeGreaterThanOrEqual(CREATES / 2);
        expect(acknowledged).toBeLessThan(CREATES);
        if (failure === 'kill the server') {
          await killed;
          server = await startServer(engine.env());
        } else {
          // The same server process: it must serve again by itself once the database is back.
          scratch!.start();
        }
        await expect
          .poll(async () => (await call(server!.url, 'GET', '/api/health')).status, {
            timeout: 30_000,
          })
          .toBe(200);
        await expectExactlyOnce(server.url, token, sent, false);
        // The client replays everything: the answered ones answer again, the rest are made.
        const replayed = await send(() => server!.url, token, creates);
        expect(replayed.filter((item) => !isAcknowledged(item))).toEqual([]);
        await expectExactlyOnce(server.url, token, replayed, true);
        // An acknowledged create answers the same record on replay.
        const firstIds = new Map(
          sent.filter(isAcknowledged).map((item) => [item.create.key, item.id]),
        );
        for (const item of replayed) {
          if (firstIds.has(item.create.key)) expect(item.id).toBe(firstIds.get(item.create.key));
        }
      }
    },
    ROUNDS * 120_000,
  );
});
