// Export and import of all data as one JSON file (spec §3 backup file, §8 messages).
import { BACKUP_FILE_PREFIX } from './constants.ts';
import { toIsoDate } from './dates.ts';
import type { Customer, Job } from './entities.ts';
import { backupFileSchema, type BackupFile } from './schemas/backup.ts';

/** 'jobtrack-backup-2024-03-05.json': the prefix plus the local date (spec §3). */
export const backupFileName = (now: Date): string => `${BACKUP_FILE_PREFIX}${toIsoDate(now)}.json`;

/** Pretty-printed, as the spec asks, so the owner can read the file. */
export const serializeBackup = (data: {
  customers: readonly Customer[];
  jobs: readonly Job[];
}): string => JSON.stringify({ customers: data.customers, jobs: data.jobs }, null, 2);

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
