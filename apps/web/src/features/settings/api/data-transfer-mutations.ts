// The settings screen's data transfer on the one write pattern (useDataMutation, decision 038):
// export, import and clear all, each a hook that names its failure and logs it once.
import { CLEAR_ALL_DELAY_MS } from '#web/config/ui.ts';
import { useDataMutation } from '#web/data/hooks/data-context.tsx';
import { exportBackup, exportBackupZip, importBackup } from '../utils/backup-file.ts';

const delay = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** The backup file of everything the owner has (spec §4). */
export const useExportData = () =>
  useDataMutation((source) => exportBackup(source), { fallback: 'settings.exportFailed' });

/** The backup with the photos, as a .zip (issue 27, decision 069); `onPhoto` tells how far. */
export const useExportZip = (onPhoto: (done: number, total: number) => void) =>
  useDataMutation((source) => exportBackupZip(source, onPhoto), {
    fallback: 'settings.exportFailed',
  });

/**
 * Reads a backup file into the data; `onProgress` gets how far it has gone, 0 to 1. A refused
 * file is an answer (`ok: false` with its message), not a failure.
 */
export const useImportData = (onProgress: (fraction: number) => void) =>
  useDataMutation((source, file: File) => importBackup(source, file, onProgress), {
    fallback: 'settings.importFailed',
  });

/** Clears every record, and takes at least 1 s (spec §9). */
export const useClearAll = () =>
  useDataMutation(
    async (source) => {
      await Promise.all([source.clearAll(), delay(CLEAR_ALL_DELAY_MS)]);
    },
    { fallback: 'settings.clearFailed' },
  );
