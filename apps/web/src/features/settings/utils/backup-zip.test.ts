import { describe, expect, it } from 'vitest';
import { isZipFile, makeBackupZip, readBackupZip, ZIP_BACKUP_JSON } from './backup-zip.ts';

const photo = (id: string, contentType: 'image/jpeg' | 'image/png') => ({
  id: `photo-${id}`,
  contentType,
});

describe('the backup .zip', () => {
  it('round trip: the JSON and every image come back byte for byte', async () => {
    const json = JSON.stringify({ customers: [], jobs: [], text: 'Señora García ✓' });
    const jpeg = Uint8Array.from({ length: 5000 }, (_, i) => (i * 31) % 256);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const zip = await makeBackupZip(json, [
      { photo: photo('a', 'image/jpeg'), bytes: jpeg },
      { photo: photo('b', 'image/png'), bytes: png },
    ]);
    expect(zip.type).toBe('application/zip');
    expect(await isZipFile(zip)).toBe(true);
    const read = await readBackupZip(zip);
    expect(read?.json).toBe(json);
    expect(read?.image(photo('a', 'image/jpeg'))).toEqual(jpeg);
    expect(read?.image(photo('b', 'image/png'))).toEqual(png);
    expect(read?.image(photo('c', 'image/png'))).toBeUndefined();
  });

  it('a JSON file is not a .zip; a .zip without a backup reads as none', async () => {
    expect(await isZipFile(new Blob(['{"customers":[]}']))).toBe(false);
    const { zipSync, strToU8 } = await import('fflate');
    const other = new Blob([zipSync({ 'notes/readme.txt': strToU8('hello') }) as BlobPart]);
    expect(await readBackupZip(other)).toBeNull();
    expect(await readBackupZip(new Blob(['PK\x03\x04 broken']))).toBeNull();
  });

  it('takes a backup JSON renamed inside the .zip', async () => {
    const { zipSync, strToU8 } = await import('fflate');
    const zip = new Blob([zipSync({ 'my-backup.json': strToU8('{"jobs":[]}') }) as BlobPart]);
    expect((await readBackupZip(zip))?.json).toBe('{"jobs":[]}');
    expect(ZIP_BACKUP_JSON).toBe('jobtrack-backup.json');
  });
});
