// Export and import of all data as one JSON file (spec §3 backup file, §8 messages).
import { BACKUP_FILE_PREFIX, BACKUP_VERSION } from './constants.ts';
import { toIsoDate } from './dates.ts';
import type { InvoiceDocument } from './documents.ts';
import type { BusinessProfile, Customer, Job, Payment } from './entities.ts';
import { paymentToWire } from './wire/payments.ts';
import type { Photo } from './photos.ts';
import type { Quote } from './quotes.ts';
import type { JobSeries } from './recurrence.ts';
import {
  backupCustomerSchema,
  backupDocumentSchema,
  backupProfileSchema,
  backupFileSchema,
  backupJobSchema,
  backupPaymentSchema,
  backupPhotoSchema,
  backupQuoteSchema,
  backupSeriesSchema,
  type BackupFile,
} from './schemas/backup.ts';

/** 'jobtrack-backup-2024-03-05.json': the prefix plus the local date (spec §3). */
export const backupFileName = (now: Date): string => `${BACKUP_FILE_PREFIX}${toIsoDate(now)}.json`;

/** Pretty-printed, as the spec asks, so the owner can read the file. */
export const serializeBackup = (data: {
  customers: readonly Customer[];
  jobs: readonly Job[];
  series?: readonly JobSeries[];
  /** Invoices and receipts (issue 15): written when given. */
  documents?: readonly InvoiceDocument[];
  /** The business profile (decision 049): written when given. */
  profile?: BusinessProfile | undefined;
  /** Payments (issue 23, decision 046), written in the API's shape. */
  payments?: readonly Payment[];
  /** Quotes (issue 26): written when given. */
  quotes?: readonly Quote[];
  /** The photos' records (issue 27): written by the export with photos (.zip) only. */
  photos?: readonly Photo[];
}): string =>
  JSON.stringify(
    {
      version: BACKUP_VERSION,
      customers: data.customers,
      jobs: data.jobs,
      series: data.series ?? [],
      ...(data.documents ? { documents: data.documents } : {}),
      ...(data.profile ? { profile: data.profile } : {}),
      ...(data.payments ? { payments: data.payments.map(paymentToWire) } : {}),
      ...(data.quotes ? { quotes: data.quotes } : {}),
      ...(data.photos
        ? { photos: data.photos.map(({ uploaded: _uploaded, ...photo }) => photo) }
        : {}),
    },
    null,
    2,
  );

export type BackupParseResult =
  | { ok: true; data: BackupFile }
  | { ok: false; error: 'settings.invalidJson' | 'settings.invalidFileFormat' };

/** Reads a chosen file's text; the error is the i18n key of the spec §8 message to show. */
export const parseBackupFile = (contents: string): BackupParseResult => {
  let json: unknown;
  try {
    json = JSON.parse(contents);
  } catch {
    return { ok: false, error: 'settings.invalidJson' };
  }
  const result = backupFileSchema.safeParse(json);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, error: 'settings.invalidFileFormat' };
};

/** Why a record of a backup file was left out (each an i18n key under settings.skipReason.*). */
export type BackupSkipReason =
  | 'missingId'
  | 'missingName'
  | 'missingDate'
  | 'invalidPrice'
  | 'unknownCustomer'
  | 'repeatedId'
  | 'invalidRecord';

/** How many records of each kind were left out, by reason. */
export type BackupSkipped = {
  customers: Partial<Record<BackupSkipReason, number>>;
  jobs: Partial<Record<BackupSkipReason, number>>;
};

export type BackupReadResult =
  | { ok: true; data: BackupFile; skipped: BackupSkipped }
  | { ok: false; error: 'settings.invalidJson' | 'settings.invalidFileFormat' };

/** The reason for a record's first problem: the field it is on says what the owner must fix. */
const reasonOf = (issues: readonly { path: readonly PropertyKey[] }[]): BackupSkipReason => {
  switch (issues[0]?.path[0]) {
    case 'id':
      return 'missingId';
    case 'name':
      return 'missingName';
    case 'scheduledDate':
      return 'missingDate';
    case 'price':
      return 'invalidPrice';
    case 'customerId':
      return 'unknownCustomer';
    default:
      return 'invalidRecord';
  }
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a chosen file's text record by record (issue 10): the file must be JSON (else
 * 'settings.invalidJson') with a customers array and a jobs array (else
 * 'settings.invalidFileFormat', spec §5, §8); then every valid record is kept and every other
 * one is left out with its reason: unreadable fields, an id seen before in the file, or a job
 * whose customer is neither in the file nor among `storedCustomerIds`.
 */
export const readBackupFile = (
  contents: string,
  storedCustomerIds: ReadonlySet<string> = new Set(),
): BackupReadResult => {
  let json: unknown;
  try {
    json = JSON.parse(contents);
  } catch {
    return { ok: false, error: 'settings.invalidJson' };
  }
  if (!isPlainObject(json) || !Array.isArray(json.customers) || !Array.isArray(json.jobs)) {
    return { ok: false, error: 'settings.invalidFileFormat' };
  }
  const skipped: BackupSkipped = { customers: {}, jobs: {} };
  const skip = (kind: keyof BackupSkipped, reason: BackupSkipReason) => {
    skipped[kind][reason] = (skipped[kind][reason] ?? 0) + 1;
  };

  const customers: BackupFile['customers'] = [];
  const customerIds = new Set<string>();
  for (const record of json.customers as unknown[]) {
    const parsed = backupCustomerSchema.safeParse(record);
    if (!parsed.success) skip('customers', reasonOf(parsed.error.issues));
    else if (customerIds.has(parsed.data.id)) skip('customers', 'repeatedId');
    else {
      customerIds.add(parsed.data.id);
      customers.push(parsed.data);
    }
  }

  const jobs: BackupFile['jobs'] = [];
  const jobIds = new Set<string>();
  for (const record of json.jobs as unknown[]) {
    const parsed = backupJobSchema.safeParse(record);
    if (!parsed.success) skip('jobs', reasonOf(parsed.error.issues));
    else if (jobIds.has(parsed.data.id)) skip('jobs', 'repeatedId');
    else if (
      !customerIds.has(parsed.data.customerId) &&
      !storedCustomerIds.has(parsed.data.customerId)
    ) {
      skip('jobs', 'unknownCustomer');
    } else {
      jobIds.add(parsed.data.id);
      jobs.push(parsed.data);
    }
  }
  // Version 2 (issue 14): the series; a series that does not read, repeats an id or names an
  // unknown customer is left out (its visits are ordinary jobs and stay).
  const series: JobSeries[] = [];
  const seriesIds = new Set<string>();
  for (const record of Array.isArray(json.series) ? (json.series as unknown[]) : []) {
    const parsed = backupSeriesSchema.safeParse(record);
    if (!parsed.success || seriesIds.has(parsed.data.id)) continue;
    if (
      !customerIds.has(parsed.data.customerId) &&
      !storedCustomerIds.has(parsed.data.customerId)
    ) {
      continue;
    }
    seriesIds.add(parsed.data.id);
    series.push(parsed.data);
  }
  // Invoices and receipts (issue 15): a file from before them has none. A document that does not
  // read, repeats an id or names an unknown customer is left out; the jobs stay.
  const documents: InvoiceDocument[] = [];
  const documentIds = new Set<string>();
  for (const record of Array.isArray(json.documents) ? (json.documents as unknown[]) : []) {
    const parsed = backupDocumentSchema.safeParse(record);
    if (!parsed.success || documentIds.has(parsed.data.id)) continue;
    const { customerId } = parsed.data;
    if (!customerIds.has(customerId) && !storedCustomerIds.has(customerId)) continue;
    documentIds.add(parsed.data.id);
    documents.push(parsed.data);
  }
  // The business profile (decision 049): one that does not read is left out.
  const profile = backupProfileSchema.safeParse(json.profile);
  // Payments (issue 23): a file from before them has none (its jobs carry what was paid). A
  // payment that does not read, repeats an id or names a job not in the file is left out.
  const keptJobIds = new Set(jobs.map((job) => job.id));
  const payments: Payment[] = [];
  const paymentIds = new Set<string>();
  for (const record of Array.isArray(json.payments) ? (json.payments as unknown[]) : []) {
    const parsed = backupPaymentSchema.safeParse(record);
    if (!parsed.success || paymentIds.has(parsed.data.id) || !keptJobIds.has(parsed.data.jobId)) {
      continue;
    }
    paymentIds.add(parsed.data.id);
    payments.push(parsed.data);
  }
  // Quotes (issue 26): a file from before them has none. A quote that does not read, repeats an
  // id or names an unknown customer is left out.
  const quotes: Quote[] = [];
  const quoteIds = new Set<string>();
  for (const record of Array.isArray(json.quotes) ? (json.quotes as unknown[]) : []) {
    const parsed = backupQuoteSchema.safeParse(record);
    if (!parsed.success || quoteIds.has(parsed.data.id)) continue;
    const { customerId } = parsed.data;
    if (!customerIds.has(customerId) && !storedCustomerIds.has(customerId)) continue;
    quoteIds.add(parsed.data.id);
    quotes.push(parsed.data);
  }
  // Photos (issue 27, the export with photos): a photo that does not read, repeats an id or names
  // a job not in the file is left out.
  const photos: Photo[] = [];
  const photoIds = new Set<string>();
  for (const record of Array.isArray(json.photos) ? (json.photos as unknown[]) : []) {
    const parsed = backupPhotoSchema.safeParse(record);
    if (!parsed.success || photoIds.has(parsed.data.id) || !keptJobIds.has(parsed.data.jobId)) {
      continue;
    }
    photoIds.add(parsed.data.id);
    photos.push(parsed.data);
  }
  return {
    ok: true,
    data: {
      version: BACKUP_VERSION,
      customers,
      jobs,
      series,
      ...(documents.length > 0 ? { documents } : {}),
      ...(profile.success ? { profile: profile.data } : {}),
      ...(Array.isArray(json.payments) ? { payments } : {}),
      ...(quotes.length > 0 ? { quotes } : {}),
      ...(photos.length > 0 ? { photos } : {}),
    },
    skipped,
  };
};

/** Whether anything was left out. */
export const hasSkipped = (skipped: BackupSkipped): boolean =>
  Object.keys(skipped.customers).length > 0 || Object.keys(skipped.jobs).length > 0;
