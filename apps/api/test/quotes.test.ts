import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validProfile } from './catalogue.ts';
import { expectError, startTestApp, type Owner, type TestApp } from './helpers.ts';
import { day, ITEMS, PNG, quoteCalls, type WireQuote } from './quote-helpers.ts';

// Quotes on the server (issue 26, decision 061): numbers without gaps per owner, isolation, the
// owner's changes until the customer answers, the answer from the public page, links to work,
// deletes and backups. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let owner: Owner;
let other: Owner;
let calls: ReturnType<typeof quoteCalls>;

beforeAll(async () => {
  t = await startTestApp();
  calls = quoteCalls(t);
  owner = await t.owner();
  other = await t.owner();
  const profile = await t.as(owner, {
    method: 'PUT',
    url: '/api/profile',
    payload: { ...validProfile(), paymentInstructions: 'Zelle to alex@greenvalley.com' },
  });
  expect(profile.statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const get = (who: Owner, id: string) => t.get<WireQuote>(who, `/api/quotes/${id}`);
const put = (who: Owner, id: string, payload: Record<string, unknown>) =>
  t.as(who, { method: 'PUT', url: `/api/quotes/${id}`, payload });
const post = (who: Owner, url: string, payload?: Record<string, unknown>) =>
  t.as(who, { method: 'POST', url, ...(payload ? { payload } : {}) });
const rows = async (table: 'quotes' | 'quote_counters', ownerId: string) => {
  const [row] = await t.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${table} WHERE owner_id = $1`,
    [ownerId],
  );
  return row!.count;
};

describe('POST /api/quotes', () => {
  it('numbers Q-0001, Q-0002 per owner, copies business and customer, valid 30 days', async () => {
    const fresh = await t.owner();
    await t.as(fresh, {
      method: 'PUT',
      url: '/api/profile',
      payload: { ...validProfile(), paymentInstructions: 'Cash or check' },
    });
    const first = await calls.quoteFor(
      fresh,
      { issued_date: '2026-11-20', notes: ' Gate code 42 ' },
      { phone: '555-0101', email: 'rosa@example.com', address: '9 Oak Ave' },
    );
    expect(first.quote).toMatchObject({
      number: 'Q-0001',
      customer_id: first.customer.id,
      issued_date: '2026-11-20',
      valid_until: '2026-12-20',
      language: 'en',
      business: {
        name: 'Green Valley Landscaping',
        phone: '(555) 123-4567',
        email: 'alex@greenvalley.com',
        address: '123 Main Street',
        logo: null,
        payment_instructions: 'Cash or check',
        payment_link: null,
      },
      customer: {
        name: first.customer.name,
        phone: '555-0101',
        email: 'rosa@example.com',
        address: '9 Oak Ave',
      },
      items: ITEMS,
      notes: 'Gate code 42',
      repeat: null,
      sent_at: null,
      viewed_at: null,
      answer: null,
      job_id: null,
      series_id: null,
      share_expires_at: null,
    });
    expect(first.quote.id).toMatch(/^quote-[0-9a-f-]{36}$/);
    expect(first.quote.share_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const second = await calls.quoteFor(fresh, {
      repeat: { frequency: 'weekly', interval: 2 },
      language: 'es',
    });
    expect(second.quote.number).toBe('Q-0002');
    expect(second.quote.repeat).toEqual({ frequency: 'weekly', interval: 2 });
    // The customer has no language: the app's.
    expect(second.quote.language).toBe('es');
    // Another owner starts at Q-0001.
    expect((await calls.quoteFor(await t.owner())).quote.number).toBe('Q-0001');
  });

  it('answers a retried create with the first quote, and numbers concurrent creates without gaps', async () => {
    const fresh = await t.owner();
    const customer = await t.createCustomer(fresh, { name: 'Concurrent Carla' });
    const id = `quote-${randomUUID()}`;
    const payload = { id, customer_id: customer.id, items: ITEMS };
    const made = await calls.create(fresh, payload);
    const again = await calls.create(fresh, payload);
    expect([made.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json<WireQuote>()).toEqual(made.json<WireQuote>());
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        calls.create(fresh, { customer_id: customer.id, items: ITEMS }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const numbers = answers.map((answer) => answer.json<WireQuote>().number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 8 }, (_, i) => `Q-${String(i + 2).padStart(4, '0')}`),
    );
    expect(await rows('quotes', fresh.id)).toBe(9);
  });

  it('writes the quote in the customer’s language', async () => {
    const { quote } = await calls.quoteFor(owner, { language: 'en' }, { language: 'es' });
    expect(quote.language).toBe('es');
  });

  it('refuses bad input, a valid-until before the issue day and another owner’s customer', async () => {
    const fresh = await t.owner();
    const customer = await t.createCustomer(fresh, { name: 'Strict Sara' });
    const base = { customer_id: customer.id, items: ITEMS };
    for (const payload of [
      { ...base, total: 1 },
      { ...base, items: [] },
      { ...base, items: [{ ...ITEMS[2], optional: true }] },
      { ...base, items: [ITEMS[0], ITEMS[0]] },
      { ...base, items: [{ ...ITEMS[0], quantity: 0 }] },
      { ...base, id: 'quote-nope' },
      { ...base, repeat: { frequency: 'daily', interval: 1 } },
      { ...base, valid_until: '2026-13-01' },
    ]) {
      const response = await calls.create(fresh, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation_failed');
    }
    expectError(
      await calls.create(fresh, { ...base, issued_date: '2026-11-20', valid_until: '2026-11-19' }),
      400,
      'valid_until: must not be before issued_date',
      'validation_failed',
    );
    const elsewhere = await t.createCustomer(other, { name: 'Not yours' });
    expect((await calls.create(fresh, { ...base, customer_id: elsewhere.id })).statusCode).toBe(
      404,
    );
    expect(await rows('quotes', fresh.id)).toBe(0);
    expect(await rows('quote_counters', fresh.id)).toBe(0);
  });
});

describe('owner isolation', () => {
  it('never shows, changes, links or deletes another owner’s quote', async () => {
    const { quote } = await calls.quoteFor(owner);
    const job = await t.createJob(other, (await t.createCustomer(other)).id);
    expect(await t.get(other, '/api/quotes')).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', `/api/quotes/${quote.id}`],
      ['PUT', `/api/quotes/${quote.id}`, { notes: 'mine now' }],
      ['POST', `/api/quotes/${quote.id}/sent`],
      ['POST', `/api/quotes/${quote.id}/revoke`],
      ['POST', `/api/quotes/${quote.id}/share-expiry`, { expires_at: null }],
      ['POST', `/api/quotes/${quote.id}/link`, { job_id: job.id }],
      ['DELETE', `/api/quotes/${quote.id}`],
    ] as const) {
      const response = await t.as(other, { method, url, ...(payload ? { payload } : {}) });
      expectError(response, 404, 'Quote not found', 'not_found');
    }
    expect(await get(owner, quote.id)).toEqual(quote);
    expect((await t.inject({ method: 'GET', url: '/api/quotes' })).statusCode).toBe(401);
  });
});

describe('the owner’s changes', () => {
  it('changes items, notes, valid-until and repeat until answered; 409 quote_answered after', async () => {
    const { quote } = await calls.quoteFor(owner);
    const items = [{ ...ITEMS[0], unit_price: 50 }, ITEMS[2]];
    const changed = await put(owner, quote.id, {
      items,
      notes: 'Bring the trailer',
      valid_until: day(60),
      repeat: { frequency: 'monthly', interval: 1 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<WireQuote>()).toMatchObject({
      number: quote.number,
      items,
      notes: 'Bring the trailer',
      valid_until: day(60),
      repeat: { frequency: 'monthly', interval: 1 },
      business: quote.business,
    });
    expect((await put(owner, quote.id, { repeat: null })).json<WireQuote>().repeat).toBeNull();
    expectError(
      await put(owner, quote.id, { valid_until: '2000-01-01' }),
      400,
      'valid_until: must not be before issued_date',
      'validation_failed',
    );

    expect((await calls.decline(quote.share_token, {})).statusCode).toBe(200);
    expectError(
      await put(owner, quote.id, { notes: 'too late' }),
      409,
      'The customer has already answered this quote',
      'quote_answered',
    );
    expect((await get(owner, quote.id)).notes).toBe('Bring the trailer');
  });

  it('merges two devices’ changes by field: a field changed since the base keeps its value and is named in conflicts', async () => {
    const { quote } = await calls.quoteFor(owner);
    // The first device changes the notes, from what both saw.
    const first = await put(owner, quote.id, {
      notes: 'Front yard',
      base: { notes: quote.notes },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).not.toHaveProperty('conflicts');
    // The second, from the same base, changes the notes and the valid-until day.
    const second = await put(owner, quote.id, {
      notes: 'Back yard',
      valid_until: day(45),
      base: { notes: quote.notes, valid_until: quote.valid_until },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      notes: 'Front yard',
      valid_until: day(45),
      conflicts: [{ field: 'notes', mine: 'Back yard', theirs: 'Front yard' }],
    });
    // Keep mine: the same value over the one that stands.
    const kept = await put(owner, quote.id, { notes: 'Back yard', base: { notes: 'Front yard' } });
    expect(kept.json()).toMatchObject({ notes: 'Back yard' });
    expect(kept.json()).not.toHaveProperty('conflicts');
    expectError(
      await put(owner, quote.id, { notes: 'x', base: { price: 1 } }),
      400,
      /base/,
      'validation_failed',
    );
  });

  it('refuses bad changes, link ends and links with 400, and changes nothing', async () => {
    const { quote } = await calls.quoteFor(owner);
    const before = await get(owner, quote.id);
    for (const payload of [
      { items: [] },
      { items: [{ ...ITEMS[2], optional: true }] },
      { items: [ITEMS[0], ITEMS[0]] },
      { items: [{ ...ITEMS[0], unit_price: -1 }] },
      { items: [{ ...ITEMS[0], description: 'x'.repeat(201) }] },
      { notes: 'x'.repeat(2001) },
      { repeat: { frequency: 'weekly', interval: 0 } },
      { valid_until: 'soon' },
      { number: 'Q-9999' },
    ]) {
      const response = await put(owner, quote.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation_failed');
    }
    for (const payload of [{ expires_at: 'tomorrow' }, {}]) {
      const response = await post(owner, `/api/quotes/${quote.id}/share-expiry`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [{}, { job_id: 'job-1', series_id: 'series-1' }, { job_id: 42 }]) {
      const response = await post(owner, `/api/quotes/${quote.id}/link`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await get(owner, quote.id)).toEqual(before);
  });

  it('sets sent_at the first time only', async () => {
    const { quote } = await calls.quoteFor(owner);
    const first = (await post(owner, `/api/quotes/${quote.id}/sent`)).json<WireQuote>();
    expect(first.sent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await post(owner, `/api/quotes/${quote.id}/sent`);
    expect(again.statusCode).toBe(200);
    expect(again.json<WireQuote>().sent_at).toBe(first.sent_at);
    expect(again.json<WireQuote>().updated_at).toBe(first.updated_at);
  });
});

describe('the customer’s answer', () => {
  it('accepts with an optional item ticked: the total includes it, the signature reads back', async () => {
    const { quote } = await calls.quoteFor(owner);
    const accepted = await calls.accept(quote.share_token, {
      name: '  Maria Garcia ',
      signature: PNG,
      items: ['haul'],
    });
    expect(accepted.statusCode).toBe(200);
    const { answer } = accepted.json<{ answer: NonNullable<WireQuote['answer']> }>();
    expect(answer).toEqual({
      decision: 'accepted',
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      signer_name: 'Maria Garcia',
      signature: PNG,
      chosen_item_ids: ['haul'],
      total: 90,
    });
    const stored = await get(owner, quote.id);
    expect(stored.answer).toEqual(answer);
    // The bytes are kept as the PNG itself.
    const [row] = await t.db.query<{ size: number; head: string }>(
      `SELECT length(signature) AS size, encode(substring(signature from 1 for 4), 'hex') AS head
       FROM quotes WHERE id = $1`,
      [quote.id],
    );
    expect(row).toEqual({ size: 70, head: '89504e47' });

    // A double tap records one answer: the same, with the same time.
    const twice = await calls.accept(quote.share_token, {
      name: 'Someone',
      signature: PNG,
      items: [],
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json<{ answer: unknown }>().answer).toEqual(answer);
    expectError(
      await calls.decline(quote.share_token, { reason: 'Changed my mind' }),
      409,
      'The customer has already answered this quote',
      'quote_answered',
    );
    expect((await get(owner, quote.id)).answer).toEqual(answer);
  });

  it('records one answer when two taps arrive at once', async () => {
    const { quote } = await calls.quoteFor(owner);
    // The same decision twice at once: both answer the one stored answer.
    const [first, second] = await Promise.all([
      calls.accept(quote.share_token, { name: 'Ana', signature: PNG, items: ['haul'] }),
      calls.accept(quote.share_token, { name: 'Someone else', signature: PNG, items: [] }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const stored = (await get(owner, quote.id)).answer;
    expect(first.json<{ answer: unknown }>().answer).toEqual(stored);
    expect(second.json<{ answer: unknown }>().answer).toEqual(stored);

    // Accept and decline at once: one wins, the other is refused, and the stored one is the winner.
    const race = (await calls.quoteFor(owner)).quote;
    const answers = await Promise.all([
      calls.accept(race.share_token, { name: 'Ana', signature: PNG, items: [] }),
      calls.decline(race.share_token, { reason: 'Too much' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expectError(loser, 409, 'The customer has already answered this quote', 'quote_answered');
    expect((await get(owner, race.id)).answer).toEqual(winner.json<{ answer: unknown }>().answer);
  });

  it('takes no optional item when none is ticked', async () => {
    const { quote } = await calls.quoteFor(owner);
    const accepted = await calls.accept(quote.share_token, {
      name: 'Ana',
      signature: PNG,
      items: [],
    });
    expect(accepted.json<{ answer: { total: number } }>().answer.total).toBe(70);
  });

  it('declines with a reason, idempotently; accepting after it is refused', async () => {
    const { quote } = await calls.quoteFor(owner);
    const declined = await calls.decline(quote.share_token, { reason: ' Too expensive ' });
    expect(declined.statusCode).toBe(200);
    const { answer } = declined.json<{ answer: WireQuote['answer'] }>();
    expect(answer).toEqual({
      decision: 'declined',
      at: expect.any(String),
      reason: 'Too expensive',
    });
    expect((await calls.decline(quote.share_token)).json<{ answer: unknown }>().answer).toEqual(
      answer,
    );
    expectError(
      await calls.accept(quote.share_token, { name: 'Ana', signature: PNG, items: [] }),
      409,
      'The customer has already answered this quote',
      'quote_answered',
    );
    const withoutReason = await calls.quoteFor(owner);
    const plain = await calls.decline(withoutReason.quote.share_token);
    expect(plain.json<{ answer: { reason: string } }>().answer.reason).toBe('');
  });

  it('refuses an answer after the valid-until day with 409 quote_expired', async () => {
    const { quote } = await calls.quoteFor(owner, {
      issued_date: day(-40),
      valid_until: day(-2),
    });
    expectError(
      await calls.accept(quote.share_token, { name: 'Ana', signature: PNG, items: [] }),
      409,
      'This quote has expired',
      'quote_expired',
    );
    expectError(
      await calls.decline(quote.share_token),
      409,
      'This quote has expired',
      'quote_expired',
    );
    expect((await get(owner, quote.id)).answer).toBeNull();
    // Its last day still takes an answer.
    const lastDay = await calls.quoteFor(owner, { issued_date: day(-30), valid_until: day(0) });
    expect((await calls.decline(lastDay.quote.share_token)).statusCode).toBe(200);
  });

  it('refuses bad answers with 4xx and stores nothing', async () => {
    const { quote } = await calls.quoteFor(owner);
    const notPng = `data:image/png;base64,${Buffer.from('GIF89a not a png at all').toString('base64')}`;
    const tooBig = `data:image/png;base64,${Buffer.concat([
      Buffer.from(PNG.slice(22), 'base64'),
      Buffer.alloc(100_001),
    ]).toString('base64')}`;
    const base = { name: 'Ana', signature: PNG, items: [] as string[] };
    for (const [payload, message] of [
      [{ ...base, signature: notPng }, 'signature: must be a PNG image'],
      [{ ...base, signature: tooBig }, /signature/],
      [{ ...base, signature: 'data:image/jpeg;base64,AAAA' }, /signature/],
      [{ ...base, items: ['nope'] }, 'items: must be optional items of this quote'],
      [{ ...base, items: ['mow'] }, 'items: must be optional items of this quote'],
      [{ ...base, name: '   ' }, /name/],
      [{ ...base, name: 'x'.repeat(101) }, /name/],
      [{ ...base, extra: true }, /extra|Unrecognized/i],
    ] as const) {
      const response = await calls.accept(quote.share_token, payload);
      expectError(response, 400, message, 'validation_failed');
    }
    expectError(
      await calls.decline(quote.share_token, { reason: 'x'.repeat(501) }),
      400,
      /reason/,
      'validation_failed',
    );
    const stored = await get(owner, quote.id);
    expect(stored.answer).toBeNull();
    // Nothing was written: the quote is as it was made.
    expect(stored).toEqual(quote);
  });

  it('answers 404 for a revoked, ended or unknown link', async () => {
    const { quote } = await calls.quoteFor(owner);
    const revoked = (await post(owner, `/api/quotes/${quote.id}/revoke`)).json<WireQuote>();
    expect(revoked.share_token).toBeNull();
    const body = { name: 'Ana', signature: PNG, items: [] };
    expectError(await calls.accept(quote.share_token, body), 404, 'Quote not found', 'not_found');
    expectError(await calls.decline(quote.share_token), 404, 'Quote not found', 'not_found');

    const ended = await calls.quoteFor(owner);
    const expiry = await post(owner, `/api/quotes/${ended.quote.id}/share-expiry`, {
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(expiry.json<WireQuote>().share_expires_at).toMatch(/^\d{4}-/);
    expect((await calls.accept(ended.quote.share_token, body)).statusCode).toBe(404);
    expect((await calls.accept('AAAAAAAAAAAAAAAAAAAAAA', body)).statusCode).toBe(404);
    expect((await get(owner, ended.quote.id)).answer).toBeNull();
  });
});

describe('POST /api/quotes/{id}/link', () => {
  it('links a job only once accepted, and only the owner’s; the first link stays', async () => {
    const { customer, quote } = await calls.quoteFor(owner);
    const job = await t.createJob(owner, customer.id, { title: 'Mow the lawn' });
    expectError(
      await post(owner, `/api/quotes/${quote.id}/link`, { job_id: job.id }),
      409,
      'The customer has not accepted this quote',
      'quote_not_accepted',
    );
    await calls.accept(quote.share_token, { name: 'Ana', signature: PNG, items: [] });
    const othersJob = await t.createJob(other, (await t.createCustomer(other)).id);
    expectError(
      await post(owner, `/api/quotes/${quote.id}/link`, { job_id: othersJob.id }),
      404,
      'Job not found',
      'not_found',
    );
    expect(
      (await post(owner, `/api/quotes/${quote.id}/link`, { series_id: `series-${randomUUID()}` }))
        .statusCode,
    ).toBe(404);
    const linked = await post(owner, `/api/quotes/${quote.id}/link`, { job_id: job.id });
    expect(linked.statusCode).toBe(200);
    expect(linked.json<WireQuote>()).toMatchObject({ job_id: job.id, series_id: null });
    const second = await t.createJob(owner, customer.id);
    const again = await post(owner, `/api/quotes/${quote.id}/link`, { job_id: second.id });
    expect(again.json<WireQuote>().job_id).toBe(job.id);
    expect((await post(owner, `/api/quotes/${quote.id}/link`, { job_id: 'nope' })).statusCode).toBe(
      400,
    );
  });

  it('refuses a declined quote', async () => {
    const { customer, quote } = await calls.quoteFor(owner);
    const job = await t.createJob(owner, customer.id);
    await calls.decline(quote.share_token);
    expect(
      (await post(owner, `/api/quotes/${quote.id}/link`, { job_id: job.id })).json<{
        code: string;
      }>().code,
    ).toBe('quote_not_accepted');
  });
});

describe('sync, delete and the customer’s delete', () => {
  it('sends quotes and their deletes through the pull', async () => {
    const fresh = await t.owner();
    const { customer, quote } = await calls.quoteFor(fresh);
    const pulled = await t.get<{ cursor: string; quotes: WireQuote[] }>(fresh, '/api/sync');
    expect(pulled.quotes).toEqual([quote]);
    const quiet = await t.get<Record<string, unknown>>(fresh, `/api/sync?since=${pulled.cursor}`);
    expect(quiet).not.toHaveProperty('quotes');
    expect(quiet).not.toHaveProperty('deleted_quotes');

    const removed = await t.as(fresh, { method: 'DELETE', url: `/api/quotes/${quote.id}` });
    expect(removed.statusCode).toBe(200);
    const after = await t.get<{ cursor: string; deleted_quotes: string[] }>(
      fresh,
      `/api/sync?since=${pulled.cursor}`,
    );
    expect(after.deleted_quotes).toEqual([quote.id]);
    expect((await calls.page(quote.share_token)).statusCode).toBe(404);
    expect((await t.as(fresh, { method: 'GET', url: `/api/quotes/${quote.id}` })).statusCode).toBe(
      404,
    );
    // A retried create of the deleted id does not bring it back; the number is not used again.
    expectError(
      await calls.create(fresh, { id: quote.id, customer_id: customer.id, items: ITEMS }),
      409,
      'Quote was deleted',
      'record_deleted',
    );
    expect((await calls.quoteFor(fresh)).quote.number).toBe('Q-0002');
  });

  it('deletes a customer’s quotes with it, leaving tombstones', async () => {
    const fresh = await t.owner();
    const { customer, quote } = await calls.quoteFor(fresh);
    const kept = await calls.quoteFor(fresh);
    const pulled = await t.get<{ cursor: string }>(fresh, '/api/sync');
    expect(
      (await t.as(fresh, { method: 'DELETE', url: `/api/customers/${customer.id}` })).statusCode,
    ).toBe(200);
    const after = await t.get<{ deleted_quotes: string[] }>(
      fresh,
      `/api/sync?since=${pulled.cursor}`,
    );
    expect(after.deleted_quotes).toEqual([quote.id]);
    expect((await t.get<WireQuote[]>(fresh, '/api/quotes')).map((q) => q.id)).toEqual([
      kept.quote.id,
    ]);
  });
});

describe('backup import', () => {
  const asBackup = (quote: WireQuote) => {
    const { share_token, share_expires_at, updated_at, ...rest } = quote;
    void share_token;
    void share_expires_at;
    void updated_at;
    return rest;
  };

  it('keeps the number and the answer, moves the counter past it, renumbers a number in use', async () => {
    const { customer, quote } = await calls.quoteFor(owner);
    await calls.accept(quote.share_token, {
      name: 'Maria Garcia',
      signature: PNG,
      items: ['haul'],
    });
    const accepted = await get(owner, quote.id);
    const fresh = await t.owner();
    const copy = await t.as(fresh, {
      method: 'POST',
      url: '/api/import',
      payload: { kind: 'customers', records: [{ id: customer.id, name: customer.name }] },
    });
    expect(copy.json<{ results: { outcome: string }[] }>().results[0]!.outcome).toBe('created');

    const backup = { ...asBackup(accepted), number: 'Q-0007', job_id: `job-${randomUUID()}` };
    const imported = await t.as(fresh, {
      method: 'POST',
      url: '/api/quotes/import',
      payload: backup,
    });
    expect(imported.statusCode).toBe(201);
    const kept = imported.json<WireQuote>();
    expect(kept).toMatchObject({ ...backup, job_id: null, number: 'Q-0007' });
    expect(kept.answer).toEqual(accepted.answer);
    expect(kept.share_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(kept.share_token).not.toBe(accepted.share_token);
    const again = await t.as(fresh, { method: 'POST', url: '/api/quotes/import', payload: backup });
    expect(again.statusCode).toBe(200);

    expect(
      (await calls.create(fresh, { customer_id: customer.id, items: ITEMS })).json<WireQuote>()
        .number,
    ).toBe('Q-0008');
    const chunk = await t.as(fresh, {
      method: 'POST',
      url: '/api/import',
      payload: {
        kind: 'quotes',
        records: [
          { ...backup, id: `quote-${randomUUID()}`, number: 'Q-0007' },
          { ...backup, id: `quote-${randomUUID()}`, answer: null, number: null },
          { ...backup, id: `quote-${randomUUID()}`, customer_id: `customer-${randomUUID()}` },
          { ...backup, id: 'not-a-quote' },
        ],
      },
    });
    expect(chunk.json<{ results: { outcome: string; error?: string }[] }>().results).toEqual([
      { id: expect.any(String), outcome: 'created' },
      { id: expect.any(String), outcome: 'created' },
      { id: expect.any(String), outcome: 'refused', error: 'Customer not found' },
      { id: 'not-a-quote', outcome: 'refused', error: expect.stringMatching(/^id: /) },
    ]);
    const numbers = (await t.get<WireQuote[]>(fresh, '/api/quotes')).map((q) => q.number).sort();
    expect(numbers).toEqual(['Q-0007', 'Q-0008', 'Q-0009', 'Q-0010']);
  });

  it('refuses a signature that is not a PNG, and another owner’s customer', async () => {
    const { quote } = await calls.quoteFor(owner);
    const backup = {
      ...asBackup(quote),
      id: `quote-${randomUUID()}`,
      answer: {
        decision: 'accepted',
        at: new Date().toISOString(),
        signer_name: 'Ana',
        signature: 'data:image/png;base64,AAAAAAAAAAAAAAAA',
        chosen_item_ids: [],
        total: 70,
      },
    };
    expectError(
      await t.as(owner, { method: 'POST', url: '/api/quotes/import', payload: backup }),
      400,
      'signature: must be a PNG image',
      'validation_failed',
    );
    expect(
      (
        await t.as(other, {
          method: 'POST',
          url: '/api/quotes/import',
          payload: { ...backup, answer: null },
        })
      ).statusCode,
    ).toBe(404);
    expect(await rows('quotes', other.id)).toBe(0);
  });
});
