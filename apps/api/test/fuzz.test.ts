// Issue 11, fuzzing: generated bodies for every route that reads one (wrong types, missing and
// extra fields, huge strings, ill-formed Unicode, NUL, odd numbers and dates, deep nesting, wrong
// content types), and odd values in every query parameter. Never a 5xx; a 4xx changes nothing.
// 300 runs per route when CI is set, fewer locally (FUZZ_RUNS overrides both).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseFor, headersFor, makeFixture, type Fixture, type RouteCase } from './catalogue.ts';
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

// --- What goes into a body -------------------------------------------------------------------

const LONE_SURROGATES = ['\uD800', 'a\uDBFFz', '\uDC00', 'x\uDFFF\uD800y', '\uDE00\uD83D'];
const ODD_TEXT = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...LONE_SURROGATES, '\u0000', 'a\u0000b', '', ' ', '\t\n', '\uFEFF', '\u202E'),
  fc.constantFrom('x'.repeat(5_001), 'é'.repeat(20_000), '\u{1F600}'.repeat(3_000)),
  fc.constantFrom('<script>alert(1)</script>', "'; DROP TABLE users; --", '%00', '${1+1}'),
);
const ODD_NUMBER = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(
    -0,
    1e308,
    -1e308,
    5e-324,
    0.1 + 0.2,
    12.345,
    1_000_000.01,
    Number.MAX_SAFE_INTEGER + 2,
    -1,
    2 ** 31,
    2 ** 63,
  ),
);
const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');
const ODD_DATE = fc.oneof(
  fc.constantFrom(
    '2025-02-30',
    '2025-13-01',
    '0000-01-01',
    '1899-12-31',
    '3000-01-01',
    '9999-12-31',
    '2025-1-1',
    '+002025-01-01',
    '2025-01-01T10:00:00+16:00',
    '2025-01-01T10:00:00+2359',
    '2025-01-01T10:00:00-16:00',
    '2025-01-01T10:00:00+15:60',
    '2025-01-01T10:00:00+14:01',
    '2025-01-01T24:00:00Z',
    '2025-01-01T23:59:60Z',
    '2025-01-01T25:61:00Z',
    '2025-01-01 10:00:00',
    '2025-01-01T10:00:00 GMT+0100',
    '2025-01-01T10:00:00.1234567890123Z',
    'infinity',
    'epoch',
    'now',
    'today',
  ),
  // Real days and times written with any offset, real or not.
  fc
    .tuple(
      fc.integer({ min: 1890, max: 3010 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 28 }),
      fc.integer({ min: -20, max: 20 }),
      fc.constantFrom(0, 15, 30, 45, 59, 60, 99),
      fc.constantFrom(':', ''),
    )
    .map(
      ([year, month, day, hours, minutes, colon]) =>
        `${pad(year, 4)}-${pad(month)}-${pad(day)}T12:00:00${hours < 0 ? '-' : '+'}${pad(hours)}${colon}${pad(minutes)}`,
    ),
  // Any digits in the shape of a date.
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
    )
    .map(([year, month, day]) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
);
const deep = (depth: number, kind: 'object' | 'array'): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = kind === 'object' ? { a: value } : [value];
  return value;
};
const ODD_VALUE: fc.Arbitrary<unknown> = fc.oneof(
  ODD_TEXT,
  ODD_NUMBER,
  ODD_DATE,
  fc.constantFrom(null, true, false, [], {}, [null], { __proto__: null }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(deep(200, 'object'), deep(200, 'array')),
);

/** The paths to every leaf of a JSON value (`['pricing', 'hourlyRate']`). */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length === 0
    ? [prefix]
    : entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
}

function withValueAt(body: unknown, path: string[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const entries = Object.entries(body as Record<string, unknown>).filter(
    ([key]) => !(remove && rest.length === 0 && key === head),
  );
  const copy = Object.fromEntries(entries);
  if (rest.length > 0) copy[head] = withValueAt(copy[head] ?? {}, rest, value, remove);
  else if (!remove) copy[head] = value;
  return copy;
}

type Body = { payload: string; contentType: string | undefined };

const CONTENT_TYPES = fc.constantFrom<string | undefined>(
  'application/json',
  'application/json',
  'application/json',
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/xml',
  undefined,
);

/** Bodies built from a valid one and the fields the route documents. */
/** A date or time field, by its name: it gets odd dates more often than other odd values. */
const isDateField = (path: string[]) => /date|_at$|timestamp|open|close/i.test(path.at(-1) ?? '');

function bodies(valid: Record<string, unknown>, fields: string[]): fc.Arbitrary<Body> {
  const paths = [...leafPaths(valid), ...fields.map((field) => [field])].filter(
    (p) => p.length > 0,
  );
  const change = (at: string[]) =>
    isDateField(at)
      ? fc.oneof({ weight: 4, arbitrary: ODD_DATE }, { weight: 1, arbitrary: ODD_VALUE })
      : ODD_VALUE;
  const path: fc.Arbitrary<string[]> =
    paths.length > 0 ? fc.constantFrom(...paths) : fc.constant<string[]>(['name']);
  const oneChange = path.chain((at) => change(at).map((value) => withValueAt(valid, at, value)));
  const structured = fc.oneof(
    // One field (at any depth) turned into something odd.
    { weight: 6, arbitrary: oneChange },
    // Several at once.
    {
      weight: 2,
      arbitrary: fc
        .array(
          path.chain((at) => change(at).map((value) => [at, value] as const)),
          {
            minLength: 2,
            maxLength: 5,
          },
        )
        .map((changes) =>
          changes.reduce<unknown>((body, [at, value]) => withValueAt(body, at, value), valid),
        ),
    },
    // A field missing.
    { weight: 1, arbitrary: path.map((at) => withValueAt(valid, at, undefined, true)) },
    // A field too many.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ minLength: 1, maxLength: 20 }), ODD_VALUE)
        .map(([key, value]) => ({ ...valid, [key]: value })),
    },
    // Anything at all.
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: ODD_VALUE },
  );
  const raw = fc.oneof(
    { weight: 8, arbitrary: structured.map((body) => JSON.stringify(body) ?? 'null') },
    {
      weight: 1,
      arbitrary: structured.map((body) => (JSON.stringify(body) ?? 'null').slice(0, -1)),
    },
    { weight: 1, arbitrary: fc.string() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        'null',
        '"text"',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '{"a":1,"a":2}',
        '{"name":"\\ud800"}',
        '{"name":"a\\u0000b"}',
        '{"estimated_cost":1e400}',
        '{"estimated_cost":-0}',
        '\uFEFF{}',
        '['.repeat(10_000),
        `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
        `${'['.repeat(5_000)}1${']'.repeat(5_000)}`,
      ),
    },
  );
  return fc.tuple(raw, CONTENT_TYPES).map(([payload, contentType]) => ({ payload, contentType }));
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
