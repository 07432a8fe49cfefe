// Issue 24 items 2 and 7, as the attacks (decision 057): a leaked token outlives a password
// change or "sign out on all devices" only on the device that made the change; a deleted account
// leaves no record, file or share link behind; a share link ends with its document, customer or
// account, or at the expiry the owner set; the access log never prints a share token. Runs on
// PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadedFor } from './account-helpers.ts';
import { validProfile } from './catalogue.ts';
import {
  expectError,
  nextAddress,
  startTestApp,
  testConfig,
  type Owner,
  type TestApp,
} from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Signs the owner in once more: another device with its own token. */
async function anotherDevice(owner: Owner, password = owner.password): Promise<string> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: owner.email, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

const me = (token: string) =>
  t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

/** A customer with a completed job and an invoice of it; answers the invoice's share token. */
async function sharedInvoice(owner: Owner) {
  const customer = await t.createCustomer(owner, { name: `Rosa ${randomUUID().slice(0, 6)}` });
  const job = await t.createJob(owner, customer.id, { status: 'completed', actual_cost: 90 });
  const made = await t.as(owner, {
    method: 'POST',
    url: '/api/documents',
    payload: { kind: 'invoice', customer_id: customer.id, job_ids: [job.id] },
  });
  expect(made.statusCode).toBe(201);
  const document = made.json<{ id: string; share_token: string }>();
  expect((await t.inject({ method: 'GET', url: `/d/${document.share_token}` })).statusCode).toBe(
    200,
  );
  return { customer, job, document };
}

describe('POST /api/account/password', () => {
  it('changes the password, signs the other devices out and keeps this one', async () => {
    const owner = await t.owner();
    const phone = await anotherDevice(owner);
    const changed = await t.as(owner, {
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: owner.password, newPassword: 'new-secret-9' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ success: true });
    // The leaked token of the other device stops working at once; this one goes on.
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(owner.token)).statusCode).toBe(200);
    // The old password is refused, the new one signs in.
    const old = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(old.statusCode).toBe(401);
    await anotherDevice(owner, 'new-secret-9');
  });

  it('refuses a wrong current password or a short new one, and changes nothing', async () => {
    const owner = await t.owner();
    const phone = await anotherDevice(owner);
    const wrong = await t.as(owner, {
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: 'not-it-at-all', newPassword: 'new-secret-9' },
    });
    expectError(wrong, 403, 'The current password is not right', 'wrong_password');
    const short = await t.as(owner, {
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: owner.password, newPassword: '12345' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'validation_failed' });
    const common = await t.as(owner, {
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: owner.password, newPassword: 'password1' },
    });
    expectError(
      common,
      400,
      'This password is too common. Please choose a less common one.',
      'password_too_common',
    );
    expect((await me(phone)).statusCode).toBe(200);
    await anotherDevice(owner);
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: owner.password, newPassword: 'new-secret-9' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/account/sign-out-everywhere', () => {
  it('revokes every token of the account, this one included, and no other account', async () => {
    const owner = await t.owner();
    const other = await t.owner();
    const phone = await anotherDevice(owner);
    const answer = await t.as(owner, { method: 'POST', url: '/api/account/sign-out-everywhere' });
    expect(answer.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(owner.token)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);
  });
});

describe('DELETE /api/account', () => {
  it('refuses an e-mail that is not the account’s, and removes nothing', async () => {
    const owner = await t.owner();
    await sharedInvoice(owner);
    const before = await t.countRows();
    const refused = await t.as(owner, {
      method: 'DELETE',
      url: '/api/account',
      payload: { email: 'someone-else@example.com' },
    });
    expectError(refused, 400, "The e-mail is not this account's", 'confirmation_mismatch');
    expect(await t.countRows()).toEqual(before);
    expect((await me(owner.token)).statusCode).toBe(200);
  });

  it('removes every record, file and share link of the account, and only of it', async () => {
    const owner = await t.owner();
    const other = await t.owner();
    const { document } = await sharedInvoice(owner);
    const kept = await sharedInvoice(other);
    const profile = await t.as(owner, {
      method: 'PUT',
      url: '/api/profile',
      payload: { ...validProfile(), profileImage: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect(profile.statusCode).toBe(200);
    const phone = await anotherDevice(owner);

    const deleted = await t.as(owner, {
      method: 'DELETE',
      url: '/api/account',
      // Typed as the owner may: any case.
      payload: { email: owner.email.toUpperCase() },
    });
    expect(deleted.statusCode).toBe(200);

    expect(await loadedFor(t.db, owner.id)).toEqual({});
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(owner.token)).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: `/d/${document.share_token}` })).statusCode).toBe(
      404,
    );
    const signIn = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(signIn.statusCode).toBe(401);
    // The other account is untouched.
    expect((await me(other.token)).statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: `/d/${kept.document.share_token}` })).statusCode,
    ).toBe(200);
    // The e-mail is free again.
    expect((await t.owner({ email: owner.email })).id).not.toBe(owner.id);
  });
});

describe('share links end', () => {
  it('with their customer', async () => {
    const owner = await t.owner();
    const { customer, document } = await sharedInvoice(owner);
    const removed = await t.as(owner, { method: 'DELETE', url: `/api/customers/${customer.id}` });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await t.inject({ method: 'GET', url: `/d/${document.share_token}` })).statusCode).toBe(
      404,
    );
  });

  it('with their document', async () => {
    const owner = await t.owner();
    const { document } = await sharedInvoice(owner);
    const removed = await t.as(owner, { method: 'DELETE', url: `/api/documents/${document.id}` });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await t.inject({ method: 'GET', url: `/d/${document.share_token}` })).statusCode).toBe(
      404,
    );
  });

  it('at the expiry the owner sets; never by default; and the owner may lift it', async () => {
    const owner = await t.owner();
    const { document } = await sharedInvoice(owner);
    const page = () => t.inject({ method: 'GET', url: `/d/${document.share_token}` });
    const expiry = (expires_at: unknown) =>
      t.as(owner, {
        method: 'POST',
        url: `/api/documents/${document.id}/share-expiry`,
        payload: { expires_at },
      });
    expect(
      (await t.get<{ share_expires_at: unknown }>(owner, `/api/documents/${document.id}`))
        .share_expires_at,
    ).toBeNull();

    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const set = await expiry(later);
    expect(set.statusCode).toBe(200);
    expect(Date.parse(set.json<{ share_expires_at: string }>().share_expires_at)).toBe(
      Date.parse(later),
    );
    expect((await page()).statusCode).toBe(200);

    expect((await expiry(new Date(Date.now() - 1000).toISOString())).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(404);

    expect((await expiry(null)).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);

    // Bad input and another owner's document change nothing.
    expect((await expiry('next week')).statusCode).toBe(400);
    const stranger = await t.owner();
    const theirs = await t.as(stranger, {
      method: 'POST',
      url: `/api/documents/${document.id}/share-expiry`,
      payload: { expires_at: new Date(Date.now() - 1000).toISOString() },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await page()).statusCode).toBe(200);
  });
});

describe('the access log', () => {
  it('never prints a share token, in the path or the query', async () => {
    const owner = await t.owner();
    const { document } = await sharedInvoice(owner);
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info', ACCESS_LOG: 'true' }),
      db: t.db,
      webDist: '/nonexistent/jobtrack-web-dist',
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      for (const url of [
        `/d/${document.share_token}`,
        `/d/${document.share_token}?utm=1`,
        `/d/${document.share_token}/`,
        `/api/customers?token=${document.share_token}`,
      ]) {
        await app.inject({ method: 'GET', url, remoteAddress: nextAddress() });
      }
    } finally {
      await app.close();
    }
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.join('\n')).not.toContain(document.share_token);
    expect(lines.join('\n')).toContain('/d/[redacted]');
  });
});
