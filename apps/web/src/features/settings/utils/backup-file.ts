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
import type { Photo } from '@jobtrack/core';
import { DataError, type BackupData, type DataSource } from '#web/data/data-source.ts';
import type { BackupZip } from './backup-zip.ts';
import { createLog } from '#web/lib/log.ts';

const log = createLog('settings');

/**
 * The largest backup file taken (decision 049): several times a 100k-job business (~70 MB), and
 * still a file a phone tab can read and parse without running out of memory.
 */
export const MAX_BACKUP_FILE_BYTES = 512 * 1024 * 1024;

export type ImportErrorKey =
  | 'demo.cannotImport'
  | 'proof.notABackupZip'
  | 'settings.fileTooLarge'
  | 'settings.invalidJson'
  | 'settings.invalidFileFormat'
  | 'settings.importFailed';

export type ImportResult =
  | {
      ok: true;
      customers: number;
      jobs: number;
      skipped: BackupSkipped;
      /** Photos brought back from a .zip (issue 27); absent for a JSON file. */
      photos?: number;
    }
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

/** What the export with photos made: the .zip, its name, and the photos it could not hold. */
export type BackupZipExport = { fileName: string; blob: Blob; leftOut: number };

/**
 * The export with photos (issue 27, decision 069): the JSON backup with the photos' records and
 * each photo's image, read through the data source (the device's copy, else the server's); a
 * photo whose image cannot be had (offline, not uploaded from its device yet) is left out and
 * counted. `onPhoto` gets how many images are read.
 */
export async function exportBackupZip(
  source: Pick<DataSource, 'exportData' | 'load' | 'photoFile'>,
  onPhoto?: (done: number, total: number) => void,
  now = new Date(),
): Promise<BackupZipExport> {
  const [data, snapshot] = await Promise.all([source.exportData(), source.load()]);
  const jobIds = new Set(data.jobs.map((job) => job.id));
  const photos = snapshot.photos.filter((photo) => jobIds.has(photo.jobId));
  const images: { photo: Photo; bytes: Uint8Array }[] = [];
  for (const [i, photo] of photos.entries()) {
    onPhoto?.(i, photos.length);
    try {
      const file = await source.photoFile(photo, 'image');
      if (file) images.push({ photo, bytes: new Uint8Array(await file.arrayBuffer()) });
    } catch (error) {
      log.warn('could not read a photo for the export', error);
    }
  }
  const kept = images.map(({ photo }) => photo);
  const json = serializeBackup({ ...data, photos: kept });
  const { makeBackupZip } = await import('./backup-zip.ts');
  return {
    fileName: backupFileName(now).replace(/\.json$/, '.zip'),
    blob: await makeBackupZip(json, images),
    leftOut: photos.length - images.length,
  };
}

/**
 * The photos of a .zip brought back after its records (issue 27, decision 069): each through the
 * normal addPhoto (kept on the device, uploaded by the uploader), with its id and time; then the
 * jobs' signatures and the documents' photos are set again through the data source, so they
 * reach the server through the outbox in every mode. Answers how many photos it holds now.
 */
async function restorePhotos(
  source: Pick<DataSource, 'load' | 'addPhoto' | 'updateJob' | 'setDocumentPhotos'>,
  data: BackupData,
  zip: BackupZip,
): Promise<number> {
  const restored = new Set<string>();
  for (const photo of data.photos ?? []) {
    const bytes = zip.image(photo);
    if (!bytes) continue;
    try {
      await source.addPhoto({
        jobId: photo.jobId,
        file: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: photo.contentType }),
        label: photo.label,
        caption: photo.caption,
        restore: { id: photo.id, takenAt: photo.takenAt },
      });
      restored.add(photo.id);
    } catch (error) {
      log.warn('a photo of the backup was not restored', error);
    }
  }
  if (restored.size === 0) return 0;
  const snapshot = await source.load();
  for (const job of data.jobs) {
    const signature = job.signature;
    const now = snapshot.jobs.find((one) => one.id === job.id);
    if (!signature || !now || !restored.has(signature.photoId)) continue;
    // A job signed again on this device meanwhile keeps its newer signature.
    if (now.signature && now.signature.signedAt > signature.signedAt) continue;
    await source.updateJob(job.id, { signature }).catch((error: unknown) => {
      log.warn('a signature of the backup was not restored', error);
    });
  }
  for (const document of data.documents ?? []) {
    const ids = (document.photoIds ?? []).filter((id) => restored.has(id));
    const now = snapshot.documents.find((one) => one.id === document.id);
    if (ids.length === 0 || !now || (now.photoIds?.length ?? 0) > 0) continue;
    await source.setDocumentPhotos(document.id, ids).catch((error: unknown) => {
      log.warn("a document's photos of the backup were not restored", error);
    });
  }
  return restored.size;
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
  source: Pick<
    DataSource,
    'mode' | 'importData' | 'load' | 'addPhoto' | 'updateJob' | 'setDocumentPhotos'
  >,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<ImportResult> {
  // NOTE: spec §5 — demo mode refuses any import, whatever the file holds.
  if (source.mode === 'demo') return { ok: false, error: 'demo.cannotImport' };
  if (file.size > MAX_BACKUP_FILE_BYTES) return { ok: false, error: 'settings.fileTooLarge' };
  let text: string;
  // The export with photos (issue 27): the JSON inside the .zip, its photos restored after.
  let zip: BackupZip | null = null;
  try {
    const { isZipFile, readBackupZip } = await import('./backup-zip.ts');
    if (await isZipFile(file)) {
      zip = await readBackupZip(file);
      if (!zip) return { ok: false, error: 'proof.notABackupZip' };
      text = zip.json;
    } else {
      text = await file.text();
    }
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
    const photos = zip ? await restorePhotos(source, read.data, zip) : undefined;
    return {
      ok: true,
      ...counts,
      skipped: mergeSkipped(read.skipped, skipped),
      ...(photos === undefined ? {} : { photos }),
    };
  } catch (error) {
    if (error instanceof DataError && REFUSALS.has(error.key)) {
      return { ok: false, error: error.key as ImportErrorKey };
    }
    log.warn('import failed', error);
    return { ok: false, error: 'settings.importFailed' };
  }
}
