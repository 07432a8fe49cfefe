import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedPath } from '../src/plugins/access-log.ts';
import { validProfile } from './catalogue.ts';
import { expectError, startTestApp, type Owner, type TestApp } from './helpers.ts';
import { day, PNG, quoteCalls, type WireQuote } from './quote-helpers.ts';

// The customer's page of a quote, /q/{token} (issue 26 items 2 and 6, decision 061): server-made
// HTML in the quote's language, scripts only from this origin, everything typed escaped, the
// first opening reaching the owner's devices, and a 404 for every link that no longer stands.

let t: TestApp;
let owner: Owner;
let calls: ReturnType<typeof quoteCalls>;

beforeAll(async () => {
  t = await startTestApp();
  calls = quoteCalls(t);
  owner = await t.owner();
  const profile = await t.as(owner, {
    method: 'PUT',
    url: '/api/profile',
    payload: validProfile(),
  });
  expect(profile.statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const get = (id: string) => t.get<WireQuote>(owner, `/api/quotes/${id}`);

/** The src of every script element, and whether any holds code of its own (inline). */
const scriptsOf = (html: string) => {
  const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  return {
    sources: tags.map((tag) => /src="([^"]+)"/.exec(tag[1]!)?.[1]).filter(Boolean),
    inline: tags.filter((tag) => !/src=|type="application\/json"/.test(tag[1]!)).length,
  };
};

describe('GET /q/{token}', () => {
  it('shows the quote with its optional item to tick, Accept and Decline, under the page headers', async () => {
    const { customer, quote } = await calls.quoteFor(owner, { notes: 'Gate code <42>' });
    const page = await calls.page(quote.share_token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(page.headers['content-security-policy']);
    expect(/script-src [^;]*/.exec(csp)?.[0]).toBe("script-src 'self'");
    expect(page.body).toContain('<meta name="robots" content="noindex');
    expect(page.body).toContain('<html lang="en">');
    for (const text of [
      'Green Valley Landscaping',
      customer.name,
      quote.number,
      'Mow the lawn',
      'Edge the beds',
      'Haul the clippings',
      'Choose the optional items you want',
      'Your total',
      '$70.00',
      '$20.00',
      '>Accept<',
      '>Decline<',
      'Your name',
      'Sign here',
      'Reason (optional)',
      'Gate code &lt;42&gt;',
    ]) {
      expect(page.body, text).toContain(text);
    }
    expect(page.body).toContain(
      '<input type="checkbox" name="items" value="haul" data-cents="2000"',
    );
    expect(page.body).not.toContain('value="mow"');

    // Scripts: the library and the page's own, both files of this origin; none inline.
    const scripts = scriptsOf(page.body);
    expect(scripts.inline).toBe(0);
    expect(scripts.sources).toEqual(['/q/assets/signature_pad.js', '/q/assets/quote-page.js']);
    for (const [url, marker] of [
      ['/q/assets/signature_pad.js', 'Signature Pad v5'],
      ['/q/assets/quote-page.js', "'/q/"],
    ] as const) {
      const asset = await t.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
      if (url.endsWith('signature_pad.js')) expect(asset.body).toContain(marker);
      else expect(asset.body).toContain('acceptUrl');
    }
  });

  it('sets viewed_at on the first opening only, and the owner’s next pull carries it', async () => {
    const fresh = await t.owner();
    const { quote } = await calls.quoteFor(fresh);
    const before = await t.get<{ cursor: string }>(fresh, '/api/sync');
    expect((await calls.page(quote.share_token)).statusCode).toBe(200);
    const pulled = await t.get<{ cursor: string; quotes: WireQuote[] }>(
      fresh,
      `/api/sync?since=${before.cursor}`,
    );
    expect(pulled.quotes.map((q) => q.id)).toEqual([quote.id]);
    const viewedAt = pulled.quotes[0]!.viewed_at;
    expect(viewedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await calls.page(quote.share_token);
    const quiet = await t.get<Record<string, unknown>>(fresh, `/api/sync?since=${pulled.cursor}`);
    expect(quiet).not.toHaveProperty('quotes');
    expect((await t.get<WireQuote>(fresh, `/api/quotes/${quote.id}`)).viewed_at).toBe(viewedAt);
  });

  it('is in Spanish for a Spanish-speaking customer', async () => {
    const { quote } = await calls.quoteFor(
      owner,
      { repeat: { frequency: 'monthly', interval: 1 } },
      {
        language: 'es',
      },
    );
    const page = await calls.page(quote.share_token);
    expect(page.body).toContain('<html lang="es">');
    for (const text of [
      'Presupuesto',
      'Válido hasta',
      '>Aceptar<',
      '>Rechazar<',
      'Su nombre',
      'Firme aquí',
      'Motivo (opcional)',
      'Elija los conceptos opcionales que desee',
      'Su total',
      'Cada mes',
    ]) {
      expect(page.body, text).toContain(text);
    }
    expect(page.body).toContain('"locale":"es-US"');
  });

  it('shows an acceptance, with the items taken and the total, escaped, and no buttons', async () => {
    const { quote } = await calls.quoteFor(owner);
    const accepted = await calls.accept(quote.share_token, {
      name: '<script>alert(1)</script> Maria',
      signature: PNG,
      items: ['haul'],
    });
    expect(accepted.statusCode).toBe(200);
    const page = await calls.page(quote.share_token);
    expect(page.body).toContain('Accepted by &lt;script&gt;alert(1)&lt;/script&gt; Maria on');
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('Items accepted');
    expect(page.body).toContain('Haul the clippings');
    expect(page.body).toContain('$90.00');
    expect(page.body).toContain(`<img src="${PNG}"`);
    expect(page.body).toContain('Thank you! Your acceptance has been sent.');
    expect(page.body).not.toContain('id="accept-open"');
    expect(page.body).not.toContain('type="checkbox"');
    expect(scriptsOf(page.body).sources).toEqual([]);
  });

  it('shows Pay now with the accepted total and the payment instructions once accepted, and none before (decision 060)', async () => {
    const payer = await t.owner();
    const saved = await t.as(payer, {
      method: 'PUT',
      url: '/api/profile',
      payload: {
        ...validProfile(),
        paymentLink: 'https://paypal.me/greenvalley',
        paymentInstructions: 'Zelle to <b>pay@greenvalley.com</b>',
      },
    });
    expect(saved.statusCode).toBe(200);
    const { quote } = await calls.quoteFor(payer);
    expect(quote.business.payment_link).toBe('https://paypal.me/greenvalley');
    const open = await calls.page(quote.share_token);
    expect(open.body).not.toContain('class="pay-now"');
    expect(open.body).not.toContain('How to pay');
    await calls.accept(quote.share_token, { name: 'Maria', signature: PNG, items: ['haul'] });
    const page = await calls.page(quote.share_token);
    expect(page.body).toContain('class="pay-now"');
    expect(page.body).toContain('href="https://paypal.me/greenvalley/90.00"');
    expect(page.body).toContain('Pay $90.00');
    expect(page.body).toContain('<svg');
    // The payment instructions beside it, as on an invoice's page, escaped.
    expect(page.body).toContain(
      '<h2>How to pay</h2><p class="note">Zelle to &lt;b&gt;pay@greenvalley.com&lt;/b&gt;</p>',
    );
  });

  it('shows a decline with its reason, escaped, and no buttons', async () => {
    const { quote } = await calls.quoteFor(owner);
    await calls.decline(quote.share_token, { reason: 'Too <b>expensive</b>' });
    const page = await calls.page(quote.share_token);
    expect(page.body).toMatch(/Declined on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(page.body).toContain('Too &lt;b&gt;expensive&lt;/b&gt;');
    expect(page.body).toContain('Thank you for letting us know.');
    expect(page.body).not.toContain('id="accept-open"');
  });

  it('says an expired quote expired and offers the owner’s phone', async () => {
    const { quote } = await calls.quoteFor(owner, { issued_date: day(-40), valid_until: day(-2) });
    const page = await calls.page(quote.share_token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/This quote expired on [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
    expect(page.body).toContain('<a class="call" href="tel:5551234567">Call (555) 123-4567</a>');
    expect(page.body).not.toContain('id="accept-open"');
    expectError(
      await calls.accept(quote.share_token, { name: 'Ana', signature: PNG, items: [] }),
      409,
      'This quote has expired',
      'quote_expired',
    );
  });

  it('answers 404 for unknown, revoked, ended or deleted-customer links, with the page headers', async () => {
    const revoked = await calls.quoteFor(owner);
    await t.as(owner, { method: 'POST', url: `/api/quotes/${revoked.quote.id}/revoke` });
    const ended = await calls.quoteFor(owner);
    await t.as(owner, {
      method: 'POST',
      url: `/api/quotes/${ended.quote.id}/share-expiry`,
      payload: { expires_at: new Date(Date.now() - 1000).toISOString() },
    });
    const gone = await calls.quoteFor(owner);
    await t.as(owner, { method: 'DELETE', url: `/api/customers/${gone.customer.id}` });
    for (const token of [
      revoked.quote.share_token,
      ended.quote.share_token,
      gone.quote.share_token,
      'AAAAAAAAAAAAAAAAAAAAAA',
      'short',
      '%27%20or%201%3D1',
    ]) {
      const page = await calls.page(token);
      expect(page.statusCode, token ?? '').toBe(404);
      expect(page.headers['x-robots-tag']).toMatch(/noindex/);
      expect(page.body).toContain('This link is no longer available.');
    }
    // In Spanish for a visitor whose browser asks for it first.
    const spanish = await t.inject({
      method: 'GET',
      url: `/q/${revoked.quote.share_token}`,
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
    });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain(
      '<h1>No encontrado</h1><p>Este enlace ya no está disponible.</p>',
    );
    const english = await t.inject({
      method: 'GET',
      url: `/q/${revoked.quote.share_token}`,
      headers: { 'accept-language': 'en-US,es;q=0.5' },
    });
    expect(english.body).toContain('<html lang="en">');
    expect((await get(revoked.quote.id)).viewed_at).toBeNull();
  });

  it('is rate-limited per client address', async () => {
    const remoteAddress = '10.251.251.251';
    const statuses = [];
    for (let i = 0; i < 60; i += 1) {
      statuses.push(
        (await t.app.inject({ method: 'GET', url: '/q/unknown', remoteAddress })).statusCode,
      );
    }
    expect(statuses.every((status) => status === 404)).toBe(true);
    const limited = await t.app.inject({ method: 'GET', url: '/q/unknown', remoteAddress });
    expectError(limited, 429, 'Too many requests. Please try again later.', 'rate_limited');
    expect(limited.headers['x-robots-tag']).toMatch(/noindex/);
    expect(limited.headers['cache-control']).toBe('no-store');
  });

  it('keeps the token out of the access log', () => {
    expect(loggedPath('/q/AbCdEfGhIjKlMnOpQrStUv/accept')).toBe('/q/[redacted]/accept');
    expect(loggedPath('/q/AbCdEfGhIjKlMnOpQrStUv?x=1')).toBe('/q/[redacted]');
  });

  it('is refused in demo mode, like the invoices’ pages', async () => {
    const { quote } = await calls.quoteFor(owner);
    const demo = await t.sibling({ DEMO_MODE: 'true' });
    try {
      for (const [method, url] of [
        ['GET', `/q/${quote.share_token}`],
        ['POST', `/q/${quote.share_token}/decline`],
        ['GET', '/q/assets/quote-page.js'],
      ] as const) {
        const response = await demo.inject({
          method,
          url,
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect([response.statusCode, response.json<{ code: string }>().code], url).toEqual([
          403,
          'demo_mode',
        ]);
      }
    } finally {
      await demo.close();
    }
    expect((await get(quote.id)).answer).toBeNull();
  });
});
