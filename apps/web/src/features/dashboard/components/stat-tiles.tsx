import { type DashboardStats } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/ui/card.tsx';
import { useFormat } from '../../../lib/format.ts';

/** Today's jobs count and this week's earnings in whole dollars (spec §2, §9). */
export function StatTiles({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="grid grid-cols-2 gap-3">
      <StatTile label={t('dashboard.todaysJobs')} value={stats.todaysJobs.length} tone="blue" />
      <StatTile
        label={t('dashboard.thisWeekEarnings')}
        value={format.wholeDollars(stats.thisWeekEarnings)}
        tone="green"
      />
    </div>
  );
}
