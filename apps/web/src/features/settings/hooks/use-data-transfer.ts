import { hasSkipped } from '@jobtrack/core';
import { EXPORT_IMPORT_MESSAGE_MS } from '#web/config/ui.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useTrackFeature } from '#web/data/hooks/use-analytics.ts';
import { useDataSource } from '#web/data/hooks/data-context.tsx';
import {
  useClearAll,
  useExportData,
  useExportZip,
  useImportData,
} from '../api/data-transfer-mutations.ts';
import { downloadBlob, downloadTextFile } from '../utils/download.ts';
import { clearedState } from '../utils/cleared-state.ts';
import { useTimedMessage } from './use-timed-message.ts';

export type TransferTask = 'export' | 'exportZip' | 'import' | 'clear' | null;

/**
 * Export, import and clear-all of the settings screen (spec §2, §4, §8), one at a time. Each is
 * a write hook (api/data-transfer-mutations.ts); this hook words their outcome in the section's
 * timed message, with no try/catch of its own.
 */
export function useDataTransfer() {
  const { mode } = useDataSource();
  const navigate = useNavigate();
  const trackFeature = useTrackFeature();
  const { message, show, clear } = useTimedMessage(EXPORT_IMPORT_MESSAGE_MS);
  const isDemo = mode === 'demo';
  // NOTE: spec §6 — demo mode shows submit errors in informational (blue) styling.
  const errorTone = isDemo ? 'info' : 'error';

  // How far a running import has gone, 0 to 1; null when none runs.
  const [progress, setProgress] = useState<number | null>(null);
  const exportData = useExportData();
  // The photos packed so far of a running export with photos; null when none runs.
  const [zipProgress, setZipProgress] = useState<{ done: number; total: number } | null>(null);
  const exportZip = useExportZip((done, total) => setZipProgress({ done, total }));
  const importData = useImportData(setProgress);
  const clearAll = useClearAll();
  const task: TransferTask = exportData.isPending
    ? 'export'
    : exportZip.isPending
      ? 'exportZip'
      : importData.isPending
        ? 'import'
        : clearAll.isPending
          ? 'clear'
          : null;

  /** Starts a task unless one runs; the section's last message goes as it starts. */
  const start = (run: () => void) => {
    if (task) return;
    clear();
    run();
  };

  const handleExport = () =>
    start(() =>
      exportData.mutate(undefined, {
        onSuccess: ({ fileName, contents }) => {
          downloadTextFile(fileName, contents);
          show({ tone: 'success', key: 'settings.exported' });
          trackFeature('export_data', 'settings');
        },
        onError: () => show({ tone: errorTone, key: 'settings.exportFailed' }),
      }),
    );

  const handleExportZip = () =>
    start(() =>
      exportZip.mutate(undefined, {
        onSettled: () => setZipProgress(null),
        onSuccess: ({ fileName, blob, leftOut }) => {
          downloadBlob(fileName, blob);
          show(
            leftOut > 0
              ? { tone: 'info', key: 'proof.photosLeftOut', count: leftOut }
              : { tone: 'success', key: 'proof.exportedZip' },
          );
          trackFeature('export_data', 'settings');
        },
        onError: () => show({ tone: errorTone, key: 'settings.exportFailed' }),
      }),
    );

  const handleImport = (file: File) =>
    start(() => {
      setProgress(0);
      importData.mutate(file, {
        onSettled: () => setProgress(null),
        onSuccess: (result) => {
          if (!result.ok) {
            show({ tone: errorTone, key: result.error });
            return;
          }
          // What was left out stays on screen until dismissed; a clean import goes after 3 s.
          const tone = hasSkipped(result.skipped) ? 'info' : 'success';
          show({ tone, key: 'settings.imported', report: result });
          trackFeature('import_data', 'settings', {
            customers: result.customers,
            jobs: result.jobs,
          });
        },
      });
    });

  /**
   * Clears, waits 1 s (spec §9), then goes to /app with the spec §8 message; `onDone` runs once
   * it has finished or failed (or at once when another task runs), to close the confirmation.
   */
  const handleClearAll = (onDone?: () => void) => {
    if (task) {
      onDone?.();
      return;
    }
    start(() =>
      clearAll.mutate(undefined, {
        onSuccess: () => {
          trackFeature('clear_data', 'settings');
          void navigate(paths.app, { state: clearedState(isDemo) });
        },
        onError: () => show({ tone: errorTone, key: 'settings.clearFailed' }),
        onSettled: () => onDone?.(),
      }),
    );
  };

  return {
    task,
    progress,
    zipProgress,
    message,
    dismissMessage: clear,
    isDemo,
    handleExport,
    handleExportZip,
    handleImport,
    handleClearAll,
  };
}
