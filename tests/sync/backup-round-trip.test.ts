// Backups restore everything (decision 049): random accounts — customers, jobs with random
// statuses, dates, payments, skipped visits and series links, series, invoices and receipts,
// quotes (sent, viewed, accepted with a signature or declined, linked to their job), the business
// profile — go through export → import into a fresh account → export, and the two
// exports are equal: in signed-in mode against the real API on PGlite and (TEST_DATABASE_URL) on
// PostgreSQL, and on the device's own stores (waitlist test mode; demo mode's export too).
import {
  createDefaultBusinessProfile,
  defaultValidUntil,
  quoteTotal,
  readBackupFile,
  serializeBackup,
  statusToServer,
  withPayments,
  type BusinessProfile,
  type Customer,
  type InvoiceDocument,
  type Job,
  type JobSeries,
  type JobStatus,
  type Payment,
  type Quote,
  type QuoteAnswer,
} from '@jobtrack/core';
import fc from 'fast-check';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabaseUrl, type TestApp } from '../../apps/api/test/helpers.ts';
import { createApiDataSource } from '../../apps/web/src/data/api/api-source.ts';
import type { BackupData, DataSource } from '../../apps/web/src/data/data-source.ts';
import { createDemoDataSource } from '../../apps/web/src/data/demo/demo-source.ts';
import { createLocalDataSource } from '../../apps/web/src/data/local/local-source.ts';
import { createHttpClient } from '../../apps/web/src/lib/http.ts';
import { createMemoryStorage } from '../../apps/web/src/lib/storage.ts';

const RUNS = process.env.CI ? 100 : Number(process.env.BACKUP_ROUND_TRIP_RUNS ?? 20);

const silent = { warn: () => undefined, error: () => undefined };

/** A 1 × 1 PNG: the smallest signature an accepted quote keeps. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

// ---- random accounts --------------------------------------------------------------------------

const day = fc
  .date({
    min: new Date('2021-01-01T00:00:00Z'),
    max: new Date('2027-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const moment = fc
  .date({
    min: new Date('2021-01-01T00:00:00Z'),
    max: new Date('2026-06-30T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());
/** A payment's day: 2000–2100, as the wire takes it, and never after today. */
const paymentDay = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date(Math.min(Date.now() - 86_400_000, Date.parse('2100-12-31T00:00:00Z'))),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((value) => value / 100);
const word = fc.constantFrom('Ana', 'Bo', 'Cruz', 'Día', 'Eve', 'Flo', 'Gus');
const id = (prefix: string) => fc.uuid({ version: 4 }).map((uuid) => `${prefix}-${uuid}`);

const customer = fc.record({
  id: id('customer'),
  name: word,
  phone: fc.constantFrom('', '555-0100'),
  notes: fc.constantFrom('', 'Gate code 12'),
  language: fc.constantFrom(undefined, 'en' as const, 'es' as const),
  createdDate: moment,
});

const series = fc.record({
  id: id('series'),
  customer: fc.nat(),
  price: cents(300),
  startDate: day,
  interval: fc.integer({ min: 1, max: 4 }),
  // Far ahead: no top-up is due, so the visits are the file's jobs.
  generatedThrough: fc.constantFrom('2031-12-31', '2032-06-30'),
  createdAt: moment,
});

const job = fc.record({
  id: id('job'),
  customer: fc.nat(),
  title: fc.constantFrom('Mowing', 'Hedges', 'Gutters'),
  scheduledDate: day,
  price: cents(900),
  status: fc.constantFrom<JobStatus>('scheduled', 'in-progress', 'completed', 'cancelled'),
  // The flag a job worth nothing keeps; any other job's paid fields follow its payments.
  paid: fc.boolean(),
  payments: fc.array(
    fc.record({
      id: id('payment'),
      // The share of what is left of the job's amount this payment takes.
      part: fc.double({ min: 0, max: 1, noNaN: true }),
      method: fc.constantFrom(
        'cash' as const,
        'check' as const,
        'card' as const,
        'bank_transfer' as const,
        'other' as const,
      ),
      paidOn: paymentDay,
      note: fc.constantFrom(null, 'Deposit'),
      deviceId: fc.constantFrom(null, 'device-phone'),
      createdAt: moment,
    }),
    { maxLength: 3 },
  ),
  series: fc.option(fc.nat(), { nil: undefined }),
  skipped: fc.boolean(),
  createdDate: moment,
  completedAt: moment,
});

type Account = BackupData & { profile?: BusinessProfile };

const account = fc
  .record({
    customers: fc.array(customer, { minLength: 1, maxLength: 4 }),
    series: fc.array(series, { maxLength: 3 }),
    jobs: fc.array(job, { maxLength: 10 }),
    documents: fc.array(
      fc.record({
        id: id('document'),
        kind: fc.constantFrom('invoice' as const, 'receipt' as const),
        sequence: fc.integer({ min: 1, max: 40 }),
        customer: fc.nat(),
        issuedDate: day,
        createdAt: moment,
      }),
      { maxLength: 2 },
    ),
    quotes: fc.array(
      fc.record({
        id: id('quote'),
        customer: fc.nat(),
        issuedDate: day,
        language: fc.constantFrom('en' as const, 'es' as const),
        items: fc.array(
          fc.record({
            description: fc.constantFrom('Mowing', 'Edging', 'Haul clippings'),
            quantity: fc.integer({ min: 1, max: 3 }),
            unitPrice: cents(300),
            optional: fc.boolean(),
            chosen: fc.boolean(),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        notes: fc.constantFrom('', 'Gate code 42 — ñ'),
        repeat: fc.option(
          fc.record({
            frequency: fc.constantFrom('weekly' as const, 'monthly' as const),
            interval: fc.integer({ min: 1, max: 4 }),
          }),
          { nil: undefined },
        ),
        sentAt: fc.option(moment, { nil: undefined }),
        viewedAt: fc.option(moment, { nil: undefined }),
        answer: fc.constantFrom('none' as const, 'accepted' as const, 'declined' as const),
        answeredAt: moment,
        // The job of its customer it was made into, when accepted (none when it repeats).
        job: fc.option(fc.nat(), { nil: undefined }),
        createdAt: moment,
      }),
      { maxLength: 3 },
    ),
    profile: fc.option(word, { nil: undefined }),
  })
  .map((raw): Account => {
    const customers: Customer[] = raw.customers.map((one) => ({
      id: one.id,
      name: one.name,
      email: '',
      phone: one.phone,
      address: '',
      businessName: '',
      notes: one.notes,
      serviceType: 'Lawn Care',
      ...(one.language ? { language: one.language } : {}),
      createdDate: one.createdDate,
      totalUnpaid: 0,
    }));
    const ofCustomer = (index: number) => customers[index % customers.length]!;
    const allSeries: JobSeries[] = raw.series.map((one) => ({
      id: one.id,
      customerId: ofCustomer(one.customer).id,
      serviceType: 'Mowing',
      price: one.price,
      notes: '',
      startDate: one.startDate,
      rule: { frequency: 'weekly', interval: one.interval, end: { type: 'never' } },
      generatedThrough: one.generatedThrough,
      createdAt: one.createdAt,
      updatedAt: one.createdAt,
    }));
    const taken = new Set<string>();
    const payments: Payment[] = [];
    const jobs: Job[] = raw.jobs.map((one) => {
      const customerId = ofCustomer(one.customer).id;
      const linked =
        one.series === undefined || allSeries.length === 0
          ? undefined
          : allSeries[one.series % allSeries.length]!;
      // A series has one visit per date.
      const inSeries = linked && !taken.has(`${linked.id} ${one.scheduledDate}`);
      if (inSeries) taken.add(`${linked.id} ${one.scheduledDate}`);
      // Random amounts that add up to no more than the job's.
      let left = Math.round(one.price * 100);
      const own: Payment[] = [];
      for (const payment of one.payments) {
        const amount = Math.floor(left * payment.part);
        if (amount === 0) continue;
        left -= amount;
        const { part: _part, ...fields } = payment;
        own.push({ ...fields, jobId: one.id, amount: amount / 100 });
      }
      payments.push(...own);
      const base: Job = {
        id: one.id,
        customerId,
        customerName: ofCustomer(one.customer).name,
        title: one.title,
        description: '',
        serviceType: one.title,
        scheduledDate: one.scheduledDate,
        dueDate: one.scheduledDate,
        price: one.price,
        status: one.status,
        paymentStatus: 'unpaid',
        paid: one.paid,
        notes: '',
        createdDate: one.createdDate,
        ...(one.status === 'completed'
          ? { completedAt: one.completedAt, completedDate: one.completedAt }
          : {}),
        ...(inSeries
          ? { seriesId: linked.id, seriesDate: one.scheduledDate, customerId: linked.customerId }
          : {}),
        ...(one.skipped ? { skipped: true } : {}),
      };
      // The paid fields as its payments give them (decision 046), as every store works them out.
      const settled = withPayments(base, own);
      return { ...settled, paymentStatus: settled.paid ? 'paid' : 'unpaid' };
    });
    const documents: InvoiceDocument[] = raw.documents.flatMap((one, index) => {
      const owner = ofCustomer(one.customer);
      const lines = jobs
        .filter((candidate) => candidate.customerId === owner.id)
        .map((candidate) => ({
          jobId: candidate.id,
          service: candidate.title,
          date: candidate.scheduledDate,
          amount: candidate.price,
          paid: 0,
        }));
      if (lines.length === 0) return [];
      const total = lines.reduce((sum, line) => sum + line.amount, 0);
      const prefix = one.kind === 'invoice' ? 'INV' : 'REC';
      return [
        {
          id: one.id,
          kind: one.kind,
          // Two documents of one kind never share a number in one account.
          number: `${prefix}-${String(one.sequence * 10 + index).padStart(4, '0')}`,
          customerId: owner.id,
          jobIds: lines.map((line) => line.jobId),
          issuedDate: one.issuedDate,
          language: 'en',
          business: {
            name: 'Green Co',
            phone: '',
            email: '',
            address: '',
            paymentInstructions: '',
          },
          customer: { name: owner.name, phone: owner.phone, email: '', address: '' },
          lines,
          total: Math.round(total * 100) / 100,
          paid: 0,
          balance: Math.round(total * 100) / 100,
          note: '',
          createdAt: one.createdAt,
        },
      ];
    });
    const quotes: Quote[] = raw.quotes.map((one, index) => {
      const owner = ofCustomer(one.customer);
      // The first item is never optional: a quote offers something (the editor and the API).
      const items = one.items.map(({ chosen: _chosen, ...item }, at) => ({
        ...item,
        optional: at > 0 && item.optional,
        id: `item-${at + 1}`,
      }));
      const chosenItemIds = one.items.flatMap((item, at) =>
        at > 0 && item.optional && item.chosen ? [`item-${at + 1}`] : [],
      );
      const answer: QuoteAnswer | undefined =
        one.answer === 'accepted'
          ? {
              decision: 'accepted',
              at: one.answeredAt,
              signerName: owner.name,
              signature: SIGNATURE,
              chosenItemIds,
              total: quoteTotal(items, chosenItemIds),
            }
          : one.answer === 'declined'
            ? { decision: 'declined', at: one.answeredAt, reason: one.notes }
            : undefined;
      const ownJobs = jobs.filter((candidate) => candidate.customerId === owner.id);
      const work =
        answer?.decision === 'accepted' && !one.repeat && one.job !== undefined && ownJobs.length
          ? { jobId: ownJobs[one.job % ownJobs.length]!.id }
          : {};
      return {
        id: one.id,
        // Two quotes never share a number in one account.
        number: `Q-${String(index + 1).padStart(4, '0')}`,
        customerId: owner.id,
        issuedDate: one.issuedDate,
        validUntil: defaultValidUntil(one.issuedDate),
        language: one.language,
        business: { name: 'Green Co', phone: '', email: '', address: '', paymentInstructions: '' },
        customer: { name: owner.name, phone: owner.phone, email: '', address: '' },
        items,
        notes: one.notes,
        ...(one.repeat ? { repeat: one.repeat } : {}),
        ...(one.sentAt ? { sentAt: one.sentAt } : {}),
        ...(one.viewedAt ? { viewedAt: one.viewedAt } : {}),
        ...(answer ? { answer } : {}),
        ...work,
        createdAt: one.createdAt,
        updatedAt: one.createdAt,
      };
    });
    return {
      customers,
      jobs,
      series: allSeries,
      payments,
      ...(documents.length > 0 ? { documents } : {}),
      ...(quotes.length > 0 ? { quotes } : {}),
      ...(raw.profile
        ? { profile: { ...createDefaultBusinessProfile(), businessName: `${raw.profile} Co` } }
        : {}),
    };
  });

// ---- what must be equal ---------------------------------------------------------------------

const byId = <T extends { id: string }>(list: readonly T[] = []) =>
  [...list].sort((a, b) => a.id.localeCompare(b.id));

/**
 * An export as it must come back: every record by id. A document's or a quote's share link is
 * made afresh in another account (decisions 034, 061), so its token is left out.
 */
const comparable = (data: BackupData) => ({
  customers: byId(data.customers),
  jobs: byId(data.jobs),
  series: byId(data.series),
  payments: byId(data.payments),
  documents: byId(data.documents).map(({ shareToken: _token, ...document }) => document),
  // An imported quote was last changed in this account when it came in: its updatedAt is then.
  quotes: byId(data.quotes).map(
    ({ shareToken: _token, shareExpiresAt: _end, updatedAt: _changed, ...quote }) => quote,
  ),
  profile: data.profile ?? null,
});

/** What the owner recorded is in the export, field by field (not only equal to itself). */
const expectKept = (file: Account, exported: BackupData) => {
  const jobs = new Map(exported.jobs.map((one) => [one.id, one]));
  expect(exported.customers.map((one) => one.id).sort()).toEqual(
    file.customers.map((one) => one.id).sort(),
  );
  expect(byId(exported.series).map((one) => [one.id, one.rule, one.customerId])).toEqual(
    byId(file.series).map((one) => [one.id, one.rule, one.customerId]),
  );
  for (const one of file.jobs) {
    const back = jobs.get(one.id);
    expect(back, `job ${one.id}`).toBeDefined();
    expect({
      status: statusToServer(back!.status),
      scheduledDate: back!.scheduledDate,
      paid: back!.paid,
      amountPaid: back!.amountPaid,
      paymentMethod: back!.paymentMethod,
      paidAt: back!.paidAt,
      skipped: back!.skipped ?? false,
      seriesId: back!.seriesId,
      seriesDate: back!.seriesDate,
      createdDate: back!.createdDate,
    }).toEqual({
      status: statusToServer(one.status),
      scheduledDate: one.scheduledDate,
      paid: one.paid,
      amountPaid: one.amountPaid,
      paymentMethod: one.paymentMethod,
      paidAt: one.paidAt,
      skipped: one.skipped ?? false,
      seriesId: one.seriesId,
      seriesDate: one.seriesDate,
      createdDate: one.createdDate,
    });
  }
  // Every payment as it was recorded: amount, method, day, note, device, when.
  expect(byId(exported.payments)).toEqual(byId(file.payments));
  expect(byId(exported.documents).map((one) => [one.id, one.number])).toEqual(
    byId(file.documents).map((one) => [one.id, one.number]),
  );
  // Every quote with its number, where it stood and the customer's answer, and its job.
  const quoteFacts = (quote: Quote) => ({
    id: quote.id,
    number: quote.number,
    customerId: quote.customerId,
    items: quote.items,
    repeat: quote.repeat,
    sentAt: quote.sentAt,
    viewedAt: quote.viewedAt,
    answer: quote.answer,
    jobId: quote.jobId,
  });
  expect(byId(exported.quotes).map(quoteFacts)).toEqual(byId(file.quotes).map(quoteFacts));
  expect(exported.profile ?? null).toEqual(file.profile ?? null);
};

/** Reads a file's text as the settings screen does, then imports it. */
const importFile = async (source: DataSource, text: string) => {
  const read = readBackupFile(text);
  if (!read.ok) throw new Error(read.error);
  const fractions: number[] = [];
  const counts = await source.importData(read.data, { onProgress: (f) => fractions.push(f) });
  expect(counts.skipped).toBeUndefined();
  expect(fractions.at(-1)).toBe(1);
  return counts;
};

/** export → import into a fresh account → export: equal, and the owner's records all there. */
const roundTrip = async (file: Account, fresh: () => Promise<DataSource>) => {
  const first = await fresh();
  await importFile(first, serializeBackup(file));
  const exported = await first.exportData();
  expectKept(file, exported);
  const second = await fresh();
  await importFile(second, serializeBackup(exported));
  expect(comparable(await second.exportData())).toEqual(comparable(exported));
};

// ---- the engines ----------------------------------------------------------------------------

type Engine = { name: string; start: () => Promise<TestApp> };
const engines: Engine[] = [
  { name: 'PGlite', start: () => startTestApp({ DATABASE_URL: '' }) },
  ...(testDatabaseUrl ? [{ name: 'PostgreSQL', start: () => startTestApp() }] : []),
];

describe.each(engines)('backup round trip in signed-in mode, on $name', ({ start }) => {
  let server: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    server = await start();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => server?.close());

  const freshAccount = async (): Promise<DataSource> => {
    const owner = await server.owner();
    const source = createApiDataSource({
      http: createHttpClient({ baseUrl, getToken: () => owner.token, timeoutMs: 20_000 }),
      userId: owner.id,
      storage: createMemoryStorage(),
      indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
      logger: silent,
      qrBaseUrl: 'https://jobtrack.test',
      forwardAnalytics: false,
    });
    await source.load();
    return source;
  };

  it(
    'export → import into a fresh account → export is equal',
    async () => {
      await fc.assert(
        fc.asyncProperty(account, (file) => roundTrip(file, freshAccount)),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    20 * 60_000,
  );
});

describe('backup round trip on the device (waitlist test mode, demo export)', () => {
  const freshLocal = async (): Promise<DataSource> => {
    const storage = createMemoryStorage();
    // A fresh tester with nothing yet (not the sample data of a first visit).
    storage.setJSON('jobtrack_customers', []);
    storage.setJSON('jobtrack_jobs', []);
    const source = createLocalDataSource({
      userId: `tester-${crypto.randomUUID()}`,
      storage,
      logger: silent,
    });
    await source.load();
    return source;
  };

  it('export → import into a fresh account → export is equal', async () => {
    await fc.assert(
      fc.asyncProperty(account, (file) => roundTrip(file, freshLocal)),
      { numRuns: RUNS * 5 },
    );
  });

  it("demo mode's export comes back whole in waitlist test mode", async () => {
    const demo = createDemoDataSource({ logger: silent });
    await demo.load();
    const exported = await demo.exportData();
    const local = await freshLocal();
    await importFile(local, serializeBackup(exported));
    const again = await local.exportData();
    const second = await freshLocal();
    await importFile(second, serializeBackup(again));
    expect(comparable(await second.exportData())).toEqual(comparable(again));
    expect(again.jobs).toHaveLength(exported.jobs.length);
    expect(again.customers).toHaveLength(exported.customers.length);
  });
});

describe('a big import in signed-in mode', () => {
  let server: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    server = await startTestApp({ DATABASE_URL: '' });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => server?.close());

  it('goes in chunks with progress; a chunk whose answer is lost is sent again and writes nothing twice', async () => {
    const owner = await server.owner();
    const imports: number[] = [];
    let answersToLose = 1;
    const losingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (String(input).endsWith('/api/import')) {
        imports.push(Number(response.headers.get('content-length') ?? 0));
        // The second chunk reaches the server, but its answer never comes back.
        if (imports.length === 3 && answersToLose-- > 0) {
          await response.text();
          throw new TypeError('fetch failed: connection lost before the answer');
        }
      }
      return response;
    };
    const source = createApiDataSource({
      http: createHttpClient({ baseUrl, getToken: () => owner.token, fetch: losingFetch }),
      userId: owner.id,
      storage: createMemoryStorage(),
      indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
      logger: silent,
      qrBaseUrl: 'https://jobtrack.test',
      forwardAnalytics: false,
    });
    await source.load();
    const customer = {
      id: `customer-${crypto.randomUUID()}`,
      name: 'Big Account',
      createdDate: '2024-01-01T00:00:00.000Z',
    };
    const jobs = Array.from({ length: 1_200 }, (_, index) => ({
      id: `job-${crypto.randomUUID()}`,
      customerId: customer.id,
      title: 'Mowing',
      serviceType: 'Mowing',
      scheduledDate: `2024-${String((index % 12) + 1).padStart(2, '0')}-10`,
      price: 40,
      status: 'completed',
      paid: index % 2 === 0,
      skipped: index % 7 === 0,
      createdDate: '2024-01-01T00:00:00.000Z',
    }));
    const read = readBackupFile(JSON.stringify({ version: 2, customers: [customer], jobs }));
    if (!read.ok) throw new Error(read.error);
    const fractions: number[] = [];
    const counts = await source.importData(read.data, { onProgress: (f) => fractions.push(f) });
    // A file from before payments were records: one payment per paid job (half of them).
    expect(counts).toEqual({ customers: 1, jobs: 1_200, payments: 600 });
    // One customers chunk, three job chunks (500 + 500 + 200), the one sent again and two
    // payment chunks (500 + 100).
    expect(imports).toHaveLength(7);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.filter((f) => f > 0 && f < 1).length).toBeGreaterThanOrEqual(2);
    const [row] = await server.db.query<{ jobs: number; skipped: number }>(
      `SELECT count(*)::int AS jobs, (count(*) FILTER (WHERE skipped))::int AS skipped
       FROM jobs WHERE owner_id = $1`,
      [owner.id],
    );
    expect(row).toEqual({ jobs: 1_200, skipped: jobs.filter((job) => job.skipped).length });
    const [paid] = await server.db.query<{ payments: number; paid: number }>(
      `SELECT (SELECT count(*)::int FROM payments WHERE owner_id = $1) AS payments,
         (SELECT count(*)::int FROM jobs WHERE owner_id = $1 AND paid AND amount_paid = 40)
           AS paid`,
      [owner.id],
    );
    expect(paid).toEqual({ payments: 600, paid: 600 });
    expect((await source.load()).jobs).toHaveLength(1_200);
  }, 120_000);
});
