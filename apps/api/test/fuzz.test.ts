// Issue 11, fuzzing: generated bodies for every route that reads one (wrong types, missing and
// extra fields, huge strings, ill-formed Unicode, NUL, odd numbers and dates, deep nesting, wrong
// content types), and odd values in every query parameter. Never a 5xx; a 4xx changes nothing.
// 300 runs per route when CI is set, fewer locally (FUZZ_RUNS overrides both).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseFor, headersFor, makeFixture, type Fixture, type RouteCase } from './catalogue.ts';
import {
  bodies,
  isDateField,
  leafPaths,
  ODD_DATE,
  ODD_NUMBER,
  ODD_TEXT,
  withValueAt,
  type Body,
} from './fuzz-bodies.ts';
import { startTestApp, type TestApp } from './helpers.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 300 : 40));
const DATE_RUNS = Math.ceil(RUNS / 2);

type Operation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: Array<{ in: string; name: string }>;
};
type JsonSchema = { properties?: Record<string, JsonSchema> };
type DocumentedOperation = { method: RouteCase['method']; path: string; operation: Operation };

let t: TestApp;
let fixture: Fixture;
let operations: DocumentedOperation[];

beforeAll(async () => {
  t = await startTestApp();
  fixture = await makeFixture(t);
  const doc = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase() as RouteCase['method'],
      path,
      operation,
    })),
  );
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/**
 * Everything a 4xx must leave as it was: the owner's records (hashed), and the counts of every
 * table of data. Bookkeeping (rate-limit windows, failed sign-ins, idempotency keys) may move.
 */
async function snapshot(): Promise<Record<string, unknown>> {
  const [row] = await t.db.query(
    `SELECT
       (SELECT md5(coalesce(string_agg(c::text, '|' ORDER BY c.id), '')) FROM customers c
         WHERE c.owner_id = $1) AS customers,
       (SELECT md5(coalesce(string_agg(j::text, '|' ORDER BY j.id), '')) FROM jobs j
         WHERE j.owner_id = $1) AS jobs,
       (SELECT md5(coalesce(string_agg(p::text, '|'), '')) FROM business_profiles p
         WHERE p.owner_id = $1) AS profile,
       (SELECT md5(coalesce(string_agg(u::text, '|'), '')) FROM users u WHERE u.id = $1) AS account,
       (SELECT version::text FROM sync_state WHERE owner_id = $1) AS version,
       (SELECT count(*)::int FROM users) AS users,
       (SELECT count(*)::int FROM customers) AS all_customers,
       (SELECT count(*)::int FROM jobs) AS all_jobs,
       (SELECT count(*)::int FROM tombstones) AS tombstones,
       (SELECT count(*)::int FROM waitlist) AS waitlist,
       (SELECT count(*)::int FROM analytics_events) AS events,
       (SELECT count(*)::int FROM analytics_sessions) AS sessions`,
    [fixture.owner.id],
  );
  return row ?? {};
}

/** The names of the top-level fields in a route's documented JSON body. */
const documentedFields = (operation: Operation): string[] =>
  Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {});

async function expectNoServerErrorAndNoChangeOnRefusal(item: RouteCase, body: Body) {
  const before = await snapshot();
  const response = await t.inject({
    method: item.method,
    url: item.url(fixture),
    payload: body.payload,
    headers: {
      ...headersFor(item, fixture),
      ...(body.contentType ? { 'content-type': body.contentType } : {}),
    },
  });
  const label = `${item.method} ${item.path} ${body.contentType} ${body.payload.slice(0, 300)}`;
  expect(response.statusCode, `${label} -> ${response.body}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.json(), label).toMatchObject({ success: false, code: expect.any(String) });
    expect(await snapshot(), label).toEqual(before);
  }
}

describe('fuzzing every route that reads a body', () => {
  it(
    `never answers 5xx, and a refused body changes nothing (${RUNS} runs per route)`,
    async () => {
      const withBody = operations.filter(({ operation }) => operation.requestBody !== undefined);
      // The body routes of issue 11's catalogue at least (others that land are fuzzed as well).
      expect(withBody.map(({ method, path }) => `${method} ${path}`)).toEqual(
        expect.arrayContaining([
          'POST /api/auth/register',
          'POST /api/auth/login',
          'POST /api/customers',
          'PUT /api/customers/{id}',
          'POST /api/jobs',
          'PUT /api/jobs/{id}',
          'POST /api/waitlist',
          'POST /api/analytics/track',
          'POST /api/analytics/session',
          'PUT /api/profile',
        ]),
      );
      for (const { method, path, operation } of withBody) {
        const item = caseFor({ method, path, hasBody: true });
        const valid = item.body?.(fixture) ?? {};
        await fc.assert(
          fc.asyncProperty(bodies(valid, documentedFields(operation)), (body) =>
            expectNoServerErrorAndNoChangeOnRefusal(item, body),
          ),
          { numRuns: RUNS },
        );
      }
    },
    20 * 60_000,
  );
});

describe('fuzzing every date and time field', () => {
  it(
    `never answers 5xx, and a refused date changes nothing (${DATE_RUNS} runs per field)`,
    async () => {
      const withBody = operations.filter(({ operation }) => operation.requestBody !== undefined);
      const fields: string[] = [];
      for (const { method, path, operation } of withBody) {
        const item = caseFor({ method, path, hasBody: true });
        const valid = item.body?.(fixture) ?? {};
        const paths = [...leafPaths(valid), ...documentedFields(operation).map((field) => [field])];
        // One of each name (the last one): the seven days' opening hours are one rule.
        const byName = new Map(paths.filter(isDateField).map((p) => [p.at(-1), p.join('.')]));
        for (const at of byName.values()) {
          fields.push(`${method} ${path} ${at}`);
          await fc.assert(
            fc.asyncProperty(ODD_DATE, (value) =>
              expectNoServerErrorAndNoChangeOnRefusal(item, {
                payload: JSON.stringify(withValueAt(valid, at.split('.'), value)),
                contentType: 'application/json',
              }),
            ),
            { numRuns: DATE_RUNS },
          );
        }
      }
      expect(fields).toEqual(
        expect.arrayContaining([
          'POST /api/jobs due_date',
          'POST /api/jobs completed_at',
          'PUT /api/jobs/{id} due_date',
          'PUT /api/jobs/{id} completed_at',
          'POST /api/analytics/track timestamp',
          'POST /api/analytics/session timestamp',
          'PUT /api/profile businessHours.sunday.open',
        ]),
      );
    },
    20 * 60_000,
  );
});

describe('fuzzing every query parameter', () => {
  it(
    `never answers 5xx (${RUNS} runs per route)`,
    async () => {
      const withQuery = operations.filter(({ operation }) =>
        (operation.parameters ?? []).some((parameter) => parameter.in === 'query'),
      );
      expect(withQuery.length).toBeGreaterThanOrEqual(5);
      for (const { method, path, operation } of withQuery) {
        const item = caseFor({ method, path, hasBody: false });
        const names = (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => p.name);
        const query = fc.dictionary(
          fc.constantFrom(...names, 'extra'),
          fc.oneof(ODD_DATE, ODD_TEXT, ODD_NUMBER.map(String)).map(String),
        );
        await fc.assert(
          fc.asyncProperty(query, async (values) => {
            const url = `${item.url(fixture).split('?')[0]}?${new URLSearchParams(values).toString()}`;
            const response = await t.inject({ method, url, headers: headersFor(item, fixture) });
            expect(response.statusCode, `${url} -> ${response.body}`).toBeLessThan(500);
          }),
          { numRuns: RUNS },
        );
      }
    },
    20 * 60_000,
  );
});
