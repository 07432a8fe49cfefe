import { formatWholeDollars, type DashboardStats } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/ui/card.tsx';

/** Today's jobs count and this week's earnings in whole dollars (spec §2, §9). */
export function StatTiles({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3">
      <StatTile label={t('dashboard.todaysJobs')} value={stats.todaysJobs.length} tone="blue" />
      <StatTile
        label={t('dashboard.thisWeekEarnings')}
        value={formatWholeDollars(stats.thisWeekEarnings)}
        tone="green"
      />
    </div>
  );
}
