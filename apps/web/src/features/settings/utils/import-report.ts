// The sentence an import ends with (issue 10): "Imported 48 customers and 210 jobs; skipped 2
// jobs: missing date", in the UI's language.
import type { BackupSkipped, BackupSkipReason } from '@jobtrack/core';
import type { TFunction } from 'i18next';

export type ImportReport = {
  customers: number;
  jobs: number;
  skipped: BackupSkipped;
  /** Photos brought back from a .zip (issue 27). */
  photos?: number;
};

const COUNT_KEYS = {
  customers: 'settings.customerCount',
  jobs: 'settings.jobCount',
} as const satisfies Record<keyof BackupSkipped, string>;

export const importReportText = (t: TFunction, report: ImportReport): string => {
  const counts = t('settings.importedCounts', {
    customers: t(COUNT_KEYS.customers, { count: report.customers }),
    jobs: t(COUNT_KEYS.jobs, { count: report.jobs }),
  });
  const imported =
    report.photos === undefined
      ? counts
      : `${counts} ${t('proof.importedPhotos', { count: report.photos })}`;
  const skipped = (['customers', 'jobs'] as const).flatMap((kind) =>
    (Object.entries(report.skipped[kind]) as [BackupSkipReason, number][])
      .sort(([, a], [, b]) => b - a)
      .map(([reason, count]) =>
        t('settings.importSkipped', {
          count,
          records: t(COUNT_KEYS[kind], { count }),
          reason: t(`settings.skipReason.${reason}`),
        }),
      ),
  );
  return [imported, ...skipped].join('; ');
};
