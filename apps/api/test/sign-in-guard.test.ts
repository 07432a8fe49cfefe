// Sign-in read as an attacker would (issue 24, decision 056): failures are counted per account,
// per address and per device, so an attacker can slow only themselves; common passwords are
// refused at sign-up; a revoked token is refused at once by every process. On PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDb } from '../src/db/db.ts';
import { addressKey } from '../src/lib/rate-limit.ts';
import { isCommonPassword } from '../src/modules/auth/common-passwords.ts';
import {
  expectError,
  nextAddress,
  startTestApp,
  testConfig,
  testDatabaseUrl,
  uniqueEmail,
  type Owner,
  type TestApp,
} from './helpers.ts';

const INVALID = 'Invalid email or password';
const LOCKED = 'Too many failed sign-in attempts. Please try again later.';
const SLOWED = 'Too many requests. Please try again later.';
const EXPIRED = 'Your session has expired. Please sign in again.';
const TOO_COMMON = 'This password is too common. Please choose a less common one.';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const login = (
  email: string,
  password: string,
  remoteAddress: string,
  cookie?: string,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

/** The device cookie a sign-in set, as a browser sends it back. */
const deviceCookie = (response: LightMyRequestResponse): string => {
  const header = String(response.headers['set-cookie'] ?? '');
  const match = /^(jobtrack_device=[A-Za-z0-9_-]{43});/.exec(header);
  if (!match?.[1]) throw new Error(`no device cookie in ${header}`);
  return match[1];
};

/** Moves an address's failures back in time, as if the attacker had waited. */
const ageFailures = (address: string, seconds: number) =>
  t.db.query(
    `UPDATE login_failures SET failed_at = failed_at - make_interval(secs => $2) WHERE address = $1`,
    [addressKey(address), seconds],
  );

describe('lockout abuse: an attacker cannot lock the owner out', () => {
  let owner: Owner;
  let attacker: string;

  beforeAll(async () => {
    owner = await t.owner({ password: 'right password' });
    attacker = nextAddress();
    // The attacker tries five wrong passwords, and more.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expectError(
        await login(owner.email, `guess ${attempt}`, attacker),
        401,
        INVALID,
        'invalid_credentials',
      );
    }
    await ageFailures(attacker, 2);
    expectError(await login(owner.email, 'guess 6', attacker), 429, LOCKED, 'account_locked');
  });

  it('the owner signs in with the right password from a clean address', async () => {
    const response = await login(owner.email, 'right password', nextAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { id: string } }>().user.id).toBe(owner.id);
  });

  it('the attacker stays locked out, the right password included', async () => {
    expectError(
      await login(owner.email, 'right password', attacker),
      429,
      LOCKED,
      'account_locked',
    );
  });

  it("a device that signed in before gets in even from the attacker's address", async () => {
    const first = await login(owner.email, 'right password', nextAddress());
    const cookie = deviceCookie(first);
    expect(String(first.headers['set-cookie'])).toMatch(
      /; Path=\/api\/auth; Max-Age=31536000; HttpOnly; SameSite=Strict$/,
    );
    const again = await login(owner.email, 'right password', attacker, cookie);
    expect(again.statusCode).toBe(200);
    // The same device keeps its cookie.
    expect(deviceCookie(again)).toBe(cookie);
  });

  it("another account's device cookie is no pass", async () => {
    const other = await t.owner({ password: 'other password' });
    const cookie = deviceCookie(await login(other.email, 'other password', nextAddress()));
    expectError(
      await login(owner.email, 'right password', attacker, cookie),
      429,
      LOCKED,
      'account_locked',
    );
  });

  it('a device that fails five times itself is no longer trusted', async () => {
    const victim = await t.owner({ password: 'right password' });
    const cookie = deviceCookie(await login(victim.email, 'right password', nextAddress()));
    const address = nextAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(victim.email, 'wrong', address, cookie)).statusCode).toBe(401);
    }
    await ageFailures(address, 2);
    expectError(
      await login(victim.email, 'right password', address, cookie),
      429,
      LOCKED,
      'account_locked',
    );
  });
});

describe('many addresses guessing one account', () => {
  it('each failing address waits a growing delay; a clean address with the right password gets in', async () => {
    const owner = await t.owner({ password: 'right password' });
    const bots = Array.from({ length: 6 }, () => nextAddress());
    for (const bot of bots) {
      expectError(await login(owner.email, 'guess', bot), 401, INVALID, 'invalid_credentials');
    }
    // 6 failures on the account: a bot that failed it waits 2 s after the last failure.
    const waiting = await login(owner.email, 'guess again', bots[0]!);
    expectError(waiting, 429, LOCKED, 'account_locked');
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(2);
    expect((await login(owner.email, 'right password', nextAddress())).statusCode).toBe(200);
  });
});

describe('password spraying from one address', () => {
  it('is slowed after 5 failures, with growing delays, then locked for the hour at 20', async () => {
    const sprayer = nextAddress();
    const victims = Array.from({ length: 21 }, (_, index) => uniqueEmail(`victim-${index}`));
    for (const email of victims.slice(0, 5)) {
      expectError(await login(email, 'Summer2026!', sprayer), 401, INVALID, 'invalid_credentials');
    }
    // Slowed: the 6th guess, on a sixth account, must wait 1 s after the 5th failure.
    const slowed = await login(victims[5]!, 'Summer2026!', sprayer);
    expectError(slowed, 429, SLOWED, 'rate_limited');
    expect(Number(slowed.headers['retry-after'])).toBe(1);
    // Waiting lets one more through; the next wait is twice as long.
    await ageFailures(sprayer, 2);
    expect((await login(victims[5]!, 'Summer2026!', sprayer)).statusCode).toBe(401);
    const longer = await login(victims[6]!, 'Summer2026!', sprayer);
    expectError(longer, 429, SLOWED, 'rate_limited');
    expect(Number(longer.headers['retry-after'])).toBe(2);
    // An attacker who waits out every delay reaches 20 failures within the hour, and is then
    // locked until the hour since its oldest failure is over, whatever it tries.
    await t.db.query(
      `INSERT INTO login_failures (email, address, failed_at)
       SELECT $2, $1, now() - interval '10 minutes' FROM generate_series(1, 13)`,
      [addressKey(sprayer), victims[20]],
    );
    await ageFailures(sprayer, 600);
    const locked = await login(victims[20]!, 'Summer2026!', sprayer);
    expectError(locked, 429, SLOWED, 'rate_limited');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(30 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    // The sprayer's failures hold back no one else.
    const owner = await t.owner({ password: 'right password' });
    expect((await login(owner.email, 'right password', nextAddress())).statusCode).toBe(200);
  });

  it('counts an IPv6 address by its /64, so walking through the block does not help', async () => {
    const block = `2001:db8:${(Date.now() % 0xffff).toString(16)}:7`;
    expect(addressKey(`${block}::1`)).toBe(addressKey(`${block}:ffff:1:2:3`));
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    for (let host = 1; host <= 5; host += 1) {
      const email = uniqueEmail('v6');
      expect((await login(email, 'guess', `${block}::${host}`)).statusCode).toBe(401);
    }
    expectError(
      await login(uniqueEmail('v6'), 'guess', `${block}::99`),
      429,
      SLOWED,
      'rate_limited',
    );
  });
});

describe('common passwords at sign-up', () => {
  const register = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextAddress(),
      payload: { name: 'Pat', email: uniqueEmail('common'), password },
    });

  it('refuses a password of the list, in any case, with 400 password_too_common, and adds nobody', async () => {
    const before = await t.countRows();
    for (const password of ['password1', 'Password1', 'iloveyou', 'qwerty123', '1q2w3e4r']) {
      expectError(await register(password), 400, TOO_COMMON, 'password_too_common');
    }
    expect(await t.countRows()).toEqual(before);
  });

  it('accepts an uncommon password, and the 6-character minimum still stands', async () => {
    expect((await register('kiwi-71')).statusCode).toBe(201);
    expectError(await register('k7wq2'), 400, /^password: /, 'validation_failed');
  });

  it('isCommonPassword knows the most common ones, and only them', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('football')).toBe(true);
    expect(isCommonPassword('FOOTBALL')).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });
});

describe('revocation is immediate in every process', () => {
  it('a token deleted by any means is refused at once by a process that had just accepted it', async () => {
    // Two processes: on PostgreSQL two apps with their own connections, on PGlite two apps on
    // the one embedded database (one process owns it, so that is all there can be).
    const otherDb = testDatabaseUrl
      ? await openDb({ databaseUrl: testDatabaseUrl, dataDir: 'memory://' })
      : t.db;
    const other = await buildApp({
      config: testConfig(),
      db: otherDb,
      logger: false,
      webDist: '/none',
    });
    const status = (owner: Owner) =>
      other
        .inject({
          method: 'GET',
          url: '/api/customers',
          remoteAddress: nextAddress(),
          headers: { authorization: `Bearer ${owner.token}` },
        })
        .then((response) => response.statusCode);
    // On PGlite the announcement is heard before the delete answers; between PostgreSQL
    // processes it travels over a connection: milliseconds, never the old 10 s.
    const refusedWithin = async (owner: Owner) => {
      const revokedAt = Date.now();
      await expect.poll(() => status(owner), { timeout: 1000, interval: 5 }).toBe(401);
      return Date.now() - revokedAt;
    };
    try {
      // Signed out in this process: the other refuses it on the next request.
      const owner = await t.owner();
      expect(await status(owner)).toBe(200);
      expect(await status(owner)).toBe(200); // now kept in the other's memory
      expect((await t.as(owner, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
      const afterSignOut = await refusedWithin(owner);
      // Deleted straight in the database (every device signed out, an account deleted).
      const second = await t.owner();
      expect(await status(second)).toBe(200);
      await t.db.query('DELETE FROM auth_tokens WHERE user_id = $1', [second.id]);
      const afterDelete = await refusedWithin(second);
      expect(Math.max(afterSignOut, afterDelete)).toBeLessThan(1000);
      if (!testDatabaseUrl) {
        // The embedded server: refused on the very next request.
        const third = await t.owner();
        expect(await status(third)).toBe(200);
        await t.db.query('DELETE FROM auth_tokens WHERE user_id = $1', [third.id]);
        expectError(
          await other.inject({
            method: 'GET',
            url: '/api/customers',
            remoteAddress: nextAddress(),
            headers: { authorization: `Bearer ${third.token}` },
          }),
          401,
          EXPIRED,
          'unauthorized',
        );
      }
    } finally {
      await other.close();
      if (otherDb !== t.db) await otherDb.close();
    }
  });
});
