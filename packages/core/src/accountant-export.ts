// The accountant's export (issue 28, decision 066): a period's jobs and payments, and a summary
// per month, as two CSV files Excel opens as they are. Built from the records the device holds
// (the snapshot), so it works offline in every data mode, and the same way wherever it runs.
import type { Language } from './constants.ts';
import { isIsoDate, toLocalDay } from './dates.ts';
import { DOCUMENT_TEXTS } from './document-texts.ts';
import type { InvoiceDocument } from './documents.ts';
import type { Customer, Job, JobStatus, Payment, PaymentMethod } from './entities.ts';
import { sumMoney, unpaidAmount } from './money.ts';
import { comparePayments, newestPayment } from './payments.ts';
import { STATUS_LABEL_KEYS, statusLabels } from './status.ts';

/** From and to, yyyy-MM-dd, both days included. */
export type ExportPeriod = { from: string; to: string };

/** A calendar year: the settings screen offers this year (the default) and last year. */
export const calendarYear = (year: number): ExportPeriod => ({
  from: `${String(year).padStart(4, '0')}-01-01`,
  to: `${String(year).padStart(4, '0')}-12-31`,
});

/** Both ends real days, from not after to. */
export const isExportPeriod = (period: ExportPeriod): boolean =>
  isIsoDate(period.from) && isIsoDate(period.to) && period.from <= period.to;

const inPeriod = (day: string, period: ExportPeriod): boolean =>
  day >= period.from && day <= period.to;

type ExportJob = Pick<
  Job,
  | 'id'
  | 'customerId'
  | 'customerName'
  | 'title'
  | 'serviceType'
  | 'scheduledDate'
  | 'price'
  | 'status'
> &
  Partial<Pick<Job, 'actualCost' | 'estimatedCost' | 'completedAt' | 'completedDate' | 'skipped'>>;

type ExportPayment = Pick<Payment, 'id' | 'jobId' | 'amount' | 'method' | 'paidOn' | 'createdAt'>;

type ExportDocument = Pick<InvoiceDocument, 'number' | 'jobIds' | 'issuedDate' | 'createdAt'>;

/** What the export reads: the snapshot's records (payments as records, decision 046). */
export type AccountantData = {
  customers: readonly Pick<Customer, 'id' | 'name'>[];
  jobs: readonly ExportJob[];
  payments: readonly ExportPayment[];
  documents: readonly ExportDocument[];
};

/**
 * A cancelled job and a skipped visit were never work: no row, nothing earned or owed. Their
 * payments, if any, were still received and are rows of their own.
 */
const isWork = (job: ExportJob): boolean => job.status !== 'cancelled' && !job.skipped;

/** The local day a completed job was done (its completion, else its scheduled day); else null. */
export const doneDay = (job: ExportJob): string | null => {
  if (job.status !== 'completed') return null;
  const stamp = job.completedAt ?? job.completedDate;
  return (stamp ? toLocalDay(stamp) : '') || job.scheduledDate;
};

/** The day a job's row carries: when it was done, else when it is scheduled. */
const jobDay = (job: ExportJob): string => doneDay(job) ?? job.scheduledDate;

/** The number of the newest numbered invoice or receipt holding each job (drafts have none). */
const documentNumbers = (documents: readonly ExportDocument[]): Map<string, string> => {
  const newest = new Map<string, ExportDocument>();
  for (const document of documents) {
    if (document.number === null) continue;
    for (const jobId of document.jobIds) {
      const held = newest.get(jobId);
      const isNewer =
        !held ||
        document.issuedDate > held.issuedDate ||
        (document.issuedDate === held.issuedDate && document.createdAt > held.createdAt);
      if (isNewer) newest.set(jobId, document);
    }
  }
  return new Map([...newest].map(([jobId, document]) => [jobId, document.number!]));
};

/** Each job's payments, in the order they were made. */
const paymentsOfJobs = (payments: readonly ExportPayment[]): Map<string, ExportPayment[]> => {
  const byJob = new Map<string, ExportPayment[]>();
  for (const payment of [...payments].sort(comparePayments)) {
    const list = byJob.get(payment.jobId);
    if (list) list.push(payment);
    else byJob.set(payment.jobId, [payment]);
  }
  return byJob;
};

/** One row of the jobs-and-payments file. */
export type LedgerRow =
  | {
      type: 'job';
      /** yyyy-MM-dd: the day it was done, else its scheduled day. */
      date: string;
      jobId: string;
      customer: string;
      service: string;
      /** The job's amount: actual cost, else estimate, else price (spec §9). */
      amount: number;
      /** Paid on the job by the period's last day. */
      paid: number;
      /** The amount less what was paid by the period's last day, never below 0. */
      balance: number;
      /** The method of the newest of those payments. */
      method: PaymentMethod | null;
      number: string | null;
      status: JobStatus;
    }
  | {
      type: 'payment';
      /** yyyy-MM-dd: the payment's day. */
      date: string;
      jobId: string;
      customer: string;
      service: string;
      /** The payment's amount. */
      amount: number;
      method: PaymentMethod;
      number: string | null;
    };

/**
 * The rows of the jobs-and-payments file: one per job done or scheduled in the period (not
 * cancelled, not a skipped visit) and one per payment received in the period, by day, a day's
 * jobs before its payments.
 */
export function ledgerRows(data: AccountantData, period: ExportPeriod): LedgerRow[] {
  const names = new Map(data.customers.map((customer) => [customer.id, customer.name]));
  const jobs = new Map(data.jobs.map((job) => [job.id, job]));
  const numbers = documentNumbers(data.documents);
  const payments = paymentsOfJobs(data.payments);
  const customerOf = (job: ExportJob | undefined) =>
    job ? (names.get(job.customerId) ?? job.customerName) : '';
  const serviceOf = (job: ExportJob | undefined) => (job ? job.title || job.serviceType : '');

  const jobRows: LedgerRow[] = data.jobs
    .filter(isWork)
    .map((job) => ({ job, date: jobDay(job) }))
    .filter(({ date }) => inPeriod(date, period))
    .map(({ job, date }) => {
      const amount = unpaidAmount(job);
      const paidByEnd = (payments.get(job.id) ?? []).filter((p) => p.paidOn <= period.to);
      const paid = sumMoney(paidByEnd.map((payment) => payment.amount));
      return {
        type: 'job',
        date,
        jobId: job.id,
        customer: customerOf(job),
        service: serviceOf(job),
        amount,
        paid,
        balance: Math.max(0, sumMoney([amount, -paid])),
        method: newestPayment(paidByEnd)?.method ?? null,
        number: numbers.get(job.id) ?? null,
        status: job.status,
      };
    });
  const paymentRows: LedgerRow[] = data.payments
    .filter((payment) => inPeriod(payment.paidOn, period))
    .sort(comparePayments)
    .map((payment) => {
      const job = jobs.get(payment.jobId);
      return {
        type: 'payment',
        date: payment.paidOn,
        jobId: payment.jobId,
        customer: customerOf(job),
        service: serviceOf(job),
        amount: payment.amount,
        method: payment.method,
        number: numbers.get(payment.jobId) ?? null,
      };
    });
  // A stable sort keeps each kind's own order within a day.
  return [...jobRows, ...paymentRows].sort((a, b) =>
    a.date !== b.date
      ? a.date < b.date
        ? -1
        : 1
      : a.type === b.type
        ? 0
        : a.type === 'job'
          ? -1
          : 1,
  );
}

export type MonthFigures = {
  /** yyyy-MM. */
  month: string;
  /** Jobs completed in the month (within the period). */
  jobsDone: number;
  /** The amounts of those jobs. */
  earned: number;
  /** The payments received in the month (within the period). */
  collected: number;
  /**
   * At the month's end (or the period's, when sooner): the unpaid balances of every job done by
   * then, before the period too, less the payments received by then — what customers owed.
   */
  stillOwed: number;
};

export type AccountantSummary = {
  months: MonthFigures[];
  /** Jobs done, earned and collected over the period; still owed at the period's end. */
  total: Omit<MonthFigures, 'month'>;
};

const lastDayOfMonth = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
};

const nextMonth = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12
    ? `${String(year + 1).padStart(4, '0')}-01`
    : `${String(year).padStart(4, '0')}-${String(number + 1).padStart(2, '0')}`;
};

/** The months the period touches, each cut to the period's days. */
const monthsOf = (period: ExportPeriod): { month: string; from: string; to: string }[] => {
  const months = [];
  const last = period.to.slice(0, 7);
  for (let month = period.from.slice(0, 7); month <= last; month = nextMonth(month)) {
    const from = `${month}-01` < period.from ? period.from : `${month}-01`;
    const end = lastDayOfMonth(month);
    months.push({ month, from, to: end > period.to ? period.to : end });
  }
  return months;
};

const toCents = (amount: number): number => Math.round(amount * 100);

/**
 * The summary per month of the period, and its total row. Each job done is walked once over the
 * month ends from its own month on, in cents (a year of 100k jobs stays quick on a phone).
 */
export function monthlySummary(data: AccountantData, period: ExportPeriod): AccountantSummary {
  const payments = paymentsOfJobs(data.payments);
  const months = monthsOf(period);
  const figures = months.map(() => ({ jobsDone: 0, earned: 0, collected: 0, stillOwed: 0 }));
  const monthOf = (day: string): number =>
    day < period.from || day > period.to
      ? -1
      : months.findIndex((month) => day >= month.from && day <= month.to);

  for (const job of data.jobs) {
    const day = isWork(job) ? doneDay(job) : null;
    if (!day || day > period.to) continue;
    const amount = toCents(unpaidAmount(job));
    const done = monthOf(day);
    if (done >= 0) {
      figures[done]!.jobsDone += 1;
      figures[done]!.earned += amount;
    }
    // Owed at each month's end from the month it was done (or the first, when done before).
    const paid = payments.get(job.id) ?? [];
    let next = 0;
    let paidCents = 0;
    for (let index = Math.max(done, 0); index < months.length; index++) {
      const end = months[index]!.to;
      while (next < paid.length && paid[next]!.paidOn <= end) {
        paidCents += toCents(paid[next]!.amount);
        next++;
      }
      figures[index]!.stillOwed += Math.max(0, amount - paidCents);
    }
  }
  for (const payment of data.payments) {
    const index = monthOf(payment.paidOn);
    if (index >= 0) figures[index]!.collected += toCents(payment.amount);
  }

  const rows = months.map(({ month }, index): MonthFigures => ({
    month,
    jobsDone: figures[index]!.jobsDone,
    earned: figures[index]!.earned / 100,
    collected: figures[index]!.collected / 100,
    stillOwed: figures[index]!.stillOwed / 100,
  }));
  return {
    months: rows,
    total: {
      jobsDone: rows.reduce((count, month) => count + month.jobsDone, 0),
      earned: sumMoney(rows.map((month) => month.earned)),
      collected: sumMoney(rows.map((month) => month.collected)),
      stillOwed: rows.at(-1)?.stillOwed ?? 0,
    },
  };
}

// The files' words, in the UI's language (docs/glossary.md): they are read by a person, the
// accountant, like an invoice's.
export const ACCOUNTANT_EXPORT_TEXTS = {
  en: {
    type: 'Type',
    date: 'Date',
    customer: 'Customer',
    service: 'Service',
    amount: 'Amount',
    paid: 'Paid',
    balance: 'Balance',
    method: 'Payment method',
    number: 'Invoice or receipt',
    status: 'Status',
    job: 'Job',
    payment: 'Payment',
    month: 'Month',
    jobsDone: 'Jobs done',
    earned: 'Earned',
    collected: 'Collected',
    stillOwed: 'Still owed',
    total: 'Total',
  },
  es: {
    type: 'Tipo',
    date: 'Fecha',
    customer: 'Cliente',
    service: 'Servicio',
    amount: 'Importe',
    paid: 'Pagado',
    balance: 'Saldo por cobrar',
    method: 'Forma de pago',
    number: 'Factura o recibo',
    status: 'Estado',
    job: 'Trabajo',
    payment: 'Pago',
    month: 'Mes',
    jobsDone: 'Trabajos completados',
    earned: 'Ganado',
    collected: 'Recibido',
    stillOwed: 'Saldo por cobrar',
    total: 'Total',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** Excel reads a UTF-8 file as UTF-8 only when it starts with the byte order mark. */
export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * Text a person typed (a customer's name, a service) starting with =, +, -, @, a tab or a
 * carriage return would run as a formula in a spreadsheet: a leading apostrophe keeps it text.
 */
export const guardFormula = (text: string): string =>
  /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
export const csvField = (value: string): string =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** An amount as a plain number: a dot and two decimals, no currency sign, no separators. */
export const csvAmount = (amount: number): string => (Math.round(amount * 100) / 100).toFixed(2);

/** The BOM, then the rows, comma separated, each ending with CRLF. */
export const toCsv = (rows: readonly (readonly string[])[]): string =>
  CSV_BOM + rows.map((row) => row.map(csvField).join(',') + CRLF).join('');

export type AccountantCsvOptions = {
  language: Language;
  /** A stored service type as the reader reads it (the app translates the listed ones). */
  serviceLabel?: (service: string) => string;
};

/** The jobs-and-payments file. */
export function ledgerCsv(rows: readonly LedgerRow[], options: AccountantCsvOptions): string {
  const texts = ACCOUNTANT_EXPORT_TEXTS[options.language];
  const methods = DOCUMENT_TEXTS[options.language].methods;
  const statuses: Record<string, string> = statusLabels[options.language];
  const service = options.serviceLabel ?? ((value: string) => value);
  const method = (value: PaymentMethod | null) => (value ? (methods[value] ?? value) : '');
  const header = [
    texts.type,
    texts.date,
    texts.customer,
    texts.service,
    texts.amount,
    texts.paid,
    texts.balance,
    texts.method,
    texts.number,
    texts.status,
  ];
  return toCsv([
    header,
    ...rows.map((row) => {
      const common = [
        row.date,
        guardFormula(row.customer),
        guardFormula(service(row.service)),
        csvAmount(row.amount),
      ];
      return row.type === 'job'
        ? [
            texts.job,
            ...common,
            csvAmount(row.paid),
            csvAmount(row.balance),
            method(row.method),
            row.number ?? '',
            statuses[STATUS_LABEL_KEYS[row.status]] ?? row.status,
          ]
        : [texts.payment, ...common, '', '', method(row.method), row.number ?? '', ''];
    }),
  ]);
}

/** The monthly summary file, its total row last. */
export function summaryCsv(
  summary: AccountantSummary,
  options: Pick<AccountantCsvOptions, 'language'>,
) {
  const texts = ACCOUNTANT_EXPORT_TEXTS[options.language];
  const figures = (row: Omit<MonthFigures, 'month'>) => [
    String(row.jobsDone),
    csvAmount(row.earned),
    csvAmount(row.collected),
    csvAmount(row.stillOwed),
  ];
  return toCsv([
    [texts.month, texts.jobsDone, texts.earned, texts.collected, texts.stillOwed],
    ...summary.months.map((month) => [month.month, ...figures(month)]),
    [texts.total, ...figures(summary.total)],
  ]);
}

export type AccountantFileKind = 'jobs-payments' | 'monthly-summary';

/** 'jobtrack-accountant-jobs-payments-2026-01-01-to-2026-12-31.csv'. */
export const accountantFileName = (kind: AccountantFileKind, period: ExportPeriod): string =>
  `jobtrack-accountant-${kind}-${period.from}-to-${period.to}.csv`;

/** One of the two files of a period, ready to download. */
export function accountantFile(
  kind: AccountantFileKind,
  data: AccountantData,
  period: ExportPeriod,
  options: AccountantCsvOptions,
): { fileName: string; contents: string } {
  const contents =
    kind === 'jobs-payments'
      ? ledgerCsv(ledgerRows(data, period), options)
      : summaryCsv(monthlySummary(data, period), options);
  return { fileName: accountantFileName(kind, period), contents };
}
