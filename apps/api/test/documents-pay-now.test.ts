import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validProfile } from './catalogue.ts';
import { expectError, startTestApp, type Owner, type TestApp } from './helpers.ts';

// Pay now (issue 26, decision 060): the profile keeps the owner's https payment link, a document
// copies it when made, and its public page shows Pay now with the amount while a balance is owed.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const PAYPAL = 'https://paypal.me/greenvalley';

type WireDocument = {
  id: string;
  number: string;
  balance: number;
  share_token: string;
  business: { payment_link?: string | null };
};

const putProfile = (who: Owner, payload: Record<string, unknown>) =>
  t.as(who, { method: 'PUT', url: '/api/profile', payload });

const storedProfile = async (who: Owner) =>
  (await t.as(who, { method: 'GET', url: '/api/profile' })).json<{
    profile: Record<string, unknown> | null;
  }>().profile;

async function ownerWithLink(paymentLink: string | undefined) {
  const who = await t.owner();
  const profile = paymentLink ? { ...validProfile(), paymentLink } : validProfile();
  expect((await putProfile(who, profile)).statusCode).toBe(200);
  return who;
}

async function documentOf(
  who: Owner,
  kind: 'invoice' | 'receipt',
  job: Record<string, unknown>,
  language: 'en' | 'es' = 'en',
) {
  const customer = await t.createCustomer(who, {
    name: `Rosa ${randomUUID().slice(0, 6)}`,
    language,
  });
  const made = await t.createJob(who, customer.id, {
    title: 'Deep clean',
    status: 'completed',
    ...job,
  });
  const response = await t.as(who, {
    method: 'POST',
    url: '/api/documents',
    payload: { kind, customer_id: customer.id, job_ids: [made.id] },
  });
  expect(response.statusCode).toBe(201);
  return response.json<WireDocument>();
}

const publicPage = async (document: WireDocument) => {
  const page = await t.inject({ method: 'GET', url: `/d/${document.share_token}` });
  expect(page.statusCode).toBe(200);
  return page.body;
};

describe('the profile keeps the payment link', () => {
  it('stores an https link and answers it back', async () => {
    const who = await ownerWithLink(PAYPAL);
    expect((await storedProfile(who))?.paymentLink).toBe(PAYPAL);
  });

  const bad: Array<[string, string]> = [
    ['an http: link', 'http://paypal.me/greenvalley'],
    ['a javascript: link', 'javascript:alert(1)'],
    ['a link without a host', 'https://paypal'],
    ['a link over 500 characters', `https://paypal.me/${'a'.repeat(500)}`],
  ];

  it.each(bad)('refuses %s with 400 and changes nothing', async (_, paymentLink) => {
    const who = await ownerWithLink(PAYPAL);
    const before = await storedProfile(who);
    expectError(
      await putProfile(who, { ...validProfile(), paymentLink }),
      400,
      /^paymentLink: /,
      'validation_failed',
    );
    // A field-wise write (decision 047) is held to the same rule.
    expectError(
      await putProfile(who, { paymentLink, base: { paymentLink: PAYPAL } }),
      400,
      /^paymentLink: /,
      'validation_failed',
    );
    expect(await storedProfile(who)).toEqual(before);
  });

  it('merges the link by field, and null takes it away', async () => {
    const who = await ownerWithLink(PAYPAL);
    const cashApp = 'https://cash.app/$greenvalley';
    const changed = await putProfile(who, { paymentLink: cashApp, base: { paymentLink: PAYPAL } });
    expect(changed.statusCode).toBe(200);
    expect((await storedProfile(who))?.paymentLink).toBe(cashApp);
    // Another device, which still saw the PayPal link, is told its change was not kept.
    const late = await putProfile(who, { paymentLink: null, base: { paymentLink: PAYPAL } });
    expect(late.json<{ conflicts: unknown[] }>().conflicts).toEqual([
      { field: 'paymentLink', mine: null, theirs: cashApp },
    ]);
    const removed = await putProfile(who, { paymentLink: null, base: { paymentLink: cashApp } });
    expect(removed.statusCode).toBe(200);
    expect(await storedProfile(who)).not.toHaveProperty('paymentLink');
  });
});

describe('Pay now on the public page', () => {
  it('an invoice owed shows Pay now to the PayPal.me link with the amount, and its QR code', async () => {
    const who = await ownerWithLink(PAYPAL);
    const invoice = await documentOf(who, 'invoice', { estimated_cost: 120, paid: false });
    expect(invoice.business.payment_link).toBe(PAYPAL);
    const body = await publicPage(invoice);
    expect(body).toContain(
      `<a href="${PAYPAL}/120.00" rel="noopener noreferrer">Pay now <span>Pay $120.00</span></a>`,
    );
    expect(body).toMatch(/<svg role="img" aria-label="Scan to pay: Pay \$120.00"[^>]*viewBox=/);
    expect(body).toContain('Scan to pay');
    expect(body).not.toContain('<script');
  });

  it('in Spanish for a Spanish-speaking customer', async () => {
    const who = await ownerWithLink('https://buy.stripe.com/test_4gw5kQ');
    const invoice = await documentOf(who, 'invoice', { actual_cost: 1234.5, paid: false }, 'es');
    const body = await publicPage(invoice);
    // A Stripe link carries its own amount: it opens as it is.
    expect(body).toContain(
      '<a href="https://buy.stripe.com/test_4gw5kQ" rel="noopener noreferrer">Pagar ahora <span>Pagar $1,234.50</span></a>',
    );
    expect(body).toContain('Escanee para pagar');
  });

  it('a receipt with nothing left to pay shows none', async () => {
    const who = await ownerWithLink(PAYPAL);
    const receipt = await documentOf(who, 'receipt', { actual_cost: 90, paid: true });
    expect(receipt.balance).toBe(0);
    const body = await publicPage(receipt);
    expect(body).not.toContain('Pay now');
    expect(body).not.toContain('paypal.me');
    expect(body).not.toContain('<svg');
  });

  it('a document made without a payment link shows none', async () => {
    const who = await ownerWithLink(undefined);
    const invoice = await documentOf(who, 'invoice', { estimated_cost: 60, paid: false });
    expect(invoice.business.payment_link).toBeNull();
    const body = await publicPage(invoice);
    expect(body).not.toContain('Pay now');
    expect(body).not.toContain('<svg');
  });

  it('a backup document made before Pay now still imports; one with an http link is refused', async () => {
    const who = await ownerWithLink(PAYPAL);
    const customer = await t.createCustomer(who, { name: 'Old Customer' });
    const old = {
      id: `document-${randomUUID()}`,
      kind: 'invoice',
      number: 'INV-0042',
      customer_id: customer.id,
      job_ids: [],
      issued_date: '2026-01-05',
      language: 'en',
      business: {
        name: 'Green Valley Landscaping',
        phone: '',
        email: '',
        address: '',
        logo: null,
        payment_instructions: 'Zelle',
      },
      customer: { name: 'Old Customer', phone: '', email: '', address: '' },
      lines: [{ job_id: 'job-old', service: 'Mowing', date: '2026-01-04', amount: 40, paid: 0 }],
      total: 40,
      paid: 0,
      balance: 40,
      payment_method: null,
      paid_at: null,
      note: '',
    };
    const imported = await t.as(who, {
      method: 'POST',
      url: '/api/documents/import',
      payload: old,
    });
    expect(imported.statusCode).toBe(201);
    expect(await publicPage(imported.json<WireDocument>())).not.toContain('Pay now');

    const refused = await t.as(who, {
      method: 'POST',
      url: '/api/documents/import',
      payload: {
        ...old,
        id: `document-${randomUUID()}`,
        business: { ...old.business, payment_link: 'http://paypal.me/x' },
      },
    });
    expectError(refused, 400, /^business\.payment_link: /, 'validation_failed');
  });
});
