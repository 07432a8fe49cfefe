import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  customerQrPayload,
  jobQrPayload,
  parseQrPayload,
  QR_ID_PATTERN,
  QR_TEXT_MAX_LENGTH,
  qrTargetUrl,
  qrText,
  type QrParseResult,
} from './qr-payload.ts';
import { makeCustomer, makeJob } from './testing/factories.ts';

const UUID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const INVALID: QrParseResult = { ok: false, reason: 'invalid-format' };
const FOREIGN: QrParseResult = { ok: false, reason: 'not-jobtrack' };

const customerPayload = {
  type: 'customer',
  id: `customer-${UUID}`,
  url: `https://jobtrack.example/customer/customer-${UUID}`,
  name: 'Sarah Johnson',
  phone: '(555) 123-4567',
};
const jobPayload = {
  type: 'job',
  id: `job-${UUID}`,
  url: `https://jobtrack.example/job/job-${UUID}`,
  customerId: `customer-${UUID}`,
  serviceType: 'Lawn Care',
};

describe('parseQrPayload: the app’s JSON payloads (spec §3)', () => {
  it('reads a customer payload as its type and id', () => {
    expect(parseQrPayload(JSON.stringify(customerPayload))).toEqual({
      ok: true,
      type: 'customer',
      id: `customer-${UUID}`,
    });
  });

  it('reads a job payload as its type and id', () => {
    expect(parseQrPayload(JSON.stringify(jobPayload))).toEqual({
      ok: true,
      type: 'job',
      id: `job-${UUID}`,
    });
  });

  it.each(['demo-customer-1', 'demo-job-6', 'demo-customer', 'customer-seed-001', 'a', 'A_b-9'])(
    'accepts the well-formed id %j',
    (id) => {
      expect(parseQrPayload(JSON.stringify({ type: 'customer', id }))).toEqual({
        ok: true,
        type: 'customer',
        id,
      });
    },
  );

  it('needs only type and id, and tolerates surrounding whitespace', () => {
    expect(parseQrPayload(`\n  {"type":"job","id":"job-1"}  \n`)).toEqual({
      ok: true,
      type: 'job',
      id: 'job-1',
    });
  });

  it('never follows or trusts the url: a foreign url does not change the result', () => {
    const text = JSON.stringify({ ...customerPayload, url: 'javascript:alert(1)' });
    expect(parseQrPayload(text)).toEqual({ ok: true, type: 'customer', id: customerPayload.id });
    const other = JSON.stringify({ ...jobPayload, url: 'https://evil.example/customer/other' });
    expect(parseQrPayload(other)).toEqual({ ok: true, type: 'job', id: jobPayload.id });
  });

  it('accepts an id of exactly 100 characters and refuses 101', () => {
    const id100 = 'a'.repeat(100);
    expect(parseQrPayload(JSON.stringify({ type: 'job', id: id100 }))).toEqual({
      ok: true,
      type: 'job',
      id: id100,
    });
    expect(parseQrPayload(JSON.stringify({ type: 'job', id: 'a'.repeat(101) }))).toEqual(FOREIGN);
  });
});

describe('parseQrPayload: JobTrack links (spec §2 QR link targets)', () => {
  it.each([
    ['https://jobtrack.example/customer/customer-1', 'customer', 'customer-1'],
    ['http://127.0.0.1:4311/job/job-1', 'job', 'job-1'],
    ['https://example.org/base/path/customer/demo-customer-2/', 'customer', 'demo-customer-2'],
    ['HTTPS://JOBTRACK.EXAMPLE/job/job-9?utm=qr#top', 'job', 'job-9'],
    ['https://jobtrack.example/customer/customer%2D1', 'customer', 'customer-1'],
  ])('accepts %s', (text, type, id) => {
    expect(parseQrPayload(text)).toEqual({ ok: true, type, id });
  });

  it.each([
    'ftp://jobtrack.example/customer/customer-1',
    'javascript:alert(1)//customer/x',
    'jobtrack.example/customer/customer-1',
    '/customer/customer-1',
    'https://jobtrack.example/customers/customer-1',
    'https://jobtrack.example/customer/',
    'https://jobtrack.example/customer/customer-1/edit',
    'https://jobtrack.example/invoice/invoice-1',
    'https://jobtrack.example/customer/..%2Fadmin',
    'https://jobtrack.example/customer/%E0%A4%A',
    'https://user:pass@jobtrack.example/customer/customer-1',
    'https://jobtrack.example/customer/customer 1',
    'https:///customer/customer-1',
    'https://jobtrack.example\\customer\\customer-1',
    `https://jobtrack.example/job/${'a'.repeat(101)}`,
  ])('refuses %s as an invalid format', (text) => {
    expect(parseQrPayload(text)).toEqual(INVALID);
  });
});

describe('parseQrPayload: refusals', () => {
  it.each([
    ['an invoice', '{"type":"invoice","id":"x"}'],
    ['a type in capitals', '{"type":"Customer","id":"customer-1"}'],
    ['no type', '{"id":"customer-1"}'],
    ['no id', '{"type":"customer"}'],
    ['an empty id', '{"type":"customer","id":""}'],
    ['a numeric id', '{"type":"job","id":42}'],
    ['an id with a slash', '{"type":"customer","id":"../admin"}'],
    ['an id with spaces', '{"type":"customer","id":"customer 1"}'],
    ['an id with markup', '{"type":"customer","id":"<img src=x>"}'],
    ['an id of non-ASCII letters', '{"type":"customer","id":"clïent"}'],
    ['an empty object', '{}'],
    ['a type inherited through __proto__', '{"__proto__":{"type":"customer","id":"c-1"}}'],
    ['a nested payload', '{"payload":{"type":"customer","id":"customer-1"}}'],
  ])('says a JSON object with %s is not from JobTrack', (_label, text) => {
    expect(parseQrPayload(text)).toEqual(FOREIGN);
  });

  it.each([
    ['plain text', 'hello'],
    ['an empty string', ''],
    ['only whitespace', '   \n\t'],
    ['broken JSON', '{"type":"customer","id":'],
    ['a JSON array', '[{"type":"customer","id":"customer-1"}]'],
    ['a JSON string', '"customer-1"'],
    ['a JSON number', '12345'],
    ['JSON null', 'null'],
    ['JSON true', 'true'],
    ['a bare id', 'customer-1'],
    ['a phone number', 'tel:+15551234567'],
  ])('says %s is an invalid format', (_label, text) => {
    expect(parseQrPayload(text)).toEqual(INVALID);
  });

  it('refuses text longer than a QR code can hold, unread', () => {
    const padded = JSON.stringify({ type: 'customer', id: 'customer-1', pad: 'x'.repeat(5000) });
    expect(padded.length).toBeGreaterThan(QR_TEXT_MAX_LENGTH);
    expect(parseQrPayload(padded)).toEqual(INVALID);
  });

  it.each([undefined, null, 42, {}, ['x'], Symbol('x')])(
    'says a non-string %s is an invalid format',
    (value) => {
      expect(parseQrPayload(value)).toEqual(INVALID);
    },
  );
});

describe('parseQrPayload: fuzzed input', () => {
  const RUNS = { numRuns: 1000 };

  /** The only answers the parser may give, and an accepted id is always well formed. */
  const assertDocumented = (result: QrParseResult) => {
    if (result.ok) {
      expect(['customer', 'job']).toContain(result.type);
      expect(result.id).toMatch(QR_ID_PATTERN);
      expect(Object.keys(result).sort()).toEqual(['id', 'ok', 'type']);
    } else {
      expect(['invalid-format', 'not-jobtrack']).toContain(result.reason);
      expect(Object.keys(result).sort()).toEqual(['ok', 'reason']);
    }
  };

  it('never throws on arbitrary text and answers only the documented results', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        assertDocumented(parseQrPayload(text));
      }),
      RUNS,
    );
  });

  it('never throws on arbitrary JSON; only objects can be “not from JobTrack”', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseQrPayload(JSON.stringify(value));
        assertDocumented(result);
        const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
        if (!isObject) expect(result).toEqual(INVALID);
      }),
      RUNS,
    );
  });

  it('accepts exactly the payloads with our type and a well-formed id', () => {
    const idChars = fc.constantFrom(
      ...'abcxyzABCXYZ0189_-'.split(''),
      '/',
      ' ',
      '.',
      'é',
      '<',
      '%',
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom('customer', 'job'), fc.string({ maxLength: 10 })),
        fc.oneof(
          fc.string({ unit: idChars, minLength: 0, maxLength: 110 }),
          fc.integer(),
          fc.constant(null),
        ),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })),
        (type, id, extra) => {
          const text = JSON.stringify({ ...extra, type, id });
          const result = parseQrPayload(text);
          assertDocumented(result);
          const isOurs =
            (type === 'customer' || type === 'job') &&
            typeof id === 'string' &&
            QR_ID_PATTERN.test(id);
          expect(result).toEqual(isOurs ? { ok: true, type, id } : FOREIGN);
        },
      ),
      RUNS,
    );
  });

  it('never throws on arbitrary web links and reads the id from the path only', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.constantFrom('', '/customer/customer-1', '/job/job-2', '/customer/', '/x/job/a%2'),
        (base, suffix) => {
          const text = base + suffix;
          const result = parseQrPayload(text);
          assertDocumented(result);
          if (result.ok) expect(text.split(/[?#]/)[0]).toContain(`/${result.type}/`);
          if (suffix === '/customer/customer-1' && !/[?#]/.test(base)) {
            expect(result).toEqual({ ok: true, type: 'customer', id: 'customer-1' });
          }
        },
      ),
      RUNS,
    );
  });

  it('round-trips any well-formed id through a JSON payload and a link', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('customer' as const, 'job' as const),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,100}$/),
        (type, id) => {
          const expected = { ok: true, type, id };
          expect(parseQrPayload(JSON.stringify({ type, id, url: 'x' }))).toEqual(expected);
          expect(parseQrPayload(`https://jobtrack.example/${type}/${id}`)).toEqual(expected);
        },
      ),
      RUNS,
    );
  });
});

describe('building payloads (spec §3): what is built is what the scanner reads', () => {
  it('builds the customer and job payloads with link targets', () => {
    expect(customerQrPayload(makeCustomer(), 'https://jobtrack.app/')).toEqual({
      type: 'customer',
      id: 'customer-1',
      url: 'https://jobtrack.app/customer/customer-1',
      name: 'Ana Lopez',
      phone: '(555) 123-4567',
    });
    expect(jobQrPayload(makeJob(), '')).toEqual({
      type: 'job',
      id: 'job-1',
      url: '/job/job-1',
      customerId: 'customer-1',
      serviceType: 'Lawn Mowing',
    });
    expect(qrTargetUrl('https://x.test', 'job', 'a b')).toBe('https://x.test/job/a%20b');
  });

  it('reads back both styles of a built code as the same record', () => {
    const customer = customerQrPayload(makeCustomer(), 'https://crew.example.net/');
    const job = jobQrPayload(makeJob(), 'https://crew.example.net');
    for (const style of ['payload', 'link'] as const) {
      expect(parseQrPayload(qrText(customer, style))).toEqual({
        ok: true,
        type: 'customer',
        id: 'customer-1',
      });
      expect(parseQrPayload(qrText(job, style))).toEqual({ ok: true, type: 'job', id: 'job-1' });
    }
    expect(qrText(customer, 'link')).toBe('https://crew.example.net/customer/customer-1');
  });
});
