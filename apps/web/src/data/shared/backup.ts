// Export and import of the backup file (spec §3, §5), shared by the adapters that import.
import { BACKUP_VERSION, backupFileSchema, type Customer, type Job } from '@jobtrack/core';
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
  return { version: BACKUP_VERSION, customers, jobs, series: series.filter(isKnownSeries) };
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
