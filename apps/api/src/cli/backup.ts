// `npm run backup [-- FILE]`: a consistent copy of the embedded database. With the server
// running it asks the server to write one (SIGUSR2); stopped, it opens the data itself.
import { chmodSync, copyFileSync, cpSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import {
  BACKUP_FILE_MODE,
  backupPhotos,
  backupNow,
  listBackups,
  pgdataDir,
  photosFolder,
  runningServer,
  writeBackup,
} from '../db/backup.ts';
import { openDb } from '../db/db.ts';
import { fail, runCli } from './cli.ts';

const WAIT_FOR_SERVER_MS = 5 * 60 * 1000;

/** Asks the running server for a backup and waits for the file it writes. */
async function askServer(pid: number, dataDir: string): Promise<string> {
  const asked = Date.now();
  const isNew = (file: string) => statSync(file).mtimeMs >= asked - 1000;
  const before = new Set(await listBackups(dataDir));
  process.kill(pid, 'SIGUSR2');
  while (Date.now() - asked < WAIT_FOR_SERVER_MS) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const made = (await listBackups(dataDir)).find((file) => !before.has(file) && isNew(file));
    if (made) return made;
  }
  return fail('The running server did not write a backup in 5 minutes; see its log.');
}

await runCli(async () => {
  const config = loadConfig();
  if (config.databaseUrl) {
    fail(
      'JobTrack uses a PostgreSQL server (DATABASE_URL): back it up with pg_dump, as the README shows.',
    );
  }
  if (!existsSync(pgdataDir(config.dataDir))) {
    fail(`No JobTrack database in ${path.resolve(config.dataDir)} (set DATA_DIR).`);
  }
  const target = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const pid = runningServer(config.dataDir);
  let file: string;
  if (pid) {
    file = await askServer(pid, config.dataDir);
  } else {
    // Takes DATA_DIR's lock: a restore (or another backup) running refuses this with one line.
    const db = await openDb({ dataDir: config.dataDir, fsync: config.pgliteFsync, role: 'backup' });
    try {
      const photos = photosFolder(config.dataDir, config.photosDir);
      file = target
        ? await writeBackup(db, target, photos)
        : await backupNow(db, config.dataDir, config.photosDir);
    } finally {
      await db.close();
    }
  }
  if (target && file !== target) {
    copyFileSync(file, target);
    chmodSync(target, BACKUP_FILE_MODE);
    if (existsSync(backupPhotos(file))) {
      cpSync(backupPhotos(file), backupPhotos(target), { recursive: true });
    }
    file = target;
  }
  process.stdout.write(`Backup written: ${file}\n`);
});
