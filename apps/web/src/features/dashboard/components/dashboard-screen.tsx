import { useEffect, type ReactNode } from 'react';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { useNow } from '#web/lib/hooks/use-now.ts';
import { useDashboardStats } from '../hooks/use-dashboard-stats.ts';
import { useMyDay } from '../hooks/use-my-day.ts';
import { MyDaySections } from './my-day.tsx';
import { QuickActions } from './quick-actions.tsx';
import { StatTiles } from './stat-tiles.tsx';
import { UnpaidBanner } from './unpaid-banner.tsx';
import { createLog } from '#web/lib/log.ts';

const log = createLog('dashboard');

type DashboardScreenProps = {
  /** The notifications panel, composed in by the route (features never import each other). */
  notificationsPanel?: ReactNode;
};

/**
 * /app and /app/dashboard (spec §2). It opens on the day — overdue, today and tomorrow, each job
 * one tap from a call, a text or the way there — with the spec's tiles, unpaid banner, welcome
 * and quick actions below (issue 13, decision 027).
 */
export function DashboardScreen({ notificationsPanel }: DashboardScreenProps) {
  const auth = useAuth();
  const name = auth.status === 'signedIn' ? auth.user.name : '';
  const now = useNow();
  const dashboard = useDashboardStats(now);
  const myDay = useMyDay(now);
  const { data: stats, isPending, error } = dashboard;

  useEffect(() => {
    // NOTE: spec §8 — a dashboard load failure is logged; with nothing on the device the screen
    // also shows the error with Retry (issue 9), never empty tiles.
    if (error) log.warn('Could not load the dashboard', error);
  }, [error]);

  return (
    <div className="space-y-4">
      {isPending ? <Spinner /> : null}
      {error && !stats ? (
        <LoadFailed
          error={error}
          onRetry={() => void dashboard.refetch()}
          isRetrying={dashboard.isFetching}
        />
      ) : null}
      {myDay.data ? <MyDaySections day={myDay.data} now={now} /> : null}
      {/* Below the day, so only once it is known: shown before, it would move down when the
          day arrives (a layout shift once the page is painted before the app runs; 043). */}
      {myDay.isPending ? null : notificationsPanel}
      {stats ? (
        <>
          <StatTiles stats={stats} />
          <UnpaidBanner total={stats.totalUnpaid} count={stats.unpaidJobsCount} />
        </>
      ) : null}
      {/* Below the day and the tiles, so only once they are there: shown before, it would
          move down when they arrive (a layout shift; decision 037). */}
      {isPending ? null : <QuickActions name={name} />}
    </div>
  );
}
