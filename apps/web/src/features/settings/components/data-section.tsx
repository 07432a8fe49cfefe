import { Database, Download, FileArchive, Trash2, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { useDataTransfer } from '../hooks/use-data-transfer.ts';
import { importReportText } from '../utils/import-report.ts';
import { AccountantExportRow } from './accountant-export-row.tsx';
import { SettingsSection } from './settings-section.tsx';
import { SheetImport } from './sheet-import.tsx';

type ActionRowProps = {
  title: string;
  hint: string;
  children: ReactNode;
};

function ActionRow({ title, hint, children }: ActionRowProps) {
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium text-gray-900 dark:text-gray-100">{title}</p>
        <p className="text-sm text-gray-600 dark:text-gray-400">{hint}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </li>
  );
}

/** A running import's progress (decision 049): a bar screen readers read, and its words. */
function ImportProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.floor(fraction * 100);
  return (
    <div className="mb-2 w-48" role="status">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded bg-gray-200 dark:bg-gray-700"
      >
        <div className="h-full bg-blue-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{label}</p>
    </div>
  );
}

/** Export, the accountant's export (issue 28), import and clear-all (spec §2, §4, §5, §8). */
export function DataSection() {
  const { t } = useTranslation();
  const transfer = useDataTransfer();
  const fileInput = useRef<HTMLInputElement>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const isBusy = transfer.task !== null;

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a fix or a refusal.
    event.target.value = '';
    if (file) transfer.handleImport(file);
  };

  return (
    <SettingsSection
      title={t('settings.data')}
      icon={Database}
      description={t('settings.dataIntro')}
    >
      {transfer.message ? (
        <Notice tone={transfer.message.tone} onDismiss={transfer.dismissMessage}>
          {transfer.message.report
            ? importReportText(t, transfer.message.report)
            : t(transfer.message.key, { count: transfer.message.count })}
        </Notice>
      ) : null}
      <ul className="divide-y divide-gray-200 dark:divide-gray-700">
        <ActionRow title={t('settings.export')} hint={t('settings.exportHint')}>
          <Button variant="secondary" onClick={transfer.handleExport} disabled={isBusy}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {transfer.task === 'export' ? t('settings.exporting') : t('settings.export')}
          </Button>
        </ActionRow>
        <ActionRow title={t('proof.exportZip')} hint={t('proof.exportZipHint')}>
          {transfer.zipProgress ? (
            <p role="status" className="mb-2 text-sm text-gray-700 dark:text-gray-300">
              {t('proof.exportingPhotos', transfer.zipProgress)}
            </p>
          ) : null}
          <Button variant="secondary" onClick={transfer.handleExportZip} disabled={isBusy}>
            <FileArchive aria-hidden="true" className="h-4 w-4" />
            {transfer.task === 'exportZip' ? t('settings.exporting') : t('proof.exportZip')}
          </Button>
        </ActionRow>
        <AccountantExportRow />
        <ActionRow title={t('settings.import')} hint={t('settings.importHint')}>
          {transfer.progress === null ? null : (
            <ImportProgress
              fraction={transfer.progress}
              label={t('settings.importProgress', {
                percent: Math.floor(transfer.progress * 100),
              })}
            />
          )}
          <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={isBusy}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            {transfer.task === 'import' ? t('settings.importing') : t('settings.import')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json,.zip,application/zip"
            aria-label={t('settings.importFile')}
            onChange={handleFile}
            hidden
          />
        </ActionRow>
        <SheetImport />
        <ActionRow
          title={t('settings.clearAll')}
          hint={t(transfer.isDemo ? 'settings.clearAllHintDemo' : 'settings.clearAllHint')}
        >
          <Button variant="danger" onClick={() => setIsConfirming(true)} disabled={isBusy}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('settings.clearAll')}
          </Button>
        </ActionRow>
      </ul>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('settings.clearConfirmTitle')}
        message={t(transfer.isDemo ? 'settings.clearConfirmDemo' : 'settings.clearConfirmMessage')}
        confirmLabel={transfer.task === 'clear' ? t('settings.clearing') : t('settings.clearAll')}
        isBusy={transfer.task === 'clear'}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => transfer.handleClearAll(() => setIsConfirming(false))}
      />
    </SettingsSection>
  );
}
