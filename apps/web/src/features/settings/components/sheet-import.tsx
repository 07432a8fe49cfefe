import {
  SHEET_FIELDS,
  type DuplicateChoice,
  type ReadSheetRow,
  type SheetImportReport,
} from '@jobtrack/core';
import { FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/fields.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { PREVIEW_ROWS, useSheetImport } from '../hooks/use-sheet-import.ts';
import { ChoiceGroup } from './choice-group.tsx';

const DUPLICATE_CHOICES: readonly DuplicateChoice[] = ['skip', 'merge'];

type T = ReturnType<typeof useTranslation>['t'];

const reasonsText = (t: T, reasons: readonly string[]) =>
  reasons.map((reason) => t(`sheetImport.reason.${reason}`)).join(', ');

/** One previewed row: what it gives, and its problems or "Ready". */
function PreviewRow({ row, t }: { row: ReadSheetRow; t: T }) {
  const number = row.ok ? row.value.row : row.row;
  const name = row.ok ? row.value.customer.name : row.name;
  const details = row.ok
    ? [row.value.customer.phone, row.value.customer.email, row.value.customer.address]
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <li
      className={`rounded-lg border p-3 text-sm ${row.ok ? 'border-gray-200 dark:border-gray-700' : 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950'}`}
    >
      <p className="font-medium text-gray-900 dark:text-gray-100">
        {t('sheetImport.row', { row: number })}: {name || '—'}
      </p>
      {details ? <p className="break-words text-gray-700 dark:text-gray-300">{details}</p> : null}
      <p
        className={
          row.ok
            ? 'text-green-800 dark:text-green-300'
            : 'font-medium text-red-800 dark:text-red-300'
        }
      >
        {row.ok ? t('sheetImport.rowOk') : reasonsText(t, row.problems)}
      </p>
    </li>
  );
}

/** The report an import ends with: the counts, then every skipped row with its reasons. */
function ImportReport({ report, t, onDone }: { report: SheetImportReport; t: T; onDone(): void }) {
  return (
    <section role="status" aria-label={t('sheetImport.report')} className="mt-3 space-y-2">
      <Notice tone={report.skipped.length > 0 ? 'info' : 'success'}>
        <strong>{t('sheetImport.report')}</strong>{' '}
        {t('sheetImport.reportCounts', {
          added: report.added,
          merged: report.merged,
          jobs: report.jobs,
          skipped: report.skipped.length,
        })}
      </Notice>
      {report.skipped.length > 0 ? (
        <>
          <h3 className="text-sm font-medium text-gray-900 dark:text-gray-100">
            {t('sheetImport.skippedRows')}
          </h3>
          <ul className="max-h-64 space-y-1 overflow-y-auto text-sm text-gray-700 dark:text-gray-300">
            {report.skipped.map((skipped) => (
              <li key={`${skipped.row}-${skipped.reasons.join()}`}>
                {t('sheetImport.skippedRow', {
                  row: skipped.row,
                  name: skipped.name || '—',
                  reasons: reasonsText(t, skipped.reasons),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Button variant="secondary" onClick={onDone}>
        {t('sheetImport.done')}
      </Button>
    </section>
  );
}

/** The files the picker offers: what spreadsheets export as text. */
const SHEET_ACCEPT = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';

/**
 * Settings' "Import customers from a spreadsheet" (decision 064), an item of the data section's
 * list: choose a file, check the matches and the preview, choose Skip or Merge, import, read the
 * report.
 */
export function SheetImport() {
  const { t } = useTranslation();
  const sheet = useSheetImport();
  const fieldOptions = SHEET_FIELDS.map((field) => ({
    value: field,
    label: t(`sheetImport.field.${field}`),
  }));

  // The phone's file picker, opened from a file input made on demand: Settings keeps one file
  // input on the page (the backup's), and the same file can be chosen again (a second import of
  // it adds nothing).
  const openPicker = () => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = SHEET_ACCEPT;
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (file) void sheet.chooseFile(file);
    });
    input.click();
  };

  const { chosen } = sheet;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-medium text-gray-900 dark:text-gray-100">{t('sheetImport.title')}</p>
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('sheetImport.hint')}</p>
        </div>
        <div className="shrink-0">
          <Button
            variant="secondary"
            onClick={openPicker}
            disabled={sheet.isReading || sheet.isImporting}
          >
            <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
            {sheet.isReading ? t('sheetImport.reading') : t('sheetImport.choose')}
          </Button>
        </div>
      </div>
      {sheet.error ? (
        <div className="mt-3">
          <Notice tone="error">{t(sheet.error)}</Notice>
        </div>
      ) : null}
      {sheet.report ? (
        <ImportReport report={sheet.report} t={t} onDone={sheet.dismissReport} />
      ) : null}
      {chosen ? (
        <section aria-label={t('sheetImport.title')} className="mt-3 space-y-4">
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {t('sheetImport.fileSummary', { file: chosen.fileName, count: sheet.read.length })}
          </p>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">
              {t('sheetImport.columns')}
            </legend>
            <p className="text-sm text-gray-600 dark:text-gray-400">
              {t('sheetImport.columnsHint')}
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              {chosen.table.headers.map((header, column) => (
                <SelectField
                  key={column}
                  label={t('sheetImport.columnLabel', {
                    header: header || t('sheetImport.unnamedColumn', { number: column + 1 }),
                  })}
                  options={fieldOptions}
                  value={chosen.fields[column]}
                  onChange={(event) =>
                    sheet.setField(column, event.target.value as (typeof SHEET_FIELDS)[number])
                  }
                />
              ))}
            </div>
          </fieldset>
          {!sheet.hasName ? (
            <Notice tone="error">{t('sheetImport.error.noNameColumn')}</Notice>
          ) : null}
          {sheet.read.length === 0 ? (
            <Notice tone="error">{t('sheetImport.error.noRows')}</Notice>
          ) : (
            <div>
              <h3 className="mb-2 text-sm font-medium text-gray-900 dark:text-gray-100">
                {t('sheetImport.preview', { count: Math.min(PREVIEW_ROWS, sheet.read.length) })}
              </h3>
              <ol
                aria-label={t('sheetImport.preview', {
                  count: Math.min(PREVIEW_ROWS, sheet.read.length),
                })}
                className="space-y-2"
              >
                {sheet.preview.map((row) => (
                  <PreviewRow key={row.ok ? row.value.row : row.row} row={row} t={t} />
                ))}
              </ol>
            </div>
          )}
          <div>
            <ChoiceGroup<DuplicateChoice>
              legend={t('sheetImport.duplicates')}
              choices={DUPLICATE_CHOICES.map((value) => ({
                value,
                label: t(`sheetImport.duplicates.${value}`),
              }))}
              value={sheet.duplicates}
              onChange={sheet.setDuplicates}
            />
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
              {t(`sheetImport.duplicatesHint.${sheet.duplicates}`)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={sheet.startImport} disabled={!sheet.canImport}>
              {sheet.isImporting
                ? t('sheetImport.importing')
                : t('sheetImport.importCount', { count: sheet.read.length })}
            </Button>
            <Button variant="secondary" onClick={sheet.cancel} disabled={sheet.isImporting}>
              {t('sheetImport.cancel')}
            </Button>
          </div>
        </section>
      ) : null}
    </li>
  );
}
