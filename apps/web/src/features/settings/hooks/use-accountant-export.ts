import {
  accountantFile,
  calendarYear,
  isExportPeriod,
  type AccountantFileKind,
  type ExportPeriod,
  type Language,
} from '@jobtrack/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrackFeature } from '#web/data/hooks/use-analytics.ts';
import { useData } from '#web/data/hooks/data-context.tsx';
import { useNow } from '#web/lib/hooks/use-now.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';
import { downloadTextFile } from '../utils/download.ts';

export type PeriodChoice = 'thisYear' | 'lastYear' | 'custom';

/**
 * The accountant's export of the settings screen (issue 28, decision 066): the period the owner
 * picks (this calendar year by default) and the two CSV files, made from the snapshot the device
 * already holds — no server call, so it works offline in every data mode.
 */
export function useAccountantExport() {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'es' ? 'es' : 'en';
  const serviceLabel = useServiceTypeLabel();
  const trackFeature = useTrackFeature();
  const { data } = useData();
  const year = useNow().getFullYear();
  const [choice, setChoice] = useState<PeriodChoice>('thisYear');
  const [custom, setCustom] = useState<ExportPeriod>(() => calendarYear(year));
  const [downloaded, setDownloaded] = useState<string | null>(null);

  const period =
    choice === 'thisYear'
      ? calendarYear(year)
      : choice === 'lastYear'
        ? calendarYear(year - 1)
        : custom;
  const isValid = isExportPeriod(period);

  const handleChoice = (next: PeriodChoice) => {
    setChoice(next);
    setDownloaded(null);
  };
  const handleCustom = (changes: Partial<ExportPeriod>) => {
    setCustom((current) => ({ ...current, ...changes }));
    setDownloaded(null);
  };

  const handleDownload = (kind: AccountantFileKind) => {
    if (!data || !isValid) return;
    const file = accountantFile(kind, data, period, { language, serviceLabel });
    downloadTextFile(file.fileName, file.contents, 'text/csv;charset=utf-8');
    setDownloaded(file.fileName);
    trackFeature('accountant_export', 'settings', { file: kind });
  };

  return {
    year,
    choice,
    custom,
    period,
    isValid,
    isReady: data !== undefined,
    downloaded,
    handleChoice,
    handleCustom,
    handleDownload,
  };
}
