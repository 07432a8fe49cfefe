// `npm run restore -- FILE`: puts a backup of the embedded database back (server stopped).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { restoreBackup } from '../db/backup.ts';
import { fail, runCli } from './cli.ts';

await runCli(async () => {
  const config = loadConfig();
  if (config.databaseUrl) {
    fail(
      'JobTrack uses a PostgreSQL server (DATABASE_URL): restore it with pg_restore, as the README shows.',
    );
  }
  const file = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  if (!file) fail('Name the backup to restore: npm run restore -- FILE');
  if (!existsSync(file)) fail(`No such backup: ${file}`);
  // A server (or another backup or restore) on DATA_DIR refuses the restore with one line.
  const kept = await restoreBackup(config.dataDir, file, config.photosDir);
  process.stdout.write(`Restored ${file} into ${path.resolve(config.dataDir)}.\n`);
  if (kept) process.stdout.write(`The data it replaced is kept in ${kept}.\n`);
  process.stdout.write('Every device was signed out: sign in again.\n');
});
