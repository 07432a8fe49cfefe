import { hasSkipped } from '@jobtrack/core';
import { CLEAR_ALL_DELAY_MS, EXPORT_IMPORT_MESSAGE_MS } from '#web/config/ui.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useTrackFeature } from '#web/lib/analytics/index.ts';
import { useDataMutation, useDataSource } from '#web/lib/data/data-context.tsx';
import { downloadTextFile } from '../utils/download.ts';
import { exportBackup, importBackup } from '../utils/backup-file.ts';
import { clearedState } from '../utils/cleared-state.ts';
import { useTimedMessage } from './use-timed-message.ts';
import { createLog } from '#web/lib/log.ts';

const log = createLog('settings');

export type TransferTask = 'export' | 'import' | 'clear' | null;

const delay = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Export, import and clear-all of the settings screen (spec §2, §4, §8), one at a time. */
export function useDataTransfer() {
  const source = useDataSource();
  const navigate = useNavigate();
  const trackFeature = useTrackFeature();
  const { message, show, clear } = useTimedMessage(EXPORT_IMPORT_MESSAGE_MS);
  const [task, setTask] = useState<TransferTask>(null);
  const isDemo = source.mode === 'demo';
  // NOTE: spec §6 — demo mode shows submit errors in informational (blue) styling.
  const errorTone = isDemo ? 'info' : 'error';

  // How far a running import has gone, 0 to 1; null when none runs.
  const [progress, setProgress] = useState<number | null>(null);
  const importData = useDataMutation(
    (dataSource, file: File) => importBackup(dataSource, file, setProgress),
    { fallback: 'settings.importFailed' },
  );
  const clearAll = useDataMutation((dataSource) => dataSource.clearAll(), {
    fallback: 'settings.clearFailed',
  });

  const run = async (name: Exclude<TransferTask, null>, work: () => Promise<void>) => {
    if (task) return;
    clear();
    setTask(name);
    try {
      await work();
    } finally {
      setTask(null);
    }
  };

  const handleExport = () =>
    run('export', async () => {
      try {
        const { fileName, contents } = await exportBackup(source);
        downloadTextFile(fileName, contents);
        show({ tone: 'success', key: 'settings.exported' });
        trackFeature('export_data', 'settings');
      } catch (error) {
        log.warn('export failed', error);
        show({ tone: errorTone, key: 'settings.exportFailed' });
      }
    });

  const handleImport = (file: File) =>
    run('import', async () => {
      setProgress(0);
      const result = await importData.mutateAsync(file).finally(() => setProgress(null));
      if (result.ok) {
        // What was left out stays on screen until dismissed; a clean import goes after 3 s.
        const tone = hasSkipped(result.skipped) ? 'info' : 'success';
        show({ tone, key: 'settings.imported', report: result });
        trackFeature('import_data', 'settings', { customers: result.customers, jobs: result.jobs });
      } else {
        show({ tone: errorTone, key: result.error });
      }
    });

  /** Clears, waits 1 s (spec §9), then goes to /app with the spec §8 message. */
  const handleClearAll = () =>
    run('clear', async () => {
      try {
        await Promise.all([clearAll.mutateAsync(undefined), delay(CLEAR_ALL_DELAY_MS)]);
        trackFeature('clear_data', 'settings');
        void navigate(paths.app, { state: clearedState(isDemo) });
      } catch {
        // The write's hook has logged it (useDataMutation).
        show({ tone: errorTone, key: 'settings.clearFailed' });
      }
    });

  return {
    task,
    progress,
    message,
    dismissMessage: clear,
    isDemo,
    handleExport,
    handleImport,
    handleClearAll,
  };
}
