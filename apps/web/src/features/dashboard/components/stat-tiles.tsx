import { type DashboardStats } from '@jobtrack/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatTile } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { useFormat } from '#web/lib/format.ts';

function TileLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="block rounded-2xl hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      {children}
    </Link>
  );
}

/**
 * Today's jobs count and this week's earnings in whole dollars (spec §2, §9); each opens its
 * list (issue 13): the jobs list starts with today, the paid payments hold the earnings.
 */
export function StatTiles({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="grid grid-cols-2 gap-3">
      <TileLink to={paths.jobs}>
        <StatTile label={t('dashboard.todaysJobs')} value={stats.todaysJobs.length} tone="blue" />
      </TileLink>
      <TileLink to={`${paths.payments}?tab=paid`}>
        <StatTile
          label={t('dashboard.thisWeekEarnings')}
          value={format.wholeDollars(stats.thisWeekEarnings)}
          tone="green"
        />
      </TileLink>
    </div>
  );
}
