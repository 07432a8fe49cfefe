import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { ApiErrorCode } from '@jobtrack/core/wire';
import { openDb, type Db } from '../src/db/db.ts';
import {
  expectError,
  startTestApp,
  TestApp,
  testConfig,
  uniqueEmail,
  type Owner,
  type WireCustomer,
  type WireJob,
} from './helpers.ts';

// docs/architecture.md §5: strict schemas — no coercion, unknown fields refused, bounded lengths and ranges,
// no NUL bytes. Bad input answers 4xx with { success: false, error } and changes nothing.

let t: TestApp;
let owner: Owner;
let customer: WireCustomer;
let job: WireJob;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.owner();
  customer = await t.createCustomer(owner, { name: 'Valid Val', email: 'val@example.com' });
  job = await t.createJob(owner, customer.id, {
    title: 'Mow',
    estimated_cost: 50,
    due_date: '2025-06-01',
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

type Route = {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  authorized: boolean;
  /** A valid body, to vary one field at a time. */
  valid: () => Record<string, unknown>;
  /** The record a PUT targets, which a refused call must leave as it was. */
  record?: () => Promise<unknown>;
  /** A text field and its maximum length. */
  text: [string, number];
};

const routes: Route[] = [
  {
    name: 'register',
    method: 'POST',
    url: () => '/api/auth/register',
    authorized: false,
    valid: () => ({ name: 'Pat', email: uniqueEmail(), password: 'kiwi-71' }),
    text: ['name', 200],
  },
  {
    name: 'login',
    method: 'POST',
    url: () => '/api/auth/login',
    authorized: false,
    valid: () => ({ email: owner.email, password: owner.password }),
    text: ['password', 200],
  },
  {
    name: 'create customer',
    method: 'POST',
    url: () => '/api/customers',
    authorized: true,
    valid: () => ({ name: 'New Nora' }),
    text: ['address', 500],
  },
  {
    name: 'update customer',
    method: 'PUT',
    url: () => `/api/customers/${customer.id}`,
    authorized: true,
    valid: () => ({ name: 'Renamed Val' }),
    record: () => t.get(owner, `/api/customers/${customer.id}`),
    text: ['notes', 5000],
  },
  {
    name: 'create job',
    method: 'POST',
    url: () => '/api/jobs',
    authorized: true,
    valid: () => ({ customer_id: customer.id, title: 'Edge' }),
    text: ['title', 200],
  },
  {
    name: 'update job',
    method: 'PUT',
    url: () => `/api/jobs/${job.id}`,
    authorized: true,
    valid: () => ({ title: 'Edge' }),
    record: () => t.get(owner, `/api/jobs/${job.id}`),
    text: ['description', 5000],
  },
  {
    name: 'waitlist',
    method: 'POST',
    url: () => '/api/waitlist',
    authorized: false,
    valid: () => ({ email: uniqueEmail('wait'), source: 'demo-mode' }),
    text: ['businessType', 100],
  },
  {
    name: 'analytics track',
    method: 'POST',
    url: () => '/api/analytics/track',
    authorized: false,
    valid: () => ({ event: 'page_view', properties: { page: '/app' } }),
    text: ['event', 100],
  },
  {
    name: 'analytics session',
    method: 'POST',
    url: () => '/api/analytics/session',
    authorized: false,
    valid: () => ({ sessionId: 'session-validation' }),
    text: ['landingPage', 2000],
  },
];

type BadCase = {
  label: string;
  /** A raw body string, or an object sent as JSON. */
  body: (route: Route) => string | Record<string, unknown> | unknown[];
  contentType?: string;
  status: number;
  error: string | RegExp;
  /** The stable code of the answer; a schema failure unless told. */
  code?: ApiErrorCode;
};

const generic: BadCase[] = [
  {
    label: 'malformed JSON',
    body: (route) => JSON.stringify(route.valid()).slice(0, -3),
    status: 400,
    error: 'Malformed JSON body',
    code: 'malformed_body',
  },
  {
    label: 'an empty JSON body',
    body: () => '',
    status: 400,
    error: 'The JSON body is empty',
    code: 'malformed_body',
  },
  {
    label: 'a JSON array',
    body: () => [],
    status: 400,
    error: 'Invalid input: expected object, received array',
  },
  {
    label: 'JSON null',
    body: () => 'null',
    status: 400,
    error: 'Invalid input: expected object, received null',
  },
  {
    label: 'a JSON string',
    body: () => '"hello"',
    status: 400,
    error: 'Invalid input: expected object, received string',
  },
  {
    label: 'an unknown field',
    body: (route) => ({ ...route.valid(), extra: 'field' }),
    status: 400,
    error: 'Unrecognized key: "extra"',
  },
  {
    label: 'a __proto__ key',
    body: (route) => `{"__proto__":{"admin":true},${JSON.stringify(route.valid()).slice(1)}`,
    status: 400,
    error: 'Malformed JSON body',
    code: 'malformed_body',
  },
  {
    label: 'an oversize string',
    body: (route) => ({ ...route.valid(), [route.text[0]]: 'x'.repeat(route.text[1] + 1) }),
    status: 400,
    error: /^\w+: must be at most \d+ characters$/,
  },
  {
    label: 'a NUL byte',
    body: (route) => ({ ...route.valid(), [route.text[0]]: 'bad\u0000value' }),
    status: 400,
    error: /^\w+: must not contain NUL bytes$/,
  },
  {
    // PostgreSQL text would store U+FFFD instead: two values differing only there would be one.
    label: 'half a surrogate pair',
    body: (route) => ({ ...route.valid(), [route.text[0]]: 'bad\ud800value' }),
    status: 400,
    error: /^\w+: must be valid Unicode text$/,
  },
  {
    label: 'a number where text belongs',
    body: (route) => ({ ...route.valid(), [route.text[0]]: 42 }),
    status: 400,
    error: /^\w+: Invalid input: expected string, received number$/,
  },
  {
    label: 'a body over the size limit',
    body: (route) => ({ ...route.valid(), [route.text[0]]: 'x'.repeat(300 * 1024) }),
    status: 413,
    error: 'The request body is too large',
    code: 'malformed_body',
  },
  {
    label: 'a non-JSON content type',
    body: () => '<customer/>',
    contentType: 'application/xml',
    status: 415,
    error: 'Unsupported content type; send application/json',
    code: 'malformed_body',
  },
];

const money = (field: string): BadCase[] => [
  {
    label: `${field} as a string`,
    body: (route) => ({ ...route.valid(), [field]: '5' }),
    status: 400,
    error: `${field}: Invalid input: expected number, received string`,
  },
  {
    label: `${field} negative`,
    body: (route) => ({ ...route.valid(), [field]: -1 }),
    status: 400,
    error: `${field}: must be at least 0`,
  },
  {
    label: `${field} absurd`,
    body: (route) => ({ ...route.valid(), [field]: 1e12 }),
    status: 400,
    error: `${field}: must be at most 1000000`,
  },
  {
    label: `${field} with fractions of a cent`,
    body: (route) => ({ ...route.valid(), [field]: 1.234 }),
    status: 400,
    error: `${field}: must have at most 2 decimals`,
  },
];

const jobFields: BadCase[] = [
  ...money('estimated_cost'),
  ...money('actual_cost'),
  {
    label: 'paid as a string',
    body: (route) => ({ ...route.valid(), paid: 'true' }),
    status: 400,
    error: 'paid: Invalid input: expected boolean, received string',
  },
  {
    label: 'paid as a number',
    body: (route) => ({ ...route.valid(), paid: 1 }),
    status: 400,
    error: 'paid: Invalid input: expected boolean, received number',
  },
  ...['2025-02-30', '2025-13-01', '2025-04-31'].map((date): BadCase => ({
    label: `impossible due date ${date}`,
    body: (route) => ({ ...route.valid(), due_date: date }),
    status: 400,
    error: 'due_date: must be a real date',
  })),
  ...['tomorrow', '2025-6-1', '06/01/2025', '2025-06-01T00:00:00Z', ''].map((date): BadCase => ({
    label: `due date '${date}'`,
    body: (route) => ({ ...route.valid(), due_date: date }),
    status: 400,
    error: 'due_date: must be a date written yyyy-MM-dd',
  })),
  {
    label: 'a due date beyond 2999',
    body: (route) => ({ ...route.valid(), due_date: '3000-01-01' }),
    status: 400,
    error: 'due_date: must be between 1900 and 2999',
  },
  {
    label: 'an unknown status',
    body: (route) => ({ ...route.valid(), status: 'done' }),
    status: 400,
    error: /^status: Invalid option/,
  },
  {
    label: 'the app status spelling',
    body: (route) => ({ ...route.valid(), status: 'in-progress' }),
    status: 400,
    error: /^status: Invalid option/,
  },
  {
    label: 'negative hours',
    body: (route) => ({ ...route.valid(), estimated_hours: -0.5 }),
    status: 400,
    error: 'estimated_hours: must be at least 0',
  },
  {
    label: 'absurd hours',
    body: (route) => ({ ...route.valid(), actual_hours: 1e9 }),
    status: 400,
    error: 'actual_hours: must be at most 10000',
  },
  {
    label: 'completed_at that is not a timestamp',
    body: (route) => ({ ...route.valid(), completed_at: 'yesterday' }),
    status: 400,
    error: 'completed_at: must be an ISO 8601 timestamp',
  },
  {
    label: 'an impossible completed_at',
    body: (route) => ({ ...route.valid(), completed_at: '2025-02-30T10:00:00Z' }),
    status: 400,
    error: 'completed_at: must be an ISO 8601 timestamp',
  },
  {
    label: 'a completed_at offset beyond ±14:00 (2025-01-01T10:00:00+14:01)',
    body: (route) => ({ ...route.valid(), completed_at: '2025-01-01T10:00:00+14:01' }),
    status: 400,
    error: 'completed_at: must be an ISO 8601 timestamp',
  },
  {
    label: 'a completed_at offset beyond ±14:00 (2025-01-01T10:00:00-15:00)',
    body: (route) => ({ ...route.valid(), completed_at: '2025-01-01T10:00:00-15:00' }),
    status: 400,
    error: 'completed_at: must be an ISO 8601 timestamp',
  },
  {
    label: 'a completed_at offset beyond ±15:59 (2025-01-01T10:00:00+16:00)',
    body: (route) => ({ ...route.valid(), completed_at: '2025-01-01T10:00:00+16:00' }),
    status: 400,
    error: 'completed_at: must be an ISO 8601 timestamp',
  },
  {
    label: 'a completed_at offset beyond ±15:59 (2025-01-01T10:00:00+2359)',
    body: (route) => ({ ...route.valid(), completed_at: '2025-01-01T10:00:00+2359' }),
    status: 400,
    error: 'completed_at: must be an ISO 8601 timestamp',
  },
  {
    label: 'a completed_at offset beyond ±15:59 (2025-01-01T10:00:00-16:00)',
    body: (route) => ({ ...route.valid(), completed_at: '2025-01-01T10:00:00-16:00' }),
    status: 400,
    error: 'completed_at: must be an ISO 8601 timestamp',
  },
  {
    label: 'a completed_at offset beyond ±15:59 (2025-01-01T10:00:00+15:60)',
    body: (route) => ({ ...route.valid(), completed_at: '2025-01-01T10:00:00+15:60' }),
    status: 400,
    error: 'completed_at: must be an ISO 8601 timestamp',
  },
  {
    label: 'a blank title',
    body: (route) => ({ ...route.valid(), title: '   ' }),
    status: 400,
    error: 'title: title is required',
  },
];

const specific: Record<string, BadCase[]> = {
  register: [
    {
      label: 'no name',
      body: () => ({ email: uniqueEmail(), password: 'kiwi-71' }),
      status: 400,
      error: /^name: /,
    },
    {
      label: 'no email',
      body: () => ({ name: 'Pat', password: 'kiwi-71' }),
      status: 400,
      error: /^email: /,
    },
    {
      label: 'no password',
      body: () => ({ name: 'Pat', email: uniqueEmail() }),
      status: 400,
      error: /^password: /,
    },
    {
      label: 'an invalid email',
      body: () => ({ name: 'Pat', email: 'pat@nowhere', password: 'kiwi-71' }),
      status: 400,
      error: 'email: Please enter a valid email',
    },
    {
      label: 'a short password',
      body: () => ({ name: 'Pat', email: uniqueEmail(), password: 'abc' }),
      status: 400,
      error: 'password: Password must be at least 6 characters',
    },
    {
      label: 'an oversize email',
      body: () => ({ name: 'Pat', email: `${'a'.repeat(250)}@example.com`, password: 'kiwi-71' }),
      status: 400,
      error: 'email: must be at most 254 characters',
    },
  ],
  login: [
    {
      label: 'no password',
      body: () => ({ email: owner.email }),
      status: 400,
      error: /^password: /,
    },
    {
      label: 'an empty password',
      body: () => ({ email: owner.email, password: '' }),
      status: 400,
      error: 'password: Password is required',
    },
    { label: 'no email', body: () => ({ password: 'kiwi-71' }), status: 400, error: /^email: / },
    {
      label: 'a blank email',
      body: () => ({ email: '  ', password: 'kiwi-71' }),
      status: 400,
      error: 'email: email is required',
    },
  ],
  'create customer': [
    { label: 'no name', body: () => ({ phone: '555' }), status: 400, error: /^name: / },
    {
      label: 'a blank name',
      body: () => ({ name: ' ' }),
      status: 400,
      error: 'name: name is required',
    },
    {
      label: 'a numeric name',
      body: () => ({ name: 12 }),
      status: 400,
      error: /^name: Invalid input/,
    },
    {
      label: 'an invalid email',
      body: () => ({ name: 'Nora', email: 'nora-at-example' }),
      status: 400,
      error: 'email: Please enter a valid email',
    },
    {
      label: 'an oversize phone',
      body: () => ({ name: 'Nora', phone: '5'.repeat(41) }),
      status: 400,
      error: 'phone: must be at most 40 characters',
    },
    {
      label: 'a malformed client id',
      body: () => ({ id: '../../etc/passwd', name: 'Nora' }),
      status: 400,
      error: 'id: id must look like customer-<uuid>',
    },
  ],
  'update customer': [
    {
      label: 'a blank name',
      body: () => ({ name: '' }),
      status: 400,
      error: 'name: name is required',
    },
    {
      label: 'a null name',
      body: () => ({ name: null }),
      status: 400,
      error: /^name: Invalid input/,
    },
    {
      label: 'an invalid email',
      body: () => ({ email: 'x@y' }),
      status: 400,
      error: 'email: Please enter a valid email',
    },
    {
      label: 'an id in the body',
      body: () => ({ id: customer.id }),
      status: 400,
      error: 'Unrecognized key: "id"',
    },
  ],
  'create job': [
    ...jobFields,
    { label: 'no customer', body: () => ({ title: 'Edge' }), status: 400, error: /^customer_id: / },
    {
      label: 'no title',
      body: () => ({ customer_id: customer.id }),
      status: 400,
      error: /^title: /,
    },
  ],
  'update job': [
    ...jobFields,
    {
      label: 'an id in the body',
      body: () => ({ id: job.id }),
      status: 400,
      error: 'Unrecognized key: "id"',
    },
    {
      label: 'an empty customer',
      body: () => ({ customer_id: '' }),
      status: 400,
      error: 'customer_id: customer_id is required',
    },
  ],
  waitlist: [
    { label: 'no email', body: () => ({ source: 'demo-mode' }), status: 400, error: /^email: / },
    {
      label: 'an invalid email',
      body: () => ({ email: 'not an email' }),
      status: 400,
      error: 'email: Please enter a valid email',
    },
    {
      label: 'an oversize source',
      body: () => ({ email: uniqueEmail(), source: 's'.repeat(51) }),
      status: 400,
      error: 'source: must be at most 50 characters',
    },
  ],
  'analytics track': [
    {
      label: 'no event',
      body: () => ({ properties: { page: '/' } }),
      status: 400,
      error: /^event: /,
    },
    {
      label: 'an empty event',
      body: () => ({ event: '' }),
      status: 400,
      error: 'event: event is required',
    },
    {
      label: 'nested properties',
      body: () => ({ event: 'click', properties: { nested: { a: 1 } } }),
      status: 400,
      error: /^properties\.nested: /,
    },
    {
      label: 'properties over 4096 bytes',
      body: () => ({
        event: 'click',
        properties: Object.fromEntries(
          Array.from({ length: 10 }, (_, i) => [`k${i}`, 'v'.repeat(900)]),
        ),
      }),
      status: 400,
      error: 'properties: properties must be at most 4096 bytes',
    },
    {
      label: 'a NUL byte in a property',
      body: () => ({ event: 'click', properties: { page: 'a\u0000b' } }),
      status: 400,
      error: 'properties: must not contain NUL bytes',
    },
    {
      label: 'an impossible timestamp',
      body: () => ({ event: 'click', timestamp: 'now' }),
      status: 400,
      error: 'timestamp: must be an ISO 8601 timestamp',
    },
    {
      label: 'half a surrogate pair in a property (jsonb refuses it)',
      body: () => ({ event: 'click', properties: { page: 'a\ud800b' } }),
      status: 400,
      error: 'properties: must be valid Unicode text',
    },
    {
      label: 'a timestamp on an impossible day',
      body: () => ({ event: 'click', timestamp: '2025-02-30T10:00:00.000Z' }),
      status: 400,
      error: 'timestamp: must be an ISO 8601 timestamp',
    },
    {
      label: 'a timestamp with an offset PostgreSQL cannot store',
      body: () => ({ event: 'click', timestamp: '2025-01-01T10:00:00+16:00' }),
      status: 400,
      error: 'timestamp: must be an ISO 8601 timestamp',
    },
    {
      label: 'a timestamp with an offset beyond ±14:00',
      body: () => ({ event: 'click', timestamp: '2025-01-01T10:00:00-14:15' }),
      status: 400,
      error: 'timestamp: must be an ISO 8601 timestamp',
    },
    {
      label: 'a timestamp in year 0',
      body: () => ({ event: 'click', timestamp: '0000-06-01T10:00:00Z' }),
      status: 400,
      error: 'timestamp: must be an ISO 8601 timestamp',
    },
    {
      label: 'an unknown user type',
      body: () => ({ event: 'click', userType: 'admin' }),
      status: 400,
      error: /^userType: Invalid option/,
    },
    {
      label: 'demoMode as a string',
      body: () => ({ event: 'click', demoMode: 'true' }),
      status: 400,
      error: 'demoMode: Invalid input: expected boolean, received string',
    },
  ],
  'analytics session': [
    {
      label: 'no session id',
      body: () => ({ userType: 'demo' }),
      status: 400,
      error: /^sessionId: /,
    },
    {
      label: 'an empty session id',
      body: () => ({ sessionId: '' }),
      status: 400,
      error: 'sessionId: sessionId is required',
    },
    {
      label: 'an oversize referrer',
      body: () => ({ sessionId: 's', referrer: 'r'.repeat(2001) }),
      status: 400,
      error: 'referrer: must be at most 2000 characters',
    },
    {
      label: 'a timestamp on an impossible day',
      body: () => ({ sessionId: 's', timestamp: '2025-04-31T00:00:00Z' }),
      status: 400,
      error: 'timestamp: must be an ISO 8601 timestamp',
    },
    {
      label: 'an unknown user type',
      body: () => ({ sessionId: 's', userType: 'robot' }),
      status: 400,
      error: /^userType: Invalid option/,
    },
  ],
};

describe.each(routes)('$method $name refuses bad bodies and changes nothing', (route) => {
  const cases = [...generic, ...(specific[route.name] ?? [])];

  it.each(cases)('$label → $status', async (bad) => {
    const before = await t.countRows();
    const recordBefore = await route.record?.();
    const body = bad.body(route);
    const raw = typeof body === 'string';
    const options = {
      method: route.method,
      url: route.url(),
      payload: raw ? body : JSON.stringify(body),
      headers: { 'content-type': bad.contentType ?? 'application/json' },
    };
    const response = route.authorized ? await t.as(owner, options) : await t.inject(options);

    expectError(response, bad.status, bad.error, bad.code ?? 'validation_failed');
    expect(await t.countRows()).toEqual(before);
    if (route.record) expect(await route.record()).toEqual(recordBefore);
  });

  it('accepts the valid body the cases vary (so each refusal is about the bad field)', async () => {
    const response = route.authorized
      ? await t.as(owner, { method: route.method, url: route.url(), payload: route.valid() })
      : await t.inject({ method: route.method, url: route.url(), payload: route.valid() });
    expect([200, 201, 202]).toContain(response.statusCode);
  });
});

describe('query strings are validated too', () => {
  const cases: Array<[string, string | RegExp]> = [
    ['/api/jobs?status=done', /^status: Invalid option/],
    ['/api/jobs?status=in-progress', /^status: Invalid option/],
    ['/api/jobs?status=pending&status=completed', /^status: /],
    ['/api/jobs?from=2025-02-30', 'from: must be a real date'],
    ['/api/jobs?to=tomorrow', 'to: must be a date written yyyy-MM-dd'],
    ['/api/jobs?from=2025-13-01', 'from: must be a real date'],
    ['/api/jobs?paid=yes', /^paid: Invalid option/],
    ['/api/jobs?paid=1', /^paid: Invalid option/],
    [`/api/jobs?customer_id=${'c'.repeat(101)}`, 'customer_id: must be at most 100 characters'],
    ['/api/jobs?customer_id=a%00b', 'customer_id: must not contain NUL bytes'],
    ['/api/jobs?sort=price', /^Unrecognized key/],
    ['/api/jobs/today?date=tomorrow', 'date: must be a date written yyyy-MM-dd'],
    ['/api/jobs/today?date=2025-02-29', 'date: must be a real date'],
    ['/api/jobs/today?utc_offset=900', 'utc_offset: must be between -840 and 840'],
    ['/api/jobs/today?utc_offset=abc', 'utc_offset: must be a whole number of minutes'],
    ['/api/dashboard/stats?date=2025-13-01', 'date: must be a real date'],
    ['/api/dashboard/stats?utc_offset=1e3', 'utc_offset: must be a whole number of minutes'],
    ['/api/dashboard/jobs/recent?limit=0', 'limit: must be between 1 and 100'],
    ['/api/dashboard/jobs/recent?limit=101', 'limit: must be between 1 and 100'],
    ['/api/dashboard/jobs/recent?limit=-1', 'limit: must be a whole number'],
    ['/api/dashboard/jobs/recent?limit=1.5', 'limit: must be a whole number'],
    ['/api/dashboard/jobs/recent?limit=abc', 'limit: must be a whole number'],
    ['/api/dashboard/jobs/upcoming?days=abc', 'days: must be a whole number'],
    ['/api/dashboard/jobs/upcoming?days=366', 'days: must be between 0 and 365'],
    ['/api/dashboard/jobs/upcoming?date=2025-02-30', 'date: must be a real date'],
    ['/api/dashboard/revenue/monthly?year=99999', 'year: must be between 1900 and 2999'],
    ['/api/dashboard/revenue/monthly?year=1899', 'year: must be between 1900 and 2999'],
    ['/api/dashboard/revenue/monthly?year=abc', 'year: must be a whole number'],
    ['/api/dashboard/revenue/monthly?year=2025&month=1', /^Unrecognized key/],
  ];

  it.each(cases)('GET %s → 400', async (url, error) => {
    expectError(await t.as(owner, { method: 'GET', url }), 400, error, 'validation_failed');
  });

  const adminCases: Array<[string, string | RegExp]> = [
    ['/api/analytics/query', /^query: /],
    ['/api/analytics/query?query=everything', /^query: Invalid option/],
    ['/api/analytics/query?query=conversion_rates&timeframe=1y', /^timeframe: Invalid option/],
    [
      '/api/analytics/query?query=conversion_rates&filters=notjson',
      'filters: filters must be a JSON object of known filters',
    ],
    [
      `/api/analytics/query?query=conversion_rates&filters=${encodeURIComponent('{"owner":"x"}')}`,
      'filters: filters must be a JSON object of known filters',
    ],
    [
      `/api/analytics/query?query=conversion_rates&filters=${encodeURIComponent('{"demoMode":"yes"}')}`,
      'filters: filters must be a JSON object of known filters',
    ],
  ];

  it.each(adminCases)('GET %s → 400', async (url, error) => {
    expectError(
      await t.inject({
        method: 'GET',
        url,
        headers: { 'x-admin-password': 'admin-password-for-tests' },
      }),
      400,
      error,
      'validation_failed',
    );
  });

  it('a path id that is too long, has a NUL byte or is not a URL answers 4xx in the same shape', async () => {
    expectError(
      await t.as(owner, { method: 'GET', url: `/api/customers/${'x'.repeat(101)}` }),
      400,
      'id: must be at most 100 characters',
      'validation_failed',
    );
    expectError(
      await t.as(owner, { method: 'GET', url: '/api/jobs/a%00b' }),
      400,
      'id: must not contain NUL bytes',
      'validation_failed',
    );
    expectError(
      await t.as(owner, { method: 'GET', url: `/api/customers/${'x'.repeat(300)}` }),
      414,
      'The request URL is too long',
      'malformed_body',
    );
    expectError(
      await t.as(owner, { method: 'GET', url: '/api/customers/%E0%A4%A' }),
      400,
      'Malformed request URL',
      'malformed_body',
    );
  });
});

describe('a server error carries no internals', () => {
  const SECRET = 'relation "secret_table" does not exist at /srv/jobtrack/db.ts:42';
  let broken: TestApp;
  let failing = false;

  beforeAll(async () => {
    const db: Db = {
      ...t.db,
      query: <Row>(sql: string, params?: unknown[]) =>
        failing ? Promise.reject(new Error(SECRET)) : t.db.query<Row>(sql, params),
    };
    const app = await buildApp({
      config: testConfig(),
      db,
      logger: false,
      webDist: '/nonexistent',
    });
    broken = new TestApp(app, db, false);
  });

  afterAll(async () => {
    failing = false;
    await broken?.close();
  });

  it('answers 500 with a generic message, and 503 on the health check', async () => {
    failing = true;
    for (const request of [
      {
        method: 'GET' as const,
        url: '/api/customers',
        headers: { authorization: `Bearer ${owner.token}` },
      },
      { method: 'POST' as const, url: '/api/waitlist', payload: { email: uniqueEmail() } },
      { method: 'POST' as const, url: '/api/analytics/track', payload: { event: 'click' } },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: { email: owner.email, password: 'x' },
      },
    ]) {
      const response = await broken.inject(request);
      expectError(response, 500, 'Something went wrong. Please try again.', 'server_error');
      expect(response.body).not.toMatch(/secret_table|\/srv|db\.ts|stack/i);
    }
    const health = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', database: 'unavailable' });
  });
});

describe('an unreachable database', () => {
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
    };
    const app = await buildApp({
      config: testConfig(),
      db,
      logger: false,
      webDist: '/nonexistent',
    });
    cut = new TestApp(app, db, false);
  });

  afterAll(async () => {
    isCut = false;
    await cut?.close();
    await unreachable?.close();
  });

  it('answers 503 unavailable instead of 500, so the app retries later', async () => {
    isCut = true;
    for (const request of [
      { method: 'GET' as const, url: '/api/customers' },
      { method: 'GET' as const, url: '/api/sync' },
      { method: 'POST' as const, url: '/api/customers', payload: { name: 'Offline Olly' } },
      { method: 'POST' as const, url: '/api/waitlist', payload: { email: uniqueEmail() } },
    ]) {
      const response = await cut.inject({
        ...request,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expectError(
        response,
        503,
        'The service is unavailable. Please try again later.',
        'unavailable',
      );
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    }
  });
});
