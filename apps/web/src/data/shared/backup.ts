// Export and import of the backup file (spec §3, §5), shared by the adapters that import.
import {
  BACKUP_VERSION,
  type Customer,
  type DocumentKind,
  type InvoiceDocument,
  type Job,
  type Quote,
  formatQuoteNumber,
  paymentsOfPaidJobs,
} from '@jobtrack/core';
import type { BackupData, RecordsSnapshot } from '../data-source.ts';

/** A copy of the data in the shape core's serializeBackup writes and parseBackupFile reads. */
export const toBackup = ({ customers, jobs, series, payments }: RecordsSnapshot): BackupData => ({
  version: BACKUP_VERSION,
  ...structuredClone({ customers, jobs, series, payments }),
});

/**
 * The snapshot with the backup's records added. A record whose id is already stored is kept as
 * it is, so importing the same file twice changes nothing the second time.
 */
export const mergeBackup = (snapshot: RecordsSnapshot, backup: BackupData): RecordsSnapshot => {
  const customerIds = new Set(snapshot.customers.map((customer) => customer.id));
  const jobIds = new Set(snapshot.jobs.map((job) => job.id));
  const seriesIds = new Set(snapshot.series.map((series) => series.id));
  const customers: Customer[] = backup.customers.filter(
    (customer) => !customerIds.has(customer.id),
  );
  const jobs: Job[] = backup.jobs.filter((job) => !jobIds.has(job.id));
  const paymentIds = new Set(snapshot.payments.map((payment) => payment.id));
  const newJobIds = new Set(jobs.map((job) => job.id));
  // Payments (decision 046) of the jobs added; a file from before them has paid amounts on jobs.
  const payments = (backupPayments(backup) ?? []).filter(
    (payment) => newJobIds.has(payment.jobId) && !paymentIds.has(payment.id),
  );
  return {
    customers: [...snapshot.customers, ...customers],
    jobs: [...snapshot.jobs, ...jobs],
    series: [...snapshot.series, ...(backup.series ?? []).filter((one) => !seriesIds.has(one.id))],
    payments: [...snapshot.payments, ...payments],
  };
};

/**
 * A backup's payments (issue 23, decision 046): its own list, or for a file from before payments
 * were records one payment per paid job (core's paymentsOfPaidJobs).
 */
export const backupPayments = (backup: BackupData) =>
  backup.payments ?? paymentsOfPaidJobs(backup.jobs);

/** The sequence of a number as issued ('INV-0012' → 12); null for a draft. */
const sequenceOf = (number: string | null): number | null => {
  const digits = number?.split('-')[1];
  return digits ? Number(digits) : null;
};

/**
 * Documents of a backup added to those on the device (issue 15, decision 034): a document whose
 * id is already kept stays as it is; the others keep the number they were issued with (a draft
 * gets the next one), and each kind's counter moves past the highest number now kept, so a new
 * document never reuses one.
 */
export const mergeBackupDocuments = (
  stored: { documents: InvoiceDocument[]; counters: Partial<Record<DocumentKind, number>> },
  incoming: readonly InvoiceDocument[],
  numberFor: (kind: DocumentKind, sequence: number) => string,
) => {
  const ids = new Set(stored.documents.map((document) => document.id));
  const added = incoming.filter((document) => !ids.has(document.id));
  const counters = { ...stored.counters };
  for (const document of added) {
    const sequence = sequenceOf(document.number);
    if (sequence !== null)
      counters[document.kind] = Math.max(counters[document.kind] ?? 0, sequence);
  }
  const numbered = added.map((document) => {
    if (document.number !== null) return document;
    const sequence = (counters[document.kind] ?? 0) + 1;
    counters[document.kind] = sequence;
    return { ...document, number: numberFor(document.kind, sequence) };
  });
  return { documents: [...numbered, ...stored.documents], counters, added: numbered.length };
};

/**
 * Quotes of a backup added to those on the device (issue 26, decision 063), as documents are: a
 * quote whose id is already kept stays as it is; the others keep their number (a draft gets the
 * next one) and the counter moves past the highest number now kept.
 */
export const mergeBackupQuotes = (
  stored: { quotes: Quote[]; counter: number },
  incoming: readonly Quote[],
) => {
  const ids = new Set(stored.quotes.map((quote) => quote.id));
  const added = incoming.filter((quote) => !ids.has(quote.id));
  let counter = stored.counter;
  for (const quote of added) counter = Math.max(counter, sequenceOf(quote.number) ?? 0);
  const numbered = added.map((quote) =>
    quote.number !== null ? quote : { ...quote, number: formatQuoteNumber(++counter) },
  );
  return { quotes: [...numbered, ...stored.quotes], counter, added: numbered.length };
};
