import { DashboardScreen } from '#web/features/dashboard/index.tsx';
import { NotificationsPanel } from '#web/features/notifications/index.tsx';
// Its own file, not the settings index, so /app does not load the whole settings screen.
import { ClearedDataNotice } from '#web/features/settings/components/cleared-data-notice.tsx';

/** The dashboard, composed with the notifications panel and the clear-all message (spec §8). */
export function DashboardRoute() {
  return (
    <>
      <ClearedDataNotice />
      <DashboardScreen notificationsPanel={<NotificationsPanel />} />
    </>
  );
}
