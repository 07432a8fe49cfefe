// Decision 019: sign-up answers "already exists" (spec §8) for a taken e-mail, and the limits
// keep that from becoming an account-enumeration oracle: per e-mail, and per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_LIMITS } from '../src/modules/auth/auth.routes.ts';
import {
  awayFromWindowEdge,
  expectError,
  nextAddress,
  startTestApp,
  uniqueEmail,
  type TestApp,
} from './helpers.ts';

const TAKEN = 'An account with this email already exists.';
const TOO_MANY = 'Too many requests. Please try again later.';
const HOUR = 60 * 60_000;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const register = (email: string, address = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: address,
    payload: { name: 'Enumerating Eve', email, password: 'secret12' },
  });

describe('sign-up limits', () => {
  it('are 5 per e-mail and 10 "already exists" answers per address, per hour', () => {
    expect(SIGN_UP_LIMITS).toEqual({
      perEmail: { max: 5, windowMs: HOUR },
      takenPerAddress: { max: 10, windowMs: HOUR },
    });
  });

  it('allow 5 sign-ups for one e-mail per hour, from any addresses, then answer 429', async () => {
    await awayFromWindowEdge(HOUR, 15_000);
    const email = uniqueEmail('per-email');
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await register(email)).statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const before = await t.countRows();
    // A sixth, from a new address and in other letters, is the same e-mail.
    const sixth = await register(email.toUpperCase());
    expectError(sixth, 429, TOO_MANY, 'rate_limited');
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await t.countRows()).toEqual(before);
  });

  it('give one address 10 "already exists" answers per hour; then every sign-up from it waits', async () => {
    await awayFromWindowEdge(HOUR, 15_000);
    const taken = await Promise.all(
      Array.from({ length: 11 }, (_, index) => t.owner({ email: uniqueEmail(`taken-${index}`) })),
    );
    const prober = nextAddress();
    for (const owner of taken.slice(0, 10)) {
      expectError(await register(owner.email, prober), 409, TAKEN, 'email_taken');
    }
    const before = await t.countRows();
    expectError(await register(taken[10]!.email, prober), 429, TOO_MANY, 'rate_limited');
    // A free e-mail answers the same, so the 429 itself tells nothing, and nobody is added.
    const free = uniqueEmail('free');
    expectError(await register(free, prober), 429, TOO_MANY, 'rate_limited');
    expect(await t.countRows()).toEqual(before);
    // Another address signs up with that free e-mail at once.
    expect((await register(free)).statusCode).toBe(201);
  });

  it('count only "already exists" answers: new accounts from one address go on', async () => {
    const address = nextAddress();
    for (let index = 0; index < 12; index += 1) {
      expect((await register(uniqueEmail(`fresh-${index}`), address)).statusCode).toBe(201);
    }
  });
});
