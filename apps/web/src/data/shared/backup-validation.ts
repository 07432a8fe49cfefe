// The check of a backup file before an import (spec §3, §5). Apart from backup.ts, since it
// needs the schema library: the adapters load it when an import starts, so zod stays out of the
// first screens' load (docs/decisions/037).
import { BACKUP_VERSION, backupFileSchema } from '@jobtrack/core';
import type { BackupData } from '../data-source.ts';
import { dataError } from './errors.ts';

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
  // Payments (issue 23) never refuse the file either: one of a job not in it, or a repeated id,
  // is left out.
  const paymentIds = new Set<string>();
  const payments = parsed.data.payments?.filter((payment) => {
    if (paymentIds.has(payment.id) || !jobIds.has(payment.jobId)) return false;
    paymentIds.add(payment.id);
    return true;
  });
  // Quotes (issue 26) never refuse the file either: one of an unknown customer or a repeated id
  // is left out.
  const quoteIds = new Set<string>();
  const quotes = (parsed.data.quotes ?? []).filter((quote) => {
    if (quoteIds.has(quote.id) || !isKnown(quote.customerId)) return false;
    quoteIds.add(quote.id);
    return true;
  });
  return {
    version: BACKUP_VERSION,
    customers,
    jobs,
    series: series.filter(isKnownSeries),
    ...(documents.length > 0 ? { documents } : {}),
    ...(parsed.data.profile ? { profile: parsed.data.profile } : {}),
    ...(payments ? { payments } : {}),
    ...(quotes.length > 0 ? { quotes } : {}),
  };
};
