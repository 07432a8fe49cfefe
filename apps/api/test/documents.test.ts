import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validProfile } from './catalogue.ts';
import { expectError, startTestApp, type Owner, type TestApp } from './helpers.ts';

// Invoices and receipts (issue 15, decisions 034 and 035): per-owner numbers without gaps or
// duplicates, isolation, strict input, and the public page at /d/{token}.

let t: TestApp;
let owner: Owner;
let other: Owner;

type WireDocument = {
  id: string;
  kind: 'invoice' | 'receipt';
  number: string;
  customer_id: string;
  job_ids: string[];
  language: 'en' | 'es';
  lines: { job_id: string; amount: number; paid: number; service: string }[];
  total: number;
  paid: number;
  balance: number;
  share_token: string | null;
  business: { name: string; payment_instructions: string };
};

beforeAll(async () => {
  t = await startTestApp();
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

const create = (who: Owner, payload: Record<string, unknown>) =>
  t.as(who, { method: 'POST', url: '/api/documents', payload });

async function customerWithJobs(who: Owner, language: 'en' | 'es' | null = null) {
  const customer = await t.createCustomer(who, {
    name: `Rosa ${randomUUID().slice(0, 6)}`,
    language,
  });
  const paidJob = await t.createJob(who, customer.id, {
    title: 'Deep clean',
    actual_cost: 120.5,
    status: 'completed',
    paid: true,
  });
  const unpaidJob = await t.createJob(who, customer.id, {
    title: 'Windows',
    estimated_cost: 80,
    status: 'completed',
    paid: false,
  });
  return { customer, paidJob, unpaidJob };
}

describe('POST /api/documents', () => {
  it('makes an invoice of one customer’s jobs, copying lines and totals by the amount rule', async () => {
    const { customer, paidJob, unpaidJob } = await customerWithJobs(owner);
    const response = await create(owner, {
      kind: 'invoice',
      customer_id: customer.id,
      job_ids: [paidJob.id, unpaidJob.id],
      note: ' Thanks! ',
    });
    expect(response.statusCode).toBe(201);
    const document = response.json<WireDocument>();
    expect(document.number).toMatch(/^INV-\d{4}$/);
    expect(document.total).toBe(200.5);
    expect(document.paid).toBe(120.5);
    expect(document.balance).toBe(80);
    expect(document.lines.map((line) => line.service).sort()).toEqual(['Deep clean', 'Windows']);
    expect(document.business.name).toBe('Green Valley Landscaping');
    expect(document.business.payment_instructions).toBe('Zelle to alex@greenvalley.com');
    expect(document.share_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('answers a retried create of the same id with the first document, not a new number', async () => {
    const { customer, paidJob } = await customerWithJobs(owner);
    const id = `document-${randomUUID()}`;
    const payload = { id, kind: 'receipt', customer_id: customer.id, job_ids: [paidJob.id] };
    const first = await create(owner, payload);
    const again = await create(owner, payload);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<WireDocument>().number).toBe(first.json<WireDocument>().number);
  });

  it('numbers concurrent creates from two devices without duplicate or gap, per kind', async () => {
    const fresh = await t.owner();
    const { customer, paidJob, unpaidJob } = await customerWithJobs(fresh);
    const device = (kind: string, jobId: string) =>
      Array.from({ length: 6 }, () =>
        create(fresh, { kind, customer_id: customer.id, job_ids: [jobId] }),
      );
    const answers = await Promise.all([
      ...device('invoice', unpaidJob.id),
      ...device('invoice', unpaidJob.id),
      ...device('receipt', paidJob.id),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const numbers = answers.map((answer) => answer.json<WireDocument>().number);
    const invoices = numbers.filter((number) => number.startsWith('INV-')).sort();
    const receipts = numbers.filter((number) => number.startsWith('REC-')).sort();
    expect(invoices).toEqual(
      Array.from({ length: 12 }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`),
    );
    expect(receipts).toEqual(
      Array.from({ length: 6 }, (_, i) => `REC-${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('writes the document in the customer’s language, else the app’s', async () => {
    const spanish = await customerWithJobs(owner, 'es');
    const es = await create(owner, {
      kind: 'receipt',
      customer_id: spanish.customer.id,
      job_ids: [spanish.paidJob.id],
      language: 'en',
    });
    expect(es.json<WireDocument>().language).toBe('es');
    const plain = await customerWithJobs(owner);
    const en = await create(owner, {
      kind: 'receipt',
      customer_id: plain.customer.id,
      job_ids: [plain.paidJob.id],
      language: 'es',
    });
    expect(en.json<WireDocument>().language).toBe('es');
  });

  it('refuses unknown keys, bad kinds, empty or repeated job lists, and jobs of another customer', async () => {
    const { customer, paidJob } = await customerWithJobs(owner);
    const second = await customerWithJobs(owner);
    const base = { kind: 'invoice', customer_id: customer.id, job_ids: [paidJob.id] };
    for (const payload of [
      { ...base, total: 1 },
      { ...base, kind: 'quote' },
      { ...base, job_ids: [] },
      { ...base, job_ids: [paidJob.id, paidJob.id] },
      { ...base, customer_id: 'nope' },
      { ...base, note: 'x'.repeat(1001) },
    ]) {
      const response = await create(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ error: string }>().error).toBeTruthy();
    }
    expectError(
      await create(owner, { ...base, job_ids: [paidJob.id, second.unpaidJob.id] }),
      400,
      /every job must be of this customer/,
      'validation_failed',
    );
  });
});

describe('owner isolation', () => {
  it('never shows, uses, revokes or deletes another owner’s records', async () => {
    const { customer, paidJob } = await customerWithJobs(owner);
    const document = (
      await create(owner, { kind: 'receipt', customer_id: customer.id, job_ids: [paidJob.id] })
    ).json<WireDocument>();
    const list = await t.as(other, { method: 'GET', url: '/api/documents' });
    expect(list.json()).toEqual([]);
    for (const options of [
      { method: 'GET' as const, url: `/api/documents/${document.id}` },
      { method: 'POST' as const, url: `/api/documents/${document.id}/revoke` },
      { method: 'DELETE' as const, url: `/api/documents/${document.id}` },
    ]) {
      expect((await t.as(other, options)).statusCode).toBe(404);
    }
    // Another owner's customer and jobs cannot be put on a document.
    expect(
      (await create(other, { kind: 'receipt', customer_id: customer.id, job_ids: [paidJob.id] }))
        .statusCode,
    ).toBe(404);
    const mine = await customerWithJobs(other);
    expect(
      (
        await create(other, {
          kind: 'receipt',
          customer_id: mine.customer.id,
          job_ids: [paidJob.id],
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/documents' })).statusCode).toBe(401);
  });
});

describe('GET /d/{token}', () => {
  it('shows that one document without signing in, noindex, and 404 once revoked', async () => {
    const { customer, paidJob } = await customerWithJobs(owner, 'es');
    const { unpaidJob: elsewhere } = await customerWithJobs(owner);
    const document = (
      await create(owner, { kind: 'receipt', customer_id: customer.id, job_ids: [paidJob.id] })
    ).json<WireDocument>();
    const page = await t.inject({ method: 'GET', url: `/d/${document.share_token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-robots-tag']).toMatch(/noindex/);
    expect(page.body).toContain('<meta name="robots" content="noindex');
    expect(page.body).toContain('Green Valley Landscaping');
    expect(page.body).toContain(customer.name);
    expect(page.body).toContain(document.number);
    expect(page.body).toContain('Recibo');
    expect(page.body).toContain('$120.50');
    expect(page.body).not.toContain(elsewhere.title);
    expect(page.body).not.toContain('$80.00');
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");

    const revoked = await t.as(owner, {
      method: 'POST',
      url: `/api/documents/${document.id}/revoke`,
    });
    expect(revoked.json<WireDocument>().share_token).toBeNull();
    expect((await t.inject({ method: 'GET', url: `/d/${document.share_token}` })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for unknown or malformed tokens', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', '%27%20or%201%3D1']) {
      const response = await t.inject({ method: 'GET', url: `/d/${token}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['x-robots-tag']).toMatch(/noindex/);
      expect(response.body).toContain('This link is no longer available.');
    }
    // A visitor whose browser asks for Spanish first reads it in Spanish.
    const spanish = await t.inject({
      method: 'GET',
      url: '/d/AAAAAAAAAAAAAAAAAAAAAA',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('Este enlace ya no está disponible.');
  });

  it('is rate-limited per client address', async () => {
    const remoteAddress = '10.250.250.250';
    const answers = [];
    for (let i = 0; i < 60; i += 1) {
      answers.push(
        (await t.app.inject({ method: 'GET', url: '/d/unknown', remoteAddress })).statusCode,
      );
    }
    expect(answers.every((status) => status === 404)).toBe(true);
    const limited = await t.app.inject({ method: 'GET', url: '/d/unknown', remoteAddress });
    expectError(limited, 429, 'Too many requests. Please try again later.', 'rate_limited');
    // The page's own headers stay on its 429 (the limit runs after them).
    expect(limited.headers['x-robots-tag']).toMatch(/noindex/);
    expect(limited.headers['cache-control']).toBe('no-store');
  });
});

describe('list, delete and sync', () => {
  it('lists per customer, deletes, and sends both through the sync pull', async () => {
    const fresh = await t.owner();
    const { customer, paidJob } = await customerWithJobs(fresh);
    const document = (
      await create(fresh, { kind: 'receipt', customer_id: customer.id, job_ids: [paidJob.id] })
    ).json<WireDocument>();
    const listed = await t.get<WireDocument[]>(fresh, `/api/documents?customer_id=${customer.id}`);
    expect(listed.map((item) => item.id)).toEqual([document.id]);
    const pulled = await t.get<{ cursor: string; documents: WireDocument[] }>(fresh, '/api/sync');
    expect(pulled.documents.map((item) => item.id)).toEqual([document.id]);
    expect(
      (await t.as(fresh, { method: 'DELETE', url: `/api/documents/${document.id}` })).statusCode,
    ).toBe(200);
    const after = await t.get<{ deleted_documents: string[] }>(
      fresh,
      `/api/sync?since=${pulled.cursor}`,
    );
    expect(after.deleted_documents).toEqual([document.id]);
    expect(
      (await t.as(fresh, { method: 'GET', url: `/api/documents/${document.id}` })).statusCode,
    ).toBe(404);
    // The next number is not the deleted one's (numbers are never used twice).
    const next = await create(fresh, {
      kind: 'receipt',
      customer_id: customer.id,
      job_ids: [paidJob.id],
    });
    expect(next.json<WireDocument>().number).toBe('REC-0002');
  });
});

describe('POST /api/documents/import (backup file, decision 034)', () => {
  const importOne = (who: Owner, payload: Record<string, unknown>) =>
    t.as(who, { method: 'POST', url: '/api/documents/import', payload });

  const asImported = (document: WireDocument & Record<string, unknown>) => {
    const { share_token, share_expires_at, created_at, updated_at, ...rest } = document;
    void share_token;
    void share_expires_at;
    void created_at;
    void updated_at;
    return rest;
  };

  it('keeps the number as issued, moves the counter past it, and renumbers a number in use', async () => {
    const fresh = await t.owner();
    const { customer, paidJob } = await customerWithJobs(fresh);
    const made = (
      await create(fresh, { kind: 'receipt', customer_id: customer.id, job_ids: [paidJob.id] })
    ).json<WireDocument & Record<string, unknown>>();
    expect(made.number).toBe('REC-0001');
    const backup = { ...asImported(made), id: `document-${randomUUID()}`, number: 'REC-0007' };

    const response = await importOne(fresh, backup);
    expect(response.statusCode).toBe(201);
    const kept = response.json<WireDocument>();
    expect(kept).toMatchObject({ ...backup, number: 'REC-0007' });
    expect(kept.share_token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    // The same file again: the same document, no new number.
    const again = await importOne(fresh, backup);
    expect(again.statusCode).toBe(200);
    expect(again.json<WireDocument>().number).toBe('REC-0007');

    // The next receipt comes after the imported one; a number already used is not used twice.
    const next = await create(fresh, {
      kind: 'receipt',
      customer_id: customer.id,
      job_ids: [paidJob.id],
    });
    expect(next.json<WireDocument>().number).toBe('REC-0008');
    const clash = await importOne(fresh, {
      ...backup,
      id: `document-${randomUUID()}`,
      number: 'REC-0001',
    });
    expect(clash.json<WireDocument>().number).toBe('REC-0009');
    const draft = await importOne(fresh, {
      ...backup,
      id: `document-${randomUUID()}`,
      number: null,
    });
    expect(draft.json<WireDocument>().number).toBe('REC-0010');
    const invoices = await importOne(fresh, {
      ...backup,
      id: `document-${randomUUID()}`,
      kind: 'invoice',
      number: 'INV-0003',
    });
    expect(invoices.json<WireDocument>().number).toBe('INV-0003');

    // The sync pull carries the imported documents to the owner's other devices.
    const sync = await t.as(fresh, { method: 'GET', url: '/api/sync' });
    const numbers = sync.json<{ documents: WireDocument[] }>().documents.map((d) => d.number);
    expect(numbers.sort()).toEqual([
      'INV-0003',
      'REC-0001',
      'REC-0007',
      'REC-0008',
      'REC-0009',
      'REC-0010',
    ]);
  });

  it('refuses bad input and another owner’s customer; a deleted document stays deleted', async () => {
    const { customer, paidJob } = await customerWithJobs(owner);
    const made = (
      await create(owner, { kind: 'receipt', customer_id: customer.id, job_ids: [paidJob.id] })
    ).json<WireDocument & Record<string, unknown>>();
    const backup = { ...asImported(made), id: `document-${randomUUID()}` };
    for (const payload of [
      { ...backup, extra: 1 },
      { ...backup, number: 'seven' },
      { ...backup, lines: [] },
      { ...backup, total: -1 },
      { ...backup, id: 'not-a-document' },
    ]) {
      const response = await importOne(owner, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation_failed');
    }
    const isolated = await importOne(other, backup);
    expect(isolated.statusCode).toBe(404);
    expect((await t.as(other, { method: 'GET', url: '/api/documents' })).json()).toEqual([]);
    expect((await importOne(owner, backup)).statusCode).toBe(201);
    expect(
      (await t.as(owner, { method: 'DELETE', url: `/api/documents/${backup.id}` })).statusCode,
    ).toBe(200);
    const deleted = await importOne(owner, backup);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json<{ code: string }>().code).toBe('record_deleted');
    expect(
      (await t.inject({ method: 'POST', url: '/api/documents/import', payload: backup }))
        .statusCode,
    ).toBe(401);
  });
});
