// Export and import of the backup file (spec §3, §5), shared by the adapters that import.
import {
  BACKUP_VERSION,
  backupFileSchema,
  type Customer,
  type DocumentKind,
  type InvoiceDocument,
  type Job,
} from '@jobtrack/core';
import type { BackupData, DataSnapshot } from '../data-source.ts';
import { dataError } from './errors.ts';

/** A copy of the data in the shape core's serializeBackup writes and parseBackupFile reads. */
export const toBackup = (snapshot: DataSnapshot): BackupData => ({
  version: BACKUP_VERSION,
  ...structuredClone(snapshot),
});

/**
 * The whole backup checked before anything is written (all or nothing): every record must read
 * as a customer or job, ids must be unique, and every job must belong to a customer in the
 * backup or already stored. Throws DataError('settings.invalidFileFormat').
 */
export const validateBackup = (
  data: unknown,
  existingCustomerIds: ReadonlySet<string> = new Set(),
): BackupData => {
  const parsed = backupFileSchema.safeParse(data);
  if (!parsed.success) throw dataError('settings.invalidFileFormat');
  const { customers, jobs } = parsed.data;
  const series = parsed.data.series ?? [];
  const customerIds = new Set(customers.map((customer) => customer.id));
  const jobIds = new Set(jobs.map((job) => job.id));
  if (customerIds.size !== customers.length || jobIds.size !== jobs.length) {
    throw dataError('settings.invalidFileFormat');
  }
  const isKnown = (id: string) => customerIds.has(id) || existingCustomerIds.has(id);
  if (!jobs.every((job) => isKnown(job.customerId))) throw dataError('settings.invalidFileFormat');
  const isKnownSeries = (one: { customerId: string }) => isKnown(one.customerId);
  // Documents (issue 15) never refuse the file: one of an unknown customer or a repeated id is
  // left out, as readBackupFile does.
  const documentIds = new Set<string>();
  const documents = (parsed.data.documents ?? []).filter((document) => {
    if (documentIds.has(document.id) || !isKnown(document.customerId)) return false;
    documentIds.add(document.id);
    return true;
  });
  return {
    version: BACKUP_VERSION,
    customers,
    jobs,
    series: series.filter(isKnownSeries),
    ...(documents.length > 0 ? { documents } : {}),
  };
};

/**
 * The snapshot with the backup's records added. A record whose id is already stored is kept as
 * it is, so importing the same file twice changes nothing the second time.
 */
export const mergeBackup = (snapshot: DataSnapshot, backup: BackupData): DataSnapshot => {
  const customerIds = new Set(snapshot.customers.map((customer) => customer.id));
  const jobIds = new Set(snapshot.jobs.map((job) => job.id));
  const seriesIds = new Set(snapshot.series.map((series) => series.id));
  const customers: Customer[] = backup.customers.filter(
    (customer) => !customerIds.has(customer.id),
  );
  const jobs: Job[] = backup.jobs.filter((job) => !jobIds.has(job.id));
  return {
    customers: [...snapshot.customers, ...customers],
    jobs: [...snapshot.jobs, ...jobs],
    series: [...snapshot.series, ...(backup.series ?? []).filter((one) => !seriesIds.has(one.id))],
  };
};

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
