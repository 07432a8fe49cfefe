// Issue 11: while the database cannot be reached, every route answers 503 `unavailable` with
// Retry-After (never a 500), and the server serves again by itself once it is back.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDb, type Db } from '../src/db/db.ts';
import {
  caseFor,
  documentedRoutes,
  headersFor,
  makeFixture,
  type Fixture,
  type RouteCase,
} from './catalogue.ts';
import { expectError, startTestApp, TestApp, testConfig, testDatabaseUrl } from './helpers.ts';

const UNAVAILABLE = 'The service is unavailable. Please try again later.';

let t: TestApp;
let fixture: Fixture;
let cases: RouteCase[];

beforeAll(async () => {
  t = await startTestApp();
  cases = (await documentedRoutes(t)).map(caseFor);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const call = (app: TestApp, item: RouteCase) =>
  app.inject({
    method: item.method,
    url: item.url(fixture),
    headers: headersFor(item, fixture),
    ...(item.body ? { payload: item.body(fixture) } : {}),
  });

/** Asserts the outage answer of every route but those that need no database. */
async function expectEveryRouteUnavailable(app: TestApp): Promise<void> {
  for (const item of cases) {
    const response = await call(app, item);
    const label = `${item.method} ${item.path}`;
    if (item.withoutDb) {
      expect(response.statusCode, label).toBe(200);
    } else if (item.path === '/api/health') {
      expect({ label, status: response.statusCode, body: response.json() }).toEqual({
        label,
        status: 503,
        body: { status: 'error', database: 'unavailable' },
      });
      expect(response.headers['retry-after'], label).toBe('5');
    } else {
      expect(response.statusCode, `${label}: ${response.body}`).toBe(503);
      expectError(response, 503, UNAVAILABLE, 'unavailable');
      expect(response.headers['retry-after'], label).toBe('5');
      expect(response.body, label).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/);
    }
  }
}

describe('a database that cannot be reached', () => {
  let unreachable: Db;
  let cut: TestApp;
  let isCut = false;

  beforeAll(async () => {
    // A real PostgreSQL driver aimed at a port where nothing listens: its errors are the real ones.
    unreachable = await openDb({ databaseUrl: 'postgresql://app@127.0.0.1:1/none', dataDir: '' });
    const db: Db = {
      ...t.db,
      query: <Row>(sql: string, params?: unknown[]) =>
        isCut ? unreachable.query<Row>(sql, params) : t.db.query<Row>(sql, params),
      transaction: (work) => (isCut ? unreachable.transaction(work) : t.db.transaction(work)),
      snapshot: (work) => (isCut ? unreachable.snapshot(work) : t.db.snapshot(work)),
      withLock: (id, work) => (isCut ? unreachable.withLock(id, work) : t.db.withLock(id, work)),
    };
    const app = await buildApp({ config: testConfig(), db, logger: false, webDist: '/none' });
    cut = new TestApp(app, db, false);
  });

  afterAll(async () => {
    isCut = false;
    await cut?.close();
    await unreachable?.close();
  });

  it('answers 503 unavailable with Retry-After on every route, and serves again once back', async () => {
    // The catalogue covers every documented route (new ones are probed generically).
    expect(cases.length).toBeGreaterThanOrEqual(30);
    fixture = await makeFixture(t);
    isCut = true;
    await expectEveryRouteUnavailable(cut);
    isCut = false;
    for (const item of cases) {
      const response = await call(cut, item);
      expect(response.statusCode, `${item.method} ${item.path}`).toBeLessThan(500);
    }
  });
});

/**
 * A TCP relay in front of the real PostgreSQL that the test can cut: while down it refuses new
 * connections and drops the open ones, as a stopped server does.
 */
class Relay {
  private server: net.Server | undefined;
  private sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

if (testDatabaseUrl)
  describe('PostgreSQL going away and coming back', () => {
    const target = new URL(testDatabaseUrl ?? 'postgresql://unset');
    const relay = new Relay(target.hostname, Number(target.port || 5432));
    let app: TestApp;

    beforeAll(async () => {
      await relay.up();
      const url = new URL(target);
      url.host = `127.0.0.1:${relay.port}`;
      const built = await buildApp({
        config: testConfig({ DATABASE_URL: url.toString() }),
        logger: false,
        webDist: '/none',
      });
      app = new TestApp(built, built.db, false);
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await relay.down();
    });

    it('answers 503 while it is gone and recovers by itself, with no restart', async () => {
      const customers = cases.find(
        (item) => item.method === 'GET' && item.path === '/api/customers',
      )!;
      fixture = await makeFixture(app);
      // The pool holds open connections: they die with the server.
      expect((await call(app, customers)).statusCode).toBe(200);
      await relay.down();
      await expectEveryRouteUnavailable(app);
      await relay.up();
      const again = await call(app, customers);
      expect(again.statusCode).toBe(200);
      expect(again.json<Array<{ name: string }>>().map((c) => c.name)).toContain('Catalogue Cara');
      for (const item of cases) {
        const response = await call(app, item);
        expect(response.statusCode, `${item.method} ${item.path}`).toBeLessThan(500);
      }
    }, 60_000);
  });
