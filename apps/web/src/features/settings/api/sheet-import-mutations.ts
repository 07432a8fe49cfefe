// The spreadsheet import's write (decision 064) on the one write pattern (useDataMutation,
// decision 038): the rows read from the file go to the data source in one call.
import type { SheetRow } from '@jobtrack/core';
import type { SheetImportOptions } from '#web/data/data-source.ts';
import { useDataMutation } from '#web/data/hooks/data-context.tsx';

export const useImportSheetRows = () =>
  useDataMutation(
    (source, { rows, options }: { rows: readonly SheetRow[]; options: SheetImportOptions }) =>
      source.importCustomers(rows, options),
    { fallback: 'sheetImport.failed' },
  );
