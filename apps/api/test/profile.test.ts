import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApp, type Owner, type TestApp } from './helpers.ts';

// docs/architecture.md §5: in signed-in mode the business profile (spec §3) is also kept on the server, so
// it follows the owner to another device; like every record, it belongs to the token's owner.

let t: TestApp;
let owner: Owner;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.owner();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const day = (open: string, close: string, closed = false) => ({ open, close, closed });

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const profile = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Green Valley Landscaping',
  ownerName: 'Alex Johnson',
  email: 'alex@greenvalley.com',
  phone: '(555) 123-4567',
  address: '123 Main Street\nSpringfield',
  website: 'https://greenvalley.com',
  bio: 'Family-owned since 2015.',
  profileImage: PIXEL,
  serviceTypes: ['Lawn Care', 'Landscaping'],
  businessHours: {
    monday: day('08:00', '17:00'),
    tuesday: day('08:00', '17:00'),
    wednesday: day('08:00', '17:00'),
    thursday: day('08:00', '17:00'),
    friday: day('08:00', '17:00'),
    saturday: day('09:00', '15:00'),
    sunday: day('10:00', '14:00', true),
  },
  pricing: { hourlyRate: 75, minimumCharge: 50, currency: 'USD' },
  ...overrides,
});

const put = (who: Owner, payload: unknown) =>
  t.as(who, { method: 'PUT', url: '/api/profile', payload: payload as Record<string, unknown> });

const stored = async (who: Owner) =>
  (await t.get<{ profile: Record<string, unknown> | null }>(who, '/api/profile')).profile;

describe('GET /api/profile', () => {
  it('answers { profile: null } before the owner saves one', async () => {
    const fresh = await t.owner();
    const response = await t.as(fresh, { method: 'GET', url: '/api/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ profile: null });
  });

  it('answers 401 without a token', async () => {
    expectError(
      await t.inject({ method: 'GET', url: '/api/profile' }),
      401,
      'Authentication required',
      'unauthorized',
    );
  });
});

describe('PUT /api/profile', () => {
  it('stores the whole profile and answers it; a later GET reads the same', async () => {
    const response = await put(owner, profile());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ profile: profile() });
    expect(await stored(owner)).toEqual(profile());
  });

  it('replaces the profile on the next save (no image: the image is gone)', async () => {
    const { profileImage: _image, ...withoutImage } = profile({
      businessName: 'Valley Lawns',
      serviceTypes: ['Roofing'],
      pricing: { hourlyRate: 80.5, minimumCharge: 0, currency: 'USD' },
    });
    expect((await put(owner, withoutImage)).statusCode).toBe(200);
    expect(await stored(owner)).toEqual(withoutImage);
    expect((await put(owner, profile())).statusCode).toBe(200);
  });

  it('takes a picture of up to 300 KB, beyond the app-wide body limit', async () => {
    const who = await t.owner();
    const header = 'data:image/jpeg;base64,';
    const image = header + 'A'.repeat(300 * 1024 - header.length);
    expect((await put(who, profile({ profileImage: image }))).statusCode).toBe(200);
    expect((await stored(who))?.profileImage).toBe(image);
    expectError(
      await put(who, profile({ profileImage: `${image}AAAA` })),
      400,
      /^profileImage: must be at most/,
      'validation_failed',
    );
  });

  it('another owner never sees it, and their save never touches it', async () => {
    const other = await t.owner();
    expect(await stored(other)).toBeNull();
    expect((await put(other, profile({ businessName: 'Other Co' }))).statusCode).toBe(200);
    expect((await stored(other))?.businessName).toBe('Other Co');
    expect(await stored(owner)).toEqual(profile());
  });

  it('answers 401 without a token, or with an unknown one, and stores nothing', async () => {
    expectError(
      await t.inject({ method: 'PUT', url: '/api/profile', payload: profile() }),
      401,
      'Authentication required',
      'unauthorized',
    );
    expectError(
      await t.inject({
        method: 'PUT',
        url: '/api/profile',
        payload: profile(),
        headers: { authorization: 'Bearer not-a-real-token' },
      }),
      401,
      'Your session has expired. Please sign in again.',
      'unauthorized',
    );
    const [row] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM business_profiles',
    );
    expect(row?.count).toBeGreaterThan(0);
  });

  const hours = profile().businessHours;
  const bad: Array<[string, unknown, RegExp]> = [
    ['a missing field', (({ bio: _bio, ...rest }) => rest)(profile()), /^bio: /],
    ['an unknown field', profile({ isAdmin: true }), /isAdmin|Unrecognized/],
    ['a number for text', profile({ businessName: 42 }), /^businessName: /],
    ['a NUL byte', profile({ bio: 'a\u0000b' }), /^bio: must not contain NUL bytes/],
    ['a lone surrogate', profile({ ownerName: 'a\uD800b' }), /^ownerName: must be valid Unicode/],
    ['text too long', profile({ address: 'x'.repeat(501) }), /^address: must be at most 500/],
    ['a bad e-mail', profile({ email: 'alex@' }), /^email: must be an e-mail address/],
    ['a javascript: website', profile({ website: 'javascript:alert(1)' }), /^website: /],
    [
      'a time that is not HH:MM',
      profile({ businessHours: { ...hours, monday: day('8am', '17:00') } }),
      /^businessHours\.monday\.open: /,
    ],
    [
      'a day left out',
      profile({ businessHours: { ...hours, sunday: undefined } }),
      /^businessHours\.sunday/,
    ],
    [
      'a negative rate',
      profile({ pricing: { hourlyRate: -1, minimumCharge: 50, currency: 'USD' } }),
      /^pricing\.hourlyRate: must be at least 0/,
    ],
    [
      'a rate too large',
      profile({ pricing: { hourlyRate: 1e9, minimumCharge: 50, currency: 'USD' } }),
      /^pricing\.hourlyRate: must be at most/,
    ],
    [
      'a rate given as text',
      profile({ pricing: { hourlyRate: '75', minimumCharge: 50, currency: 'USD' } }),
      /^pricing\.hourlyRate: /,
    ],
    [
      'a currency that is not a code',
      profile({ pricing: { hourlyRate: 75, minimumCharge: 50, currency: 'dollars' } }),
      /^pricing\.currency: /,
    ],
    [
      'seventeen service types',
      profile({ serviceTypes: Array.from({ length: 17 }, (_, i) => `Service ${i}`) }),
      /^serviceTypes: must have at most 16/,
    ],
    [
      'a repeated service type',
      profile({ serviceTypes: ['Roofing', 'Roofing'] }),
      /^serviceTypes: must not repeat/,
    ],
    [
      'an SVG picture',
      profile({ profileImage: 'data:image/svg+xml;base64,PHN2Zz4=' }),
      /^profileImage: /,
    ],
    ['a picture that is a link', profile({ profileImage: 'https://x.io/a.png' }), /^profileImage/],
    ['an array body', [profile()], /./],
  ];

  it.each(bad)(
    'refuses %s with 400 and leaves the stored profile as it was',
    async (_, payload, error) => {
      expectError(await put(owner, payload), 400, error, 'validation_failed');
      expect(await stored(owner)).toEqual(profile());
    },
  );

  it('refuses a body over the profile limit with 413', async () => {
    const response = await put(owner, profile({ bio: 'x'.repeat(500 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(await stored(owner)).toEqual(profile());
  });

  it('goes with the account: deleting the user deletes the profile', async () => {
    const who = await t.owner();
    expect((await put(who, profile())).statusCode).toBe(200);
    await t.db.query('DELETE FROM users WHERE id = $1', [who.id]);
    const rows = await t.db.query('SELECT 1 FROM business_profiles WHERE owner_id = $1', [who.id]);
    expect(rows).toEqual([]);
  });

  it('is documented in the OpenAPI document with the bearer scheme', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    expect(document.paths['/api/profile']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/profile']?.put?.security).toEqual([{ bearerAuth: [] }]);
  });
});
