import { describe, expect, it } from 'vitest';
import {
  documentFiguresToServer,
  buildDocument,
  documentContent,
  documentKindFor,
  documentStatus,
  formatDocumentNumber,
  nextDocumentNumber,
  type InvoiceDocument,
} from './documents.ts';
import { documentMessage, documentPayNow, documentView } from './document-texts.ts';

const job = (over: Partial<Parameters<typeof documentContent>[0][number]> = {}) => ({
  id: 'job-1',
  title: 'Deep clean',
  serviceType: 'Cleaning',
  scheduledDate: '2026-03-05',
  price: 100,
  paid: false,
  ...over,
});

describe('document numbers', () => {
  it('pads to four digits per kind and grows past 9999', () => {
    expect(formatDocumentNumber('invoice', 1)).toBe('INV-0001');
    expect(formatDocumentNumber('receipt', 42)).toBe('REC-0042');
    expect(formatDocumentNumber('invoice', 12345)).toBe('INV-12345');
  });
});

describe('document totals', () => {
  it('uses the amount rule (actual, else estimate, else price) and sums without float dust', () => {
    const content = documentContent([
      job({ id: 'a', actualCost: 0.1, estimatedCost: 50 }),
      job({ id: 'b', estimatedCost: 0.2 }),
      job({ id: 'c', price: 80 }),
    ]);
    expect(content.lines.map((line) => line.amount)).toEqual([0.1, 0.2, 80]);
    expect(content.total).toBe(80.3);
    expect(content.paid).toBe(0);
    expect(content.balance).toBe(80.3);
  });

  it('counts paid jobs whole, partial payments by amountPaid, and keeps the last method', () => {
    const content = documentContent([
      job({
        id: 'a',
        price: 100,
        paid: true,
        paymentMethod: 'cash',
        paidAt: '2026-03-01T10:00:00Z',
      }),
      job({
        id: 'b',
        price: 60,
        amountPaid: 25,
        paymentMethod: 'check',
        paidAt: '2026-03-04T10:00:00Z',
      }),
    ]);
    expect(content.total).toBe(160);
    expect(content.paid).toBe(125);
    expect(content.balance).toBe(35);
    expect(content.paymentMethod).toBe('check');
    expect(content.paidAt).toBe('2026-03-04T10:00:00Z');
  });

  it('never shows a negative balance and picks receipt only when nothing is owed', () => {
    expect(documentContent([job({ amountPaid: 500 })]).balance).toBe(0);
    expect(documentKindFor([job({ paid: true })])).toBe('receipt');
    expect(documentKindFor([job({ paid: true }), job({ id: 'b' })])).toBe('invoice');
  });

  it('orders lines by date, using the completion day when there is one', () => {
    const { lines } = documentContent([
      job({ id: 'late', scheduledDate: '2026-03-09' }),
      job({ id: 'early', scheduledDate: '2026-03-20', completedDate: '2026-03-02' }),
    ]);
    expect(lines.map((line) => [line.jobId, line.date])).toEqual([
      ['early', '2026-03-02'],
      ['late', '2026-03-09'],
    ]);
  });
});

const doc = (over: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  id: 'document-1',
  kind: 'invoice',
  number: 'INV-0001',
  customerId: 'customer-1',
  jobIds: ['job-1'],
  issuedDate: '2026-03-01',
  language: 'en',
  business: { name: 'Sparkle', phone: '', email: '', address: '', paymentInstructions: '' },
  customer: { name: 'Ana', phone: '', email: '', address: '' },
  lines: [{ jobId: 'job-1', service: 'Deep clean', date: '2026-03-01', amount: 1234.5, paid: 0 }],
  total: 1234.5,
  paid: 0,
  balance: 1234.5,
  note: '',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

describe('document status', () => {
  it('is draft until numbered, overdue 30 days after issue, paid when settled', () => {
    expect(documentStatus(doc({ number: null }), '2026-03-02')).toBe('draft');
    expect(documentStatus(doc(), '2026-03-31')).toBe('sent');
    expect(documentStatus(doc(), '2026-04-01')).toBe('overdue');
    expect(documentStatus(doc(), '2026-04-01', 0)).toBe('paid');
    expect(documentStatus(doc({ kind: 'receipt', number: 'REC-0001' }), '2027-01-01')).toBe('paid');
  });
});

describe('document texts', () => {
  it('writes English and Spanish with their own dates and money', () => {
    const en = documentView(doc());
    expect(en.title).toBe('Invoice');
    expect(en.total).toBe('$1,234.50');
    expect(en.issued).toBe('Mar 1, 2026');
    const es = documentView(doc({ language: 'es', kind: 'receipt', paymentMethod: 'cash' }));
    expect(es.title).toBe('Recibo');
    expect(es.issued).toBe('1 mar 2026');
    expect(es.method).toBe('Efectivo');
    expect(documentMessage(doc({ language: 'es' }), 'https://x/d/t')).toBe(
      '¡Hola! Aquí tiene su factura INV-0001 de Sparkle: https://x/d/t',
    );
  });
});

describe('documents made on the device', () => {
  it('copy the profile and customer, number from per-kind counters, and write the customer’s language', () => {
    const first = nextDocumentNumber('invoice', {});
    const second = nextDocumentNumber('invoice', first.counters);
    const receipt = nextDocumentNumber('receipt', second.counters);
    expect([first.number, second.number, receipt.number]).toEqual([
      'INV-0001',
      'INV-0002',
      'REC-0001',
    ]);
    const document = buildDocument({
      id: 'document-1',
      kind: 'receipt',
      number: receipt.number,
      customer: { id: 'c', name: 'Rosa', phone: '555', email: '', address: '', language: 'es' },
      jobs: [job({ paid: true, price: 90 })],
      profile: {
        businessName: 'Sparkle',
        phone: '1',
        email: 'a@b.c',
        address: 'Main St',
        paymentInstructions: 'Zelle',
      },
      appLanguage: 'en',
      now: new Date(2026, 2, 5, 12),
    });
    expect(document).toMatchObject({
      number: 'REC-0001',
      language: 'es',
      issuedDate: '2026-03-05',
      total: 90,
      paid: 90,
      balance: 0,
      business: { name: 'Sparkle', paymentInstructions: 'Zelle' },
      customer: { name: 'Rosa' },
    });
  });
});

describe('documentFiguresToServer', () => {
  const figures = {
    lines: [{ jobId: 'job-1', service: 'Lawn Mowing', date: '2025-06-04', amount: 80, paid: 30 }],
    total: 80,
    paid: 30,
    balance: 50,
  };

  it('writes the lines and figures as the server keeps them, with no payment yet as null', () => {
    expect(documentFiguresToServer(figures)).toEqual({
      lines: [
        { job_id: 'job-1', service: 'Lawn Mowing', date: '2025-06-04', amount: 80, paid: 30 },
      ],
      total: 80,
      paid: 30,
      balance: 50,
      payment_method: null,
      paid_at: null,
    });
  });

  it("maps each line's job id and keeps the last payment", () => {
    const wire = documentFiguresToServer(
      { ...figures, paymentMethod: 'cash', paidAt: '2025-06-05T10:00:00.000Z' },
      (id) => `renamed-${id}`,
    );
    expect(wire.lines[0]!.job_id).toBe('renamed-job-1');
    expect(wire).toMatchObject({ payment_method: 'cash', paid_at: '2025-06-05T10:00:00.000Z' });
  });
});

describe('documentPayNow', () => {
  const bill = (balance: number, paymentLink?: string, language: 'en' | 'es' = 'en') => ({
    balance,
    language,
    business: {
      name: 'Sparkle',
      phone: '',
      email: '',
      address: '',
      paymentInstructions: 'Zelle',
      ...(paymentLink ? { paymentLink } : {}),
    },
  });

  it("opens the payment link with the balance, in the bill's language", () => {
    expect(documentPayNow(bill(120, 'https://paypal.me/sparkle'))).toEqual({
      href: 'https://paypal.me/sparkle/120.00',
      amount: '$120.00',
      label: 'Pay $120.00',
    });
    expect(documentPayNow(bill(1234.5, 'https://buy.stripe.com/abc', 'es'))).toEqual({
      href: 'https://buy.stripe.com/abc',
      amount: '$1,234.50',
      label: 'Pagar $1,234.50',
    });
  });

  it('shows none when nothing is owed, without a link, or with a link that is not https', () => {
    expect(documentPayNow(bill(0, 'https://paypal.me/sparkle'))).toBeNull();
    expect(documentPayNow(bill(50))).toBeNull();
    expect(documentPayNow(bill(50, 'http://paypal.me/sparkle'))).toBeNull();
  });

  it('is copied from the profile when a document is made', () => {
    const document = buildDocument({
      id: 'document-2',
      kind: 'invoice',
      number: 'INV-0001',
      customer: { id: 'c', name: 'Rosa', phone: '', email: '', address: '', language: 'en' },
      jobs: [job({ price: 75 })],
      profile: {
        businessName: 'Sparkle',
        phone: '',
        email: '',
        address: '',
        paymentLink: 'https://cash.app/$sparkle',
      },
      appLanguage: 'en',
      now: new Date(2026, 2, 5, 12),
    });
    expect(document.business.paymentLink).toBe('https://cash.app/$sparkle');
    expect(documentPayNow(document)?.href).toBe('https://cash.app/$sparkle/75.00');
  });
});
