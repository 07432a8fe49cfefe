// Export and import of the backup file (spec §3, §5, §8). The whole file is read and checked
// before the data source writes anything; every valid record goes in (in signed-in mode in
// chunks, with progress: decision 049), and the others are reported with their reason (issue 10).
import {
  backupFileName,
  readBackupFile,
  serializeBackup,
  type BackupSkipped,
  type BackupSkipReason,
} from '@jobtrack/core';
import { DataError, type DataSource } from '#web/data/data-source.ts';
import { createLog } from '#web/lib/log.ts';

const log = createLog('settings');

/**
 * The largest backup file taken (decision 049): several times a 100k-job business (~70 MB), and
 * still a file a phone tab can read and parse without running out of memory.
 */
export const MAX_BACKUP_FILE_BYTES = 512 * 1024 * 1024;

export type ImportErrorKey =
  | 'demo.cannotImport'
  | 'settings.fileTooLarge'
  | 'settings.invalidJson'
  | 'settings.invalidFileFormat'
  | 'settings.importFailed';

export type ImportResult =
  | { ok: true; customers: number; jobs: number; skipped: BackupSkipped }
  | { ok: false; error: ImportErrorKey };

const REFUSALS: ReadonlySet<string> = new Set(['demo.cannotImport', 'settings.invalidFileFormat']);

/** The file's name and pretty-printed JSON, ready to download. */
export async function exportBackup(
  source: Pick<DataSource, 'exportData'>,
  now = new Date(),
): Promise<{ fileName: string; contents: string }> {
  const data = await source.exportData();
  return { fileName: backupFileName(now), contents: serializeBackup(data) };
}

/** The file's own skipped records plus those the store refused, by kind and reason. */
const mergeSkipped = (file: BackupSkipped, store: BackupSkipped | undefined): BackupSkipped => {
  if (!store) return file;
  const merged: BackupSkipped = { customers: { ...file.customers }, jobs: { ...file.jobs } };
  for (const kind of ['customers', 'jobs'] as const) {
    for (const [reason, count] of Object.entries(store[kind]) as [BackupSkipReason, number][]) {
      merged[kind][reason] = (merged[kind][reason] ?? 0) + count;
    }
  }
  return merged;
};

/** Reads a chosen file and imports it; the error is the i18n key of the message to show. */
export async function importBackup(
  source: Pick<DataSource, 'mode' | 'importData' | 'load'>,
  file: Pick<Blob, 'size' | 'text'>,
  onProgress?: (fraction: number) => void,
): Promise<ImportResult> {
  // NOTE: spec §5 — demo mode refuses any import, whatever the file holds.
  if (source.mode === 'demo') return { ok: false, error: 'demo.cannotImport' };
  if (file.size > MAX_BACKUP_FILE_BYTES) return { ok: false, error: 'settings.fileTooLarge' };
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    log.warn('could not read the backup file', error);
    return { ok: false, error: 'settings.importFailed' };
  }
  try {
    // A job may belong to a customer the owner already has.
    const stored = new Set((await source.load()).customers.map((customer) => customer.id));
    const read = readBackupFile(text, stored);
    if (!read.ok) return read;
    const { skipped, ...counts } = await source.importData(
      read.data,
      onProgress ? { onProgress } : undefined,
    );
    return { ok: true, ...counts, skipped: mergeSkipped(read.skipped, skipped) };
  } catch (error) {
    if (error instanceof DataError && REFUSALS.has(error.key)) {
      return { ok: false, error: error.key as ImportErrorKey };
    }
    log.warn('import failed', error);
    return { ok: false, error: 'settings.importFailed' };
  }
}
