import { mkdir, open, readdir, readFile, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoFileKind } from '@jobtrack/core/wire';
import type { Db, Queryable } from '../../db/db.ts';

// Where photo files are kept (decision 067): a folder on disk (the embedded database's default,
// DATA_DIR/photos/<owner>/, or the folder PHOTOS_DIR names) or the database (photo_files,
// PostgreSQL's default). A file is written before its photo's row says it is there: on disk it is
// named by its SHA-256, so a crash or a refused upload leaves at most an orphan file, never a row
// pointing at nothing or at other bytes; orphans go with their photo's delete.

/** One stored file, as its photo's row names it. */
export type FileRef = { ownerId: string; photoId: string; kind: PhotoFileKind; sha256: string };

export type PhotoStore = {
  readonly where: 'disk' | 'database';
  /** Keeps the bytes; `tx` is the write that then records them on the photo's row. */
  put(tx: Queryable, file: FileRef, bytes: Uint8Array): Promise<void>;
  get(file: FileRef): Promise<Buffer | undefined>;
  /** Removes every file of these photos (on disk; the database's go with their rows). */
  removePhotos(ownerId: string, photoIds: readonly string[]): Promise<void>;
  /** Removes every file of an owner whose photo is not among `keep` (after a job's delete). */
  sweep(ownerId: string, keep: ReadonlySet<string>): Promise<void>;
  /** Removes every file of the owner (account delete). */
  removeOwner(ownerId: string): Promise<void>;
  /** The folder holding the files on disk (backups copy it); undefined in the database. */
  readonly folder?: string;
};

/** Owner and photo ids become file names: only ids of their plain shape ever do. */
const SAFE = /^[A-Za-z0-9_-]{1,100}$/;
const safe = (value: string) => {
  if (!SAFE.test(value)) throw new Error(`not a safe file name part: ${value}`);
  return value;
};

/** The files of photos in a folder, one per owner: `<photo>.<kind>.<sha256>`. */
export function diskStore(folder: string): PhotoStore {
  const ownerDir = (ownerId: string) => path.join(folder, safe(ownerId));
  const fileOf = (file: FileRef) =>
    path.join(ownerDir(file.ownerId), `${safe(file.photoId)}.${file.kind}.${safe(file.sha256)}`);
  const photoOfName = (name: string) => name.split('.')[0] ?? '';
  const namesOf = async (ownerId: string) => {
    try {
      return await readdir(ownerDir(ownerId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };
  const removeNames = async (ownerId: string, names: string[]) => {
    await Promise.all(
      names.map((name) => unlink(path.join(ownerDir(ownerId), name)).catch(() => undefined)),
    );
  };
  return {
    where: 'disk',
    folder,
    async put(_tx, file, bytes) {
      const target = fileOf(file);
      await mkdir(path.dirname(target), { recursive: true });
      // Written whole and flushed under a temporary name, then renamed: a reader never sees half.
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      const handle = await open(temporary, 'w');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
    },
    async get(file) {
      try {
        return await readFile(fileOf(file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async removePhotos(ownerId, photoIds) {
      const gone = new Set(photoIds);
      const names = await namesOf(ownerId);
      await removeNames(
        ownerId,
        names.filter((name) => gone.has(photoOfName(name))),
      );
    },
    async sweep(ownerId, keep) {
      const names = await namesOf(ownerId);
      await removeNames(
        ownerId,
        names.filter((name) => !keep.has(photoOfName(name))),
      );
    },
    async removeOwner(ownerId) {
      await rm(ownerDir(ownerId), { recursive: true, force: true });
    },
  };
}

/** The files in the database (photo_files): written in the write that records them. */
export function databaseStore(db: Db): PhotoStore {
  return {
    where: 'database',
    async put(tx, file, bytes) {
      await tx.query(
        `INSERT INTO photo_files (owner_id, photo_id, kind, data) VALUES ($1, $2, $3, $4)
         ON CONFLICT (owner_id, photo_id, kind) DO UPDATE SET data = EXCLUDED.data`,
        [file.ownerId, file.photoId, file.kind, bytes],
      );
    },
    async get(file) {
      const [row] = await db.query<{ data: Uint8Array }>(
        'SELECT data FROM photo_files WHERE owner_id = $1 AND photo_id = $2 AND kind = $3',
        [file.ownerId, file.photoId, file.kind],
      );
      return row
        ? Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength)
        : undefined;
    },
    // The rows go with their photos (foreign key) and with the account.
    removePhotos: async () => undefined,
    sweep: async () => undefined,
    removeOwner: async () => undefined,
  };
}

/**
 * The store a server uses: PHOTOS_DIR when set; else DATA_DIR/photos on the embedded database
 * on disk; else (PostgreSQL, or an embedded database in memory) the database.
 */
export function photoStoreFor(
  db: Db,
  options: { photosDir: string | undefined; dataDir: string; databaseUrl: string | undefined },
): PhotoStore {
  if (options.photosDir) return diskStore(path.resolve(options.photosDir));
  if (db.engine === 'pglite' && !options.databaseUrl && options.dataDir !== 'memory://') {
    return diskStore(path.resolve(options.dataDir, 'photos'));
  }
  return databaseStore(db);
}
