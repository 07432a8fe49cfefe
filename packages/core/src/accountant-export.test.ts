import { describe, expect, it } from 'vitest';
import {
  ACCOUNTANT_EXPORT_TEXTS,
  accountantFile,
  accountantFileName,
  calendarYear,
  CSV_BOM,
  csvField,
  guardFormula,
  isExportPeriod,
  ledgerCsv,
  ledgerRows,
  monthlySummary,
  type AccountantData,
} from './accountant-export.ts';
import type { InvoiceDocument } from './documents.ts';
import { makeCustomer, makeJob, makePayment } from './testing/factories.ts';

/** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field !== '' || row.length > 0) throw new Error('the last record has no CRLF');
  return rows;
}

/** The records of a CSV file as objects by header, the BOM checked and taken off. */
const readCsv = (text: string): Record<string, string>[] => {
  expect(text.startsWith(CSV_BOM)).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
};

const sum = (values: string[]) =>
  values.reduce((total, value) => total + Math.round(Number(value) * 100), 0) / 100;

const document = (fields: Partial<InvoiceDocument>) =>
  ({
    number: null,
    jobIds: [],
    issuedDate: '2026-01-01',
    createdAt: '2026-01-01T12:00:00.000Z',
    ...fields,
  }) as Pick<InvoiceDocument, 'number' | 'jobIds' | 'issuedDate' | 'createdAt'>;

const ANA = makeCustomer({ id: 'c-ana', name: 'Ana Lopez' });
const BOB = makeCustomer({ id: 'c-bob', name: 'Smith, "Bob" & Co' });
const EVIL = makeCustomer({ id: 'c-evil', name: '=HYPERLINK("http://x")' });

/**
 * Jobs done in January (paid in January and February), February (partly paid) and April
 * (unpaid, a draft invoice), one scheduled in March and paid ahead in February, one done last
 * December and paid in January, a cancelled job and a skipped visit.
 */
const DATA: AccountantData = {
  customers: [ANA, BOB, EVIL],
  jobs: [
    makeJob({
      id: 'j-jan',
      customerId: ANA.id,
      scheduledDate: '2026-01-20',
      price: 100,
      status: 'completed',
      completedAt: '2026-01-20T15:00:00.000Z',
    }),
    makeJob({
      id: 'j-feb',
      customerId: BOB.id,
      title: 'Gutter Cleaning',
      serviceType: 'Gutter Cleaning',
      scheduledDate: '2026-02-10',
      price: 200,
      actualCost: 250,
      status: 'completed',
      completedAt: '2026-02-10T15:00:00.000Z',
    }),
    makeJob({
      id: 'j-mar',
      customerId: EVIL.id,
      title: '-10% hedges',
      serviceType: 'Hedge Trimming',
      scheduledDate: '2026-03-05',
      price: 80,
      status: 'scheduled',
    }),
    makeJob({
      id: 'j-apr',
      customerId: ANA.id,
      scheduledDate: '2026-04-10',
      price: 70,
      estimatedCost: 75,
      status: 'completed',
      completedAt: '2026-04-10T15:00:00.000Z',
    }),
    makeJob({
      id: 'j-last-dec',
      customerId: ANA.id,
      scheduledDate: '2025-12-20',
      price: 120,
      status: 'completed',
      completedAt: '2025-12-20T15:00:00.000Z',
    }),
    makeJob({
      id: 'j-cancelled',
      customerId: ANA.id,
      scheduledDate: '2026-02-01',
      price: 90,
      status: 'cancelled',
    }),
    makeJob({
      id: 'j-skipped',
      customerId: BOB.id,
      scheduledDate: '2026-01-10',
      price: 60,
      skipped: true,
    }),
  ],
  payments: [
    makePayment({
      id: 'p-jan-1',
      jobId: 'j-jan',
      amount: 40,
      method: 'cash',
      paidOn: '2026-01-20',
    }),
    makePayment({
      id: 'p-jan-2',
      jobId: 'j-jan',
      amount: 60,
      method: 'card',
      paidOn: '2026-02-03',
    }),
    makePayment({
      id: 'p-feb',
      jobId: 'j-feb',
      amount: 100,
      method: 'check',
      paidOn: '2026-02-15',
    }),
    makePayment({
      id: 'p-ahead',
      jobId: 'j-mar',
      amount: 80,
      method: 'bank_transfer',
      paidOn: '2026-02-28',
    }),
    makePayment({
      id: 'p-dec',
      jobId: 'j-last-dec',
      amount: 120,
      method: 'cash',
      paidOn: '2026-01-05',
    }),
  ],
  documents: [
    document({ number: 'INV-0001', jobIds: ['j-jan'], issuedDate: '2026-01-20' }),
    document({ number: 'REC-0001', jobIds: ['j-jan'], issuedDate: '2026-02-03' }),
    document({ number: 'INV-0002', jobIds: ['j-feb', 'j-cancelled'], issuedDate: '2026-02-10' }),
    document({ number: null, jobIds: ['j-apr'], issuedDate: '2026-04-10' }),
  ],
};

const YEAR = calendarYear(2026);

describe('the periods', () => {
  it('a calendar year runs from 1 January to 31 December, both days included', () => {
    expect(calendarYear(2026)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(isExportPeriod(YEAR)).toBe(true);
    expect(isExportPeriod({ from: '2026-02-01', to: '2026-01-31' })).toBe(false);
    expect(isExportPeriod({ from: '2026-02-30', to: '2026-03-01' })).toBe(false);
  });

  it('the file name carries the period', () => {
    expect(accountantFileName('jobs-payments', YEAR)).toBe(
      'jobtrack-accountant-jobs-payments-2026-01-01-to-2026-12-31.csv',
    );
    expect(accountantFileName('monthly-summary', YEAR)).toBe(
      'jobtrack-accountant-monthly-summary-2026-01-01-to-2026-12-31.csv',
    );
  });
});

describe('the jobs-and-payments rows', () => {
  it('holds the jobs done or scheduled and the payments received in the period, by day', () => {
    const rows = ledgerRows(DATA, YEAR).map((row) =>
      row.type === 'job'
        ? [
            row.date,
            'job',
            row.jobId,
            row.amount,
            row.paid,
            row.balance,
            row.method,
            row.number,
            row.status,
          ]
        : [row.date, 'payment', row.jobId, row.amount, row.method, row.number],
    );
    expect(rows).toEqual([
      // Paid on last December's job: a payment of the period, for a job outside it.
      ['2026-01-05', 'payment', 'j-last-dec', 120, 'cash', null],
      // The newest of the two documents holding it gives the number.
      ['2026-01-20', 'job', 'j-jan', 100, 100, 0, 'card', 'REC-0001', 'completed'],
      ['2026-01-20', 'payment', 'j-jan', 40, 'cash', 'REC-0001'],
      ['2026-02-03', 'payment', 'j-jan', 60, 'card', 'REC-0001'],
      // The amount rule: the actual cost over the price.
      ['2026-02-10', 'job', 'j-feb', 250, 100, 150, 'check', 'INV-0002', 'completed'],
      ['2026-02-15', 'payment', 'j-feb', 100, 'check', 'INV-0002'],
      ['2026-02-28', 'payment', 'j-mar', 80, 'bank_transfer', null],
      ['2026-03-05', 'job', 'j-mar', 80, 80, 0, 'bank_transfer', null, 'scheduled'],
      // The estimate over the price; a draft invoice has no number yet.
      ['2026-04-10', 'job', 'j-apr', 75, 0, 75, null, null, 'completed'],
    ]);
  });

  it('names the customer and the service of each row', () => {
    const rows = ledgerRows(DATA, YEAR);
    expect(rows.find((row) => row.jobId === 'j-feb')).toMatchObject({
      customer: 'Smith, "Bob" & Co',
      service: 'Gutter Cleaning',
    });
    expect(rows.find((row) => row.type === 'payment' && row.jobId === 'j-mar')).toMatchObject({
      customer: '=HYPERLINK("http://x")',
      service: '-10% hedges',
    });
  });

  it('counts what was paid by the period’s last day, not after', () => {
    const rows = ledgerRows(DATA, { from: '2026-01-15', to: '2026-02-12' });
    expect(rows.filter((row) => row.type === 'job')).toMatchObject([
      { jobId: 'j-jan', paid: 100, balance: 0, method: 'card' },
      { jobId: 'j-feb', paid: 0, balance: 250, method: null },
    ]);
    expect(rows.filter((row) => row.type === 'payment').map((row) => row.jobId)).toEqual([
      'j-jan',
      'j-jan',
    ]);
  });

  it('a removed payment is gone from the rows and from the figures', () => {
    const without = {
      ...DATA,
      payments: DATA.payments.filter((payment) => payment.id !== 'p-feb'),
    };
    const rows = ledgerRows(without, YEAR);
    expect(rows.some((row) => row.type === 'payment' && row.jobId === 'j-feb')).toBe(false);
    expect(rows.find((row) => row.type === 'job' && row.jobId === 'j-feb')).toMatchObject({
      paid: 0,
      balance: 250,
      method: null,
    });
    const summary = monthlySummary(without, YEAR);
    expect(summary.months[1]).toMatchObject({ collected: 140, stillOwed: 250 });
    expect(summary.total).toMatchObject({ collected: 300, stillOwed: 325 });
  });
});

describe('the monthly summary', () => {
  it('gives each month its jobs done, earned, collected and what was still owed at its end', () => {
    const summary = monthlySummary(DATA, YEAR);
    expect(summary.months.map((month) => month.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(summary.months.slice(0, 5)).toEqual([
      // Last December's 120 was paid on 5 January; January's 100 has 40 paid by the 31st.
      { month: '2026-01', jobsDone: 1, earned: 100, collected: 160, stillOwed: 60 },
      // The paid-ahead 80 is collected in February; the job it pays is not done, so owes nothing.
      { month: '2026-02', jobsDone: 1, earned: 250, collected: 240, stillOwed: 150 },
      { month: '2026-03', jobsDone: 0, earned: 0, collected: 0, stillOwed: 150 },
      { month: '2026-04', jobsDone: 1, earned: 75, collected: 0, stillOwed: 225 },
      { month: '2026-05', jobsDone: 0, earned: 0, collected: 0, stillOwed: 225 },
    ]);
    expect(summary.months.at(-1)).toEqual({
      month: '2026-12',
      jobsDone: 0,
      earned: 0,
      collected: 0,
      stillOwed: 225,
    });
    expect(summary.total).toEqual({ jobsDone: 3, earned: 425, collected: 400, stillOwed: 225 });
  });

  it('cuts the first and last months to the period', () => {
    const summary = monthlySummary(DATA, { from: '2026-01-15', to: '2026-02-12' });
    expect(summary).toEqual({
      months: [
        { month: '2026-01', jobsDone: 1, earned: 100, collected: 40, stillOwed: 60 },
        { month: '2026-02', jobsDone: 1, earned: 250, collected: 60, stillOwed: 250 },
      ],
      total: { jobsDone: 2, earned: 350, collected: 100, stillOwed: 250 },
    });
  });

  it('runs across a new year', () => {
    const summary = monthlySummary(DATA, { from: '2025-12-01', to: '2026-01-31' });
    expect(summary.months).toEqual([
      { month: '2025-12', jobsDone: 1, earned: 120, collected: 0, stillOwed: 120 },
      { month: '2026-01', jobsDone: 1, earned: 100, collected: 160, stillOwed: 60 },
    ]);
  });
});

describe('the CSV files', () => {
  it('start with the BOM, separate with commas and end every record with CRLF', () => {
    const { contents } = accountantFile('monthly-summary', DATA, YEAR, { language: 'en' });
    expect(contents.startsWith('\uFEFFMonth,Jobs done,Earned,Collected,Still owed\r\n')).toBe(true);
    expect(contents).toContain('\r\n2026-01,1,100.00,160.00,60.00\r\n');
    expect(contents.endsWith('\r\nTotal,3,425.00,400.00,225.00\r\n')).toBe(true);
    expect(contents.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('quote fields with commas, quotes or line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('Smith, Bob')).toBe('"Smith, Bob"');
    expect(csvField('the "big" one')).toBe('"the ""big"" one"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('one\nline')).toBe('"one\nline"');
    const contents = ledgerCsv(ledgerRows(DATA, YEAR), { language: 'en' });
    expect(contents).toContain(
      ',"Smith, ""Bob"" & Co",Gutter Cleaning,250.00,100.00,150.00,Check,INV-0002,Completed\r\n',
    );
  });

  it('write the jobs and payments with ISO dates, plain amounts and the methods in words', () => {
    const contents = ledgerCsv(ledgerRows(DATA, YEAR), { language: 'en' });
    const lines = contents.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Type,Date,Customer,Service,Amount,Paid,Balance,Payment method,Invoice or receipt,Status',
    );
    expect(lines[1]).toBe('Payment,2026-01-05,Ana Lopez,Lawn Mowing,120.00,,,Cash,,');
    expect(lines[2]).toBe(
      'Job,2026-01-20,Ana Lopez,Lawn Mowing,100.00,100.00,0.00,Card,REC-0001,Completed',
    );
    expect(lines[7]).toBe(
      `Payment,2026-02-28,"'=HYPERLINK(""http://x"")",'-10% hedges,80.00,,,Bank transfer,,`,
    );
    expect(lines[8]).toBe(
      `Job,2026-03-05,"'=HYPERLINK(""http://x"")",'-10% hedges,80.00,80.00,0.00,Bank transfer,,Scheduled`,
    );
  });

  it('keep typed text that starts like a formula as text, with a leading apostrophe', () => {
    for (const text of ['=1+2', '+1 555', '-10% off', '@home', '\tcmd', '\rcmd']) {
      expect(guardFormula(text)).toBe(`'${text}`);
    }
    expect(guardFormula('Ana = Lopez')).toBe('Ana = Lopez');
    const rows = readCsv(ledgerCsv(ledgerRows(DATA, YEAR), { language: 'en' }));
    const ahead = rows.find((row) => row.Date === '2026-02-28')!;
    expect(ahead.Customer).toBe(`'=HYPERLINK("http://x")`);
    expect(ahead.Service).toBe(`'-10% hedges`);
  });

  it('use the service label given (the app translates the listed service types)', () => {
    const contents = ledgerCsv(ledgerRows(DATA, YEAR), {
      language: 'es',
      serviceLabel: (service) => (service === 'Lawn Mowing' ? 'Corte de césped' : service),
    });
    expect(contents).toContain('Pago,2026-01-05,Ana Lopez,Corte de césped,120.00,,,Efectivo,,\r\n');
  });

  it('write Spanish headers and words for a Spanish UI', () => {
    const ledger = accountantFile('jobs-payments', DATA, YEAR, { language: 'es' }).contents;
    expect(
      ledger.startsWith(
        '\uFEFFTipo,Fecha,Cliente,Servicio,Importe,Pagado,Saldo por cobrar,Forma de pago,Factura o recibo,Estado\r\n',
      ),
    ).toBe(true);
    expect(ledger).toContain(
      'Trabajo,2026-01-20,Ana Lopez,Lawn Mowing,100.00,100.00,0.00,Tarjeta,REC-0001,Completado\r\n',
    );
    expect(ledger).toContain(',Transferencia bancaria,,Programado\r\n');
    const summary = accountantFile('monthly-summary', DATA, YEAR, { language: 'es' }).contents;
    expect(
      summary.startsWith('\uFEFFMes,Trabajos completados,Ganado,Recibido,Saldo por cobrar\r\n'),
    ).toBe(true);
    expect(summary.endsWith('\r\nTotal,3,425.00,400.00,225.00\r\n')).toBe(true);
  });
});

describe('the Spanish words', () => {
  it("follow docs/glossary.md (the app's glossary test reads the locale files, not core)", () => {
    const spanish = Object.values(ACCOUNTANT_EXPORT_TEXTS.es).join(' | ');
    for (const never of [/\bcobrad/i, /saldo pendiente/i, /método de pago/i, /no pagad/i]) {
      expect(spanish).not.toMatch(never);
    }
    expect(ACCOUNTANT_EXPORT_TEXTS.es).toMatchObject({
      paid: 'Pagado',
      balance: 'Saldo por cobrar',
      method: 'Forma de pago',
      collected: 'Recibido',
      earned: 'Ganado',
    });
  });
});

describe("the accountant's CSV parsed back", () => {
  it('gives the totals of the data', () => {
    const ledger = readCsv(
      accountantFile('jobs-payments', DATA, YEAR, { language: 'en' }).contents,
    );
    const summary = readCsv(
      accountantFile('monthly-summary', DATA, YEAR, { language: 'en' }).contents,
    );
    const payments = ledger.filter((row) => row.Type === 'Payment');
    const jobs = ledger.filter((row) => row.Type === 'Job');
    const done = jobs.filter((row) => row.Status === 'Completed');
    const months = summary.filter((row) => row.Month !== 'Total');
    const total = summary.find((row) => row.Month === 'Total')!;

    // Every payment of the period, nothing else: 120 + 40 + 60 + 100 + 80.
    expect(sum(payments.map((row) => row.Amount!))).toBe(400);
    expect(sum(payments.map((row) => row.Amount!))).toBe(
      sum(DATA.payments.filter((p) => p.paidOn.startsWith('2026')).map((p) => String(p.amount))),
    );
    // The jobs done or scheduled: 100 + 250 + 80 + 75 (not the cancelled job nor the skipped visit).
    expect(jobs).toHaveLength(4);
    expect(sum(jobs.map((row) => row.Amount!))).toBe(505);
    // The summary agrees with the rows and with itself.
    expect(months).toHaveLength(12);
    expect(Number(total['Jobs done'])).toBe(done.length);
    expect(Number(total.Earned)).toBe(sum(done.map((row) => row.Amount!)));
    expect(Number(total.Earned)).toBe(sum(months.map((row) => row.Earned!)));
    expect(Number(total.Collected)).toBe(sum(payments.map((row) => row.Amount!)));
    expect(Number(total.Collected)).toBe(sum(months.map((row) => row.Collected!)));
    // Last December's job is paid, so what is owed at the end is the balance of this year's jobs done.
    expect(Number(total['Still owed'])).toBe(sum(done.map((row) => row.Balance!)));
    expect(total).toEqual({
      Month: 'Total',
      'Jobs done': '3',
      Earned: '425.00',
      Collected: '400.00',
      'Still owed': '225.00',
    });
  });
});
