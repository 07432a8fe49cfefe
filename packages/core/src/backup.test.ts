import { describe, expect, it } from 'vitest';
import {
  backupFileName,
  hasSkipped,
  parseBackupFile,
  readBackupFile,
  serializeBackup,
} from './backup.ts';
import { createDefaultBusinessProfile } from './constants.ts';
import { buildDocument } from './documents.ts';
import type { Quote } from './quotes.ts';
import { makeCustomer, makeJob } from './testing/factories.ts';

describe('backupFileName', () => {
  it('is the backup prefix plus the local date', () => {
    expect(backupFileName(new Date(2024, 2, 6, 23, 30))).toBe('jobtrack-backup-2024-03-06.json');
  });
});

describe('serializeBackup / parseBackupFile', () => {
  const customers = [makeCustomer()];
  const jobs = [
    makeJob({
      status: 'completed',
      paid: true,
      paymentStatus: 'paid',
      actualCost: 120,
      price: 120,
    }),
  ];

  it('pretty-prints customers and jobs and reads them back', () => {
    const file = serializeBackup({ customers, jobs });
    expect(file).toContain('\n  "customers": [');
    expect(parseBackupFile(file)).toEqual({
      ok: true,
      data: { version: 2, customers, jobs, series: [] },
    });
  });

  it('reports a file that is not JSON', () => {
    expect(parseBackupFile('{ nope')).toEqual({ ok: false, error: 'settings.invalidJson' });
  });

  it('reports JSON without customers and jobs arrays', () => {
    for (const contents of [
      '[]',
      '{}',
      '{"customers": []}',
      '{"customers": {}, "jobs": []}',
      'null',
    ]) {
      expect(parseBackupFile(contents)).toEqual({ ok: false, error: 'settings.invalidFileFormat' });
    }
  });

  it('refuses records that would break a screen', () => {
    const badJob = { ...makeJob(), scheduledDate: 'tomorrow' };
    expect(parseBackupFile(JSON.stringify({ customers: [], jobs: [badJob] }))).toEqual({
      ok: false,
      error: 'settings.invalidFileFormat',
    });
    const badPrice = { ...makeJob(), price: '100' };
    expect(parseBackupFile(JSON.stringify({ customers: [], jobs: [badPrice] })).ok).toBe(false);
  });

  it('fills the defaults of a sparse file and derives payment from paid', () => {
    const sparse = {
      customers: [{ id: 'customer-9', name: 'Bo', email: null }],
      jobs: [
        {
          id: 'job-9',
          customerId: 'customer-9',
          scheduledDate: '2024-03-06',
          price: 50,
          paymentStatus: 'paid',
          description: 'Hedges',
        },
      ],
    };
    const result = parseBackupFile(JSON.stringify(sparse));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.customers[0]).toMatchObject({
      email: '',
      serviceType: 'General Service',
      totalUnpaid: 0,
    });
    expect(result.data.jobs[0]).toMatchObject({
      customerName: 'Unknown Customer',
      status: 'scheduled',
      paid: true,
      paymentStatus: 'paid',
      notes: 'Hedges',
    });
  });
});

describe('readBackupFile (issue 10: every valid record, the others reported)', () => {
  const customer = (id: string, name = `Customer ${id}`) => makeCustomer({ id, name });
  const job = (id: string, customerId: string, extra: Record<string, unknown> = {}) => ({
    ...makeJob({ id, customerId }),
    ...extra,
  });

  it('keeps the valid records and counts the others by reason', () => {
    const contents = JSON.stringify({
      customers: [
        customer('c1'),
        customer('c2'),
        { ...customer('c3'), name: '  ' },
        customer('c1'),
      ],
      jobs: [
        job('j1', 'c1'),
        job('j2', 'c2'),
        job('j3', 'c1', { scheduledDate: undefined }),
        job('j4', 'c1', { scheduledDate: 'next week' }),
        job('j5', 'c1', { price: -1 }),
        job('j6', 'nobody'),
        job('j7', 'stored-customer'),
        job('j1', 'c2'),
        'not a job',
      ],
    });
    const result = readBackupFile(contents, new Set(['stored-customer']));
    if (!result.ok) throw new Error('expected the file to be read');
    expect(result.data.customers.map((record) => record.id)).toEqual(['c1', 'c2']);
    expect(result.data.jobs.map((record) => record.id)).toEqual(['j1', 'j2', 'j7']);
    expect(result.skipped).toEqual({
      customers: { missingName: 1, repeatedId: 1 },
      jobs: {
        missingDate: 2,
        invalidPrice: 1,
        unknownCustomer: 1,
        repeatedId: 1,
        invalidRecord: 1,
      },
    });
    expect(hasSkipped(result.skipped)).toBe(true);
  });

  it('reads a clean file with nothing skipped', () => {
    const result = readBackupFile(serializeBackup({ customers: [customer('c1')], jobs: [] }));
    expect(result).toEqual({
      ok: true,
      data: { version: 2, customers: [customer('c1')], jobs: [], series: [] },
      skipped: { customers: {}, jobs: {} },
    });
    expect(hasSkipped({ customers: {}, jobs: {} })).toBe(false);
  });

  it("keeps the spec's messages for a file that is not JSON or lacks the arrays", () => {
    expect(readBackupFile('{ nope')).toEqual({ ok: false, error: 'settings.invalidJson' });
    for (const contents of ['[]', 'null', '{"customers": []}', '{"customers": {}, "jobs": []}']) {
      expect(readBackupFile(contents)).toEqual({ ok: false, error: 'settings.invalidFileFormat' });
    }
  });
});

describe('start times in a backup (decision 026)', () => {
  it('keeps a start time and window end, and drops one that is not HH:mm', () => {
    const timed = makeJob({ id: 'job-1', startTime: '08:30', windowEnd: '10:00' });
    const odd = { ...makeJob({ id: 'job-2' }), startTime: '8 am', windowEnd: '07:00' };
    const result = parseBackupFile(JSON.stringify({ customers: [], jobs: [timed, odd] }));
    if (!result.ok) throw new Error(result.error);
    expect(result.data.jobs[0]).toMatchObject({ startTime: '08:30', windowEnd: '10:00' });
    expect(result.data.jobs[1]).not.toHaveProperty('startTime');
    expect(result.data.jobs[1]).not.toHaveProperty('windowEnd');
  });
});

describe('backup version 2: repeating-job series (issue 14)', () => {
  const series = {
    id: 'series-1',
    customerId: 'customer-1',
    serviceType: 'Lawn Mowing',
    price: 45,
    notes: '',
    startDate: '2025-03-04',
    startTime: '09:00',
    rule: { frequency: 'weekly' as const, interval: 1, end: { type: 'never' as const } },
    generatedThrough: '2025-04-29',
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
  };
  const customer = makeCustomer({ id: 'customer-1' });
  const visit = makeJob({
    id: 'job-1',
    customerId: 'customer-1',
    seriesId: 'series-1',
    seriesDate: '2025-03-04',
    skipped: true,
  });

  it('writes version 2 with the series and reads them back', () => {
    const text = serializeBackup({ customers: [customer], jobs: [visit], series: [series] });
    expect(JSON.parse(text)).toMatchObject({ version: 2, series: [series] });
    const read = readBackupFile(text);
    expect(read.ok && read.data.series).toEqual([series]);
    expect(read.ok && read.data.jobs[0]).toMatchObject({
      seriesId: 'series-1',
      seriesDate: '2025-03-04',
      skipped: true,
    });
  });

  it('still reads a file without version or series', () => {
    const read = readBackupFile(JSON.stringify({ customers: [customer], jobs: [] }));
    expect(read.ok && read.data.series).toEqual([]);
    expect(parseBackupFile(JSON.stringify({ customers: [customer], jobs: [] })).ok).toBe(true);
  });

  it('leaves out a series that does not read or names an unknown customer', () => {
    const read = readBackupFile(
      JSON.stringify({
        version: 2,
        customers: [customer],
        jobs: [],
        series: [series, { ...series, id: 'series-2', customerId: 'nobody' }, { id: 'x' }],
      }),
    );
    expect(read.ok && read.data.series?.map((one) => one.id)).toEqual(['series-1']);
  });
});

describe('invoices and receipts in the backup file (issue 15)', () => {
  const customer = makeCustomer({ id: 'customer-a', language: 'es' });
  const job = makeJob({
    id: 'job-a',
    customerId: 'customer-a',
    status: 'completed',
    paid: true,
    paymentStatus: 'paid',
    price: 120,
  });
  const receipt = {
    ...buildDocument({
      id: 'document-1',
      kind: 'receipt',
      number: 'REC-0007',
      customer,
      jobs: [
        { ...job, amountPaid: 120, paymentMethod: 'cash', paidAt: '2024-03-05T10:00:00.000Z' },
      ],
      profile: {
        businessName: 'Sparkle Cleaning',
        phone: '555-0100',
        email: 'hi@sparkle.test',
        address: '1 Main St',
        paymentInstructions: 'Zelle to 555-0100',
      },
      note: 'Thank you',
      appLanguage: 'en',
      now: new Date('2024-03-05T12:00:00Z'),
    }),
    shareToken: 'abcdefghijklmnopqrstuvwxyz012345',
  };
  const draft = { ...receipt, id: 'document-2', number: null, shareToken: undefined };
  delete draft.shareToken;

  it('writes the documents and reads them back as they were issued', () => {
    const file = serializeBackup({
      customers: [customer],
      jobs: [job],
      documents: [receipt, draft],
    });
    expect(file).toContain('"number": "REC-0007"');
    const read = readBackupFile(file);
    expect(read).toEqual({
      ok: true,
      data: {
        version: 2,
        customers: [customer],
        jobs: [job],
        series: [],
        documents: [receipt, draft],
      },
      skipped: { customers: {}, jobs: {} },
    });
    expect(parseBackupFile(file)).toEqual({
      ok: true,
      data: {
        version: 2,
        customers: [customer],
        jobs: [job],
        series: [],
        documents: [receipt, draft],
      },
    });
  });

  it('reads a file from before documents (no documents list)', () => {
    const file = serializeBackup({ customers: [customer], jobs: [job] });
    expect(file).not.toContain('documents');
    const read = readBackupFile(file);
    expect(read.ok && read.data).toEqual({
      version: 2,
      customers: [customer],
      jobs: [job],
      series: [],
    });
  });

  it('leaves out a document that does not read, repeats an id or names an unknown customer', () => {
    const file = JSON.stringify({
      customers: [customer],
      jobs: [job],
      documents: [
        receipt,
        { ...receipt, number: 'REC-0008' },
        { ...receipt, id: 'document-3', customerId: 'customer-gone' },
        { ...receipt, id: 'document-4', number: 'seven' },
        { ...receipt, id: 'document-5', lines: [] },
      ],
    });
    const read = readBackupFile(file);
    expect(read.ok && read.data.documents).toEqual([receipt]);
    // A document of a customer the owner already has is kept.
    const stored = readBackupFile(
      JSON.stringify({ customers: [], jobs: [], documents: [receipt] }),
      new Set(['customer-a']),
    );
    expect(stored.ok && stored.data.documents).toEqual([receipt]);
  });

  it('carries the payment link of a document (decision 060), and drops one that is not https', () => {
    const linked = {
      ...receipt,
      id: 'document-6',
      number: 'REC-0009',
      business: { ...receipt.business, paymentLink: 'https://paypal.me/sparkle' },
    };
    const unsafe = {
      ...receipt,
      id: 'document-7',
      number: 'REC-0010',
      business: { ...receipt.business, paymentLink: 'javascript:alert(1)' },
    };
    const read = readBackupFile(
      serializeBackup({ customers: [customer], jobs: [job], documents: [linked, unsafe] }),
    );
    expect(read.ok && read.data.documents).toEqual([
      linked,
      { ...unsafe, business: receipt.business },
    ]);
  });
});

describe('payments in the backup file (issue 23)', () => {
  it('reads back payments of any whole number of cents (0.07 * 100 is not exactly 7)', () => {
    const job = makeJob({ id: 'job-1', customerId: 'c1' });
    const amounts = [0.07, 0.29, 0.57, 1.13, 40, 999_999.99];
    const payments = amounts.map((amount, index) => ({
      id: `payment-00000000-0000-4000-8000-00000000000${index}`,
      jobId: job.id,
      amount,
      method: 'cash' as const,
      paidOn: '2024-03-05',
      note: null,
      deviceId: null,
      createdAt: '2024-03-05T10:00:00.000Z',
    }));
    const read = readBackupFile(
      serializeBackup({ customers: [makeCustomer({ id: 'c1' })], jobs: [job], payments }),
    );
    expect(read.ok && read.data.payments).toEqual(payments);
    // A part of a cent is still refused.
    const third = readBackupFile(
      serializeBackup({
        customers: [makeCustomer({ id: 'c1' })],
        jobs: [job],
        payments: [{ ...payments[0]!, amount: 0.005 }],
      }),
    );
    expect(third.ok && third.data.payments).toEqual([]);
  });
});

describe('quotes in the backup file (issue 26)', () => {
  const customer = makeCustomer({ id: 'customer-a' });
  const job = makeJob({ id: 'job-a', customerId: 'customer-a' });
  const accepted: Quote = {
    id: 'quote-1',
    number: 'Q-0003',
    customerId: 'customer-a',
    issuedDate: '2024-03-05',
    validUntil: '2024-04-04',
    language: 'es',
    business: { name: 'Sparkle', phone: '', email: '', address: '', paymentInstructions: '' },
    customer: { name: 'Ana', phone: '555-0101', email: '', address: '1 Main St' },
    items: [
      { id: 'item-1', description: 'Deep clean', quantity: 1, unitPrice: 200, optional: false },
      { id: 'item-2', description: 'Windows', quantity: 4, unitPrice: 12.5, optional: true },
    ],
    notes: 'Keys under the mat',
    repeat: { frequency: 'monthly', interval: 1 },
    sentAt: '2024-03-05T12:00:00.000Z',
    viewedAt: '2024-03-05T13:00:00.000Z',
    answer: {
      decision: 'accepted',
      at: '2024-03-05T14:00:00.000Z',
      signerName: 'Ana',
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      chosenItemIds: ['item-2'],
      total: 250,
    },
    jobId: 'job-a',
    createdAt: '2024-03-05T12:00:00.000Z',
    updatedAt: '2024-03-05T14:00:00.000Z',
  };
  const {
    answer: _answer,
    sentAt: _sent,
    viewedAt: _viewed,
    jobId: _job,
    ...unanswered
  } = accepted;
  const draft: Quote = { ...unanswered, id: 'quote-2', number: null };

  it('writes the quotes and reads them back as they were (answer and signature included)', () => {
    const file = serializeBackup({ customers: [customer], jobs: [job], quotes: [accepted, draft] });
    const read = readBackupFile(file);
    expect(read.ok && read.data.quotes).toEqual([accepted, draft]);
    expect(parseBackupFile(file)).toMatchObject({ ok: true, data: { quotes: [accepted, draft] } });
  });

  it('reads a file from before quotes, and leaves out a quote of an unknown customer', () => {
    const older = readBackupFile(serializeBackup({ customers: [customer], jobs: [job] }));
    expect(older.ok && older.data.quotes).toBeUndefined();
    const stray = { ...accepted, id: 'quote-3', customerId: 'customer-gone' };
    const read = readBackupFile(
      serializeBackup({ customers: [customer], jobs: [job], quotes: [stray, draft] }),
    );
    expect(read.ok && read.data.quotes?.map((quote) => quote.id)).toEqual(['quote-2']);
  });

  it('leaves out a quote the server would refuse: every item optional, or an item id twice', () => {
    const allOptional = {
      ...draft,
      id: 'quote-4',
      items: draft.items.map((item) => ({ ...item, optional: true })),
    };
    const twice = { ...draft, id: 'quote-5', items: [draft.items[0]!, draft.items[0]!] };
    const read = readBackupFile(
      serializeBackup({ customers: [customer], jobs: [job], quotes: [allOptional, twice, draft] }),
    );
    expect(read.ok && read.data.quotes?.map((quote) => quote.id)).toEqual(['quote-2']);
  });
});

describe('proof of work in the backup file (issue 27)', () => {
  const customer = makeCustomer({ id: 'customer-1' });
  const photoId = 'photo-00000000-0000-4000-8000-000000000001';
  const signature = { name: 'Maria Garcia', signedAt: '2026-11-27T21:42:00.000Z', photoId };
  const job = makeJob({ id: 'job-1', customerId: 'customer-1', signature });
  const photo = {
    id: photoId,
    jobId: 'job-1',
    label: 'signature' as const,
    caption: '',
    contentType: 'image/png' as const,
    width: 400,
    height: 120,
    bytes: 5120,
    takenAt: signature.signedAt,
    uploaded: true,
  };

  it("writes the photos' records (without their upload state) and reads them back", () => {
    const text = serializeBackup({ customers: [customer], jobs: [job], photos: [photo] });
    expect(JSON.parse(text).photos[0]).not.toHaveProperty('uploaded');
    const read = readBackupFile(text);
    expect(read.ok && read.data.photos).toEqual([{ ...photo, uploaded: false }]);
    expect(read.ok && read.data.jobs[0]?.signature).toEqual(signature);
  });

  it('leaves out a photo of a job not in the file, and a signature that does not read', () => {
    const text = serializeBackup({
      customers: [customer],
      jobs: [{ ...job, signature: { ...signature, photoId: 'not-a-photo' } }],
      photos: [{ ...photo, jobId: 'job-elsewhere' }],
    });
    const read = readBackupFile(text);
    expect(read.ok && read.data.photos).toBeUndefined();
    expect(read.ok && read.data.jobs[0]?.signature).toBeUndefined();
  });
});

describe('visit reminders and message templates in the backup file (issue 28)', () => {
  const customer = makeCustomer({ id: 'customer-1' });
  const remindedAt = '2025-06-04T18:05:00.000Z';
  const profile = {
    ...createDefaultBusinessProfile(),
    businessName: 'Rivera Lawn',
    messageTemplates: {
      en: { visitReminder: 'See you {date} {time}, {first name}!' },
      es: { bookingConfirmation: 'Hola {nombre}, reservado para el {fecha} {hora}.' },
    },
  };

  it("keeps a visit's reminder mark and the owner's templates, and reads them back", () => {
    const reminded = makeJob({ id: 'job-1', customerId: 'customer-1', remindedAt });
    const notYet = makeJob({ id: 'job-2', customerId: 'customer-1' });
    const read = readBackupFile(
      serializeBackup({ customers: [customer], jobs: [reminded, notYet], profile }),
    );
    if (!read.ok) throw new Error(read.error);
    expect(read.data.jobs.map((job) => job.remindedAt)).toEqual([remindedAt, undefined]);
    expect(read.data.profile?.messageTemplates).toEqual(profile.messageTemplates);
  });

  it('drops a reminder mark that is not a time, keeping the job', () => {
    const odd = { ...makeJob({ id: 'job-1', customerId: 'customer-1' }), remindedAt: 'yesterday' };
    const read = readBackupFile(JSON.stringify({ customers: [customer], jobs: [odd] }));
    if (!read.ok) throw new Error(read.error);
    expect(read.data.jobs).toHaveLength(1);
    expect(read.data.jobs[0]?.remindedAt).toBeUndefined();
  });
});
