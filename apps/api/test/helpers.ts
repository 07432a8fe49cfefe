import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ApiErrorCode } from '@jobtrack/core/wire';
import { expect } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDb, type Db } from '../src/db/db.ts';
import { recorded } from './query-recorder.ts';

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
    // The API tests call what a regular server answers; demo mode refuses it (decision 056).
    DEMO_MODE: 'false',
    ADMIN_PASSWORD: 'admin-password-for-tests',
    ...env,
  });
}

export type AppExtras = { webDist?: string };

/** One real app on one database for a whole test file (opening PGlite costs seconds). */
export async function startTestApp(
  env: Record<string, string> = {},
  extras: AppExtras = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // The app's statements go through the query recorder (test/query-recorder.ts); the tests' own
  // SQL (`t.db`) does not.
  const appDb = recorded(db);
  const app = await buildApp({
    config,
    db: appDb,
    logger: false,
    webDist: extras.webDist ?? NO_WEB_DIST,
  });
  return new TestApp(app, db, true, appDb);
}

/** A web build that never exists, so the API answers alone unless a test provides one. */
const NO_WEB_DIST = '/nonexistent/jobtrack-web-dist';

// Rate-limit windows are kept in the database, which earlier runs may share: start the address
// counter at a random point so one run's addresses do not inherit another run's hits.
let addressCounter = randomInt(0, 1 << 23);
/** A distinct client address, so per-address rate limits of one test never touch another. */
export const nextAddress = () => {
  addressCounter = (addressCounter + 1) % (1 << 24);
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

export const uniqueEmail = (label = 'owner') => `${label}-${randomUUID()}@example.com`;

export type Owner = { token: string; email: string; password: string; id: string; address: string };

export class TestApp {
  constructor(
    readonly app: App,
    readonly db: Db,
    private readonly ownsDb = false,
    /** The database as the app sees it (the recorder's, from startTestApp). */
    private readonly appDb: Db = db,
  ) {}

  /** Another app with a different configuration on the same database (cheap: no new PGlite). */
  async sibling(env: Record<string, string>, extras: AppExtras = {}): Promise<TestApp> {
    const app = await buildApp({
      config: testConfig(env),
      db: this.appDb,
      logger: false,
      webDist: extras.webDist ?? NO_WEB_DIST,
    });
    return new TestApp(app, this.db, false, this.appDb);
  }

  inject(options: InjectOptions): Promise<LightMyRequestResponse> {
    return this.app.inject({ remoteAddress: nextAddress(), ...options });
  }

  /** Registers a new account and answers its token. */
  async owner(
    overrides: { email?: string; password?: string; name?: string } = {},
  ): Promise<Owner> {
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
    return response.json<WireCustomer>();
  }

  async createJob(owner: Owner, customerId: string, payload: Record<string, unknown> = {}) {
    const response = await this.as(owner, {
      method: 'POST',
      url: '/api/jobs',
      payload: { customer_id: customerId, title: 'Lawn Mowing', estimated_cost: 80, ...payload },
    });
    if (response.statusCode !== 201) throw new Error(`create job failed: ${response.body}`);
    return response.json<WireJob>();
  }

  /** Changes a job (status, paid, completed_at, …) and answers the updated record. */
  async updateJob(owner: Owner, id: string, payload: Record<string, unknown>) {
    const response = await this.as(owner, { method: 'PUT', url: `/api/jobs/${id}`, payload });
    if (response.statusCode !== 200) throw new Error(`update job failed: ${response.body}`);
    return response.json<WireJob>();
  }

  /** A GET made as the owner that must answer 200; answers the parsed body. */
  async get<T = unknown>(owner: Owner, url: string): Promise<T> {
    const response = await this.as(owner, { method: 'GET', url });
    if (response.statusCode !== 200)
      throw new Error(`GET ${url} failed: ${response.statusCode} ${response.body}`);
    return response.json<T>();
  }

  /** Row counts of every owned table, to show a refused request changed nothing. */
  async countRows(): Promise<RowCounts> {
    const [row] = await this.db.query<RowCounts>(
      `SELECT (SELECT count(*)::int FROM users) AS users,
              (SELECT count(*)::int FROM customers) AS customers,
              (SELECT count(*)::int FROM jobs) AS jobs,
              (SELECT count(*)::int FROM payments) AS payments,
              (SELECT count(*)::int FROM waitlist) AS waitlist,
              (SELECT count(*)::int FROM analytics_events) AS events,
              (SELECT count(*)::int FROM analytics_sessions) AS sessions`,
    );
    if (!row) throw new Error('count query answered no row');
    return row;
  }

  async close(): Promise<void> {
    await this.app.close();
    if (this.ownsDb) await this.db.close();
  }
}

export type RowCounts = {
  users: number;
  customers: number;
  jobs: number;
  payments: number;
  waitlist: number;
  events: number;
  sessions: number;
};

// WireJob and WireCustomer are written out here on purpose, apart from core/wire's inferred types
// (decision 041): they are the contract oracle of the tests. A field renamed or retyped in the
// zod schema and the repositories together would still pass a typecheck; it fails here.
export type WireJob = {
  id: string;
  customer_id: string;
  customer: { name: string } | null;
  title: string;
  description: string | null;
  status: 'pending' | 'in_progress' | 'completed' | 'cancelled';
  estimated_cost: number | null;
  actual_cost: number | null;
  estimated_hours: number | null;
  actual_hours: number | null;
  due_date: string | null;
  scheduled_date: string;
  paid: boolean;
  completed_at: string | null;
  arrived_at: string | null;
  finished_at: string | null;
  reminded_at: string | null;
  created_at: string;
  updated_at: string;
  start_time: string | null;
  window_end: string | null;
  amount_paid: number | null;
  payment_method: 'cash' | 'check' | 'card' | 'bank_transfer' | 'other' | null;
  paid_at: string | null;
  signature: { name: string; signed_at: string; photo_id: string } | null;
};

export type WireCustomer = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  business_name: string | null;
  notes: string | null;
  service_type: string | null;
  language: 'en' | 'es' | null;
  created_at: string;
  updated_at: string;
};

/**
 * Asserts the one error shape of every failed call (docs/architecture.md §5, §8), with its exact status, the
 * spec's text and the stable code; a 429 or 503 also carries retry_after_seconds, equal to
 * Retry-After.
 */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  error: string | RegExp,
  code: ApiErrorCode,
): void {
  const retryAfter =
    status === 429 || status === 503 ? Number(response.headers['retry-after']) : undefined;
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status,
    body: {
      success: false,
      error: typeof error === 'string' ? error : expect.stringMatching(error),
      code,
      ...(retryAfter === undefined ? {} : { retry_after_seconds: retryAfter }),
    },
  });
  if (retryAfter !== undefined) expect(retryAfter).toBeGreaterThan(0);
}

/** How auth_tokens stores a token (auth.service.ts hashToken). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID7 = '[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
export const SERVER_ID = (prefix: 'customer' | 'job' | 'user') =>
  new RegExp(`^${prefix}-${UUID7}$`);

/** The UTC calendar day of a moment, yyyy-MM-dd. */
export const utcDay = (at = Date.now()) => new Date(at).toISOString().slice(0, 10);

/**
 * Rate limits count in fixed one-minute windows; a burst that must land in one window waits
 * out the last seconds of the current one instead of straddling two.
 */
export async function awayFromWindowEdge(windowMs = 60_000, marginMs = 5_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
