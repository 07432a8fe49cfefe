// Backups of the embedded database (issue 11): a consistent copy of the PGlite data directory,
// made by the server (daily, or when `npm run backup` asks) or by the CLI while it is stopped,
// and its restore. A PostgreSQL server is backed up with its own tools (pg_dump, README). The
// photo files kept on disk (decision 067) go beside each backup as a folder of hard links (a
// photo's file never changes: it is named by its bytes), and come back with its restore.
import { existsSync, readFileSync } from 'node:fs';
import {
  chmod,
  copyFile,
  link,
  mkdir,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir, lockHolder } from './data-dir-lock.ts';
import type { Db } from './db.ts';

/** How many automatic backups are kept; older ones are removed. */
export const BACKUPS_KEPT = 7;
export const BACKUP_EVERY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;
const BACKUP_NAME = /^jobtrack-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

export const backupDir = (dataDir: string) => path.resolve(dataDir, 'backups');
export const pgdataDir = (dataDir: string) => path.resolve(dataDir, 'pgdata');
/** Backups hold every owner's data: only the server's user may read them (decision 057). */
export const BACKUP_FILE_MODE = 0o600;
export const BACKUP_DIR_MODE = 0o700;

/** The folder of photo files on disk: PHOTOS_DIR, else DATA_DIR/photos (decision 067). */
export const photosFolder = (dataDir: string, photosDir?: string) =>
  path.resolve(photosDir ?? path.join(dataDir, 'photos'));
/** The photo files a backup carries: jobtrack-….tar.gz.photos beside it. */
export const backupPhotos = (file: string) => `${file}.photos`;

/**
 * Puts every file of `from` (a folder of owners' folders) into `to` as a hard link (a copy
 * across file systems), keeping what `to` already holds; files being written (.tmp) are left.
 */
async function linkFiles(from: string, to: string): Promise<void> {
  if (!existsSync(from)) return;
  await ownerOnlyDir(to);
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkFiles(source, target);
    else if (entry.isFile() && !entry.name.endsWith('.tmp') && !existsSync(target)) {
      await link(source, target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'EXDEV' || error.code === 'EPERM') await copyFile(source, target);
        // Removed meanwhile (its photo deleted), or linked by a backup running alongside.
        else if (error.code !== 'ENOENT' && error.code !== 'EEXIST') throw error;
      });
    }
  }
}

/** jobtrack-2025-06-01T03-00-00-000Z.tar.gz: sorts by time, safe on every file system. */
export const backupFileName = (at = new Date()) =>
  `jobtrack-${at.toISOString().replaceAll(':', '-').replace('.', '-')}.tar.gz`;

/** The automatic backups in a data directory, oldest first. */
export async function listBackups(dataDir: string): Promise<string[]> {
  const dir = backupDir(dataDir);
  if (!existsSync(dir)) return [];
  return (await readdir(dir))
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * Writes a consistent copy of an open PGlite database: a checkpoint, then the data directory as
 * a gzipped tarball taken while no query runs, and the photo files of `photos` beside it. The
 * files are linked before and after the dump: a photo's file is on disk before its row, so every
 * row of the dump finds its file, also one deleted meanwhile. The backup appears whole or not at
 * all (its photos folder first, then the tarball).
 */
export async function writeBackup(db: Db, file: string, photos?: string): Promise<string> {
  if (!db.dumpDataDir) throw new Error('only the embedded database is backed up this way');
  await ownerOnlyDir(path.dirname(file));
  const partialPhotos = `${backupPhotos(file)}.partial`;
  if (photos) await linkFiles(photos, partialPhotos);
  const archive = await db.dumpDataDir();
  const partial = `${file}.partial`;
  await writeFile(partial, Buffer.from(await archive.arrayBuffer()), { mode: BACKUP_FILE_MODE });
  // NOTE: the mode of writeFile applies only to a new file; chmod covers one left by a crash.
  await chmod(partial, BACKUP_FILE_MODE);
  if (photos) {
    await linkFiles(photos, partialPhotos);
    if (existsSync(partialPhotos)) {
      await rm(backupPhotos(file), { recursive: true, force: true });
      await rename(partialPhotos, backupPhotos(file));
    }
  }
  await rename(partial, file);
  return file;
}

/** Makes a folder (and its parents) and sets it owner-only, also when it was there before. */
export async function ownerOnlyDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: BACKUP_DIR_MODE });
  await chmod(dir, BACKUP_DIR_MODE);
}

/**
 * The copy taken before migrations change an existing database (decision 057), kept apart from
 * the daily ones (never pruned): jobtrack-before-migrations-<time>.tar.gz.
 */
export async function backupBeforeMigrations(
  db: Db,
  dataDir: string,
  photosDir?: string,
): Promise<string> {
  const stamp = new Date().toISOString().replaceAll(':', '-').replace('.', '-');
  return writeBackup(
    db,
    path.join(backupDir(dataDir), `jobtrack-before-migrations-${stamp}.tar.gz`),
    photosFolder(dataDir, photosDir),
  );
}

/** Removes the oldest automatic backups beyond the newest `keep`. */
export async function pruneBackups(dataDir: string, keep = BACKUPS_KEPT): Promise<void> {
  const backups = await listBackups(dataDir);
  await Promise.all(
    backups
      .slice(0, Math.max(0, backups.length - keep))
      .flatMap((file) => [rm(file), rm(backupPhotos(file), { recursive: true, force: true })]),
  );
}

/** A new automatic backup in DATA_DIR/backups, keeping the newest 7. */
export async function backupNow(db: Db, dataDir: string, photosDir?: string): Promise<string> {
  const file = await writeBackup(
    db,
    path.join(backupDir(dataDir), backupFileName()),
    photosFolder(dataDir, photosDir),
  );
  await pruneBackups(dataDir);
  return file;
}

type Log = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * Daily backups while the server runs: one at start when the newest is a day old (or there is
 * none), then whenever it becomes a day old. Answers a function that makes one now, and stop.
 */
export function scheduleBackups(
  db: Db,
  dataDir: string,
  log: Log,
  options: { daily: boolean; photosDir?: string } = { daily: true },
): { now: () => Promise<void>; stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const now = () =>
    (running ??= backupNow(db, dataDir, options.photosDir)
      .then((file) => log.info({ file }, 'backup written'))
      .catch((error: unknown) => log.error({ err: error }, 'backup failed'))
      .finally(() => (running = undefined)));
  const whenDue = async () => {
    const newest = (await listBackups(dataDir)).at(-1);
    const age = newest ? Date.now() - (await stat(newest)).mtimeMs : Infinity;
    if (age >= BACKUP_EVERY_MS) await now();
  };
  const timer = setInterval(() => void whenDue(), CHECK_EVERY_MS);
  timer.unref();
  if (options.daily) void whenDue();
  else clearInterval(timer);
  return {
    now,
    /** Stops the schedule, after the backup being written (if any) is done. */
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * The process id of a JobTrack server running on this data directory, if any (its lock file,
 * DATA_DIR/server.pid, taken when it opened the database: `db/data-dir-lock.ts`).
 */
export function runningServer(dataDir: string): number | undefined {
  const holder = lockHolder(dataDir);
  return holder?.role === 'server' ? holder.pid : undefined;
}

/**
 * Restores a backup into DATA_DIR (no other process may hold it: the lock refuses with the
 * holder's id): the current data directory is kept beside it as pgdata.before-restore-<time>,
 * and put back if the backup does not open; the photo files it carries are put back. Every device is signed out: the tokens in the
 * backup are removed, so a token revoked after the backup was taken does not come back.
 */
export async function restoreBackup(
  dataDir: string,
  file: string,
  photosDir?: string,
): Promise<string | undefined> {
  const unlock = lockDataDir(dataDir, 'restore');
  try {
    const kept = await restoreLocked(dataDir, file);
    // The backup's photo files join the folder (the files there stay: a file is named by its
    // bytes, and one no row names is harmless).
    await linkFiles(backupPhotos(file), photosFolder(dataDir, photosDir));
    return kept;
  } finally {
    unlock();
  }
}

async function restoreLocked(dataDir: string, file: string): Promise<string | undefined> {
  const target = pgdataDir(dataDir);
  const archive = new Blob([readFileSync(file)]);
  const kept = existsSync(target)
    ? `${target}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`
    : undefined;
  if (kept) await rename(target, kept);
  try {
    await mkdir(target, { recursive: true });
    // Loaded here, not at the top: the server imports this file and may run on PostgreSQL.
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(target, { loadDataDir: archive });
    try {
      await db.query('SELECT count(*) FROM schema_migrations');
      // NOTE (decision 057): sign-out everywhere; an owner signs in again after a restore.
      await db.query('DELETE FROM auth_tokens');
    } finally {
      await db.close();
    }
    return kept;
  } catch (error) {
    await rm(target, { recursive: true, force: true });
    if (kept) await rename(kept, target);
    throw error;
  }
}
