import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDb, type Db } from '../src/db/db.ts';

/**
 * The database the tests run on: a real PostgreSQL when TEST_DATABASE_URL is set (CI sets it),
 * else an in-memory PGlite.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: 'memory://',
    DATABASE_URL: testDatabaseUrl,
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'admin-password-for-tests',
    ...env,
  });
}

/** One real app on one database for a whole test file (opening PGlite costs seconds). */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(env);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, db, logger: false });
  return new TestApp(app, db);
}

let addressCounter = 0;
/** A distinct client address, so per-address rate limits of one test never touch another. */
export const nextAddress = () => {
  addressCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

export const uniqueEmail = (label = 'owner') => `${label}-${randomUUID()}@example.com`;

export type Owner = { token: string; email: string; password: string; id: string; address: string };

export class TestApp {
  constructor(
    readonly app: App,
    readonly db: Db,
  ) {}

  inject(options: InjectOptions): Promise<LightMyRequestResponse> {
    return this.app.inject({ remoteAddress: nextAddress(), ...options });
  }

  /** Registers a new account and answers its token. */
  async owner(overrides: { email?: string; password?: string; name?: string } = {}): Promise<Owner> {
    const email = overrides.email ?? uniqueEmail();
    const password = overrides.password ?? 'correct horse';
    const address = nextAddress();
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: address,
      payload: { name: overrides.name ?? 'Pat Owner', email, password },
    });
    if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
    const body = response.json<{ token: string; user: { id: string } }>();
    return { token: body.token, email, password, id: body.user.id, address };
  }

  /** A request made as the given owner. */
  as(owner: Owner, options: InjectOptions): Promise<LightMyRequestResponse> {
    return this.inject({
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${owner.token}` },
    });
  }

  async createCustomer(owner: Owner, payload: Record<string, unknown> = {}) {
    const response = await this.as(owner, {
      method: 'POST',
      url: '/api/customers',
      payload: { name: 'Maria Garcia', phone: '(555) 123-4567', address: '1 Elm St', ...payload },
    });
    if (response.statusCode !== 201) throw new Error(`create customer failed: ${response.body}`);
    return response.json<{ id: string; name: string }>();
  }

  async createJob(owner: Owner, customerId: string, payload: Record<string, unknown> = {}) {
    const response = await this.as(owner, {
      method: 'POST',
      url: '/api/jobs',
      payload: { customer_id: customerId, title: 'Lawn Mowing', estimated_cost: 80, ...payload },
    });
    if (response.statusCode !== 201) throw new Error(`create job failed: ${response.body}`);
    return response.json<{ id: string; status: string; paid: boolean }>();
  }

  /** Row counts of every owned table, to show a refused request changed nothing. */
  async countRows(): Promise<Record<string, number>> {
    const [row] = await this.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM users) AS users,
              (SELECT count(*)::int FROM customers) AS customers,
              (SELECT count(*)::int FROM jobs) AS jobs,
              (SELECT count(*)::int FROM waitlist) AS waitlist,
              (SELECT count(*)::int FROM analytics_events) AS events,
              (SELECT count(*)::int FROM analytics_sessions) AS sessions`,
    );
    return row ?? {};
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.db.close();
  }
}
