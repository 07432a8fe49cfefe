// The export with photos (issue 27, decision 069): one .zip holding the JSON backup (the same
// file as the JSON-only export, plus the photos' records) and each photo's image under photos/.
// fflate (small, no dependencies) is loaded only when a .zip is made or read.
import type { Photo } from '@jobtrack/core';

/** The JSON's name inside the .zip; any single .json at the top is read too. */
export const ZIP_BACKUP_JSON = 'jobtrack-backup.json';
const PHOTOS_FOLDER = 'photos/';

const EXTENSIONS: Record<Photo['contentType'], string> = {
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/png': 'png',
};

/** `photos/<id>.jpg`: where a photo's image sits in the .zip. */
export const photoEntryName = (photo: Pick<Photo, 'id' | 'contentType'>): string =>
  `${PHOTOS_FOLDER}${photo.id}.${EXTENSIONS[photo.contentType]}`;

/** A .zip starts with a local file header, `PK\x03\x04`. */
export async function isZipFile(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

/**
 * The .zip of the backup's JSON and the photos' images. The JSON is compressed; the images are
 * stored as they are (JPEG, WebP and PNG are compressed already).
 */
export async function makeBackupZip(
  json: string,
  images: readonly { photo: Pick<Photo, 'id' | 'contentType'>; bytes: Uint8Array }[],
): Promise<Blob> {
  const { strToU8, zipSync } = await import('fflate');
  const entries: Record<string, [Uint8Array, { level: 0 | 6 }]> = {
    [ZIP_BACKUP_JSON]: [strToU8(json), { level: 6 }],
  };
  for (const { photo, bytes } of images) entries[photoEntryName(photo)] = [bytes, { level: 0 }];
  const zipped = zipSync(entries);
  return new Blob([zipped as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
}

export type BackupZip = {
  json: string;
  /** A photo's image by its id; undefined when the .zip does not hold it. */
  image(photo: Pick<Photo, 'id' | 'contentType'>): Uint8Array | undefined;
};

/** The backup in a .zip; null when it holds no backup JSON (or is not a .zip that reads). */
export async function readBackupZip(file: Blob): Promise<BackupZip | null> {
  const { strFromU8, unzipSync } = await import('fflate');
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return null;
  }
  const jsonName =
    ZIP_BACKUP_JSON in entries
      ? ZIP_BACKUP_JSON
      : Object.keys(entries).find((name) => !name.includes('/') && name.endsWith('.json'));
  const json = jsonName ? entries[jsonName] : undefined;
  if (!json) return null;
  return {
    json: strFromU8(json),
    image: (photo) => entries[photoEntryName(photo)],
  };
}
