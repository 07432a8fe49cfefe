import { DashboardScreen } from '../../features/dashboard/index.tsx';
import { NotificationsPanel } from '../../features/notifications/index.tsx';

/** The dashboard, composed with the notifications panel (features stay apart). */
export function DashboardRoute() {
  return <DashboardScreen notificationsPanel={<NotificationsPanel />} />;
}
