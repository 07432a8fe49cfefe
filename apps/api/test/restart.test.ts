import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { migrate } from '../src/db/migrate.ts';
import { nextAddress, testConfig, testDatabaseUrl, uniqueEmail } from './helpers.ts';

/** Every migration of the repository, in the order they apply. */
const MIGRATION_FILES = readdirSync(new URL('../src/db/migrations/', import.meta.url))
  .filter((name) => name.endsWith('.sql'))
  .sort();

// Data lives in the database, not the process: it survives a restart, and several processes
// may boot at once on one PostgreSQL (migrations run under an advisory lock, docs/architecture.md §3).

const NO_WEB = '/nonexistent/jobtrack-web-dist';

/** Boots an app that opens (and on close, closes) its own database, as the server does. */
const boot = (env: Record<string, string>) =>
  buildApp({ config: testConfig(env), logger: false, webDist: NO_WEB });

type Seeded = { email: string; password: string; token: string; customer: unknown; job: unknown };

/** Creates an account, a customer and a paid, completed job through the API. */
async function seed(app: App): Promise<Seeded> {
  const email = uniqueEmail('restart');
  const password = 'survives restarts';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextAddress(),
    payload: { name: 'Rita Restart', email, password },
  });
  expect(registered.statusCode).toBe(201);
  const token = registered.json<{ token: string }>().token;
  const authorization = `Bearer ${token}`;
  const customer = await app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: { authorization },
    payload: { name: 'Persistent Pete', phone: '555-0101', notes: 'ünïcödé ✓' },
  });
  expect(customer.statusCode).toBe(201);
  const job = await app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: { authorization },
    payload: {
      customer_id: customer.json<{ id: string }>().id,
      title: 'Deck Staining',
      estimated_cost: 420.42,
      due_date: '2025-06-04',
      status: 'completed',
      paid: true,
    },
  });
  expect(job.statusCode).toBe(201);
  return { email, password, token, customer: customer.json(), job: job.json() };
}

/** Reads the seeded data back through a (new) app: the old token, the records, a new sign-in. */
async function expectSeeded(app: App, seeded: Seeded): Promise<void> {
  const authorization = `Bearer ${seeded.token}`;
  const customers = await app.inject({
    method: 'GET',
    url: '/api/customers',
    headers: { authorization },
  });
  expect(customers.statusCode).toBe(200);
  expect(customers.json()).toEqual([seeded.customer]);
  const jobs = await app.inject({ method: 'GET', url: '/api/jobs', headers: { authorization } });
  expect(jobs.json()).toEqual([seeded.job]);
  const stats = await app.inject({
    method: 'GET',
    url: '/api/dashboard/stats?date=2025-06-04',
    headers: { authorization },
  });
  expect(stats.json()).toMatchObject({ totalJobs: 1, totalRevenue: 420.42, todaysJobsCount: 1 });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: nextAddress(),
    payload: { email: seeded.email, password: seeded.password },
  });
  expect(login.statusCode).toBe(200);
}

const migrations = async (app: App) =>
  (await app.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map(
    (row) => row.name,
  );

describe('an embedded PGlite data directory', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'jobtrack-restart-'));
  // DATABASE_URL '' counts as unset: PGlite in DATA_DIR, whatever TEST_DATABASE_URL says.
  const env = { DATA_DIR: dir, DATABASE_URL: '' };

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the data across a restart, and the second boot migrates nothing', async () => {
    const first = await boot(env);
    expect(first.db.engine).toBe('pglite');
    let seeded: Seeded;
    try {
      seeded = await seed(first);
      expect(await migrations(first)).toEqual(MIGRATION_FILES);
    } finally {
      await first.close();
    }

    const second = await boot(env);
    try {
      expect(second.db.engine).toBe('pglite');
      const health = await second.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toEqual({ status: 'ok', database: 'ok', engine: 'pglite' });
      await expectSeeded(second, seeded);
      expect(await migrations(second)).toEqual(MIGRATION_FILES);
      expect(await migrate(second.db)).toEqual([]);
    } finally {
      await second.close();
    }
  }, 60_000);
});

if (testDatabaseUrl)
  describe('a PostgreSQL server', () => {
    // A schema of its own, so the migrations really run (and race) from nothing.
    const schema = `boot_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Pool({ connectionString: testDatabaseUrl, max: 1 });
    const url = new URL(testDatabaseUrl ?? 'postgresql://unset');
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATABASE_URL: url.toString() };

    afterAll(async () => {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    });

    it('lets two processes boot at once on an empty database; the data survives a restart', async () => {
      await admin.query(`CREATE SCHEMA ${schema}`);
      const apps = await Promise.all([boot(env), boot(env)]);
      let seeded: Seeded;
      try {
        for (const app of apps) {
          expect(app.db.engine).toBe('postgres');
          expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
          expect(await migrations(app)).toEqual(MIGRATION_FILES);
        }
        const tables = await admin.query<{ table_name: string }>(
          `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
          [schema],
        );
        expect(tables.rows.map((row) => row.table_name)).toEqual([
          'analytics_events',
          'analytics_sessions',
          'auth_tokens',
          'business_profiles',
          'customers',
          'document_counters',
          'documents',
          'idempotency_keys',
          'job_series',
          'jobs',
          'known_devices',
          'login_failures',
          'owner_totals',
          'payments',
          'photo_files',
          'photos',
          'quote_counters',
          'quotes',
          'rate_limits',
          'schema_migrations',
          'share_tokens',
          'sync_state',
          'tombstones',
          'users',
          'waitlist',
        ]);
        // Both processes serve the same data: one writes, the other reads.
        seeded = await seed(apps[0]);
        await expectSeeded(apps[1], seeded);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }

      const again = await boot(env);
      try {
        await expectSeeded(again, seeded);
        expect(await migrate(again.db)).toEqual([]);
      } finally {
        await again.close();
      }
    }, 60_000);
  });
