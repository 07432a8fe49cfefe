import {
  dateOrderOf,
  hasNameColumn,
  matchColumns,
  readSheetFile,
  readSheetRow,
  withBadRows,
  type DuplicateChoice,
  type ReadSheetRow,
  type SheetField,
  type SheetFileError,
  type SheetImportReport,
  type SheetTable,
} from '@jobtrack/core';
import { useMemo, useState } from 'react';
import { useTrackFeature } from '#web/data/hooks/use-analytics.ts';
import { createLog } from '#web/lib/log.ts';
import { useImportSheetRows } from '../api/sheet-import-mutations.ts';

const log = createLog('settings');

/** The rows the preview shows. */
export const PREVIEW_ROWS = 5;

export type SheetErrorKey = `sheetImport.error.${SheetFileError}` | 'sheetImport.failed';

type Chosen = { fileName: string; table: SheetTable; fields: SheetField[] };

/**
 * The spreadsheet import of the settings screen (decision 064): a chosen file is read on the
 * device (nothing is written), the owner checks the column matches, the preview and what to do
 * with customers they already have, then one write imports the good rows; the report lists the
 * rest, row by row.
 */
export function useSheetImport() {
  const trackFeature = useTrackFeature();
  const importRows = useImportSheetRows();
  const [isReading, setIsReading] = useState(false);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [duplicates, setDuplicates] = useState<DuplicateChoice>('skip');
  const [error, setError] = useState<SheetErrorKey | null>(null);
  const [report, setReport] = useState<SheetImportReport | null>(null);

  const read: ReadSheetRow[] = useMemo(() => {
    if (!chosen) return [];
    const order = dateOrderOf(chosen.table.headers);
    return chosen.table.rows.map((cells, index) =>
      readSheetRow(cells, chosen.fields, index + 2, order),
    );
  }, [chosen]);
  const canImport =
    chosen !== null && hasNameColumn(chosen.fields) && read.length > 0 && !importRows.isPending;

  const chooseFile = async (file: File) => {
    setError(null);
    setReport(null);
    setChosen(null);
    setIsReading(true);
    try {
      const result = await readSheetFile(new Uint8Array(await file.arrayBuffer()));
      if (!result.ok) setError(`sheetImport.error.${result.error}`);
      else {
        const { table } = result;
        setChosen({ fileName: file.name, table, fields: matchColumns(table.headers) });
      }
    } catch (failure) {
      log.warn('could not read the spreadsheet', failure);
      setError('sheetImport.failed');
    } finally {
      setIsReading(false);
    }
  };

  const setField = (column: number, field: SheetField) =>
    setChosen((current) =>
      current ? { ...current, fields: current.fields.with(column, field) } : current,
    );

  const cancel = () => {
    setChosen(null);
    setError(null);
  };

  const startImport = () => {
    if (!chosen || !canImport) return;
    const rows = read.flatMap((row) => (row.ok ? [row.value] : []));
    const bad = read.flatMap((row) =>
      row.ok ? [] : [{ row: row.row, name: row.name, reasons: row.problems }],
    );
    importRows.mutate(
      { rows, options: { duplicates } },
      {
        onSuccess: (answer) => {
          setChosen(null);
          setReport(withBadRows(answer, bad));
          trackFeature('import_sheet', 'settings', { customers: answer.added, jobs: answer.jobs });
        },
        onError: () => setError('sheetImport.failed'),
      },
    );
  };

  return {
    isReading,
    isImporting: importRows.isPending,
    chosen,
    read,
    preview: read.slice(0, PREVIEW_ROWS),
    goodCount: read.filter((row) => row.ok).length,
    hasName: chosen ? hasNameColumn(chosen.fields) : true,
    duplicates,
    setDuplicates,
    error,
    report,
    canImport,
    chooseFile,
    setField,
    cancel,
    dismissReport: () => setReport(null),
    startImport,
  };
}
