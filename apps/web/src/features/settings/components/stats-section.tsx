import { unpaidJobs } from '@jobtrack/core';
import { ChartColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DataSnapshot } from '#web/data/data-source.ts';
import { useData } from '#web/data/hooks/data-context.tsx';
import { SettingsSection } from './settings-section.tsx';

export type AppStats = { customers: number; jobs: number; completed: number; unpaid: number };

export const appStats = ({ customers, jobs }: DataSnapshot): AppStats => ({
  customers: customers.length,
  jobs: jobs.length,
  completed: jobs.filter((job) => job.status === 'completed').length,
  unpaid: unpaidJobs(jobs).length,
});

const TILES: ReadonlyArray<[keyof AppStats, string]> = [
  ['customers', 'settings.statCustomers'],
  ['jobs', 'settings.statJobs'],
  ['completed', 'settings.statCompleted'],
  ['unpaid', 'settings.statUnpaid'],
];

/** Counts of the owner's data (spec §2 app statistics). */
export function StatsSection() {
  const { t } = useTranslation();
  const { data: stats } = useData(appStats);
  return (
    <SettingsSection title={t('settings.stats')} icon={ChartColumn}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {TILES.map(([field, label]) => (
          <div key={field} className="rounded-lg bg-gray-50 p-3 text-center dark:bg-gray-800">
            <dt className="text-sm text-gray-600 dark:text-gray-300">{t(label)}</dt>
            <dd className="mt-1 text-2xl font-bold">{stats ? stats[field] : '–'}</dd>
          </div>
        ))}
      </dl>
    </SettingsSection>
  );
}
