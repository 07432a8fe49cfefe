// Export and import of the backup file (spec §3, §5, §8). The import is all or nothing: the
// whole file is read and checked before the data source writes anything.
import { backupFileName, parseBackupFile, serializeBackup } from '@jobtrack/core';
import { DataError, type DataSource } from '../../../data/data-source.ts';

/** The largest backup file taken: far above any real one, low enough to read in a phone tab. */
export const MAX_BACKUP_FILE_BYTES = 5 * 1024 * 1024;

export type ImportErrorKey =
  | 'demo.cannotImport'
  | 'settings.fileTooLarge'
  | 'settings.invalidJson'
  | 'settings.invalidFileFormat'
  | 'settings.importFailed';

export type ImportResult =
  { ok: true; customers: number; jobs: number } | { ok: false; error: ImportErrorKey };

const REFUSALS: ReadonlySet<string> = new Set(['demo.cannotImport', 'settings.invalidFileFormat']);

/** The file's name and pretty-printed JSON, ready to download. */
export async function exportBackup(
  source: Pick<DataSource, 'exportData'>,
  now = new Date(),
): Promise<{ fileName: string; contents: string }> {
  const data = await source.exportData();
  return { fileName: backupFileName(now), contents: serializeBackup(data) };
}

/** Reads a chosen file and imports it; the error is the i18n key of the message to show. */
export async function importBackup(
  source: Pick<DataSource, 'mode' | 'importData'>,
  file: Pick<Blob, 'size' | 'text'>,
): Promise<ImportResult> {
  // NOTE: spec §5 — demo mode refuses any import, whatever the file holds.
  if (source.mode === 'demo') return { ok: false, error: 'demo.cannotImport' };
  if (file.size > MAX_BACKUP_FILE_BYTES) return { ok: false, error: 'settings.fileTooLarge' };
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    console.warn('[settings] could not read the backup file', error);
    return { ok: false, error: 'settings.importFailed' };
  }
  const parsed = parseBackupFile(text);
  if (!parsed.ok) return parsed;
  try {
    const counts = await source.importData(parsed.data);
    return { ok: true, ...counts };
  } catch (error) {
    if (error instanceof DataError && REFUSALS.has(error.key)) {
      return { ok: false, error: error.key as ImportErrorKey };
    }
    console.warn('[settings] import failed', error);
    return { ok: false, error: 'settings.importFailed' };
  }
}
