import { type CustomerStats } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { StatTile } from '#web/components/ui/card.tsx';
import { useFormat } from '#web/lib/format.ts';

/** The four tiles of the customer detail (spec §2); money with 2 decimals (spec §9). */
export function CustomerStatTiles({ stats }: { stats: CustomerStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul aria-label={t('customers.tilesLabel')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <li>
        <StatTile label={t('customers.totalJobs')} value={stats.totalJobs} />
      </li>
      <li>
        <StatTile label={t('customers.completed')} value={stats.completedJobs} tone="blue" />
      </li>
      <li>
        <StatTile
          label={t('customers.unpaid')}
          value={format.money(stats.unpaidAmount)}
          tone="orange"
        />
      </li>
      <li>
        <StatTile label={t('customers.earned')} value={format.money(stats.earned)} tone="green" />
      </li>
    </ul>
  );
}
