// What the fuzz test sends (issue 11): odd values of every kind, and request bodies built from a
// route's valid body by changing, removing or adding fields, with any content type.
import fc from 'fast-check';

const LONE_SURROGATES = ['\uD800', 'a\uDBFFz', '\uDC00', 'x\uDFFF\uD800y', '\uDE00\uD83D'];
export const ODD_TEXT = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...LONE_SURROGATES, '\u0000', 'a\u0000b', '', ' ', '\t\n', '\uFEFF', '\u202E'),
  fc.constantFrom('x'.repeat(5_001), 'é'.repeat(20_000), '\u{1F600}'.repeat(3_000)),
  fc.constantFrom('<script>alert(1)</script>', "'; DROP TABLE users; --", '%00', '${1+1}'),
);
export const ODD_NUMBER = fc.oneof(
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
export const ODD_DATE = fc.oneof(
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
export const ODD_VALUE: fc.Arbitrary<unknown> = fc.oneof(
  ODD_TEXT,
  ODD_NUMBER,
  ODD_DATE,
  fc.constantFrom(null, true, false, [], {}, [null], { __proto__: null }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(deep(200, 'object'), deep(200, 'array')),
);

/** The paths to every leaf of a JSON value (`['pricing', 'hourlyRate']`). */
export function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length === 0
    ? [prefix]
    : entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
}

export function withValueAt(
  body: unknown,
  path: string[],
  value: unknown,
  remove = false,
): unknown {
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

export type Body = { payload: string; contentType: string | undefined };

export const CONTENT_TYPES = fc.constantFrom<string | undefined>(
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

/** A date or time field, by its name: it gets odd dates more often than other odd values. */
export const isDateField = (path: string[]) =>
  /date|_at$|timestamp|open|close/i.test(path.at(-1) ?? '');

/** Bodies built from a valid one and the fields the route documents. */
export function bodies(valid: Record<string, unknown>, fields: string[]): fc.Arbitrary<Body> {
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
