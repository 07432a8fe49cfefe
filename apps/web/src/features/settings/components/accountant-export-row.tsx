import { FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useAccountantExport, type PeriodChoice } from '../hooks/use-accountant-export.ts';
import { ChoiceGroup } from './choice-group.tsx';

/** Export for your accountant (issue 28): a period and its two CSV files, one button each. */
export function AccountantExportRow() {
  const { t } = useTranslation();
  const accountant = useAccountantExport();
  const isDisabled = !accountant.isValid || !accountant.isReady;

  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0">
      <div>
        <p className="font-medium text-gray-900 dark:text-gray-100">{t('accountant.title')}</p>
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('accountant.hint')}</p>
      </div>
      <ChoiceGroup<PeriodChoice>
        legend={t('accountant.period')}
        value={accountant.choice}
        onChange={accountant.handleChoice}
        choices={[
          { value: 'thisYear', label: t('accountant.thisYear', { year: accountant.year }) },
          { value: 'lastYear', label: t('accountant.lastYear', { year: accountant.year - 1 }) },
          { value: 'custom', label: t('accountant.custom') },
        ]}
      />
      {accountant.choice === 'custom' ? (
        <div className="grid grid-cols-2 gap-2">
          <TextField
            type="date"
            label={t('accountant.from')}
            value={accountant.custom.from}
            max={accountant.custom.to || undefined}
            required
            onChange={(event) => accountant.handleCustom({ from: event.target.value })}
          />
          <TextField
            type="date"
            label={t('accountant.to')}
            value={accountant.custom.to}
            min={accountant.custom.from || undefined}
            required
            error={accountant.isValid ? undefined : t('accountant.badPeriod')}
            onChange={(event) => accountant.handleCustom({ to: event.target.value })}
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          disabled={isDisabled}
          onClick={() => accountant.handleDownload('jobs-payments')}
        >
          <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
          {t('accountant.downloadJobsPayments')}
        </Button>
        <Button
          variant="secondary"
          disabled={isDisabled}
          onClick={() => accountant.handleDownload('monthly-summary')}
        >
          <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
          {t('accountant.downloadSummary')}
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-gray-700 dark:text-gray-300">
        {accountant.downloaded
          ? t('accountant.downloaded', { fileName: accountant.downloaded })
          : null}
      </p>
    </li>
  );
}
